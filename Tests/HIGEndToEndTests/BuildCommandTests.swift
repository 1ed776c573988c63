import Foundation
import XCTest

/// `hig build` run as a user runs it: files written, exit status, diagnostics.
final class BuildCommandTests: XCTestCase {
    private let root = HigProcess.repositoryRoot

    /// The committed Output/ is exactly what building seeds/ gives today, so it never goes stale.
    func testBuildingTheSeedsReproducesTheCommittedOutputByteForByte() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let output = folder.appendingPathComponent("Output")
        let result = try HigProcess.run(["build", "seeds", "--output", output.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let committed = root.appendingPathComponent("Output")
        XCTAssertEqual(HigProcess.files(under: output), HigProcess.files(under: committed))
        for file in HigProcess.files(under: committed) {
            let fresh = try Data(contentsOf: output.appendingPathComponent(file))
            let old = try Data(contentsOf: committed.appendingPathComponent(file))
            XCTAssertTrue(fresh == old, "Output/\(file) is stale: run ./scripts/setup (or hig build seeds) and commit Output/")
        }
    }

    func testTheSeedSummaryAndDiagnostics() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let result = try HigProcess.run(["build", "seeds", "--output", folder.appendingPathComponent("out").path])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("seeds/004_8ab95ca51023c8dd.txt:1:1: warning: no title line; title \"Sheets\" inferred from the first sentence (pin it in hig-manifest.json) [hig.page.title-inferred]"), result.stderr)
        let summary = try XCTUnwrap(lines.last)
        XCTAssertTrue(summary.hasPrefix("hig: 5 files → "), summary)
        XCTAssertTrue(summary.contains(" 0 errors "), summary)
    }

    func testTheCorpusMatchesItsJSONSchema() throws {
        let folder = try HigProcess.temporaryFolder(self)
        XCTAssertEqual(try HigProcess.run(["build", "seeds", "--output", folder.path]).status, 0)
        try SchemaValidator.assertValid(folder.appendingPathComponent("corpus.json"), schema: "corpus.schema.json")
    }

    func testUsageErrorsExitWithTwo() throws {
        XCTAssertEqual(try HigProcess.run(["build"]).status, 2)
        XCTAssertEqual(try HigProcess.run(["build", "seeds", "--no-such-flag"]).status, 2)
        XCTAssertEqual(try HigProcess.run(["build", "seeds", "--diagnostics-format", "xml"]).status, 2)
    }

    /// An error stops the build before anything is written: the previous output stays as it was.
    func testAFailedBuildLeavesThePreviousOutputUntouched() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let output = folder.appendingPathComponent("Output")
        XCTAssertEqual(try HigProcess.run(["build", "seeds/001_3cef73f6a796ebe9.txt", "--output", output.path]).status, 0)
        let before = try Data(contentsOf: output.appendingPathComponent("corpus.json"))

        let missing = try HigProcess.run(["build", "seeds", "no-such-folder", "--output", output.path])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("hig: error: no such file or folder: no-such-folder [hig.input.not-found]"), missing.stderr)

        let strict = try HigProcess.run(["build", "seeds", "--warnings-as-errors", "--output", output.path])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stderr.contains("error: no title line"), strict.stderr)

        XCTAssertEqual(try Data(contentsOf: output.appendingPathComponent("corpus.json")), before)
        // The build cache beside the output (`BuildCache`), and no staging folder left behind.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), [".Output.hig-cache", "Output"], "no staging folder left behind")
    }

    /// hig owns only what it wrote: a file added to its output folder stays through rebuilds, and a folder hig did not
    /// make (not empty, no stamp) is refused, its files untouched.
    func testKeepsWhatItDidNotWriteAndRefusesAFolderItDidNotMake() throws {
        let folder = try HigProcess.temporaryFolder(self)
        XCTAssertEqual(try HigProcess.run(["build", "seeds", "--output", folder.path]).status, 0)
        let precious = folder.appendingPathComponent("notes.txt")
        try Data("keep me".utf8).write(to: precious)
        let second = try HigProcess.run(["build", "seeds", "--output", folder.path, "--no-cache"])
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(try String(contentsOf: precious, encoding: .utf8), "keep me")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("corpus.json").path))

        let other = try HigProcess.temporaryFolder(self)
        try Data("{}".utf8).write(to: other.appendingPathComponent("corpus.json"))
        let refused = try HigProcess.run(["build", "seeds", "--output", other.path])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.contains("--output \(other.path) holds corpus.json and no .hig-output.json, so it is not a folder hig made"), refused.stderr)
        XCTAssertEqual(try String(contentsOf: other.appendingPathComponent("corpus.json"), encoding: .utf8), "{}")
    }

    func testDiagnosticsAsJSON() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let result = try HigProcess.run(["build", "seeds", "--output", folder.path, "--diagnostics-format", "json"])
        XCTAssertEqual(result.status, 0)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stderr.utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap(document["diagnostics"] as? [[String: Any]])
        XCTAssertTrue(diagnostics.contains { $0["id"] as? String == "hig.page.title-inferred" && $0["severity"] as? String == "warning" })
        let summary = try XCTUnwrap(document["summary"] as? [String: Any])
        XCTAssertEqual(summary["filesRead"] as? Int, 5)
    }

    func testAManifestPinsIdAndTitle() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let sources = folder.appendingPathComponent("src")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: root.appendingPathComponent("seeds/004_8ab95ca51023c8dd.txt"), to: sources.appendingPathComponent("sheet.txt"))
        try Data(#"{"pages": {"sheet.txt": {"id": "components/presentation/sheets", "title": {"en": "Sheets", "ko": "시트"}}}}"#.utf8)
            .write(to: sources.appendingPathComponent("hig-manifest.json"))
        let result = try HigProcess.run(["build", "src", "--output", "out"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stderr.contains(": warning:"), result.stderr)
        let corpus = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("out/corpus.json"))) as? [String: Any]
        let page = try XCTUnwrap((corpus?["pages"] as? [[String: Any]])?.first)
        XCTAssertEqual(page["id"] as? String, "components/presentation/sheets")
        XCTAssertEqual((page["title"] as? [String: Any])?["ko"] as? String, "시트")
        XCTAssertEqual(((page["sources"] as? [[String: Any]])?.first)?["path"] as? String, "src/sheet.txt")
    }

    func testEmitChoosesTheOutputsBesidesTheCorpus() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let result = try HigProcess.run(["build", "seeds", "--output", folder.path, "--emit", "rules"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), [".hig-output.json", "corpus.json", "rules.json"])
        XCTAssertEqual(try HigProcess.run(["build", "seeds", "--emit", "pdf"]).status, 2)
    }

    /// `--report timings` prints one line per pass and emitter, in the order they finished, with wall and CPU seconds.
    func testTheTimingsReportNamesEveryPassAndEmitter() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let result = try HigProcess.run(["build", "seeds", "--output", folder.path, "--report", "timings", "--quiet"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "pass                          wall s    CPU s")
        let names = lines.dropFirst().map { $0.prefix(28).trimmingCharacters(in: .whitespaces) }
        for pass in ["discover", "read", "dedup/merge", "translation states", "lexicon", "rules", "ranking index",
                     "emit CorpusJSONEmitter", "emit SiteEmitter", "emit SearchIndexEmitter", "commit output"] {
            XCTAssertTrue(names.contains(pass), "\(pass) missing from\n\(result.stdout)")
        }
        for line in lines.dropFirst() {
            let figures = line.dropFirst(28).split(separator: " ").compactMap { Double($0) }
            XCTAssertEqual(figures.count, 2, line)
            XCTAssertTrue(figures.allSatisfy { $0 >= 0 }, line)
        }
        XCTAssertEqual(names.firstIndex(of: "read").map { $0 < names.firstIndex(of: "rules")! }, true, "passes are listed in the order they ran")
    }
}

/// Validates JSON files against the schemas in schemas/ with Python's jsonschema.
enum SchemaValidator {
    static func assertValid(_ file: URL, schema: String, line: UInt = #line) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let root = HigProcess.repositoryRoot
        process.arguments = ["python3", root.appendingPathComponent("Tests/Support/validate_json.py").path,
                             root.appendingPathComponent("schemas/\(schema)").path, file.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 3 || process.terminationStatus == 127 { throw XCTSkip("python3 with jsonschema is not installed") }
        XCTAssertEqual(process.terminationStatus, 0, message, line: line)
    }
}
