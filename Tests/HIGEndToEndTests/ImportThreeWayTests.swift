import Foundation
import XCTest

/// `hig import` never undoes a translator (issue 33): each unit carries the Korean it was exported with, a
/// translation left as exported writes nothing, an edit to a block whose Korean changed in the source since is a
/// conflict, and formatting (bold, italics, code, links and their addresses) comes back exactly. Each reproduction
/// of the issue, run as a user runs it.
final class ImportThreeWayTests: XCTestCase {
    private let manager = FileManager.default

    /// Formatting the English has and has not, a Korean link address of its own, a hard-wrapped paragraph whose first
    /// piece holds a link, and plain blocks.
    static let page = """
        # **[components-presentation] sheets**

        ## A sheet helps people perform a scoped task.
        > 시트는 사용자가 범위가 정해진 작업을 수행하도록 돕습니다.
        >

        **Use sheets sparingly.** Sheets interrupt the current task; see [Modality](https://developer.apple.com/design/human-interface-guidelines/modality) first.
        > **시트는 꼭 필요할 때만 사용하세요.** 시트는 현재 작업을 방해합니다. 먼저 [모달리티](https://developer.apple.com/kr/design/modality)를 참고하세요.
        >

        Keep a sheet short and use the Done button to close it.
        > 시트는 *짧게* 유지하고 `Done` 버튼으로 닫으세요.
        >



        watchOS displays all buttons using the [`capsule`](https://developer.apple.com/documentation/SwiftUI/ButtonBorderShape/capsule)

        > watchOS는 ['capsule'](https://developer.apple.com/documentation/SwiftUI/ButtonBorderShape/capsule) 를 사용하여 모든 버튼을 표시합니다
        >

         button shape. In watchOS 10, the buttons are larger and have material backgrounds.

        > 단추 모양. watchOS 10에서는 버튼이 더 크고 재질 배경을 가집니다.
        >

        ## Best practices
        > 모범 사례
        >

        """

    /// `src/sheets.md` (the page above) and seeds 001 and 004, exported as `format` into `export/`.
    private func project(format: String) throws -> URL {
        let folder = try HigProcess.temporaryFolder(self)
        try manager.createDirectory(at: folder.appendingPathComponent("src"), withIntermediateDirectories: true)
        try Data(Self.page.utf8).write(to: folder.appendingPathComponent("src/sheets.md"))
        for seed in ["001_3cef73f6a796ebe9.txt", "004_8ab95ca51023c8dd.txt"] {
            try manager.copyItem(at: HigProcess.repositoryRoot.appendingPathComponent("seeds/\(seed)"), to: folder.appendingPathComponent("src/\(seed)"))
        }
        let export = try HigProcess.run(["export", "src", "-f", format, "-o", "export"], in: folder)
        XCTAssertEqual(export.status, 0, export.stderr)
        return folder
    }

    private func files(_ folder: URL) throws -> [String: Data] {
        try Dictionary(uniqueKeysWithValues: HigProcess.files(under: folder.appendingPathComponent("src")).map { ($0, try Data(contentsOf: folder.appendingPathComponent("src/\($0)"))) })
    }

    private func text(_ folder: URL, _ path: String = "src/sheets.md") throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    /// Replaces `old` with `new` in the exchange file's translations only (targets or msgstr lines).
    private func editTranslation(_ folder: URL, _ file: String, _ old: String, _ new: String) throws {
        let url = folder.appendingPathComponent(file)
        var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        var changed = 0
        for index in lines.indices where (lines[index].contains("<target") || lines[index].hasPrefix("msgstr ")) && lines[index].contains(old) {
            lines[index] = lines[index].replacingOccurrences(of: old, with: new)
            changed += 1
        }
        XCTAssertEqual(changed, 1, "the edit \(old) → \(new) must hit one translation")
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
    }

    /// The reproduction: importing the XLIFF just exported changed 5 blocks in 4 files (PO: 2) — bold, links and
    /// italics dropped, text moved between hard-wrapped quote lines, a Korean link address replaced.
    func testAnUneditedExportImportsAsANoOpByteForByte() throws {
        for format in ["xliff", "po"] {
            let folder = try project(format: format)
            let before = try files(folder)
            let result = try HigProcess.run(["import", "export/hig.\(format)"], in: folder)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertTrue(result.stderr.hasSuffix("hig import: 0 blocks changed in 0 files\n"), "\(format): \(result.stderr)")
            XCTAssertEqual(try files(folder), before, format)
        }
    }

