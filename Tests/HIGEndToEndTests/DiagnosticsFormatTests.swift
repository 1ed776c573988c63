import Foundation
import XCTest

/// Every subcommand's user-facing errors go through one diagnostics engine: with `--diagnostics-format json`,
/// standard error is one JSON document holding them (id, severity, message), never a hand-formatted line.
final class DiagnosticsFormatTests: XCTestCase {
    /// The one document standard error holds, and its diagnostics as `(severity, id)`.
    private func document(_ result: HigProcess.Result, file: StaticString = #filePath, line: UInt = #line) throws -> (json: [String: Any], diagnostics: [(String, String)]) {
        let object = try JSONSerialization.jsonObject(with: Data(result.stderr.utf8))
        let json = try XCTUnwrap(object as? [String: Any], result.stderr, file: file, line: line)
        let diagnostics = try XCTUnwrap(json["diagnostics"] as? [[String: Any]], result.stderr, file: file, line: line)
        return (json, diagnostics.map { ($0["severity"] as? String ?? "", $0["id"] as? String ?? "") })
    }

    private func assertOneError(_ arguments: [String], id: String, status: Int32, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try HigProcess.run(arguments + ["--diagnostics-format", "json"])
        XCTAssertEqual(result.status, status, result.stderr, file: file, line: line)
        XCTAssertFalse(result.stderr.contains("hig: error:"), result.stderr, file: file, line: line)
        let diagnostics = try document(result, file: file, line: line).diagnostics
        XCTAssertEqual(diagnostics.map(\.0), ["error"], result.stderr, file: file, line: line)
        XCTAssertEqual(diagnostics.map(\.1), [id], result.stderr, file: file, line: line)
    }

    func testCheckErrorsAreJSONDiagnostics() throws {
        let folder = try HigProcess.temporaryFolder(self)
        try assertOneError(["check", "--corpus", folder.appendingPathComponent("none.json").path], id: "hig.check.no-input", status: 2)
        try assertOneError(["check", "seeds", "--enable", "no-such-check"], id: "hig.check.unknown-check", status: 2)
        let notCorpus = folder.appendingPathComponent("corpus.json")
        try Data("[]".utf8).write(to: notCorpus)
        try assertOneError(["check", "--corpus", notCorpus.path], id: "hig.check.bad-corpus", status: 2)
    }

    func testCheckSummaryIsInTheDocument() throws {
        let result = try HigProcess.run(["check", "seeds", "--fail-on", "never", "--diagnostics-format", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let (json, diagnostics) = try document(result)
        XCTAssertTrue(diagnostics.isEmpty, result.stderr)
        XCTAssertTrue((json["summaryLine"] as? String)?.hasPrefix("hig check: ") == true, result.stderr)
        XCTAssertTrue(result.stdout.contains("[hig.qa."), "findings stay on standard output")
    }

    func testExportErrorsAreJSONDiagnostics() throws {
        let folder = try HigProcess.temporaryFolder(self)
        try assertOneError(["export", "seeds", "-f", "po", "-o", folder.path, "--reviewed", folder.appendingPathComponent("none.txt").path],
                           id: "hig.export.reviewed-unreadable", status: 2)
        let file = folder.appendingPathComponent("a-file")
        try Data().write(to: file)
        try assertOneError(["export", "seeds/001_3cef73f6a796ebe9.txt", "-f", "po", "-o", file.path], id: "hig.output.write-failed", status: 1)
    }

    func testRulesAndSearchErrorsAreJSONDiagnostics() throws {
        let missing = try HigProcess.temporaryFolder(self).appendingPathComponent("no-build").path
        try assertOneError(["rules", "--output", missing], id: "hig.rules.no-build", status: 1)
        try assertOneError(["search", "button", "--output", missing], id: "hig.search.no-index", status: 1)
    }

    /// Text stays the default: the same errors as compiler-style lines.
    func testTextIsTheDefault() throws {
        let missing = try HigProcess.temporaryFolder(self).appendingPathComponent("no-build").path
        let result = try HigProcess.run(["rules", "--output", missing])
        XCTAssertTrue(result.stderr.hasPrefix("hig: error: no build in "), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix(" [hig.rules.no-build]\n"), result.stderr)
    }
}
