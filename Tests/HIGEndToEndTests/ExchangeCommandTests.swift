import Foundation
import XCTest

/// `hig export` and `hig import` run as a user runs them; exports are read back with translate-toolkit.
final class ExchangeCommandTests: XCTestCase {
    /// Every format parses with translate-toolkit, holds every translatable block with its text unchanged, and
    /// pofilter runs on the PO.
    func testExportsReadBackWithTranslateToolkitWithoutLoss() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let export = folder.appendingPathComponent("export")
        let result = try HigProcess.run(["export", "seeds", "-f", "tmx", "-f", "xliff", "-f", "po", "-f", "csv", "-o", export.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(HigProcess.files(under: export), ["hig.csv", "hig.po", "hig.tmx", "hig.xliff"])
        XCTAssertEqual(try HigProcess.run(["build", "seeds", "-o", folder.appendingPathComponent("out").path]).status, 0)
        let report = try PythonScript.assertSucceeds("validate_exports.py", [export.path, folder.appendingPathComponent("out/corpus.json").path])
        XCTAssertTrue(report.hasPrefix("pofilter: "), report)
    }

    func testPOCarriesReferencesAndQAFindingsAsTranslatorComments() throws {
        let folder = try HigProcess.temporaryFolder(self)
        XCTAssertEqual(try HigProcess.run(["export", "seeds/001_3cef73f6a796ebe9.txt", "-f", "po", "-o", folder.path]).status, 0)
        let po = try String(contentsOf: folder.appendingPathComponent("hig.po"), encoding: .utf8)
            .components(separatedBy: "\n").filter { !$0.hasPrefix("#. exported-korean-base64: ") }.joined(separator: "\n")
        XCTAssertTrue(po.contains("""
        # [hig.qa.polarity] the lead “Use action sheets sparingly.” restricts but its Korean forbids outright (“지 마십시오”)
        #. rule: components/presentation/action-sheets/use-action-sheets-sparingly
        #: seeds/001_3cef73f6a796ebe9.txt:28 seeds/001_3cef73f6a796ebe9.txt:29
        msgctxt "components/presentation/action-sheets#use-action-sheets-sparingly"
        msgid "Use action sheets sparingly.
        """), po)
    }

    func testXLIFFStatesAndTheReviewedList() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let reviewed = folder.appendingPathComponent("reviewed.txt")
        try "# reviewed by the team\ncomponents/status/live-activities#live-activities-help-people-keep-track\n".write(to: reviewed, atomically: true, encoding: .utf8)
        let result = try HigProcess.run(["export", "seeds", "-f", "xliff", "-o", folder.path, "--reviewed", reviewed.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let xliff = try String(contentsOf: folder.appendingPathComponent("hig.xliff"), encoding: .utf8)
        XCTAssertEqual(xliff.components(separatedBy: "<segment state=\"reviewed\">").count - 1, 1)
        XCTAssertTrue(xliff.contains("<segment state=\"initial\">"))
        XCTAssertTrue(xliff.contains("<segment state=\"translated\">"))
        XCTAssertTrue(result.stderr.contains("1 reviewed"), result.stderr)
    }

    func testBuildWritesTheSameExportsIntoItsOutput() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let output = folder.appendingPathComponent("Output"), export = folder.appendingPathComponent("export")
        XCTAssertEqual(try HigProcess.run(["build", "seeds", "-o", output.path, "--export", "xliff", "--export", "po"]).status, 0)
        XCTAssertEqual(HigProcess.files(under: output).filter { $0.hasPrefix("export/") }, ["export/hig.po", "export/hig.xliff"])
        XCTAssertEqual(try HigProcess.run(["export", "seeds", "-f", "xliff", "-f", "po", "-o", export.path]).status, 0)
        for file in ["hig.po", "hig.xliff"] {
            XCTAssertEqual(try Data(contentsOf: output.appendingPathComponent("export/\(file)")), try Data(contentsOf: export.appendingPathComponent(file)), file)
        }
    }

    func testExportsAreDeterministic() throws {
        let folder = try HigProcess.temporaryFolder(self)
        for name in ["a", "b"] {
            XCTAssertEqual(try HigProcess.run(["export", "seeds", "-f", "xliff", "-f", "po", "-f", "tmx", "-f", "csv", "-o", folder.appendingPathComponent(name).path]).status, 0)
        }
        for file in HigProcess.files(under: folder.appendingPathComponent("a")) {
            XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("a/\(file)")), try Data(contentsOf: folder.appendingPathComponent("b/\(file)")), file)
        }
    }

    /// A fix made in a CAT tool comes back into the Markdown source: only that block's `> ` line changes, and a
    /// rebuild sees the new Korean.
    func testAFixRoundTripsThroughXLIFFIntoTheSourceAndTheRebuild() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let seeds = folder.appendingPathComponent("seeds")
        try FileManager.default.copyItem(at: HigProcess.repositoryRoot.appendingPathComponent("seeds"), to: seeds)
        let seed = seeds.appendingPathComponent("001_3cef73f6a796ebe9.txt")
        let before = try String(contentsOf: seed, encoding: .utf8)
        XCTAssertEqual(try HigProcess.run(["export", "seeds", "-f", "xliff", "-o", "export"], in: folder).status, 0)
        let exported = folder.appendingPathComponent("export/hig.xliff")
        let wrong = "<target xml:space=\"preserve\">작업 시트를 사용하지 마십시오. 작업 시트는"
        let fixed = "<target xml:space=\"preserve\">작업 시트는 꼭 필요할 때만 사용하십시오. 작업 시트는"
        let xliff = try String(contentsOf: exported, encoding: .utf8)
        XCTAssertTrue(xliff.contains(wrong))
        try xliff.replacingOccurrences(of: wrong, with: fixed).write(to: exported, atomically: true, encoding: .utf8)

        let dry = try HigProcess.run(["import", "export/hig.xliff", "--dry-run"], in: folder)
        XCTAssertEqual(dry.status, 0, dry.stderr)
        XCTAssertTrue(dry.stderr.contains("seeds/001_3cef73f6a796ebe9.txt:29:1: note: would replace the Korean (lines 29–29) [hig.import.updated]"), dry.stderr)
        XCTAssertEqual(try String(contentsOf: seed, encoding: .utf8), before, "--dry-run writes nothing")

        let result = try HigProcess.run(["import", "export/hig.xliff"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("hig import: 1 block changed in 1 file\n"), result.stderr)
        let after = try String(contentsOf: seed, encoding: .utf8)
        let beforeLines = before.components(separatedBy: "\n"), afterLines = after.components(separatedBy: "\n")
        XCTAssertEqual(beforeLines.count, afterLines.count)
        let changed = zip(beforeLines, afterLines).enumerated().filter { $0.element.0 != $0.element.1 }.map { $0.offset + 1 }
        XCTAssertEqual(changed, [29])
        XCTAssertTrue(afterLines[28].hasPrefix("> 작업 시트는 꼭 필요할 때만 사용하십시오. 작업 시트는"), afterLines[28])

        XCTAssertEqual(try HigProcess.run(["build", "seeds", "-o", "out"], in: folder).status, 0)
        let corpus = try String(contentsOf: folder.appendingPathComponent("out/corpus.json"), encoding: .utf8)
        XCTAssertTrue(corpus.contains("\"ko\" : \"작업 시트는 꼭 필요할 때만 사용하십시오.") || corpus.contains("\"ko\": \"작업 시트는 꼭 필요할 때만 사용하십시오."), "rebuild sees the new Korean")
        let check = try HigProcess.run(["check", "seeds", "--enable", "polarity"], in: folder)
        XCTAssertFalse(check.stdout.contains("001_3cef73f6a796ebe9.txt:29:"), check.stdout)
        // The unchanged file set: importing again changes nothing.
        XCTAssertTrue(try HigProcess.run(["import", "export/hig.xliff"], in: folder).stderr.hasSuffix("hig import: 0 blocks changed in 0 files\n"))
    }

    /// A block with no Korean gets its first translation under its English line, in the file's own layout.
    func testATranslationOfAnUntranslatedBlockIsAddedUnderItsEnglish() throws {
        let folder = try HigProcess.temporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("seeds"), withIntermediateDirectories: true)
        let seed = folder.appendingPathComponent("seeds/003_2608c8bad003b0aa.txt")
        try FileManager.default.copyItem(at: HigProcess.repositoryRoot.appendingPathComponent("seeds/003_2608c8bad003b0aa.txt"), to: seed)
        XCTAssertEqual(try HigProcess.run(["export", "seeds", "-f", "xliff", "-o", "export"], in: folder).status, 0)
        let exported = folder.appendingPathComponent("export/hig.xliff")
        var xliff = try String(contentsOf: exported, encoding: .utf8)
        let unit = try XCTUnwrap(xliff.range(of: "<unit id=\"for-developer-guidance-see-activitykit\">"))
        let source = try XCTUnwrap(xliff.range(of: "</source>", range: unit.upperBound..<xliff.endIndex))
        xliff.insert(contentsOf: "\n        <target>개발자 지침은 ActivityKit을 참조하십시오.</target>", at: source.upperBound)
        try xliff.write(to: exported, atomically: true, encoding: .utf8)
        let result = try HigProcess.run(["import", "export/hig.xliff"], in: folder)
        XCTAssertTrue(result.stderr.contains("seeds/003_2608c8bad003b0aa.txt:72:1: note: added Korean after line 71 [hig.import.updated]"), result.stderr)
        let lines = try String(contentsOf: seed, encoding: .utf8).components(separatedBy: "\n")
        XCTAssertEqual(Array(lines[70...73]), ["For developer guidance, see\u{00A0}[ActivityKit](https://developer.apple.com/documentation/activitykit).",
                                               "> 개발자 지침은 ActivityKit을 참조하십시오.", ">", ""])
        let check = try HigProcess.run(["check", "seeds", "--enable", "untranslated"], in: folder)
        XCTAssertEqual(check.stdout, "", "the block now counts as translated")
    }

    func testAFixRoundTripsThroughPOIntoInterleavedText() throws {
        let folder = try HigProcess.temporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("seeds"), withIntermediateDirectories: true)
        let seed = folder.appendingPathComponent("seeds/004_8ab95ca51023c8dd.txt")
        try FileManager.default.copyItem(at: HigProcess.repositoryRoot.appendingPathComponent("seeds/004_8ab95ca51023c8dd.txt"), to: seed)
        XCTAssertEqual(try HigProcess.run(["export", "seeds", "-f", "po", "-o", "export"], in: folder).status, 0)
        let po = folder.appendingPathComponent("export/hig.po")
        let text = try String(contentsOf: po, encoding: .utf8)
        let wrong = "msgstr \"macOS나 watchOS에서 시트(sheet)는 항상 모달이지만"
        XCTAssertTrue(text.contains(wrong))
        try text.replacingOccurrences(of: wrong, with: "msgstr \"macOS, visionOS, watchOS에서 시트(sheet)는 항상 모달이지만").write(to: po, atomically: true, encoding: .utf8)
        let result = try HigProcess.run(["import", "export/hig.po"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(try String(contentsOf: seed, encoding: .utf8).contains("\nmacOS, visionOS, watchOS에서 시트(sheet)는 항상 모달이지만"))
    }
}
