@testable import HIGCheck
import HIGCorpus
import XCTest

/// The links policy is decided per Korean source file: a merged page may take Korean from a bilingual export that
/// never carries links and from a copy that does.
final class LinkPolicyTests: XCTestCase {
    private func block(_ id: String, ko: String, koHTML: String, from path: String, line: Int) -> Block {
        var block = Block(id: id, kind: .paragraph, section: [], text: BilingualText(en: "See Alerts.", ko: ko),
                          html: BilingualText(en: #"See <a href="https://example.com/alerts">Alerts</a>."#, ko: koHTML), lead: nil,
                          alignment: Alignment(method: .structural, confidence: 1), source: SourceLocation(path: "en.md", line: line),
                          translationSource: SourceLocation(path: path, line: line + 1))
        block.links = ["https://example.com/alerts"]
        return block
    }

    func testAKoreanFileWithoutLinksGetsOneNoteEvenWhenAnotherFileOfThePageHasLinks() {
        let blocks = [
            block("a", ko: "경고를 참조하십시오.", koHTML: #"<a href="https://example.com/alerts">경고</a>를 참조하십시오."#, from: "linked.md", line: 1),
            block("b", ko: "경고를 참조하십시오.", koHTML: "경고를 참조하십시오.", from: "plain.md", line: 4),
            block("c", ko: "경고를 참조하십시오.", koHTML: "경고를 참조하십시오.", from: "plain.md", line: 7),
            block("d", ko: "알림을 참조하십시오.", koHTML: #"<a href="https://example.com/notifications">알림</a>을 참조하십시오."#, from: "linked.md", line: 10),
        ]
        let page = Page(id: "p", title: LocalizedTitle(en: "P"), category: "", sources: [], blocks: blocks)
        let findings = LinkMismatch().findings(in: CheckContext(corpus: Corpus(pages: [page], skipped: [])))
        XCTAssertEqual(findings.map { "\($0.blockID) \($0.severity) \($0.message)" }, [
            "d note link to https://example.com/alerts in the English is missing from the Korean",
            "d note the Korean links to https://example.com/notifications, which the English does not",
            "b note the Korean of this page carries none of the English links (2 links in 2 blocks)",
        ])
    }

    /// A bare URL the Markdown reader turned into a link is no link a translator wrote: a file whose Korean has only
    /// such links is a file without links (one note, no warning per block).
    func testAnAutolinkedURLIsNoWrittenLink() {
        let url = "https://developer.apple.com/design/resources"
        let blocks = [
            block("a", ko: "경고를 참조하십시오.", koHTML: "경고를 참조하십시오.", from: "plain.md", line: 1),
            block("b", ko: "자원: \(url)", koHTML: #"자원: <a href="\#(url)">\#(url)</a>"#, from: "plain.md", line: 4),
        ]
        let page = Page(id: "p", title: LocalizedTitle(en: "P"), category: "", sources: [], blocks: blocks)
        let findings = LinkMismatch().findings(in: CheckContext(corpus: Corpus(pages: [page], skipped: [])))
        XCTAssertEqual(findings.map(\.message), ["the Korean of this page carries none of the English links (2 links in 2 blocks)"])
        XCTAssertTrue(LinkMismatch.carriesWrittenLinks(#"<a href="https://example.com/alerts">경고</a>를"#))
        XCTAssertFalse(LinkMismatch.carriesWrittenLinks(#"<a href="\#(url)">\#(url)</a>"#))
    }
}
