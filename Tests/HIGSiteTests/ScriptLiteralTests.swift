import HIGSite
import XCTest

final class ScriptLiteralTests: XCTestCase {
    func testEscapesWhatWouldEndOrConfuseAScript() {
        XCTAssertEqual(ScriptLiteral.string("</script><!-- x -->"), #""\u003c/script\u003e\u003c!-- x --\u003e""#)
        XCTAssertEqual(ScriptLiteral.string("a\u{2028}b\u{2029}c"), #""a\u2028b\u2029c""#)
        XCTAssertEqual(ScriptLiteral.string("say \"hi\" \\ now\n\t\u{1}"), #""say \"hi\" \\ now\n\t\u0001""#)
        XCTAssertEqual(ScriptLiteral.string("시트 & sheet"), #""시트 \u0026 sheet""#)
    }

    func testNoRawScriptSequencesSurviveInAnyOutput() {
        let nasty = "</SCRIPT></script><!--\u{2028}\u{2029}"
        let written = ScriptLiteral.array([nasty]) + ScriptLiteral.object(["k": ScriptLiteral.string(nasty)]) + ScriptLiteral.optional(nasty)
        XCTAssertFalse(written.lowercased().contains("</script"))
        XCTAssertFalse(written.contains("<!--"))
        XCTAssertFalse(written.contains("\u{2028}"))
        XCTAssertFalse(written.contains("\u{2029}"))
        XCTAssertEqual(ScriptLiteral.optional(nil), "null")
    }
}
