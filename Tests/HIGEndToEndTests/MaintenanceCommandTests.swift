import Foundation
import XCTest

/// Issue 12's "done when": a bilingual page (seed 000) built with a newer English export of it (seed 002) in which one
/// sentence of one translated paragraph changed. That block is outdated with its diff, every other block current, the
/// Korean kept; the site marks it, `hig check` reports `hig.qa.outdated`, the PO entry is fuzzy with `#| msgid`; a
/// corrected XLIFF imported from another folder with `--base` brings it up to date, and the rebuild sees it current.
final class MaintenanceCommandTests: XCTestCase {
    private let oldSentence = "People typically reveal a share sheet by choosing an Action button"
    private let newSentence = "People typically reveal a share sheet by tapping the Share button"
    private let page = "components/menus-and-actions/activity-views"
    private let block = "activity-views-present-sharing-activities-like"
    private let oldKorean = "수행 단추를 선택하여 공유 시트를 표시합니다"
    private let correction = "활동 보기는 메시지 같은 공유 활동과 복사, 인쇄 같은 작업을 표시합니다. 사람들은 보통 공유 버튼을 탭하여 공유 시트를 엽니다. 활동 보기는 기기와 방향에 따라 시트나 팝오버로 나타납니다."

    /// `project/src/` with the bilingual seed and the English export whose one sentence Apple changed.
    private func project(in folder: URL) throws -> URL {
        let project = folder.appendingPathComponent("project")
        let source = project.appendingPathComponent("src")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        let seeds = HigProcess.repositoryRoot.appendingPathComponent("seeds")
        try FileManager.default.copyItem(at: seeds.appendingPathComponent("000_c3d0f716da2af800.txt"), to: source.appendingPathComponent("activity-views.md"))
        let english = try String(contentsOf: seeds.appendingPathComponent("002_9d3027f931c07ad7.txt"), encoding: .utf8)
        let newer = english.replacingOccurrences(of: oldSentence, with: newSentence)
        XCTAssertNotEqual(newer, english)
        try Data(newer.utf8).write(to: source.appendingPathComponent("activity-views-english.md"))
        return project
    }

