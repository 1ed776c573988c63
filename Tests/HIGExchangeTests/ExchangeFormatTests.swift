import Foundation
import HIGCorpus
import HIGExchange
import HIGText
import XCTest

/// Writers with inline expected text, and each reader reading its writer's output back unchanged.
final class ExchangeFormatTests: XCTestCase {
    private let units = [
        ExchangeUnit(pageID: "components/presentation/action-sheets", blockID: "use-action-sheets-sparingly", ruleID: "action-sheets/use-sparingly",
                     en: "Use action sheets \"sparingly\" & <rarely>.", ko: "작업 시트는 꼭 필요할 때만 사용하십시오.", state: .reviewed,
                     source: SourceLocation(path: "pages/action sheets.md", line: 28), translationSource: SourceLocation(path: "pages/action sheets.md", line: 29),
                     findings: ["[hig.qa.numbers] number 3 in the English is missing from the Korean"]),
        ExchangeUnit(pageID: "components/presentation/action-sheets", blockID: "two-lines", en: "Line one\nline \\two\t.", ko: nil, state: .initial,
                     source: SourceLocation(path: "a.md", line: 40), translationSource: nil),
    ]

    func testPO() {
        XCTAssertEqual(POWriter().write(units).components(separatedBy: "\n\n").dropFirst().joined(separator: "\n\n"), """
        # [hig.qa.numbers] number 3 in the English is missing from the Korean
        # reviewed
        #. rule: action-sheets/use-sparingly
        #. exported-korean-base64: 7J6R7JeFIOyLnO2KuOuKlCDqvK0g7ZWE7JqU7ZWgIOuVjOunjCDsgqzsmqntlZjsi63si5zsmKQu
        #: \u{2068}pages/action sheets.md:28\u{2069} \u{2068}pages/action sheets.md:29\u{2069}
        msgctxt "components/presentation/action-sheets#use-action-sheets-sparingly"
        msgid "Use action sheets \\"sparingly\\" & <rarely>."
        msgstr "작업 시트는 꼭 필요할 때만 사용하십시오."

        #. exported-korean-base64: 
        #: a.md:40
        msgctxt "components/presentation/action-sheets#two-lines"
        msgid ""
        "Line one\\n"
        "line \\\\two\\t."
        msgstr ""

        """)
    }

    func testCSV() {
        XCTAssertEqual(CSVWriter().write(units), "location,source,target,context,state\r\n"
            + "pages/action sheets.md:28,\"Use action sheets \"\"sparingly\"\" & <rarely>.\",작업 시트는 꼭 필요할 때만 사용하십시오.,components/presentation/action-sheets#use-action-sheets-sparingly,reviewed\r\n"
            + "a.md:40,\"Line one\nline \\two\t.\",,components/presentation/action-sheets#two-lines,initial\r\n")
    }

    func testTMXHasOnlyTranslatedUnitsWithProperties() {
        let tmx = TMXWriter().write(units)
        XCTAssertTrue(tmx.contains("""
            <tu tuid="components/presentation/action-sheets#use-action-sheets-sparingly">
              <prop type="x-page">components/presentation/action-sheets</prop>
              <prop type="x-block">use-action-sheets-sparingly</prop>
              <prop type="x-rule">action-sheets/use-sparingly</prop>
              <prop type="x-source">pages/action sheets.md:28</prop>
              <tuv xml:lang="en"><seg>Use action sheets &quot;sparingly&quot; &amp; &lt;rarely&gt;.</seg></tuv>
              <tuv xml:lang="ko"><seg>작업 시트는 꼭 필요할 때만 사용하십시오.</seg></tuv>
            </tu>
        """), tmx)
        XCTAssertFalse(tmx.contains("two-lines"))
    }

    func testXLIFFReadsBackWhatItWrote() throws {
        let xliff = XLIFFWriter().write(units)
        XCTAssertTrue(xliff.contains("<segment state=\"reviewed\">"))
        XCTAssertTrue(xliff.contains("<segment state=\"initial\">"))
        let read = try XLIFFReader().read(Data(xliff.utf8))
        var expected = [
            ImportedUnit(pageID: "components/presentation/action-sheets", blockID: "use-action-sheets-sparingly", en: units[0].en, ko: units[0].ko,
                         source: units[0].source, translationSource: units[0].translationSource, line: 4),
            ImportedUnit(pageID: "components/presentation/action-sheets", blockID: "two-lines", en: units[1].en, ko: nil,
                         source: units[1].source, translationSource: nil, line: 17),
        ]
        expected[0].exported = ExportedKorean(units[0].ko!, isFormatted: true)
        expected[1].exported = ExportedKorean("", isFormatted: true)
        XCTAssertEqual(read, expected)
        XCTAssertTrue(read[0].isUnedited, "a translation left as exported")
    }

    /// The Korean's own formatting goes out and comes back: bold the English lacks, a link to another address than the
    /// English's, both beside the English's own codes.
    func testXLIFFCarriesTheKoreansOwnFormattingAndAddresses() throws {
        var unit = ExchangeUnit(pageID: "p", blockID: "b", en: "See the guide.", ko: "안내서를 꼭 보세요.", state: .translated,
                                source: SourceLocation(path: "a.md", line: 1), translationSource: SourceLocation(path: "a.md", line: 2),
                                enHTML: "See the <a href=\"https://a/en\">guide</a>.", koHTML: "<a href=\"https://a/ko\">안내서</a>를 <strong>꼭</strong> 보세요.")
        XCTAssertEqual(unit.exportedKorean, "[안내서](https://a/ko)를 **꼭** 보세요.")
        let read = try XCTUnwrap(XLIFFReader().read(Data(XLIFFWriter().write([unit]).utf8)).first)
        XCTAssertEqual(read.koMarkup.map(InlineSpan.form), "[안내서](https://a/ko)를 **꼭** 보세요.")
        XCTAssertTrue(read.isUnedited)
        unit.ko = "안내서를 반드시 보세요."
        unit.koHTML = "<a href=\"https://a/ko\">안내서</a>를 <strong>반드시</strong> 보세요."
        let edited = try XCTUnwrap(XLIFFReader().read(Data(XLIFFWriter().write([unit]).utf8)).first)
        XCTAssertFalse(edited.isUnedited)
        XCTAssertEqual(edited.exported?.text, "[안내서](https://a/ko)를 **꼭** 보세요.", "the exported Korean stays what the block held")
    }

    func testPOReadsBackWhatItWrote() throws {
        let read = try POReader().read(POWriter().write(units))
        XCTAssertEqual(read.map(\.en), units.map(\.en))
        XCTAssertEqual(read.map(\.ko), [units[0].ko, ""])
        XCTAssertEqual(read.map(\.source), units.map(\.source))
        XCTAssertEqual(read.first?.translationSource, units[0].translationSource)
        XCTAssertEqual(read.map(\.blockID), ["use-action-sheets-sparingly", "two-lines"])
    }

    func testReadersRejectWhatTheyCannotRead() {
        XCTAssertThrowsError(try XLIFFReader().read(Data("<xliff version=\"1.2\"><file/></xliff>".utf8)))
        XCTAssertThrowsError(try XLIFFReader().read(Data("<xliff".utf8)))
        XCTAssertThrowsError(try POReader().read("msgid unquoted\n"))
    }
}
