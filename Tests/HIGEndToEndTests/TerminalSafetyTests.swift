import Foundation
import XCTest

/// Text from sources never drives the terminal: escape sequences and bidirectional overrides are shown, not
/// sent, by `hig rules`, `hig search` and diagnostics.
final class TerminalSafetyTests: XCTestCase {
    private static let escape = "\u{1B}]0;pwned\u{07}\u{1B}[2J"
    private static let override = "\u{202E}"

    private static let page = """
        # **[Components] Evil\(override) Sheets**

        ## A sheet helps people perform a scoped task.
        > 시트는 사용자가 범위가 정해진 작업을 수행하도록 돕습니다.
        >

        **Use sheets\(escape) sparingly.** Sheets interrupt the current task\(override), so show one only when people need it.
        > 시트는 현재 작업을 방해하므로\(escape) 필요할 때만 표시하세요.
        >

        """

    private func assertNoRawControls(_ text: String, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(text.contains("\u{1B}"), "\(what) sends ESC raw: \(text.debugDescription)", file: file, line: line)
        XCTAssertFalse(text.contains("\u{07}"), "\(what) sends BEL raw", file: file, line: line)
        XCTAssertFalse(text.contains(Self.override), "\(what) sends U+202E raw", file: file, line: line)
    }

    /// The reproduction: ESC sequences and U+202E in source text reached the terminal raw through `hig rules`
    /// and `hig search` (they can set the window title or clear the screen).
    func testRulesSearchAndDiagnosticsEscapeWhatSourcesHold() throws {
        let folder = try HigProcess.temporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("src"), withIntermediateDirectories: true)
        try Data(Self.page.utf8).write(to: folder.appendingPathComponent("src/evil\u{1B}[31m.md"))
        let build = try HigProcess.run(["build", "src", "--output", "out"], in: folder)
        XCTAssertEqual(build.status, 0, build.stderr)
        assertNoRawControls(build.stderr, "hig build")
        XCTAssertTrue(build.stderr.contains("src/evil\\u{1B}[31m.md:1:1: warning: the title holds a bidirectional control character (U+202E)"), build.stderr)
        XCTAssertTrue(build.stderr.contains("[hig.page.bidi-control]"), build.stderr)

        let rules = try HigProcess.run(["rules", "--output", "out", "--color", "never"], in: folder)
        XCTAssertEqual(rules.status, 0, rules.stderr)
        assertNoRawControls(rules.stdout, "hig rules")
        XCTAssertTrue(rules.stdout.contains("Use sheets\\u{1B}]0;pwned\\u{7}\\u{1B}[2J sparingly."), rules.stdout)
        XCTAssertTrue(rules.stdout.contains("Evil\\u{202E} Sheets"), rules.stdout)

        let search = try HigProcess.run(["search", "sparingly", "--output", "out"], in: folder)
        XCTAssertEqual(search.status, 0, search.stderr)
        assertNoRawControls(search.stdout, "hig search")
        XCTAssertTrue(search.stdout.contains("\\u{1B}]0;pwned"), search.stdout)
        XCTAssertTrue(search.stdout.contains("current task\\u{202E}, so show"), search.stdout)

        let check = try HigProcess.run(["check", "src", "--status"], in: folder)
        assertNoRawControls(check.stdout + check.stderr, "hig check")
    }
}