    private func blocks(_ corpus: URL) throws -> [[String: Any]] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: corpus)) as! [String: Any]
        let pages = json["pages"] as! [[String: Any]]
        return (pages.first { $0["id"] as? String == page }?["blocks"] as? [[String: Any]]) ?? []
    }

    private func state(_ block: [String: Any]) -> [String: Any]? { block["translationState"] as? [String: Any] }

    func testAChangedSentenceMakesItsBlockOutdatedUntilACorrectionIsImported() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let project = try project(in: folder)

        let build = try HigProcess.run(["build", "src", "-o", "out", "--export", "po", "--export", "xliff"], in: project)
        XCTAssertEqual(build.status, 0, build.stderr)
        let built = try blocks(project.appendingPathComponent("out/corpus.json"))
        let translatable = built.filter { state($0) != nil }
        let outdated = translatable.filter { state($0)?["status"] as? String == "outdated" }
        XCTAssertEqual(outdated.map { $0["id"] as? String }, [block])
        XCTAssertEqual(translatable.count - 1, translatable.filter { state($0)?["status"] as? String == "current" }.count, "every other block is current")
        let changed = try XCTUnwrap(outdated.first)
        XCTAssertTrue((changed["text"] as! [String: Any])["en"] as! String ~= newSentence)
        XCTAssertTrue((changed["text"] as! [String: Any])["ko"] as! String ~= oldKorean, "the Korean is kept")
        let changedState = try XCTUnwrap(state(changed))
        XCTAssertTrue((changedState["previousEn"] as! String) ~= oldSentence)
        let diff = (changedState["diff"] as! [[String: String]]).filter { $0["op"] != "equal" }.map { "\($0["op"]!):\($0["text"]!)" }
        XCTAssertEqual(diff, ["delete:choosing an Action ", "insert:tapping the Share "])

        let html = try String(contentsOf: project.appendingPathComponent("out/site/pages/\(page).html"), encoding: .utf8)
        XCTAssertTrue(html.contains("class=\"outdated-banner\""), "the page banner")
        XCTAssertEqual(html.components(separatedBy: "<details class=\"outdated-note\"").count - 1, 1, "one block marked")
        XCTAssertTrue(html.contains("<del>choosing an Action </del><ins>tapping the Share </ins>"))

        let check = try HigProcess.run(["check", "src"], in: project)
        let finding = try XCTUnwrap(check.stdout.split(separator: "\n").first { $0.hasSuffix("[hig.qa.outdated]") && $0.contains(": warning: ") })
        XCTAssertTrue(finding.hasPrefix("src/activity-views.md:13:"), "points at the Korean line: \(finding)")
        XCTAssertTrue(check.stdout.contains("note: diff: ") && check.stdout.contains("[-choosing an Action-] {+tapping the Share+}"), check.stdout)

        let po = try String(contentsOf: project.appendingPathComponent("out/export/hig.po"), encoding: .utf8)
        let entry = try XCTUnwrap(po.components(separatedBy: "\n\n").first { $0.contains("msgctxt \"\(page)#\(block)\"") })
        XCTAssertTrue(entry.contains("#, fuzzy\n#| msgid \"Activity views present") && entry.contains(oldSentence), entry)

        // The translator corrects the XLIFF in another folder; import maps its paths with --base.
        let elsewhere = folder.appendingPathComponent("translator")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        var xliff = try String(contentsOf: project.appendingPathComponent("out/export/hig.xliff"), encoding: .utf8)
        let unit = try XCTUnwrap(xliff.range(of: "<unit id=\"\(block)\">"))
        let segment = try XCTUnwrap(xliff.range(of: "<segment id=\"s1\" state=\"initial\" subState=\"hig:outdated\">", range: unit.upperBound..<xliff.endIndex))
        xliff.replaceSubrange(segment, with: "<segment id=\"s1\" state=\"translated\">")
        let open = try XCTUnwrap(xliff.range(of: "<target xml:space=\"preserve\">", range: segment.lowerBound..<xliff.endIndex))
        let close = try XCTUnwrap(xliff.range(of: "</target>", range: open.upperBound..<xliff.endIndex))
        xliff.replaceSubrange(open.upperBound..<close.lowerBound, with: correction)
        let corrected = elsewhere.appendingPathComponent("corrected.xliff")
        try Data(xliff.utf8).write(to: corrected)
        let imported = try HigProcess.run(["import", corrected.path, "--base", project.path], in: elsewhere)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(imported.stderr.contains("hig import: 1 block changed in 1 file"), imported.stderr)

        try FileManager.default.copyItem(at: project.appendingPathComponent("out/corpus.json"), to: folder.appendingPathComponent("before.json"))
        let rebuild = try HigProcess.run(["build", "src", "-o", "out"], in: project)
        XCTAssertEqual(rebuild.status, 0, rebuild.stderr)
        let after = try blocks(project.appendingPathComponent("out/corpus.json"))
        XCTAssertEqual(after.compactMap { state($0)?["status"] as? String }.filter { $0 != "current" }, [], "every block current")
        let fixed = try XCTUnwrap(after.first { $0["id"] as? String == block })
        XCTAssertEqual((fixed["text"] as! [String: Any])["ko"] as? String, correction)
        let status = try HigProcess.run(["check", "src", "--status", "--since", folder.appendingPathComponent("before.json").path, "--fail-under", "100"], in: project)
        XCTAssertEqual(status.status, 0, status.stderr)
        XCTAssertTrue(status.stdout.contains("\(page)\tcurrent 18 → 19, outdated 1 → 0\n"), status.stdout)
        XCTAssertTrue(status.stdout.contains("  \(page)#\(block)\toutdated → current\n"), status.stdout)
    }

    func testStatusCountsOutdatedAsNotDoneAndFailsUnderAThreshold() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let project = try project(in: folder)
        let status = try HigProcess.run(["check", "src", "--status", "--fail-under", "100", "--fail-on", "never"], in: project)
        XCTAssertEqual(status.status, 1, "one block of 19 is outdated: under 100% current")
        XCTAssertTrue(status.stdout.contains("\(page)\t19\t18\t1\t0\t0\t"), status.stdout)
        XCTAssertTrue(status.stderr.contains("[hig.check.fail-under]"), status.stderr)
        let passing = try HigProcess.run(["check", "src", "--status", "--fail-under", "90", "--fail-on", "never", "--format", "json"], in: project)
        XCTAssertEqual(passing.status, 0, passing.stderr)
        let json = try JSONSerialization.jsonObject(with: Data(passing.stdout.utf8)) as! [String: Any]
        let summary = json["summary"] as! [String: Int]
        XCTAssertEqual([summary["current"], summary["outdated"], summary["suggested"], summary["untranslated"]], [18, 1, 0, 0])
    }

    func testExportsWithStatesReadBackWithTranslateToolkit() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let project = try project(in: folder)
        XCTAssertEqual(try HigProcess.run(["build", "src", "-o", "out", "--export", "po", "--export", "xliff", "--export", "tmx", "--export", "csv"], in: project).status, 0)
        let report = try PythonScript.assertSucceeds("validate_exports.py", [project.appendingPathComponent("out/export").path,
                                                                             project.appendingPathComponent("out/corpus.json").path])
        XCTAssertTrue(report.contains("isfuzzy 1"), report)
    }
}

