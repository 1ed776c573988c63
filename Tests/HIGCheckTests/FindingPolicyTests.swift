import HIGCheck
import HIGCorpus
import XCTest

/// What a finding says and how severe it is, beyond the examples: outdated blocks by what the edit changed,
/// terminology against a glossary or as one note per term, one finding per place, suggestions in the message.
final class FindingPolicyTests: XCTestCase {
    private func outdated(_ en: String, madeFor previous: String) -> [Finding] {
        OutdatedTranslation().findings(in: CheckContext(corpus: CheckExample(en, "한국어 번역입니다.", madeFor: previous).corpus))
    }

    func testAnOutdatedBlockIsAWarningWhenItsMeaningChangedAndANoteWhenReworded() {
        let meaning: [(String, String, String)] = [
            ("Remove it 15 minutes after it ends.", "Remove it after it ends.", "a number"),
            ("Remove it four hours after it ends.", "Remove it two hours after it ends.", "a number"),
            ("Not supported in tvOS, visionOS or watchOS.", "Not supported in tvOS or watchOS.", "a name"),
            ("Don’t show the title.", "Show the title.", "a negation"),
            ("You must save the draft.", "You can save the draft.", "a requirement"),
            ("Consider offering a similar configuration.", "You should offer a similar configuration.", "a requirement"),
            ("Use a tab bar only for navigation.", "Use a tab bar for navigation.", "a requirement"),
            ("For guidance, see Offering help.", "For guidance, see Offering help; for developer guidance, see NSHelpManager.", "a name"),
            ("In iOS and tvOS, you can also create a keyboard extension.", "You can also create a keyboard extension.", "a name"),
            ("Show the title. The system moves the time and the title to make room for buttons in the corners.", "Show the title.",
             "a clause added or removed"),
        ]
        for (en, previous, what) in meaning {
            let findings = outdated(en, madeFor: previous)
            XCTAssertEqual(findings.map(\.severity), [.warning], en)
            XCTAssertTrue(findings.first?.message.contains("changed \(what)") == true, findings.first?.message ?? en)
        }
        let reworded: [(String, String)] = [
            ("If you allow both features, it can confuse people.", "If you enable both features, it can confuse people."),
            ("Take people directly to the details.", "Take them directly to the details."),
            ("Your app needs to save the draft.", "Your app should save the draft."),
            ("Consider designing a more engaging experience by using custom animations.", "Consider designing a more immersive experience through custom animations."),
            // A modal of obligation binds as the imperative does: it going or coming is no new requirement.
            ("People expect to be able to edit the cell in place.", "People should be able to edit the cell in place."),
            ("When tabbing between fields, move focus in order.", "When tabbing between fields, focus must move in order."),
            ("Be sure to test the layout with larger text.", "You should also test the layout with larger text."),
            ("Give each quick action a title that communicates its result.", "Each quick action's title needs to communicate its result."),
            // A name the edit moves or repeats, or a plural of it, is no new name.
            ("For example, Photos hides the bar. When people tap, Photos shows the bar again.",
             "For example, Photos hides the bar. When people tap, the bar appears again."),
            ("Consider using SF Symbols to represent actions.", "Consider using an SF Symbol to represent an action."),
            ("For example, Maps suggests places as people type; when people choose one, Maps shows its details.",
             "For example, Maps suggests places as people type; if they choose one, its details appear."),
        ]
        for (en, previous) in reworded {
            let findings = outdated(en, madeFor: previous)
            XCTAssertEqual(findings.map(\.severity), [.note], en)
            XCTAssertTrue(findings.first?.message.contains("reworded only") == true, findings.first?.message ?? en)
        }
    }

    private let buttonPages = CheckExample(title: "Buttons", pairs: [
        ("A button starts an action.", "버튼은 작업을 시작합니다."),
        ("Label the button clearly.", "버튼에 레이블을 명확하게 지정합니다."),
        ("Place the button at the bottom.", "버튼을 아래에 배치합니다."),
        ("Make the button big enough.", "단추를 충분히 크게 만듭니다."),
        ("A button can show a symbol.", "단추에 기호를 표시할 수 있습니다."),
        ("Give each button a short title.", "각 단추에 짧은 제목을 지정합니다."),
        ("Use one primary button.", "단추 하나를 기본으로 사용합니다."),
    ]).corpus

