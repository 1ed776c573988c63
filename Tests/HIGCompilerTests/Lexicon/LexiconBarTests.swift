import XCTest
import HIGCorpus
@testable import HIGCompiler

/// What a learned pair must clear before search or derived Korean uses it, each test a class of wrong pair.
final class LexiconBarTests: XCTestCase {
    func page(_ texts: [(String, String)]) -> Page {
        Page(id: "p/\(texts.count)", title: LocalizedTitle(en: "P"), category: "p", sources: [], blocks: texts.enumerated().map { index, text in
            Block(id: "b\(index)", kind: .paragraph, section: [], text: BilingualText(en: text.0, ko: text.1), html: BilingualText(en: text.0, ko: text.1),
                  alignment: Alignment(method: .structural, confidence: 1), source: SourceLocation(path: "p.md", line: index + 1))
        })
    }

    func pair(_ en: String, _ ko: String, _ score: Double = 0.9, origin: TermLexicon.Origin = .cooccurrence) -> TermLexicon.Pair {
        TermLexicon.Pair(en: en, ko: ko, origin: origin, count: 5, score: score)
    }

    func testWrongPairsOfEachClassAreLeftOut() {
        let corpus = Corpus(pages: [page([
            ("Use a placeholder in the field.", "필드에 자리 표시자를 넣으세요."), ("Show a placeholder.", "자리 표시자를 보여 주세요."),
            ("Placeholders help.", "자리 표시자는 돕습니다."), ("Cards group content.", "카드는 콘텐츠를 묶습니다."),
            ("Tap a card.", "카드를 누르세요."), ("Cards scroll.", "카드 목록"), ("Show or hide it.", "공개하거나 숨깁니다."),
            ("Show or hide the ending.", "공개하거나 숨깁니다."), ("Undo it.", "재실행을 누릅니다."), ("Redo it.", "재실행을 누릅니다."),
            ("Dock menus", "Dock 메뉴와 도크 메뉴"), ("Open the dock", "도크를 엽니다"),
        ])], skipped: [])
        let candidates = [pair("between", "버튼"), pair("placeholder", "자리"), pair("wells", "잘"), pair("cards", "카드"),
                          pair("ending", "공개하거", 0.8), pair("undo", "재실행", 0.8), pair("redo", "재실행"), pair("dock", "도크")]
        let kept = LexiconLearner().cleared(candidates, trusted: [pair("button", "버튼", 1, origin: .glossary)], corpus: corpus)
        XCTAssertEqual(kept.map(\.en), ["cards", "redo", "dock"], """
            between: 버튼 is the glossary's button; placeholder: 자리 is half of 자리 표시자; wells: one syllable; ending: 공개하거 \
            is cut from a verb; undo: redo shares 재실행 more
            """)
    }

    func testATransliterationKeyLeadsOnlyToTheNameUsedMostUnderIt() {
        let corpus = Corpus(pages: [page([("Press the button to open the app", "버튼을 누르고 앱을 엽니다"), ("A button", "버튼 하나"),
                                          ("Between two views", "두 뷰 사이"), ("HomeKit scenes", "홈킷 장면"), ("Use HomeKit", "HomeKit을 홈킷으로 씁니다"),
                                          ("x", "HomeKit 액세서리")])],
                            skipped: [])
        let pairs = LexiconLearner.transliterations(corpus, latinNames: LexiconEvidence(corpus).latinNames, surfaces: ["button": ["buttons": 9], "between": ["between": 2], "optino": ["optino": 1],
                                                                       "app": ["app": 30]])
        XCTAssertEqual(pairs.map(\.en), ["homekit", "button"], """
            between and optino share button's key and no Hangul word spells them; app's key is too short
            """)
        XCTAssertEqual(pairs.map(\.ko), ["~MKT", "~PTN"])
    }

    func testANameLeadsOnlyWhereAHangulWordSpellsItBesideIt() {
        // 나타모 has anatomy's key and sits beside it twice, but is mostly elsewhere; NSProgress and PNG stay in Latin in
        // the Korean, so no Hangul word spells them; 스크린 spells screen in both its blocks.
        let corpus = Corpus(pages: [page([("Read the anatomy", "나타모를 읽습니다"), ("Anatomy of a view", "나타모의 뷰"), ("One", "나타모 하나"),
                                          ("Two", "나타모 둘"), ("Three", "나타모 셋"), ("Use NSProgress", "NSProgress를 씁니다"),
                                          ("Show NSProgress", "NSProgress를 표시합니다"), ("PNG", "PNG 파일과 PNG 이미지를 Delete 키로 Delete 합니다"),
                                          ("The screen", "스크린"), ("A screen edge", "스크린 가장자리")])],
                            skipped: [])
        let spelled = LexiconLearner.hangulSpelled(corpus, names: ["anatomy", "nsprogress", "png", "screen"])
        XCTAssertEqual(spelled, ["screen"])
        let pairs = LexiconLearner.transliterations(corpus, latinNames: LexiconEvidence(corpus).latinNames, surfaces: ["anatomy": ["anatomy": 4], "screen": ["screen": 2]])
        XCTAssertEqual(pairs.map(\.en), ["screen"], "anatomy: 나타모 is beside it in 2 of its 5 blocks; nsprogress, png: never in Hangul")
    }
}
