import HIGCorpus
import XCTest
@testable import HIGCompiler

final class RuleIDMinterTests: XCTestCase {
    let page = "components/presentation/action-sheets"

    func testIdsAreReadableSlugsUnderThePage() {
        XCTAssertEqual(RuleIDMinter().ids(page: page, rules: ["Avoid letting an action sheet scroll.", "Don’t use an emoji in place of a symbol."]),
                       ["components/presentation/action-sheets/avoid-letting-an-action-sheet-scroll",
                        "components/presentation/action-sheets/dont-use-an-emoji-in-place-of-a-symbol"])
    }

    func testLongRulesAreCutAtTenWords() {
        XCTAssertEqual(RuleIDMinter().ids(page: "p", rules: ["Use a nonmodal view when you want to present supplementary items that affect the main task."]),
                       ["p/use-a-nonmodal-view-when-you-want-to-present-supplementary"])
    }

    func testCollisionsLengthenThenNumberInDocumentOrder() {
        let rules = ["Use a nonmodal view when you want to present supplementary items in iOS.",
                     "Use a nonmodal view when you want to present supplementary items in macOS.",
                     "Keep it short.", "Keep it short!"]
        XCTAssertEqual(RuleIDMinter().ids(page: "p", rules: rules), [
            "p/use-a-nonmodal-view-when-you-want-to-present-supplementary-items-in-ios",
            "p/use-a-nonmodal-view-when-you-want-to-present-supplementary-items-in-macos",
            "p/keep-it-short", "p/keep-it-short-2",
        ])
    }

    /// The rules pass gives the same ids whatever the Korean: none, another translation, a lead dropped from it, one
    /// with a colliding lead; only the English names a rule (a fix to the Korean must never break a link to it).
    func testIdsDependOnlyOnEnglish() {
        let english = [("Use sheets sparingly. They interrupt the current task.", "Use sheets sparingly."),
                       ("Keep it short. Long sheets are hard to scan.", "Keep it short."),
                       ("Keep it short! Really.", "Keep it short!")]
        let koreans: [[String?]] = [
            [nil, nil, nil],
            ["시트는 꼭 필요할 때만 사용하세요. 현재 작업을 방해합니다.", "짧게 유지하세요. 긴 시트는 훑어보기 어렵습니다.", "짧게! 정말로."],
            ["현재 작업을 방해합니다.", "짧게 유지하세요. 짧게 유지하세요.", "짧게 유지하세요."],
        ]
        func ids(_ korean: [String?]) -> [String] {
            let blocks = zip(english, korean).enumerated().map { index, pair in
                Block(id: "b\(index)", kind: .paragraph, section: ["Best practices"], text: BilingualText(en: pair.0.0, ko: pair.1),
                      html: BilingualText(en: pair.0.0, ko: pair.1), lead: pair.0.1, alignment: Alignment(method: .structural, confidence: 0.99),
                      source: SourceLocation(path: "p.md", line: 10 + index * 3), translationSource: pair.1 == nil ? nil : SourceLocation(path: "p.md", line: 11 + index * 3))
            }
            let page = Page(id: "components/p", title: LocalizedTitle(en: "P", ko: "피"), category: "components",
                            sources: [PageSource(path: "p.md", format: .bilingualMarkdown, sha256: "0")], blocks: blocks)
            return RuleExtractor().extract(from: Corpus(pages: [page], skipped: [])).map(\.id)
        }
        let expected = ["components/p/use-sheets-sparingly", "components/p/keep-it-short", "components/p/keep-it-short-2"]
        for korean in koreans { XCTAssertEqual(ids(korean), expected, "\(korean)") }
        XCTAssertEqual(RuleIDMinter().ids(page: "p", rules: [""]), ["p/rule"])
    }
}