    /// Without a glossary the commonest rendering is no reference (here the machine's 단추 outnumbers Apple's 버튼):
    /// one note for the term, naming every rendering and no winner.
    func testWithoutAGlossaryATermWithSeveralRenderingsIsOneNote() {
        let findings = TerminologyConsistency().findings(in: CheckContext(corpus: buttonPages))
        XCTAssertEqual(findings.map(\.severity), [.note])
        XCTAssertEqual(findings.first?.message,
                       "“button” has 2 renderings in this corpus (단추 ×4, 버튼 ×3); no glossary entry says which is right: add one (--glossary)")
    }

    /// With a glossary entry the glossary is the reference, whatever the majority: each block using another rendering
    /// is a warning.
    func testAGlossaryEntryIsTheReferenceAgainstTheMajority() {
        let context = CheckContext(corpus: buttonPages, glossary: Glossary(entries: [Glossary.Entry(term: "button", preferred: "버튼")]))
        let findings = TerminologyConsistency().findings(in: context)
        XCTAssertEqual(findings.map(\.blockID), ["b3", "b4", "b5", "b6"])
        XCTAssertEqual(Set(findings.map(\.severity)), [.warning])
        XCTAssertTrue(findings[0].message.hasPrefix("“button” is rendered “단추”; the glossary says “버튼”"), findings[0].message)
    }

    /// A rendering the glossary lists as a variant in common use (neither preferred nor rejected) is a note, not a
    /// warning; a rendering it does not list stays a warning.
    func testARenderingTheGlossaryAcceptsAsAVariantIsANote() {
        let entries = [Glossary.Entry(term: "button", preferred: "버튼", variants: ["단추"])]
        let findings = TerminologyConsistency().findings(in: CheckContext(corpus: buttonPages, glossary: Glossary(entries: entries)))
        XCTAssertEqual(findings.map(\.blockID), ["b3", "b4", "b5", "b6"])
        XCTAssertEqual(Set(findings.map(\.severity)), [.note])
        XCTAssertTrue(findings[0].message.hasPrefix("“button” is rendered “단추”, a variant the glossary accepts; it prefers “버튼”"), findings[0].message)
        let windowPages = CheckExample(title: "Windows", pairs: [
            ("A window shows content.", "윈도우는 콘텐츠를 표시합니다."),
            ("Keep a window resizable.", "윈도우 크기를 조절할 수 있게 합니다."),
            ("Name the window clearly.", "윈도우 이름을 명확하게 지정합니다."),
            ("A window closes when done.", "작업이 끝나면 창이 닫힙니다."),
            ("A window can be minimized.", "창이 최소화될 수 있습니다."),
            ("A window opens on a click.", "클릭하면 창이 열립니다."),
        ]).corpus
        let windowFindings = TerminologyConsistency().findings(in: CheckContext(corpus: windowPages, glossary: .standard))
        XCTAssertEqual(Set(windowFindings.map(\.severity)), [.note], windowFindings.map(\.message).joined(separator: "\n"))
    }

    /// A two-word rendering is a compound: its first word stands bare before the head. A word with a particle or an
    /// ending (`대부분의 메뉴`, `있으므로 메뉴`, `목록은 메뉴`) or a sentence end between the two (`…하십시오. 메뉴는`)
    /// makes a phrase that renders other English words, not the term; a compound (`행동 메뉴`) is still reported.
    func testAPhraseAcrossAParticleOrASentenceEndIsNoRenderingOfATerm() {
        let corpus = CheckExample(title: "Context menus", pairs: [
            ("A context menu shows actions.", "컨텍스트 메뉴는 작업을 표시합니다."),
            ("Keep a context menu short.", "컨텍스트 메뉴를 짧게 유지합니다."),
            ("A context menu appears on a click.", "컨텍스트 메뉴는 클릭하면 나타납니다."),
            ("Put frequent actions first in a context menu.", "자주 쓰는 작업을 컨텍스트 메뉴의 맨 위에 둡니다."),
            ("Unlike most menus, a context menu has no title.", "다른 대부분의 메뉴와 달리 제목이 없습니다."),
            ("A context menu can open above the item, so reverse the order.", "항목 위에 열릴 수 있으므로 메뉴 순서를 반대로 합니다."),
            ("The context menu lists items.", "목록은 메뉴 항목을 보여 줍니다."),
            ("Choose a context menu item. Items vary.", "항목을 선택하십시오. 메뉴는 다양합니다."),
            ("Use a context menu for quick actions.", "빠른 작업에는 행동 메뉴를 사용합니다."),
        ]).corpus
        let context = CheckContext(corpus: corpus, glossary: Glossary(entries: [Glossary.Entry(term: "context menu", preferred: "컨텍스트 메뉴")]))
        let findings = TerminologyConsistency().findings(in: context)
        XCTAssertEqual(findings.map(\.excerpt), ["행동 메뉴"], findings.map(\.message).joined(separator: "\n"))
    }