/// TMX change dates where a translator's change log gives them (seed 004, a Notion export, closes with one).
final class TMXChangeDateCommandTests: XCTestCase {
    func testChangeLogDatesTheKoreanOfItsExportOnly() throws {
        let folder = try HigProcess.temporaryFolder(self)
        XCTAssertEqual(try HigProcess.run(["export", "seeds", "-f", "tmx", "-o", folder.path]).status, 0)
        let units = try String(contentsOf: folder.appendingPathComponent("hig.tmx"), encoding: .utf8).components(separatedBy: "<tu ").dropFirst()
        let dated = units.filter { $0.contains("changedate=\"20231222T000000Z\"") }
        XCTAssertFalse(dated.isEmpty)
        XCTAssertTrue(dated.allSatisfy { $0.hasPrefix("tuid=\"sheets#") }, "only the Notion export's page has a change log")
        XCTAssertEqual(units.filter { $0.contains("changedate") }.count, dated.count)
    }
}

/// XLIFF inline codes round-trip through import: bold a translator keeps comes back as `**…**`, a link the Korean was
/// missing can be added (its address from the English), and the rebuilt HTML carries both.
final class InlineCodesCommandTests: XCTestCase {
    func testBoldAndAnAddedLinkReturnAsMarkdown() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let source = folder.appendingPathComponent("src")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: HigProcess.repositoryRoot.appendingPathComponent("seeds/001_3cef73f6a796ebe9.txt"),
                                         to: source.appendingPathComponent("action-sheets.md"))
        XCTAssertEqual(try HigProcess.run(["export", "src", "-f", "xliff", "-o", "export"], in: folder).status, 0)
        var xliff = try String(contentsOf: folder.appendingPathComponent("export/hig.xliff"), encoding: .utf8)
        let unit = try XCTUnwrap(xliff.range(of: "<unit id=\"use-an-action-sheet-not-an\">"))
        XCTAssertNotNil(xliff.range(of: "<pc id=\"2\" type=\"link\" dataRefStart=\"d1\">Alerts</pc>", range: unit.upperBound..<xliff.endIndex))
        let open = try XCTUnwrap(xliff.range(of: "<target xml:space=\"preserve\">", range: unit.upperBound..<xliff.endIndex))
        let close = try XCTUnwrap(xliff.range(of: "</target>", range: open.upperBound..<xliff.endIndex))
        xliff.replaceSubrange(open.upperBound..<close.lowerBound, with:
            "<pc id=\"1\" type=\"fmt\" subType=\"xlf:b\">의도적인 작업과 관련된 선택지는 경고가 아닌 작업 시트로 제공하십시오.</pc> 자세한 내용은 <pc id=\"2\" type=\"link\" dataRefStart=\"d1\">경고</pc>를 참조하십시오.")
        try Data(xliff.utf8).write(to: folder.appendingPathComponent("fixed.xliff"))
        let imported = try HigProcess.run(["import", "fixed.xliff"], in: folder)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let text = try String(contentsOf: source.appendingPathComponent("action-sheets.md"), encoding: .utf8)
        XCTAssertTrue(text.contains("> **의도적인 작업과 관련된 선택지는 경고가 아닌 작업 시트로 제공하십시오.** 자세한 내용은 [경고](../../components/presentation/alerts)를 참조하십시오.")
                      || text.contains("> **의도적인 작업과 관련된 선택지는 경고가 아닌 작업 시트로 제공하십시오.** 자세한 내용은 [경고]("), text)
        XCTAssertEqual(try HigProcess.run(["build", "src", "-o", "out", "--emit", "corpus"], in: folder).status, 0)
        let corpus = try String(contentsOf: folder.appendingPathComponent("out/corpus.json"), encoding: .utf8)
        XCTAssertTrue(corpus.contains("<strong>의도적인 작업과 관련된 선택지는 경고가 아닌 작업 시트로 제공하십시오.</strong> 자세한 내용은 <a href="), corpus)
    }
}

private func ~= (text: String, part: String) -> Bool { text.contains(part) }
