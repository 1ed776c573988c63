import XCTest
import HIGCorpus
@testable import HIGCompiler

/// Derived Korean for titles and headings: precision before coverage. Each case is a class (names, verb phrases,
/// function words, two English terms read the same), with members beyond the ones seen failing.
final class KoreanDerivationTests: XCTestCase {
    /// A lexicon of glossary entries and learned pairs, over a corpus whose English writes `Siri` and `Wallet` as names.
    func derivation(glossary: [(String, String)] = [], learned: [(String, String)] = [], corpus: Corpus = Corpus(pages: [], skipped: [])) -> KoreanDerivation {
        let pairs = glossary.map { TermLexicon.Pair(en: $0.0, ko: $0.1, origin: .glossary, count: 0, score: 1) }
            + learned.map { TermLexicon.Pair(en: $0.0, ko: $0.1, origin: .cooccurrence, count: 5, score: 0.9) }
        let names = ProperNames(texts: ["Ask Siri to help. Use Siri with Wallet, and Siri in Wallet.", "Wallet keeps passes; open Wallet."])
        return KoreanDerivation(lexicon: TermLexicon(pairs: pairs), translators: TranslatorTitles(corpus), names: names)
    }

    let standard = Glossary.standard.entries.map { ($0.term, $0.preferred) }

    func testNamesStayAsWrittenWhateverTheLexiconSays() {
        let derivation = derivation(glossary: standard, learned: [("symbols", "기호"), ("touch", "터치"), ("island", "섬"), ("siri", "시리")])
        for name in ["SF Symbols", "Touch Bar", "HomeKit", "Dynamic Island", "Apple Pay", "iOS, iPadOS", "visionOS", "Siri", "Game Center"] {
            XCTAssertNil(derivation.korean(for: name), name)
        }
    }

    func testAPhraseAccountsForEveryWordOnce() {
        let derivation = derivation(glossary: standard, learned: [("undo", "재실행"), ("redo", "재실행"), ("magnetometer", "나침반"),
                                                                  ("compass", "나침반"), ("wells", "웰"), ("color", "색상")])
        XCTAssertNil(derivation.korean(for: "Magnetometer and compass"), "two English words read the same Korean")
        XCTAssertEqual(derivation.korean(for: "Undo and redo"), "실행 취소 및 실행 복귀", "the glossary's whole phrase first")
        XCTAssertNil(self.derivation(learned: [("undo", "재실행"), ("redo", "재실행")]).korean(for: "Undo and redo"), "재실행 및 재실행")
        XCTAssertEqual(derivation.korean(for: "Color wells"), "색상 웰")
        XCTAssertNil(derivation.korean(for: "Color and"), "a connective needs words on both sides")
    }

    func testFunctionWordsVerbFormsAndUnknownWordsLeaveTheEnglish() {
        let derivation = derivation(glossary: standard, learned: [("designing", "디자인"), ("accounts", "계정"), ("deleting", "삭제"),
                                                                  ("supported", "지원"), ("platform", "플랫폼")])
        XCTAssertNil(derivation.korean(for: "Designing for iOS"), "a preposition: Korean orders the phrase otherwise")
        XCTAssertNil(derivation.korean(for: "Deleting accounts"), "a gerund before its object is not word for word")
        XCTAssertNil(derivation.korean(for: "Supported platforms"), "a participle likewise")
        XCTAssertNil(derivation.korean(for: "Widget gallery"), "gallery has no Korean")
        XCTAssertEqual(derivation.korean(for: "Managing accounts"), "계정 관리", "the glossary knows the phrase")
    }

    func testArticlesPluralsAndShapeNamesBesideWords() {
        let derivation = derivation(glossary: standard, learned: [("quick", "빠른"), ("anatomy", "구조"), ("lock", "잠금"), ("screen", "화면")])
        XCTAssertEqual(derivation.korean(for: "The menu bar"), "메뉴 막대")
        XCTAssertEqual(derivation.korean(for: "Menus"), "메뉴", "menus is menu's plural although -us words keep their s")
        XCTAssertEqual(derivation.korean(for: "Pull-down buttons"), "풀다운 버튼")
        XCTAssertEqual(derivation.korean(for: "macOS window anatomy"), "macOS 윈도우 구조", "a platform beside words stays as written")
        XCTAssertNil(derivation.korean(for: "Lock Screen quick actions"), "a name told only by its capitals may be one Korean translates")
        XCTAssertNil(derivation.korean(for: "HUD-style panels"), "a name joined to a word is a phrase, not a name: style has no Korean here")
    }

