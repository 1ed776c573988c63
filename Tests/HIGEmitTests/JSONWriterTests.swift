import Foundation
import HIGCorpus
import XCTest
@testable import HIGEmit

/// The hand-written JSON writer must produce what a standard decoder reads back unchanged.
final class JSONWriterTests: XCTestCase {
    func testEscapesAndLayout() {
        var json = JSONWriter()
        json.beginObject()
        json.field("a", "quote \" backslash \\ newline \n tab \t bell \u{7} line-sep \u{2028} para-sep \u{2029} 시트 </script>")
        json.key("empty")
        json.beginArray()
        json.endArray()
        json.field("list", ["x", "y"])
        json.field("n", 3)
        json.field("d", 0.5)
        json.field("none", nil as String?)
        json.endObject()
        let text = String(decoding: json.finish(), as: UTF8.self)
        XCTAssertEqual(text, """
        {
          "a": "quote \\" backslash \\\\ newline \\n tab \\t bell \\u0007 line-sep \\u2028 para-sep \\u2029 시트 </script>",
          "empty": [],
          "list": [
            "x",
            "y"
          ],
          "n": 3,
          "d": 0.5,
          "none": null
        }

        """)
    }

    func testCorpusRoundTripsThroughFoundationsDecoder() throws {
        let block = Block(
            id: "avoid-scrolling", kind: .paragraph, section: ["Platform considerations", "iOS, iPadOS"],
            text: BilingualText(en: "Avoid letting an action sheet scroll. \u{2028}", ko: "작업 시트가 스크롤되지 않도록 하십시오."),
            html: BilingualText(en: "<strong>Avoid</strong> …", ko: nil), lead: "Avoid letting an action sheet scroll.",
            links: ["https://example.com/a\"b"], summary: "요약", translatorNote: true,
            alignment: Alignment(method: .structural, confidence: 0.99),
            source: SourceLocation(path: "seeds/001.txt", line: 81), translationSource: SourceLocation(path: "seeds/001.txt", line: 82),
            alternatives: [AlternativeTranslation(ko: "다른 번역", source: SourceLocation(path: "b.md", line: 3))])
        let page = Page(id: "components/presentation/action-sheets", title: LocalizedTitle(en: "Action sheets"), category: "components/presentation",
                        sources: [PageSource(path: "seeds/001.txt", format: .bilingualMarkdown, sha256: String(repeating: "a", count: 64))],
                        blocks: [block], changeLog: [ChangeLogEntry(date: "2023/10/30", author: "예나", change: "초기 번역")])
        let corpus = Corpus(pages: [page, page], skipped: [SkippedSource(path: "x.bin", reason: "binary", diagnostic: "hig.input.binary")])
        let bytes = CorpusJSONEmitter.encode(corpus)
        XCTAssertEqual(try JSONDecoder().decode(Corpus.self, from: Data(bytes)), corpus)
        XCTAssertEqual(CorpusJSONEmitter.encode(corpus), bytes, "encoding is deterministic")
    }
}
