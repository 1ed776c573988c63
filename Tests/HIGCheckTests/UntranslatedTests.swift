@testable import HIGCheck
import HIGCorpus
import XCTest

/// What needs translating: the block's own words, not images, code, links to other documents, values or tables.
final class UntranslatedTests: XCTestCase {
    private func block(_ en: String, html: String? = nil, ko: String? = nil, line: Int) -> Block {
        Block(id: "b\(line)", kind: .paragraph, section: [], text: BilingualText(en: en, ko: ko), html: BilingualText(en: html ?? en, ko: ko),
              lead: nil, alignment: Alignment(method: ko == nil ? .none : .structural, confidence: 1),
              source: SourceLocation(path: "x.md", line: line), translationSource: ko == nil ? nil : SourceLocation(path: "x.md", line: line + 1))
    }

    private func corpus(_ blocks: [Block]) -> Corpus {
        Corpus(pages: [Page(id: "p", title: LocalizedTitle(en: "P"), category: "", sources: [PageSource(path: "x.md", format: .bilingualMarkdown, sha256: "")],
                            blocks: blocks)], skipped: [])
    }

    func testOwnTextLeavesOutImagesCodeAndLinkedTitles() {
        let image = block("A partial screenshot of three icons.Regular", html: #"<img src="a.png" alt="A partial screenshot of three icons." loading="lazy">Regular"#, line: 1)
        XCTAssertEqual(TranslatableProse.ownText(of: image), "Regular")
        let links = block("Customize and resize sheets in UIKit  What's new in UIKit",
                          html: #"<a href="https://developer.apple.com/videos/1"><img src="v.jpg" alt="4953 wide"> Customize and resize sheets in UIKit</a> <a href="https://developer.apple.com/videos/2">What&#39;s new in UIKit</a>"#, line: 4)
        XCTAssertFalse(TranslatableProse.needsTranslation(TranslatableProse.ownText(of: links)))
        let sentence = block("For guidance, see Text fields.", html: #"For guidance, see <a href="/text-fields">Text fields</a>."#, line: 7)
        XCTAssertTrue(TranslatableProse.needsTranslation(TranslatableProse.ownText(of: sentence)))
    }

    func testNeedsTranslation() {
        XCTAssertTrue(TranslatableProse.needsTranslation("Not supported in tvOS."))
        XCTAssertTrue(TranslatableProse.needsTranslation("For developer guidance, see NSDatePicker."))
        XCTAssertFalse(TranslatableProse.needsTranslation("512x512 px @1x, 1024x1024 px @2x"))
        XCTAssertFalse(TranslatableProse.needsTranslation("Series 4 and later"))
        XCTAssertFalse(TranslatableProse.needsTranslation("See exclamationmark.triangle."))
        XCTAssertFalse(TranslatableProse.needsTranslation("June 21, 2023"))
    }

    func testATableWithoutKoreanIsOneNote() {
        let rows = (0..<4).map { block("Extra large text of \(40 + $0) pt for headlines and titles", line: 10 + 3 * $0) }
        let findings = UntranslatedBlock().findings(in: CheckContext(corpus: corpus([block("Use a title.", ko: "제목을 사용합니다.", line: 1)] + rows)))
        XCTAssertEqual(findings.map(\.message), ["4 rows of a table have no Korean translation"])
        XCTAssertEqual(findings.map(\.severity), [.note])
        XCTAssertEqual(findings.first?.location.line, 10)
    }
}
