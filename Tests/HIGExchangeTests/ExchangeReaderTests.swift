import Foundation
import XCTest
import HIGExchange

/// The readers `hig import` uses decode exactly or refuse: no entity dropped, no escape guessed.
final class ExchangeReaderTests: XCTestCase {
    private func xliff(target: String, doctype: String = "") -> Data {
        Data("""
            <?xml version="1.0" encoding="UTF-8"?>\(doctype)
            <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="ko">
              <file id="f1" original="p">
                <unit id="b">
                  <notes><note category="location">a.md:3</note><note category="translation-location">a.md:4</note></notes>
                  <segment state="translated">
                    <source xml:space="preserve">English.</source>
                    <target xml:space="preserve">\(target)</target>
                  </segment>
                </unit>
              </file>
            </xliff>

            """.utf8)
    }

    private func assertRefused(_ read: @autoclosure () throws -> [ImportedUnit], id: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try read(), file: file, line: line) { error in
            XCTAssertEqual((error as? ExchangeParseError)?.id, id, "\(error)", file: file, line: line)
        }
    }

    /// The reproduction: `A[&int;]B` became `A[]B` and `A[&xxe;]B` became `A[`, with success reported.
    func testEntityReferencesAreResolvedOrRefused() throws {
        assertRefused(try XLIFFReader().read(xliff(target: "A[&int;]B", doctype: "\n<!DOCTYPE xliff [<!ENTITY int \"zz\">]>")), id: "hig.import.entity")
        assertRefused(try XLIFFReader().read(xliff(target: "A[&xxe;]B")), id: "hig.import.entity")
        XCTAssertEqual(try XLIFFReader().read(xliff(target: "A&amp;B &lt;&#xD55C;&#54620;&gt;")).first?.ko, "A&B <한한>")
        XCTAssertEqual(try XLIFFReader().read(xliff(target: "A&#13;# B")).first?.ko, "A\r# B", "read exactly; the import refuses the CR")
    }

    func testCDATAIsKeptAndInlineCodesAreRefused() throws {
        XCTAssertEqual(try XLIFFReader().read(xliff(target: "앞 <![CDATA[<b>그대로</b>]]> 뒤")).first?.ko, "앞 <b>그대로</b> 뒤")
        XCTAssertEqual(try XLIFFReader().read(xliff(target: "<mrk id=\"m1\" type=\"term\">시트</mrk>는")).first?.ko, "시트는")
        assertRefused(try XLIFFReader().read(xliff(target: "앞<ph id=\"1\"/>뒤")), id: "hig.import.unreadable")
        assertRefused(try XLIFFReader().read(Data([0xFF, 0xFE]) + Data("<".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })), id: "hig.import.unreadable")
    }

    /// The reproduction: a file cut at 3,000 bytes imported its first units; a missing `</target>` dropped that unit;
    /// a missing `</xliff>` and an empty file read as no units. A file that is not whole, well-formed XML reads as
    /// nothing, with where it breaks.
    func testAFileThatIsNotWholeWellFormedXMLReadsAsNothing() throws {
        let whole = String(decoding: xliff(target: "한국어"), as: UTF8.self)
        XCTAssertEqual(try XLIFFReader().read(Data(whole.utf8)).count, 1)
        let broken: [(String, String)] = [
            ("cut", String(whole.prefix(whole.utf8.count * 2 / 3))),
            ("cut inside a unit", String(whole[..<whole.range(of: "</segment>")!.lowerBound])),
            ("no </target>", whole.replacingOccurrences(of: "</target>", with: "")),
            ("no </xliff>", whole.replacingOccurrences(of: "</xliff>", with: "")),
            ("empty", ""),
            ("blank", "  \n"),
        ]
        for (name, text) in broken {
            XCTAssertThrowsError(try XLIFFReader().read(Data(text.utf8)), name) { error in
                XCTAssertEqual((error as? ExchangeParseError)?.id, "hig.import.unreadable", "\(name): \(error)")
                XCTAssertFalse("\(error)".contains("NSXMLParserErrorDomain"), "\(name): \(error)")
            }
        }
    }

    /// The reproduction: `&#x1B;` gave "NSXMLParserErrorDomain error 9". Say what, where, and what to do.
    func testAControlCharacterReferenceIsExplained() throws {
        XCTAssertThrowsError(try XLIFFReader().read(xliff(target: "앞&#x1B;[2J뒤"))) { error in
            XCTAssertEqual("\(error)", "line 8, column 39: the character reference &#x1B; stands for U+001B, a control character XML 1.0 does not allow in a file (a translation cannot hold it either); remove it")
        }
    }

    private func po(_ msgstr: String, flags: String = "") -> String {
        """
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\\n"

        \(flags)#: a.md:3 a.md:4
        msgctxt "p#b"
        msgid "English."
        msgstr \(msgstr)

        """
    }

    /// The reproduction: `\\x41` was read as `x41`.
    func testMalformedPOEscapesAreRefused() throws {
        for bad in [#""\x41""#, #""\101""#, #""a\""#, #""a"b""#] {
            assertRefused(try POReader().read(po(bad)), id: "hig.import.malformed-escape")
        }
        XCTAssertEqual(try POReader().read(po(#""줄\t\"따옴표\" \\ 끝""#)).first?.ko, "줄\t\"따옴표\" \\ 끝")
        XCTAssertEqual(try POReader().read(po(#""첫\r# 제목""#)).first?.ko, "첫\r# 제목", "read exactly; the import refuses the CR")
    }

    func testFuzzyEntriesAreReadAsFuzzy() throws {
        let units = try POReader().read(po(#""번역""#, flags: "#, fuzzy, c-format\n"))
        XCTAssertEqual(units.map(\.isFuzzy), [true])
        XCTAssertEqual(units.map(\.line), [5])
        XCTAssertEqual(try POReader().read(po(#""번역""#)).map(\.isFuzzy), [false])
    }

    func testAPOFileMustBeUTF8() {
        assertRefused(try POReader().read(Data(po(#""번역""#).utf8) + Data([0xE9])), id: "hig.import.unreadable")
        assertRefused(try POReader().read(po(#""번역""#).replacingOccurrences(of: "UTF-8", with: "EUC-KR")), id: "hig.import.unreadable")
    }
}
