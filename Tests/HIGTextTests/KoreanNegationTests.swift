import XCTest
@testable import HIGText

/// Korean negation read by morphology: every conjugation of 않다, 못하다, 없다, 말다 and 아니다 in sentences as the
/// real translations write them (each quoted from a page of ../shared/corpus or written in the same style), and the
/// words that look alike but do not negate.
final class KoreanNegationTests: XCTestCase {
    /// (sentence, the kind of negation in it).
    static let negating: [(String, KoreanNegation.Kind)] = [
        // 못하다: the one-syllable forms 할/한/해 as well as 하는/합니다.
        ("사용자가 컨트롤과 상호 작용하지 못할 수 있습니다.", .cannot),
        ("수 있으므로 예상치 못한 라이브 활동이 나타날 수 있습니다.", .cannot),
        ("사용자가 알아차리지 못하면 차트를 다시 확인합니다.", .cannot),
        ("위치를 알지 못하고 문제가 생깁니다.", .cannot),
        ("단추를 구분하지 못하는 것처럼 보입니다.", .cannot),
        ("보기와 상호 작용하지 못하도록 하는 시트입니다.", .cannot),
        ("사람들은 그것을 거의 발견하지 못합니다.", .cannot),
        ("사용자는 설정을 찾지 못해 앱을 닫습니다.", .cannot),
        ("이전 버전에서는 저장하지 못했습니다.", .cannot),
        ("사용자가 작업을 끝내지 못함을 알립니다.", .cannot),
        ("작은 화면에서는 전체 제목을 못 봅니다.", .cannot),
        // 않다, in every ending.
        ("모서리를 지나 돌출되지 않도록 Y축을 배치합니다.", .not),
        ("옵션 레이블을 제공하지 않습니다.", .not),
        ("축이 데이터와 경쟁하지 않고 추가 정보를 줍니다.", .not),
        ("대화형으로 되어 있지 않은 경우에도 표시됩니다.", .not),
        ("오디오 그래프를 사용하지 않는 경우 설명을 제공합니다.", .not),
        ("정보를 모호하게 하지 않을 수도 있습니다.", .not),
        ("뒤에 사서함이 나타나지 않으면 배경을 흐리게 합니다.", .not),
        ("아직 시트를 치우지 않았더라도 그 내용을 유지합니다.", .not),
        ("사용자가 앱을 열지 않아도 앱의 정보를 볼 수 있습니다.", .not),
        // 없다.
        ("축척을 수행할 필요가 없습니다.", .without),
        ("표시 위치와 관련이 없는 차트는 피합니다.", .without),
        ("사항을 조사할 필요 없이 가장 중요한 정보를 봅니다.", .without),
        ("시계는 제거할 수 없으므로 설계에 반영합니다.", .without),
        ("표시가 축 근처에 없을 때 레이블을 추가합니다.", .without),
        // 말다 after -지, spaced or glued.
        ("색상에만 의존하지 마십시오.", .prohibition),
        ("팝오버 계층을 보여주지 마세요.", .prohibition),
        ("제목이나 부제에 포함시키지 말고, 잘라내기를 피합니다.", .prohibition),
        ("두 가지를 동시에 제공하지 말 것.", .prohibition),
        ("경고를 남용하지 말아야 합니다.", .prohibition),
        ("버튼을 너무 많이 넣지 맙시다.", .prohibition),
        ("로딩 중에 indicator를 표시하지마세요.", .prohibition),
        // 아니다.
        ("콤팩트한 환경이 아닌 일반 환경에서 표시합니다.", .isNot),
        ("레이블을 제공할 뿐만 아니라 오디오 그래프도 제공합니다.", .isNot),
        ("항상 표시되는 것은 아니므로 내용이 중요합니다.", .isNot),
        ("이것은 경고가 아닙니다.", .isNot),
        // 안 before a verb, and 안되다 written together.
        ("둘 다 제공해서는 안 됩니다.", .not),
        ("시트를 두 번 열면 안되는 이유입니다.", .not),
    ]

    /// Sentences without a negation, some with look-alike words: 마크 (mark), 마찬가지로 (likewise), 말하는 (speaking),
    /// 안에 (inside), 못 as a noun in a compound, 관계없이 / 상관없이 (regardless), 틀림없이 (certainly).
    static let notNegating = [
        "가장 익숙한 마크 유형으로는 막대와 선이 있습니다.",
        "다른 유형의 메뉴와 마찬가지로 구분선을 사용합니다.",
        "VoiceOver가 말하는 차트 설명을 제공합니다.",
        "사용자가 입력을 마친 후 결과를 표시합니다.",
        "창 안에 도구 막대를 배치합니다.",
        "창 크기에 상관없이 이러한 컨트롤을 표시합니다.",
        "콘텐츠를 인식하는 방식에 관계없이 모든 사용자가 이해할 수 있습니다.",
        "틀림없이 도움이 되는 기능입니다.",
        "데이터가 마지막으로 업데이트된 시간을 표시합니다.",
        "원형 마스크를 적용하여 요소를 표시합니다.",
    ]

    func testEveryConjugationNegates() {
        for (sentence, kind) in Self.negating {
            let found = KoreanNegation.occurrences(in: sentence)
            XCTAssertEqual(found.map(\.kind), [kind], sentence)
            XCTAssertTrue(KoreanNegation.negates(sentence), sentence)
        }
    }

    func testLookAlikesDoNotNegate() {
        for sentence in Self.notNegating {
            XCTAssertEqual(KoreanNegation.occurrences(in: sentence), [], sentence)
        }
    }

    func testProhibitionIsTheFormAfterJi() {
        XCTAssertEqual(KoreanNegation.prohibition(in: "작업 시트를 사용하지 마십시오."), "지 마십시오")
        XCTAssertEqual(KoreanNegation.prohibition(in: "제목에 포함시키지 말고 피합니다."), "지 말고")
        XCTAssertEqual(KoreanNegation.prohibition(in: "두 가지를 제공하지 말 것."), "지 말 것")
        XCTAssertEqual(KoreanNegation.prohibition(in: "indicator를 표시하지마세요."), "지마세요")
        XCTAssertNil(KoreanNegation.prohibition(in: "작업 시트가 스크롤되지 않도록 합니다."))
        XCTAssertNil(KoreanNegation.prohibition(in: "다른 메뉴와 마찬가지로 표시합니다."))
    }
}
