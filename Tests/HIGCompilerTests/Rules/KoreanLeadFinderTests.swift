import HIGCorpus
import XCTest
@testable import HIGCompiler

final class KoreanLeadFinderTests: XCTestCase {
    private let finder = KoreanLeadFinder()

    func testKeptLeadIsTheFirstKoreanSentence() {
        let found = finder.find(
            englishSentences: ["Avoid letting an action sheet scroll.",
                               "The more buttons an action sheet has, the more time and effort it takes for people to make a choice.",
                               "Also, scrolling an action sheet can be hard to do without inadvertently tapping a button."],
            korean: "작업 시트가 스크롤되지 않도록 하십시오. 단추가 많을수록 사용자가 선택하는 데 더 많은 시간과 노력이 필요합니다. 또한 작업 시트를 스크롤하는 것은 실수로 버튼을 누르지 않고는 수행하기 어려울 수 있습니다.")
        XCTAssertEqual(found, KoreanLead(translation: .lead, lead: "작업 시트가 스크롤되지 않도록 하십시오.",
                                         rationale: "단추가 많을수록 사용자가 선택하는 데 더 많은 시간과 노력이 필요합니다. 또한 작업 시트를 스크롤하는 것은 실수로 버튼을 누르지 않고는 수행하기 어려울 수 있습니다."))
    }

    /// Seed 001's first rule: the Korean starts with the example, one sentence short.
    func testDroppedLeadIsMissing() {
        let found = finder.find(
            englishSentences: ["Use an action sheet — not an alert — to offer choices related to an intentional action.",
                               "For example, when people cancel the Mail message they’re editing, an action sheet provides three choices: delete the edits (or the entire draft), save the draft, or return to editing.",
                               "Although an alert can also help people confirm or cancel an action that has destructive consequences, it doesn’t provide additional choices related to the action.",
                               "For guidance, see Alerts."],
            korean: "사용자가 편집 중인 메일 메시지를 취소할 때 작업 시트는 편집 내용 삭제(또는 전체 초안 저장) 또는 편집으로 돌아가기의 세 가지 선택사항을 제공합니다. 경고는 또한 사람들이 파괴적인 결과를 초래하는 작업을 확인하거나 취소하는 데 도움이 될 수 있지만, 해당 작업과 관련된 추가 선택을 제공하지는 않습니다. 자세한 내용은 경고를 참조하십시오.")
        XCTAssertEqual(found.translation, .missing)
        XCTAssertNil(found.lead)
        XCTAssertEqual(found.rationale?.hasPrefix("사용자가 편집 중인"), true)
    }

    func testExampleMarkerAnchorsADroppedLead() {
        let found = finder.find(
            englishSentences: ["Prefer high-value custom items for your Dock menu.",
                               "For example, a Dock menu can list all currently or recently open windows, making it a convenient way to jump to the window people want."],
            korean: "예를 들어, 도크 메뉴는 현재 또는 최근에 열려 있는 모든 창을 나열할 수 있으므로 사용자가 원하는 창으로 쉽게 이동할 수 있습니다.")
        XCTAssertEqual(found.translation, .missing)
    }

    func testLeadJoinedWithTheNextSentenceIsCutAtTheJoiningEnding() {
        let found = finder.find(
            englishSentences: ["In general, display one scroll view per screen.",
                               "People often make large swipe gestures when scrolling, and it can be hard to avoid interacting with a neighboring scroll view on the same screen.",
                               "If you need to put two scroll views on the same screen, consider allowing them to scroll in different directions so one gesture is less likely to affect both views.",
                               "For example, when you use an iPhone in portrait orientation, the Stocks app shows stock quotes in a vertically scrolling list above a horizontally scrolling area that displays company-specific information."],
            korean: "일반적으로 화면당 하나의 스크롤 뷰를 표시하며, 사람들은 스크롤할 때 큰 스와이프 동작을 하는 경우가 많으며, 같은 화면에서 인접한 스크롤 뷰와 상호 작용하는 것을 피하기 어려울 수 있다. 한 화면에 두 개의 스크롤 보기를 배치해야 하는 경우 한 가지 제스처가 두 보기 모두에 영향을 미치지 않도록 서로 다른 방향으로 스크롤할 수 있도록 하는 것이 좋습니다. 예를 들어 iPhone을 세로 방향으로 사용하는 경우 주식 앱은 세로 스크롤 목록에 주식 시세를 표시하고 그 아래에 회사별 정보를 표시하는 가로 스크롤 영역을 표시합니다.")
        XCTAssertEqual(found.translation, .merged)
        XCTAssertEqual(found.lead, "일반적으로 화면당 하나의 스크롤 뷰를 표시하며")
        XCTAssertEqual(found.rationale?.hasPrefix("사람들은 스크롤할 때"), true)
    }

    func testKoreanSplitInTwoForOneEnglishSentenceKeepsBoth() {
        let found = finder.find(
            englishSentences: ["Consider using padding and alignment to communicate additional grouping within a box.",
                               "A box’s border is a distinct visual element — adding nested boxes to define subgroups can make your interface feel busy and constrained."],
            korean: "상자 내에서 추가 그룹화를 전달하기 위해 패딩 및 정렬을 사용하는 것을 고려해 보십시오. 상자의 테두리는 뚜렷한 시각적 요소입니다. 하위 그룹을 정의하기 위해 중첩된 상자를 추가하면 인터페이스가 복잡하고 제한적으로 느껴질 수 있습니다.")
        XCTAssertEqual(found.translation, .lead)
        XCTAssertEqual(found.lead, "상자 내에서 추가 그룹화를 전달하기 위해 패딩 및 정렬을 사용하는 것을 고려해 보십시오.")
    }