    func testATranslatorsKoreanForTheSameEnglishComesFirst() {
        let translated = Page(id: "foundations/alerts-guide", title: LocalizedTitle(en: "Alerts", ko: "경고창"), category: "foundations", sources: [], blocks: [])
        let readme = SkippedSource(path: "README.md", reason: "not a page", diagnostic: "hig.input.not-a-page",
                                   titleLinks: [TitleLink(ko: "손쉬운 사용", en: "Accessibility", target: "./foundations/accessibility.md", line: 3)])
        let derivation = derivation(glossary: standard, corpus: Corpus(pages: [translated], skipped: [readme]))
        XCTAssertEqual(derivation.korean(for: "Alerts"), "경고창", "a translator's title over the glossary's term")
        XCTAssertEqual(derivation.korean(for: "accessibility"), "손쉬운 사용", "a README's 한국어(English) link")
    }

    func testKoreanLinksToAPageNameItWhenTwoAgree() {
        func block(_ id: String, _ html: String) -> Block {
            Block(id: id, kind: .paragraph, section: [], text: BilingualText(en: "See toggles.", ko: "토글 참조"), html: BilingualText(en: "See toggles.", ko: html),
                  alignment: Alignment(method: .structural, confidence: 1), source: SourceLocation(path: "a.md", line: 1))
        }
        let toggles = Page(id: "components/selection-and-input/toggles", title: LocalizedTitle(en: "Toggles"), category: "components", sources: [], blocks: [])
        let linking = Page(id: "components/menus-and-actions/buttons", title: LocalizedTitle(en: "Buttons"), category: "components", sources: [], blocks: [
            block("a", #"<a href="../selection-and-input/toggles.md">토글 스위치</a>를 쓰세요."#),
            block("b", #"<a href="./toggles.md">토글 스위치</a>는 켜고 끕니다."#),
            block("c", #"<a href="../selection-and-input/toggles">여기</a>"#),
        ])
        let titles = TranslatorTitles(Corpus(pages: [toggles, linking], skipped: []))
        XCTAssertEqual(titles.korean(for: "Toggles"), "토글 스위치")
        XCTAssertNil(titles.korean(for: "Buttons"))
        let once = Page(id: "x/once", title: LocalizedTitle(en: "Once"), category: "x", sources: [], blocks: [block("a", #"<a href="../x/toggles">토글</a>"#)])
        XCTAssertNil(TranslatorTitles(Corpus(pages: [toggles, once], skipped: [])).korean(for: "Toggles"), "one link is not enough")
    }

    func testTitleLinksAreWholeLinkTextsPairingKoreanWithEnglish() {
        let readme = """
            ### Foundations
            - [손쉬운 사용(Accessibility)](./foundations/accessibility.md)
            - [다크 모드 (Dark Mode)](./foundations/dark-mode.md) and [Inclusion](./foundations/inclusion.md)
            - 이 문서는 [휴먼 인터페이스 가이드라인](https://developer.apple.com/kr/design/)을 번역합니다.
            - [앱 아이콘(App Icons)를 보세요](./foundations/app-icons.md)
            """
        XCTAssertEqual(TitleLinks.find(in: readme), [
            TitleLink(ko: "손쉬운 사용", en: "Accessibility", target: "./foundations/accessibility.md", line: 2),
            TitleLink(ko: "다크 모드", en: "Dark Mode", target: "./foundations/dark-mode.md", line: 3),
        ])
    }

    func testAHyphenatedTermWrittenWithSpacesIsTheSameTerm() {
        let derivation = derivation(glossary: standard + [("full-screen mode", "전체 화면 모드"), ("drop-down list", "드롭다운 목록"),
                                                                ("built-in app", "기본 앱")])
        for (title, korean) in [("Pull down buttons", "풀다운 버튼"), ("Pop up buttons", "팝업 버튼"), ("Built in apps", "기본 앱"),
                                ("Full screen mode", "전체 화면 모드"), ("Drop down lists", "드롭다운 목록"), ("Pull-down buttons", "풀다운 버튼")] {
            XCTAssertEqual(derivation.korean(for: title), korean, title)
        }
        XCTAssertEqual(TitleKey.of("Right to left"), TitleKey.of("right-to-left"))
    }

    func testPluralAndArticleKeys() {
        XCTAssertEqual(TitleKey.of("The Menu Bar"), "menu bar")
        XCTAssertEqual(TitleKey.of("Pull-down buttons"), "pull down button")
        XCTAssertEqual(TitleKey.candidates("Menus"), ["menu"], "a plural of a noun ending in u is folded by the plural rule")
        XCTAssertEqual(TitleKey.candidates("Submenus"), ["submenu"])
        XCTAssertEqual(TitleKey.candidates("Tutus"), ["tutu"])
        XCTAssertEqual(TitleKey.candidates("Glass"), ["glass"])
    }
}