    /// A block two pages hold (a page and its sub-page) is reported once, at its source location.
    func testABlockOnTwoPagesIsReportedOnce() throws {
        let page = CheckExample("Use SwiftUI.", "스위프트UI를 사용합니다.").corpus.pages[0]
        var copy = page
        copy.id = "example/sub-page"
        let corpus = Corpus(pages: [page, copy], skipped: [])
        let findings = try QualityChecker(enabled: ["code-identifiers"]).run(CheckContext(corpus: corpus))
        XCTAssertEqual(findings.map(\.pageID), ["example"])
    }

    /// An untranslated block with a translation-memory offer says so, with the offer's Korean.
    func testAnUntranslatedBlockNamesItsSuggestion() {
        var corpus = CheckExample(pairs: [("Use a title.", "제목을 사용합니다."), ("Keep titles short and clear.", nil)]).corpus
        corpus.pages[0].blocks[1].translationState = TranslationState(status: .suggested, suggestions: [
            Suggestion(ko: "제목을 짧고 명확하게 유지합니다.", en: "Keep titles short and clear.", match: 100, from: "other#b1",
                       source: SourceLocation(path: "other.md", line: 4)),
        ])
        let findings = UntranslatedBlock().findings(in: CheckContext(corpus: corpus))
        XCTAssertEqual(findings.map(\.message), ["block has no Korean translation; a 100% suggestion from other#b1 is ready: “제목을 짧고 명확하게 유지합니다.”"])
    }

    /// The rows of one table are one finding, translated rows between untranslated ones included.
    func testAPartlyTranslatedTableIsOneNote() {
        let corpus = CheckExample(pairs: [
            ("Use a title.", "제목을 사용합니다."),
            ("| Symbol | Use it to show that an item is shared with others. |", nil),
            ("| --- | --- |", nil),
            ("| person.2 | Use it when the item has two owners. |", "| person.2 | 항목의 소유자가 두 명일 때 사용합니다. |"),
            ("| person.3 | Use it when the item has a group of owners. |", nil),
            ("| person.crop.circle | Use it for the account of the person who is signed in. |", nil),
        ]).corpus
        let findings = UntranslatedBlock().findings(in: CheckContext(corpus: corpus))
        XCTAssertEqual(findings.map(\.message), ["3 of the 4 rows of a table with words have no Korean translation"])
        XCTAssertEqual(findings.map(\.severity), [.note])
    }

    /// Markup left as English (what a reader made of a Korean-only page: `<br />`, `<img …>`, `## Best practices`)
    /// beside a Korean paragraph is no pair to judge: no check reports it.
    func testMarkupLeftAsEnglishIsNoPairToJudge() throws {
        let corpus = CheckExample(pairs: [
            ("<br />", "예를 들어 날씨 앱은 다음 24시간 동안의 예보를 표시합니다."),
            ("<img alt=\"Launch screen\" src=\"launch-screen@2x.png\" width=\"294\"/>", "런치 스크린에 텍스트를 포함하지 마세요."),
            ("## Best practices", "가능한 빨리 콘텐츠를 표시하세요. 로딩이 완료될 때까지 기다리게 하지 마세요."),
            ("---", "<h2>피드백은 사용자가 무슨 일이 일어나고 있는지 알려 줍니다."),
            ("사람들은 알림 경고를 전달하기 위해 포커스를 뚫을 수 있는 연락처와 앱을 식별한다. 예를 들어 Work Focus에서 알림을 받습니다.",
             "Important 집중 모드가 사용자에게 알림을 보내는 것을 늦출 수 있습니다."),
        ]).corpus
        XCTAssertEqual(try QualityChecker().run(CheckContext(corpus: corpus)).map(\.message), [])
    }
}