    func testUntranslatedBlock() {
        XCTAssertEqual(finder.find(englishSentences: ["Use a sheet."], korean: nil),
                       KoreanLead(translation: .untranslated, lead: nil, rationale: nil))
        XCTAssertEqual(finder.find(englishSentences: ["Use a sheet."], korean: "  ").translation, .untranslated)
    }

    /// The aligner left the rule out, but the next Korean sentence holds it as a clause (read on held-out pages).
    func testLeadMergedIntoTheNextSentenceAtItsStart() {
        let found = finder.find(
            englishSentences: ["Make it easy to change rankings.",
                               "When presenting a list of ranked items, let people adjust the rank of individual items inline without navigating to a separate editing screen."],
            korean: "순위를 쉽게 변경할 수 있도록 하며, 순위 항목 목록을 제시할 때 별도의 편집 화면으로 이동하지 않고 개별 항목의 순위를 인라인으로 조정할 수 있도록 합니다.")
        XCTAssertEqual(found.translation, .merged)
        XCTAssertEqual(found.lead, "순위를 쉽게 변경할 수 있도록 하며")
        XCTAssertEqual(found.rationale?.hasPrefix("순위 항목 목록을"), true)
    }

    func testLeadMergedIntoTheNextSentenceAtItsEnd() {
        let found = finder.find(
            englishSentences: ["Don’t use an emoji in place of a symbol or interface icon.",
                               "Emojis are full color, whereas quick action symbols are monochromatic and change appearance in Dark Mode to maintain contrast."],
            korean: "빠른 동작 기호는 단색이며 대비를 유지하기 위해 다크 모드에서 모양을 변경하는 반면, 기호나 인터페이스 아이콘 대신 이모지를 사용하지 마십시오.")
        XCTAssertEqual(found.translation, .merged)
        XCTAssertEqual(found.lead, "기호나 인터페이스 아이콘 대신 이모지를 사용하지 마십시오.")
    }

    func testAClauseThatDependsOnTheNextIsNotTheRule() {
        // `…원하는 경우,` cannot stand alone: the rule is the clause after it.
        let found = finder.find(
            englishSentences: ["Consider ways to preserve readability of text that might otherwise get clipped or truncated.",
                               "When a table is narrow — for example, if people can vary its width — you want content to remain recognizable and easy to read.",
                               "Sometimes, an ellipsis in the middle of text can make an item easier to distinguish because it preserves both the beginning and the end of the content."],
            korean: "테이블이 좁을 때(예: 사용자가 너비를 변경할 수 있는 경우) 내용을 인식 가능하고 읽기 쉽게 유지하기를 원하는 경우, 텍스트의 가독성을 유지하는 방법을 고려하십시오. 텍스트 중간에 줄임표를 사용하면 내용의 시작과 끝을 모두 보존하기 때문에 항목을 쉽게 구분할 수 있습니다.")
        XCTAssertEqual(found.translation, .merged)
        XCTAssertEqual(found.lead, "텍스트의 가독성을 유지하는 방법을 고려하십시오.")
    }

    func testListCommasAndShortSentencesHoldNoMergedLead() {
        // A comma between list items divides no clauses.
        XCTAssertEqual(finder.find(
            englishSentences: ["Make sure images look good in tinted mode.",
                               "In tinted mode, the system applies a solid color to a complication’s text, gauges, and images, and desaturates full-color images unless you provide tinted versions of them."],
            korean: "색조 모드에서는 시스템이 복잡한 텍스트, 게이지 및 이미지에 단색을 적용하고 사용자가 색조 버전을 제공하지 않는 한 전체 색상 이미지를 불포화합니다.").translation, .missing)
        // A Korean sentence no longer than the next English sentence's translation has no room for the rule.
        XCTAssertEqual(finder.find(
            englishSentences: ["Avoid showing an alert when people open your app.",
                               "An alert at launch delays what they came to do, and most people dismiss it without reading it."],
            korean: "실행 시 경고는 사용자가 하려던 작업을 지연시키며, 대부분의 사람들은 읽지 않고 닫습니다.").translation, .missing)
    }

    func testAnExampleIsNoMergedLead() {
        // `…필요가 없으며,` would fit the rule's length; a sentence opening with `예를 들어` is the example all the same.
        let found = finder.find(
            englishSentences: ["Avoid displaying alerts for common, undoable actions, even when they’re destructive.",
                               "For example, you don’t need to alert people about data loss every time they delete an email or file because they do so with the intention of discarding data, and they can undo the action.",
                               "In comparison, when people take an uncommon destructive action that they can’t undo, it's important to display an alert in case they initiated the action accidentally."],
            korean: "예를 들어 전자 메일이나 파일을 삭제할 때마다 사용자에게 데이터 손실을 경고할 필요가 없으며, 사용자가 작업을 취소할 수 있기 때문에 전자 메일 또는 파일을 삭제할 때마다 데이터 손실에 대해 경고할 필요가 없습니다. 이에 비해, 사람들이 되돌릴 수 없는 비정상적인 파괴적인 행동을 취할 때, 그들이 실수로 행동을 시작했을 때를 대비하여 경고를 표시하는 것이 중요하다.")
        XCTAssertEqual(found.translation, .missing)
    }
}
