import Foundation
import XCTest

/// `hig import` never corrupts a source: each reproduction from issue 15, run as a user runs it. A source either
/// changes in exactly its edited Korean, or not at all.
final class ImportSafetyTests: XCTestCase {
    private let seeds = HigProcess.repositoryRoot.appendingPathComponent("seeds")

    /// A folder with `src/` holding `files`, and `hig export src` in it.
    private func project(_ files: [String: [UInt8]], format: String) throws -> URL {
        let folder = try HigProcess.temporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("src"), withIntermediateDirectories: true)
        for (name, bytes) in files { try Data(bytes).write(to: folder.appendingPathComponent("src/\(name)")) }
        let export = try HigProcess.run(["export", "src", "-f", format, "-o", "export"], in: folder)
        XCTAssertEqual(export.status, 0, export.stderr)
        return folder
    }

    private func seed(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: seeds.appendingPathComponent(name)))
    }

    private func read(_ folder: URL, _ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(path)))
    }

    private func edit(_ folder: URL, _ file: String, _ change: (String) -> String) throws {
        let url = folder.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        let changed = change(text)
        XCTAssertNotEqual(changed, text, "the test's edit must change the exchange file")
        try Data(changed.utf8).write(to: url)
    }

    private func replacing(_ bytes: [UInt8], _ old: String, _ new: String) -> [UInt8] {
        Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: old, with: new).utf8)
    }

    /// Seed 001's known polarity error ("작업 시트를 사용하지 마십시오.") fixed in the exported PO, and its `#:` line,
    /// which points at lines 28 and 29 of `src/action-sheets.md`, replaced by `reference`.
    private func fixSparingly(_ folder: URL, reference: String = "#: src/action-sheets.md:28 src/action-sheets.md:29") throws {
        try edit(folder, "export/hig.po") { po in
            po.replacingOccurrences(of: "msgstr \"작업 시트를 사용하지 마십시오.", with: "msgstr \"작업 시트는 꼭 필요할 때만 사용하십시오.")
                .replacingOccurrences(of: "#: src/action-sheets.md:28 src/action-sheets.md:29", with: reference)
        }
    }

    /// The reproduction: with a lone CR in an interleaved text file, import said "replaced the Korean (lines 3–3)"
    /// but line 3 was the English paragraph "By default, a sheet is modal…", which was gone.
    func testALoneCRNeverMakesImportReplaceEnglish() throws {
        let original = try seed("004_8ab95ca51023c8dd.txt")
        let firstLineEnd = try XCTUnwrap(original.firstIndex(of: 0x0A))
        var bytes = original
        bytes[firstLineEnd] = 0x0D
        let folder = try project(["sheets.txt": bytes], format: "po")
        try edit(folder, "export/hig.po") { $0.replacingOccurrences(of: "msgstr \"시트는 사용자가 현재 상황과", with: "msgstr \"시트(sheet)는 사용자가 현재 상황과") }
        let result = try HigProcess.run(["import", "export/hig.po"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("src/sheets.txt:2:1: note: replaced the Korean (lines 2–2) [hig.import.updated]"), result.stderr)
        XCTAssertEqual(try read(folder, "src/sheets.txt"), replacing(bytes, "시트는 사용자가 현재 상황과", "시트(sheet)는 사용자가 현재 상황과"))
    }

    private static let fourLineKorean = """
        # **[components-presentation] sheets**

        ## A sheet helps people perform a scoped task.
        > 시트는 사용자가 범위가 정해진 작업을 수행하도록 돕습니다.
        >

        **Use sheets sparingly.** Sheets interrupt the current task, so show one only when people need it.
        > 시트는 현재 작업을 방해하므로
        > 사람들이 필요로 할 때만
        > 시트를 표시하세요. 꼭 필요한
        > 경우에만 사용합니다.
        >

        ## Best practices
        > 모범 사례
        >

        **Keep sheets short.** A long sheet is hard to scan.
        > 시트를 짧게 유지하세요. 긴 시트는 훑어보기 어렵습니다.
        >

        """

    /// The reproduction: a PO with the same entry twice, for a four-line Korean paragraph, deleted the
    /// `## Best practices` heading after it.
    func testTheSameEntryTwiceChangesTheParagraphOnceAndKeepsTheHeading() throws {
        let folder = try project(["sheets.md": Array(Self.fourLineKorean.utf8)], format: "po")
        try edit(folder, "export/hig.po") { po in
            let fixed = po.replacingOccurrences(of: "방해하므로 사람들이", with: "중단시키므로 사람들이")
            let start = fixed.range(of: "#: src/sheets.md:7")!.lowerBound
            let end = fixed.range(of: "\n\n", range: start..<fixed.endIndex)!.upperBound
            return fixed + "\n" + fixed[start..<end]
        }
        let result = try HigProcess.run(["import", "export/hig.po"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("hig import: 1 block changed in 1 file\n"), result.stderr)
        XCTAssertEqual(String(decoding: try read(folder, "src/sheets.md"), as: UTF8.self), Self.fourLineKorean.replacingOccurrences(
            of: "> 시트는 현재 작업을 방해하므로\n> 사람들이 필요로 할 때만\n> 시트를 표시하세요. 꼭 필요한\n> 경우에만 사용합니다.\n",
            with: "> 시트는 현재 작업을 중단시키므로 사람들이 필요로 할 때만 시트를 표시하세요. 꼭 필요한 경우에만 사용합니다.\n"))
    }

    /// The reproduction: a UTF-16 source was rewritten as UTF-8 with 4,032 U+FFFD; the next build skipped it as
    /// binary and the page vanished.
    func testAUTF16SourceStaysUTF16AndKeepsItsPage() throws {
        let text = String(decoding: try seed("001_3cef73f6a796ebe9.txt"), as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n")
        func utf16LE(_ text: String) -> [UInt8] { [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
        let folder = try project(["action-sheets.md": utf16LE(text)], format: "xliff")
        try edit(folder, "export/hig.xliff") { $0.replacingOccurrences(of: ">작업 시트를 사용하지 마십시오. 작업 시트는", with: ">작업 시트는 꼭 필요할 때만 사용하십시오. 작업 시트는") }
        let result = try HigProcess.run(["import", "export/hig.xliff"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try read(folder, "src/action-sheets.md"),
                       utf16LE(text.replacingOccurrences(of: "> 작업 시트를 사용하지 마십시오. 작업 시트는", with: "> 작업 시트는 꼭 필요할 때만 사용하십시오. 작업 시트는")))
        let build = try HigProcess.run(["build", "src", "-o", "out", "--emit", "corpus"], in: folder)
        XCTAssertEqual(build.status, 0, build.stderr)
        let corpus = try String(contentsOf: folder.appendingPathComponent("out/corpus.json"), encoding: .utf8)
        XCTAssertTrue(corpus.contains("작업 시트는 꼭 필요할 때만 사용하십시오."), "the page is still compiled, with the fix")
    }

    /// The reproduction: `\r` in a PO translation, or `&#13;` in an XLIFF one, was written raw, and the next
    /// build read an English paragraph and a `# heading` the translator never wrote.
    func testALineBreakInATranslationIsRefusedAndChangesNothing() throws {
        let original = try seed("001_3cef73f6a796ebe9.txt")
        let folder = try project(["action-sheets.md": original], format: "po")
        try HigProcess.run(["export", "src", "-f", "xliff", "-o", "export"], in: folder).assertSuccess()
        try edit(folder, "export/hig.po") { $0.replacingOccurrences(of: "msgstr \"작업 시트를 사용하지 마십시오.", with: "msgstr \"작업 시트를\\r# Injected heading\\rInjected English paragraph.\\r사용하지 마십시오.") }
        try edit(folder, "export/hig.xliff") { $0.replacingOccurrences(of: ">작업 시트를 사용하지 마십시오.", with: ">작업 시트를&#13;# Injected heading&#13;사용하지 마십시오.") }
        for file in ["export/hig.po", "export/hig.xliff"] {
            let result = try HigProcess.run(["import", file], in: folder)
            XCTAssertEqual(result.status, 1, result.stderr)
            XCTAssertTrue(result.stderr.contains("error: components/presentation/action-sheets#use-action-sheets-sparingly: the translation holds a line break (U+000D)"), result.stderr)
            XCTAssertTrue(result.stderr.hasSuffix("hig import: no file changed (1 error)\n"), result.stderr)
            XCTAssertEqual(try read(folder, "src/action-sheets.md"), original, file)
        }
    }

    /// The reproduction: `A[&int;]B` became `A[]B` and `A[&xxe;]B` became `A[`, with success reported.
    func testXLIFFEntityReferencesAreRefusedAndChangeNothing() throws {
        let original = try seed("001_3cef73f6a796ebe9.txt")
        let folder = try project(["action-sheets.md": original], format: "xliff")
        let exported = try String(contentsOf: folder.appendingPathComponent("export/hig.xliff"), encoding: .utf8)
        let cases = [
            exported.replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>", with: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE xliff [<!ENTITY int \"zz\">]>")
                .replacingOccurrences(of: ">작업 시트를 사용하지 마십시오.", with: ">작업 시트를 A[&int;]B 사용하지 마십시오."),
            exported.replacingOccurrences(of: ">작업 시트를 사용하지 마십시오.", with: ">작업 시트를 A[&xxe;]B 사용하지 마십시오."),
        ]
        for xliff in cases {
            try Data(xliff.utf8).write(to: folder.appendingPathComponent("export/hig.xliff"))
            let result = try HigProcess.run(["import", "export/hig.xliff"], in: folder)
            XCTAssertEqual(result.status, 1, result.stderr)
            XCTAssertTrue(result.stderr.contains("[hig.import.entity]"), result.stderr)
            XCTAssertEqual(try read(folder, "src/action-sheets.md"), original)
        }
    }

    /// The reproduction: the malformed PO escape `\x41` was accepted as `x41`.
    func testAMalformedPOEscapeIsRefused() throws {
        let original = try seed("001_3cef73f6a796ebe9.txt")
        let folder = try project(["action-sheets.md": original], format: "po")
        try edit(folder, "export/hig.po") { $0.replacingOccurrences(of: "msgstr \"작업 시트를 사용하지 마십시오.", with: "msgstr \"작업 시트를 \\x41 사용하지 마십시오.") }
        let result = try HigProcess.run(["import", "export/hig.po"], in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("unsupported escape “\\x” in a PO string"), result.stderr)
        XCTAssertTrue(result.stderr.contains("[hig.import.malformed-escape]"), result.stderr)
        XCTAssertEqual(try read(folder, "src/action-sheets.md"), original)
    }

    /// The reproduction: one bad path left the other files already rewritten.
    func testOneBadUnitChangesNoFile() throws {
        let first = try seed("001_3cef73f6a796ebe9.txt"), second = try seed("004_8ab95ca51023c8dd.txt")
        let folder = try project(["a.md": first, "b.txt": second], format: "po")
        try edit(folder, "export/hig.po") { po in
            po.replacingOccurrences(of: "msgstr \"작업 시트를 사용하지 마십시오.", with: "msgstr \"작업 시트는 꼭 필요할 때만 사용하십시오.")
                .replacingOccurrences(of: "#: src/b.txt:3 src/b.txt:4", with: "#: src/missing.txt:3 src/missing.txt:4")
                .replacingOccurrences(of: "msgstr \"기본적으로 시트(sheet)는", with: "msgstr \"기본적으로 시트는")
        }
        let result = try HigProcess.run(["import", "export/hig.po"], in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("cannot read src/missing.txt to import into ("), result.stderr)
        XCTAssertTrue(result.stderr.contains("[hig.import.source-missing]"), result.stderr)
        XCTAssertEqual(try read(folder, "src/a.md"), first, "the good unit's file is not written either")
        XCTAssertEqual(try read(folder, "src/b.txt"), second)
    }

    /// The reproduction: a PO reference with an absolute path wrote a file outside any source tree.
    func testAnAbsolutePathFromTheFileIsNeverWritten() throws {
        let original = try seed("001_3cef73f6a796ebe9.txt")
        let folder = try project(["action-sheets.md": original], format: "po")
        let elsewhere = try HigProcess.temporaryFolder(self).appendingPathComponent("victim.md")
        try Data(original).write(to: elsewhere)
        try fixSparingly(folder, reference: "#: \(elsewhere.path):28 \(elsewhere.path):29")
        let result = try HigProcess.run(["import", "export/hig.po"], in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("is an absolute path; hig import writes only under"), result.stderr)
        XCTAssertEqual(try read(elsewhere.deletingLastPathComponent(), "victim.md"), original)
        for escape in ["../victim.md", "src/../../victim.md"] {
            try edit(folder, "export/hig.po") { $0.replacingOccurrences(of: elsewhere.path, with: escape) }
            let outside = try HigProcess.run(["import", "export/hig.po"], in: folder)
            XCTAssertEqual(outside.status, 1, outside.stderr)
            XCTAssertTrue(outside.stderr.contains("leads outside"), outside.stderr)
            try edit(folder, "export/hig.po") { $0.replacingOccurrences(of: escape, with: elsewhere.path) }
        }
    }

    /// The reproduction: a rewritten file lost its mode and owner, and a symlinked source became a regular file.
    func testARewrittenSourceKeepsItsModeOwnerAndSymlink() throws {
        let original = try seed("001_3cef73f6a796ebe9.txt")
        let folder = try HigProcess.temporaryFolder(self)
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent("real"), withIntermediateDirectories: true)
        try manager.createDirectory(at: folder.appendingPathComponent("src"), withIntermediateDirectories: true)
        let real = folder.appendingPathComponent("real/action-sheets.md")
        try Data(original).write(to: real)
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("src/action-sheets.md").path, withDestinationPath: "../real/action-sheets.md")
        try manager.setAttributes([.posixPermissions: 0o640], ofItemAtPath: real.path)
        let isRoot = getuid() == 0
        if isRoot { XCTAssertEqual(chown(real.path, 65534, 65534), 0) }
        try HigProcess.run(["export", "src", "-f", "po", "-o", "export"], in: folder).assertSuccess()
        try fixSparingly(folder)
        try Data("half-written".utf8).write(to: folder.appendingPathComponent("real/.action-sheets.md.hig-import-2147483646-0"))  // a killed import's
        let result = try HigProcess.run(["import", "export/hig.po"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try manager.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("src/action-sheets.md").path), "../real/action-sheets.md")
        XCTAssertEqual(try read(folder, "real/action-sheets.md"), replacing(original, "> 작업 시트를 사용하지 마십시오.", "> 작업 시트는 꼭 필요할 때만 사용하십시오."))
        let attributes = try manager.attributesOfItem(atPath: real.path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o640)
        if isRoot { XCTAssertEqual((attributes[.ownerAccountID] as? NSNumber)?.intValue, 65534) }
        XCTAssertEqual(try manager.contentsOfDirectory(atPath: folder.appendingPathComponent("real").path), ["action-sheets.md"], "no temporary file left, and a killed import's is cleaned")
    }

    /// Issue 10: a PO entry marked `#, fuzzy` is imported as fuzzy, that is not applied, with a note.
    func testAFuzzyPOEntryIsNotApplied() throws {
        let original = try seed("001_3cef73f6a796ebe9.txt")
        let folder = try project(["action-sheets.md": original], format: "po")
        try fixSparingly(folder, reference: "#, fuzzy\n#: src/action-sheets.md:28 src/action-sheets.md:29")
        let result = try HigProcess.run(["import", "export/hig.po"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("note: the translation of components/presentation/action-sheets#use-action-sheets-sparingly is marked fuzzy; not applied"), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("hig import: 0 blocks changed in 0 files\n"), result.stderr)
        XCTAssertEqual(try read(folder, "src/action-sheets.md"), original)
    }
}

extension HigProcess.Result {
    /// Fails the test unless the run exited 0.
    func assertSuccess(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(status, 0, stderr, file: file, line: line)
    }
}