    /// The same on the whole first community repository, as cloned (skipped without ../shared).
    func testAnUneditedExportOfTheRealRepositoryImportsAsANoOp() throws {
        guard let shared = HigProcess.sharedFolder, manager.fileExists(atPath: shared.appendingPathComponent("corpus/repo-components").path) else {
            throw XCTSkip("../shared/corpus/repo-components is not here")
        }
        let folder = try HigProcess.temporaryFolder(self)
        try manager.copyItem(at: shared.appendingPathComponent("corpus/repo-components"), to: folder.appendingPathComponent("src"))
        let before = try files(folder)
        XCTAssertEqual(try HigProcess.run(["export", "src", "-f", "xliff", "-f", "po", "-o", "export"], in: folder).status, 0)
        for format in ["xliff", "po"] {
            let result = try HigProcess.run(["import", "export/hig.\(format)"], in: folder)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertTrue(result.stderr.hasSuffix("hig import: 0 blocks changed in 0 files\n"), "\(format): \(result.stderr.suffix(500))")
            XCTAssertEqual(try files(folder), before, format)
        }
    }

    /// The reproduction: export; fix a Korean line in the source; import the untouched export: the fix was
    /// overwritten, exit 0, only a note. Now the fix stays; an edit of that same unit is a conflict that writes
    /// nothing and names the unit; --force takes the file's side.
    func testATranslatorsLaterFixInTheSourceIsNeverUndone() throws {
        let folder = try project(format: "xliff")
        let source = try text(folder)
        let fixedSource = source.replacingOccurrences(of: "`Done` 버튼으로 닫으세요.", with: "`Done` 버튼을 눌러 닫으세요.")
        try Data(fixedSource.utf8).write(to: folder.appendingPathComponent("src/sheets.md"))

        let untouched = try HigProcess.run(["import", "export/hig.xliff"], in: folder)
        XCTAssertEqual(untouched.status, 0, untouched.stderr)
        XCTAssertTrue(untouched.stderr.hasSuffix("hig import: 0 blocks changed in 0 files\n"), untouched.stderr)
        XCTAssertEqual(try text(folder), fixedSource, "the source's later fix stays")

        try editTranslation(folder, "export/hig.xliff", "유지하고", "두고")
        try editTranslation(folder, "export/hig.xliff", "돕습니다.", "돕는 창입니다.")
        let conflict = try HigProcess.run(["import", "export/hig.xliff"], in: folder)
        XCTAssertEqual(conflict.status, 1, conflict.stderr)
        let line = try XCTUnwrap(conflict.stderr.split(separator: "\n").first { $0.contains("[hig.import.source-changed]") }, conflict.stderr)
        XCTAssertTrue(line.hasPrefix("src/sheets.md:12:1: error: components/presentation/sheets#keep-a-sheet-short"), String(line))
        XCTAssertTrue(line.contains("it now reads “시트는 *짧게* 유지하고 `Done` 버튼을 눌러 닫으세요.”, and the file's translation was made from “시트는 *짧게* 유지하고 `Done` 버튼으로 닫으세요.”"), String(line))
        XCTAssertTrue(line.contains("--force"), String(line))
        XCTAssertTrue(conflict.stderr.hasSuffix("hig import: no file changed (1 error)\n"), conflict.stderr)
        XCTAssertEqual(try text(folder), fixedSource, "nothing written, not even the unit without a conflict")

        let forced = try HigProcess.run(["import", "export/hig.xliff", "--force"], in: folder)
        XCTAssertEqual(forced.status, 0, forced.stderr)
        XCTAssertEqual(try text(folder), fixedSource.replacingOccurrences(of: "유지하고 `Done` 버튼을 눌러 닫으세요.", with: "두고 `Done` 버튼으로 닫으세요.")
            .replacingOccurrences(of: "돕습니다.", with: "돕는 창입니다."))
    }

