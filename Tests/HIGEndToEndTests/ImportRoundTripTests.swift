import Foundation
import XCTest

/// An export → edit → import round trip, whether the sources were named by a relative or an absolute path: the
/// export records paths as `hig build` does (from the source folder's name, no builder path) and says which
/// `--base` import needs when it is not the current folder; import reads the paths against `--base`.
final class ImportRoundTripTests: XCTestCase {
    private let seed = HigProcess.repositoryRoot.appendingPathComponent("seeds/001_3cef73f6a796ebe9.txt")
    private let wrong = "작업 시트를 사용하지 마십시오."
    private let fixed = "작업 시트는 꼭 필요할 때만 사용하십시오."

    /// `folder/<under>/src/action-sheets.md`, a copy of seed 001; returns the source folder.
    private func checkout(_ folder: URL, under: String) throws -> URL {
        let source = folder.appendingPathComponent(under).appendingPathComponent("src")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: seed, to: source.appendingPathComponent("action-sheets.md"))
        return source
    }

    /// Fixes seed 001's known polarity error in the exchange file, in PO or XLIFF form.
    private func fix(_ file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        let edited = file.pathExtension == "po"
            ? text.replacingOccurrences(of: "msgstr \"\(wrong)", with: "msgstr \"\(fixed)")
            : text.replacingOccurrences(of: ">\(wrong)", with: ">\(fixed)")
        XCTAssertNotEqual(edited, text, "the test's edit must change \(file.lastPathComponent)")
        try Data(edited.utf8).write(to: file)
    }

    private func sourceText(_ source: URL) throws -> String {
        try String(contentsOf: source.appendingPathComponent("action-sheets.md"), encoding: .utf8)
    }

    func testARelativeSourceRoundTripsFromTheFolderItWasExportedIn() throws {
        for format in ["po", "xliff"] {
            let folder = try HigProcess.temporaryFolder(self)
            let source = try checkout(folder, under: "project")
            let project = folder.appendingPathComponent("project")
            let export = try HigProcess.run(["export", "src", "-f", format, "-o", "export"], in: project)
            XCTAssertEqual(export.status, 0, export.stderr)
            XCTAssertFalse(export.stderr.contains("--base"), "the current folder is the base: \(export.stderr)")
            let file = project.appendingPathComponent("export/hig.\(format)")
            XCTAssertTrue(try String(contentsOf: file, encoding: .utf8).contains("src/action-sheets.md:28"), format)
            try fix(file)
            let result = try HigProcess.run(["import", "export/hig.\(format)"], in: project)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertTrue(result.stderr.contains("src/action-sheets.md:29:1: note: replaced the Korean"), result.stderr)
            XCTAssertTrue(try sourceText(source).contains("> \(fixed)"), format)
        }
    }

    func testAnAbsoluteSourceRoundTripsWithTheBaseTheExportNames() throws {
        for format in ["po", "xliff"] {
            let folder = try HigProcess.temporaryFolder(self)
            let source = try checkout(folder, under: "a/b")
            let elsewhere = folder.appendingPathComponent("elsewhere")
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            let export = try HigProcess.run(["export", source.path, "-f", format, "-o", "export"], in: elsewhere)
            XCTAssertEqual(export.status, 0, export.stderr)
            let base = source.deletingLastPathComponent().path
            XCTAssertTrue(export.stderr.contains("hig: note: source paths start at the source folder's name; import with --base \(base) [hig.export.import-base]\n"), export.stderr)
            let file = elsewhere.appendingPathComponent("export/hig.\(format)")
            let exported = try String(contentsOf: file, encoding: .utf8)
            XCTAssertTrue(exported.contains("src/action-sheets.md:28"), format)
            XCTAssertFalse(exported.contains(folder.path), "no builder path in the exchange file")
            try fix(file)
            let before = try sourceText(source)
            let missed = try HigProcess.run(["import", "export/hig.\(format)"], in: elsewhere)
            XCTAssertEqual(missed.status, 1, "src/ is not under the current folder: \(missed.stderr)")
            XCTAssertTrue(missed.stderr.contains("[hig.import.source-missing]"), missed.stderr)
            XCTAssertEqual(try sourceText(source), before, "a failed import changes nothing")
            let result = try HigProcess.run(["import", "export/hig.\(format)", "--base", base], in: elsewhere)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertTrue(result.stderr.contains("\(base)/src/action-sheets.md:29:1: note: replaced the Korean"), result.stderr)
            XCTAssertEqual(try sourceText(source), before.replacingOccurrences(of: "> \(wrong)", with: "> \(fixed)"), format)
        }
    }

    func testAnAbsoluteSourceRoundTripsByDefaultFromTheFolderThatHoldsIt() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let source = try checkout(folder, under: "project")
        let project = folder.appendingPathComponent("project")
        let export = try HigProcess.run(["export", source.path, "-f", "po", "-o", "export"], in: project)
        XCTAssertEqual(export.status, 0, export.stderr)
        XCTAssertFalse(export.stderr.contains("--base"), export.stderr)
        try fix(project.appendingPathComponent("export/hig.po"))
        let result = try HigProcess.run(["import", "export/hig.po"], in: project)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(try sourceText(source).contains("> \(fixed)"))
    }

    func testExportsOfOneTreeFromTwoCheckoutsAreTheSameBytes() throws {
        let folder = try HigProcess.temporaryFolder(self)
        var exports: [Data] = []
        for under in ["a", "b/c"] {
            let source = try checkout(folder, under: under)
            let output = folder.appendingPathComponent(under + "-export")
            try HigProcess.run(["export", source.path, "-f", "po", "-f", "xliff", "-o", output.path], in: folder).assertSuccess()
            exports.append(try Data(contentsOf: output.appendingPathComponent("hig.po")) + Data(contentsOf: output.appendingPathComponent("hig.xliff")))
        }
        XCTAssertEqual(exports[0], exports[1])
    }
}