    /// The reproduction: editing a unit whose Korean has bold or a link dropped the formatting (PO always; XLIFF for
    /// formatting the English lacks, and a Korean link address was replaced by the English one). An edit keeps every
    /// run and address, through either format, in one-line and hard-wrapped Korean.
    func testAnEditKeepsTheKoreansFormattingAndAddresses() throws {
        for format in ["xliff", "po"] {
            let folder = try project(format: format)
            try editTranslation(folder, "export/hig.\(format)", "현재 작업을 방해합니다. 먼저", "지금 하는 작업을 멈추게 합니다. 먼저")
            try editTranslation(folder, "export/hig.\(format)", "유지하고", "두고")
            try editTranslation(folder, "export/hig.\(format)", "모든 버튼을 표시합니다", "버튼을 모두 그립니다")
            let result = try HigProcess.run(["import", "export/hig.\(format)"], in: folder)
            XCTAssertEqual(result.status, 0, "\(format): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasSuffix("hig import: 3 blocks changed in 1 file\n"), "\(format): \(result.stderr)")
            let after = try text(folder)
            XCTAssertTrue(after.contains("> **시트는 꼭 필요할 때만 사용하세요.** 시트는 지금 하는 작업을 멈추게 합니다. 먼저 [모달리티](https://developer.apple.com/kr/design/modality)를 참고하세요.\n"), "\(format): \(after)")
            XCTAssertTrue(after.contains("> 시트는 *짧게* 두고 `Done` 버튼으로 닫으세요.\n"), "\(format): \(after)")
            XCTAssertTrue(after.contains("> watchOS는 ['capsule'](https://developer.apple.com/documentation/SwiftUI/ButtonBorderShape/capsule) 를 사용하여 버튼을 모두"), "\(format): \(after)")
            let build = try HigProcess.run(["build", "src", "-o", "out", "--emit", "corpus"], in: folder)
            XCTAssertEqual(build.status, 0, build.stderr)
        }
    }

    /// The reproduction: with English changed between export and import, only that unit was skipped and the rest
    /// written, exit 0 with a warning. Now the file is refused, every such unit listed; --skip-changed writes the rest.
    func testEnglishChangedSinceTheExportRefusesTheFileUnlessSkipChanged() throws {
        let folder = try project(format: "po")
        try editTranslation(folder, "export/hig.po", "유지하고", "두고")
        try editTranslation(folder, "export/hig.po", "돕습니다.", "돕는 창입니다.")
        try editTranslation(folder, "export/hig.po", "단추 모양.", "버튼 모양.")
        let changed = try text(folder).replacingOccurrences(of: "Keep a sheet short", with: "Keep sheets short")
            .replacingOccurrences(of: "## A sheet helps people", with: "## A sheet helps you")
        try Data(changed.utf8).write(to: folder.appendingPathComponent("src/sheets.md"))
        let before = try files(folder)

        let refused = try HigProcess.run(["import", "export/hig.po"], in: folder)
        XCTAssertEqual(refused.status, 1, refused.stderr)
        let errors = refused.stderr.split(separator: "\n").filter { $0.contains("[hig.import.english-changed]") || $0.contains("[hig.import.block-missing]") }
        XCTAssertEqual(errors.count, 2, refused.stderr)
        XCTAssertTrue(errors.allSatisfy { $0.contains(": error: ") && $0.contains("--skip-changed") }, refused.stderr)
        XCTAssertEqual(try files(folder), before)

        let partial = try HigProcess.run(["import", "export/hig.po", "--skip-changed"], in: folder)
        XCTAssertEqual(partial.status, 0, partial.stderr)
        XCTAssertTrue(partial.stderr.hasSuffix("hig import: 1 block changed in 1 file\n"), partial.stderr)
        XCTAssertTrue(try text(folder).contains("\n> 버튼 모양. watchOS 10에서는 버튼이 더 크고 재질 배경을 가집니다.\n"), "the edited piece's line")
        XCTAssertTrue(try text(folder).contains("\n> watchOS는 ['capsule'](https://developer.apple.com/documentation/SwiftUI/ButtonBorderShape/capsule) 를 사용하여 모든 버튼을 표시합니다\n"),
                      "the hard-wrapped paragraph's other piece is left as it was")
    }

    /// The reproduction: a file cut at 3,000 bytes imported its first units; a missing `</target>` dropped that unit
    /// with a "duplicate" note; a missing `</xliff>` and an empty file exited 0.
    func testAnXLIFFThatIsNotWholeImportsNothing() throws {
        let folder = try project(format: "xliff")
        let whole = try text(folder, "export/hig.xliff").replacingOccurrences(of: "돕습니다.</target>", with: "돕는 창입니다.</target>")
        let before = try files(folder)
        let broken = [
            String(decoding: Array(whole.utf8).prefix(3000), as: UTF8.self),
            whole.replacingOccurrences(of: "돕는 창입니다.</target>", with: "돕는 창입니다."),
            whole.replacingOccurrences(of: "</xliff>", with: ""),
            "",
        ]
        for (index, text) in broken.enumerated() {
            try Data(text.utf8).write(to: folder.appendingPathComponent("export/broken.xliff"))
            let result = try HigProcess.run(["import", "export/broken.xliff"], in: folder)
            XCTAssertEqual(result.status, 1, "case \(index): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("[hig.import.unreadable]"), "case \(index): \(result.stderr)")
            XCTAssertFalse(result.stderr.contains("NSXMLParserErrorDomain"), "case \(index): \(result.stderr)")
            XCTAssertEqual(try files(folder), before, "case \(index)")
        }
    }

    /// The reproduction: a URL with `_` or a literal `**진하게**` was refused with "would read back as “<first 60
    /// characters>…”", hiding the difference. A bare address is now written so it reads back (autolink takes it
    /// literally, so it is not escaped); a literal `**…**`, which the build reads as stray bold markers and drops, is
    /// refused naming the unit, the first character that differs, both readings and what to do.
    func testMarkdownLookingTranslationsAreWrittenOrRefusedWithTheirReason() throws {
        let folder = try project(format: "xliff")
        try editTranslation(folder, "export/hig.xliff", "돕습니다.", "돕습니다. 자세한 내용은 https://example.com/a_b_c 를 보세요.")
        let address = try HigProcess.run(["import", "export/hig.xliff"], in: folder)
        XCTAssertEqual(address.status, 0, address.stderr)
        XCTAssertTrue(try text(folder).contains("> 시트는 사용자가 범위가 정해진 작업을 수행하도록 돕습니다. 자세한 내용은 https://example.com/a_b_c 를 보세요.\n"))
        XCTAssertEqual(try HigProcess.run(["build", "src", "-o", "out", "--emit", "corpus"], in: folder).status, 0)
        XCTAssertTrue(try text(folder, "out/corpus.json").contains("돕습니다. 자세한 내용은 https://example.com/a_b_c 를 보세요."), "the address reads back as written")

        try editTranslation(folder, "export/hig.xliff", "유지하고", "**진하게** 유지하고")
        let bold = try HigProcess.run(["import", "export/hig.xliff"], in: folder)
        XCTAssertEqual(bold.status, 1, bold.stderr)
        let line = try XCTUnwrap(bold.stderr.split(separator: "\n").first { $0.contains("[hig.import.layout]") }, bold.stderr)
        XCTAssertTrue(line.hasPrefix("src/sheets.md:12:1: error: components/presentation/sheets#keep-a-sheet-short"), String(line))
        XCTAssertTrue(line.contains("cannot write this translation (export/hig.xliff:"), String(line))
        XCTAssertTrue(line.contains("from character 8 the translation would read back as “시트는 짧게 진하게 유지하고 Don…” where it has “시트는 짧게 **진하게** 유지하고…”"), String(line))
        XCTAssertTrue(line.contains("reword the translation there, or edit the source by hand"), String(line))
    }

    /// The reproduction: import wrote through a file symlink pointing outside --base, and rewrote a read-only (0444)
    /// file without a word.
    func testNoWriteThroughASymlinkOutsideTheBaseNorIntoAReadOnlyFile() throws {
        let folder = try project(format: "po")
        let outside = try HigProcess.temporaryFolder(self)
        let target = outside.appendingPathComponent("elsewhere.md")
        try manager.moveItem(at: folder.appendingPathComponent("src/sheets.md"), to: target)
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("src/sheets.md").path, withDestinationPath: target.path)
        try editTranslation(folder, "export/hig.po", "돕습니다.", "돕는 창입니다.")
        let elsewhere = try Data(contentsOf: target)
        let linked = try HigProcess.run(["import", "export/hig.po"], in: folder)
        XCTAssertEqual(linked.status, 1, linked.stderr)
        XCTAssertTrue(linked.stderr.contains("src/sheets.md is a symlink to \(target.resolvingSymlinksInPath().path), outside"), linked.stderr)
        XCTAssertEqual(try Data(contentsOf: target), elsewhere)

        try manager.removeItem(at: folder.appendingPathComponent("src/sheets.md"))
        try manager.moveItem(at: target, to: folder.appendingPathComponent("src/sheets.md"))
        try manager.setAttributes([.posixPermissions: 0o444], ofItemAtPath: folder.appendingPathComponent("src/sheets.md").path)
        let readOnly = try HigProcess.run(["import", "export/hig.po"], in: folder)
        XCTAssertEqual(readOnly.status, 1, readOnly.stderr)
        XCTAssertTrue(readOnly.stderr.contains("src/sheets.md is read-only (mode 444)"), readOnly.stderr)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("src/sheets.md")), elsewhere)
    }
}
