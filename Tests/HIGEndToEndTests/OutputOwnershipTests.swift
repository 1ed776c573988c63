import Foundation
import XCTest

/// `hig build` never deletes or misreads what is not its own, and no single file fails it: each reproduction
/// from issue 15, run as a user runs it.
final class OutputOwnershipTests: XCTestCase {
    private let manager = FileManager.default
    private let seeds = HigProcess.repositoryRoot.appendingPathComponent("seeds")

    private func write(_ text: String, to url: URL) throws {
        try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Hidden entries beside the output other than its build cache (`.NAME.hig-cache`, kept on purpose).
    private func hidden(in folder: URL) throws -> [String] {
        try manager.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") && !$0.hasSuffix(".hig-cache") }.sorted()
    }

    /// The reproduction: a folder counted as hig output if it held any `corpus.json`; `--output DIR` with
    /// `DIR/notes.txt`, `DIR/Documents/` and a `{}` corpus.json exited 0 and both were gone.
    func testAFolderHigDidNotWriteIsNeverEmptied() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let output = folder.appendingPathComponent("DIR")
        try write("my notes", to: output.appendingPathComponent("notes.txt"))
        try write("a letter", to: output.appendingPathComponent("Documents/letter.txt"))
        try write("{}", to: output.appendingPathComponent("corpus.json"))
        let refused = try HigProcess.run(["build", "seeds", "--output", output.path])
        XCTAssertEqual(refused.status, 1, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("--output \(output.path) holds Documents, corpus.json, notes.txt and no .hig-output.json"), refused.stderr)
        XCTAssertEqual(HigProcess.files(under: output), ["Documents/letter.txt", "corpus.json", "notes.txt"])
        XCTAssertEqual(try String(contentsOf: output.appendingPathComponent("corpus.json"), encoding: .utf8), "{}")

        // Without the corpus.json the folder is still not hig's (no stamp, not empty): refused before anything is made.
        try manager.removeItem(at: output.appendingPathComponent("corpus.json"))
        let still = try HigProcess.run(["build", "seeds", "--output", output.path])
        XCTAssertEqual(still.status, 1, still.stderr)
        XCTAssertTrue(still.stderr.contains("it is not a folder hig made"), still.stderr)
        XCTAssertEqual(HigProcess.files(under: output), ["Documents/letter.txt", "notes.txt"])
    }

    /// The reproduction: every rebuild deleted `Output/.git` and `site/CNAME` that a user added to publish the site.
    func testGitAndCNAMESurviveRebuildsAndWhatHigNoLongerWritesGoes() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let output = folder.appendingPathComponent("Output")
        try HigProcess.run(["build", "seeds", "--output", output.path]).assertSuccess()
        try write("ref: refs/heads/gh-pages\n", to: output.appendingPathComponent(".git/HEAD"))
        try write("hig.example.org\n", to: output.appendingPathComponent("site/CNAME"))
        try manager.createSymbolicLink(atPath: output.appendingPathComponent("latest").path, withDestinationPath: "site/index.html")
        let gitObject = output.appendingPathComponent(".git/objects/ab/cdef")
        try write("object", to: gitObject)
        try manager.setAttributes([.posixPermissions: 0o444], ofItemAtPath: gitObject.path)
        try manager.setAttributes([.posixPermissions: 0o555], ofItemAtPath: gitObject.deletingLastPathComponent().path)
        addTeardownBlock { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: gitObject.deletingLastPathComponent().path) }
        XCTAssertTrue(manager.fileExists(atPath: output.appendingPathComponent("site/pages/sheets.html").path))

        try HigProcess.run(["build", "seeds/001_3cef73f6a796ebe9.txt", "--output", output.path]).assertSuccess()
        XCTAssertEqual(try String(contentsOf: output.appendingPathComponent(".git/HEAD"), encoding: .utf8), "ref: refs/heads/gh-pages\n")
        XCTAssertEqual(try String(contentsOf: output.appendingPathComponent("site/CNAME"), encoding: .utf8), "hig.example.org\n")
        XCTAssertEqual(try manager.destinationOfSymbolicLink(atPath: output.appendingPathComponent("latest").path), "site/index.html")
        XCTAssertEqual((try manager.attributesOfItem(atPath: gitObject.path)[.posixPermissions] as? NSNumber)?.intValue, 0o444)
        XCTAssertEqual((try manager.attributesOfItem(atPath: gitObject.deletingLastPathComponent().path)[.posixPermissions] as? NSNumber)?.intValue, 0o555)
        XCTAssertFalse(manager.fileExists(atPath: output.appendingPathComponent("site/pages/sheets.html").path), "hig's own stale page is removed")
        XCTAssertEqual(try hidden(in: folder), [], "no staging or previous folder left beside the output")
    }

    /// An output folder that is a symlink stays one: its target is replaced.
    func testASymlinkedOutputFolderStaysASymlink() throws {
        let folder = try HigProcess.temporaryFolder(self)
        try manager.createDirectory(at: folder.appendingPathComponent("real"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("Output").path, withDestinationPath: "real")
        for _ in 0..<2 { try HigProcess.run(["build", "seeds", "--output", folder.appendingPathComponent("Output").path]).assertSuccess() }
        XCTAssertEqual(try manager.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("Output").path), "real")
        XCTAssertTrue(manager.fileExists(atPath: folder.appendingPathComponent("real/corpus.json").path))
        XCTAssertEqual(try hidden(in: folder), [])
    }

    /// The reproduction: `hig build .` with the default `Output/` read its own previous output back as sources:
    /// 23 files became 27, with bogus pages from `site/search/d*.js`, and a different result on every run.
    func testBuildingTheCurrentFolderNeverReadsItsOwnOutput() throws {
        let folder = try HigProcess.temporaryFolder(self)
        try manager.copyItem(at: seeds, to: folder.appendingPathComponent("seeds"))
        let first = try HigProcess.run(["build", "."], in: folder)
        first.assertSuccess()
        XCTAssertTrue(first.stderr.contains("hig: 5 files → 4 pages"), first.stderr)
        let corpus = try Data(contentsOf: folder.appendingPathComponent("Output/corpus.json"))
        try HigProcess.run(["build", ".", "--output", "other"], in: folder).assertSuccess()
        let again = try HigProcess.run(["build", "."], in: folder)
        again.assertSuccess()
        // The same five files, taken from the build cache beside Output/ (which is hidden, so never read either).
        XCTAssertTrue(again.stderr.contains("hig: 5 files (5 unchanged) → 4 pages"), again.stderr)
        XCTAssertTrue(again.stderr.contains("./other:1:1: note: hig output; not read as sources [hig.input.output-folder]"), again.stderr)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("Output/corpus.json")), corpus)
        let inside = try HigProcess.run(["build", "seeds", "--output", "."], in: folder)
        XCTAssertEqual(inside.status, 1, inside.stderr)
        XCTAssertTrue(inside.stderr.contains("--output . holds the source seeds; choose an output folder of its own [hig.output.holds-sources]"), inside.stderr)
    }

    /// The reproduction: one title longer than ~250 characters failed the whole build ("The file name is
    /// invalid"), naming no source. Two titles in Hangul shared one file name, so one page was lost.
    func testLongAndForeignTitlesGetFileNamesOfTheirOwn() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let longTitle = Array(repeating: "Extraordinarily", count: 25).joined(separator: " ")
        let body = "\n\n## A sheet helps people perform a scoped task.\n> 시트는 사용자가 범위가 정해진 작업을 수행하도록 돕습니다.\n>\n"
        try write("# **[Foundations] \(longTitle)**" + body, to: folder.appendingPathComponent("src/long.md"))
        try write("# **[Foundations] 시트 안내**" + body, to: folder.appendingPathComponent("src/ko1.md"))
        try write("# **[Foundations] 알림 안내**" + body.replacingOccurrences(of: "A sheet", with: "An alert"), to: folder.appendingPathComponent("src/ko2.md"))
        let result = try HigProcess.run(["build", "src", "--output", "out"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let pages = try manager.contentsOfDirectory(atPath: folder.appendingPathComponent("out/site/pages/foundations").path).sorted()
        XCTAssertEqual(pages.count, 3, "\(pages)")
        XCTAssertTrue(pages.allSatisfy { $0.utf8.count <= 125 }, "\(pages)")
        XCTAssertTrue(pages.contains { $0.hasPrefix("extraordinarily-extraordinarily") && $0.hasSuffix(".html") }, "\(pages)")
        let again = try HigProcess.temporaryFolder(self)
        try HigProcess.run(["build", folder.appendingPathComponent("src").path, "--output", again.path]).assertSuccess()
        XCTAssertEqual(try manager.contentsOfDirectory(atPath: again.appendingPathComponent("site/pages/foundations").path).sorted(), pages, "names are stable")
    }

    /// `hig` run as a user who cannot read what root can: through setpriv when the tests run as root.
    private var unprivileged: [String]? {
        guard getuid() == 0 else { return [] }
        return manager.isExecutableFile(atPath: "/usr/bin/setpriv") ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : nil
    }

    /// The reproduction: a folder that could not be read was dropped with no diagnostic, exit 0, even with
    /// `--warnings-as-errors`; an unreadable file was warned about but missing from `skipped[]`.
    func testUnreadableFoldersAndFilesAreDiagnosedListedAndCounted() throws {
        guard let launcher = unprivileged else { throw XCTSkip("running as root without setpriv: nothing is unreadable") }
        let folder = try HigProcess.temporaryFolder(self)
        try manager.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.path)
        try manager.createDirectory(at: folder.appendingPathComponent("src/locked"), withIntermediateDirectories: true)
        try manager.copyItem(at: seeds.appendingPathComponent("001_3cef73f6a796ebe9.txt"), to: folder.appendingPathComponent("src/a.md"))
        try manager.copyItem(at: seeds.appendingPathComponent("004_8ab95ca51023c8dd.txt"), to: folder.appendingPathComponent("src/locked/b.txt"))
        try manager.copyItem(at: seeds.appendingPathComponent("003_2608c8bad003b0aa.txt"), to: folder.appendingPathComponent("src/secret.md"))
        try manager.setAttributes([.posixPermissions: 0o000], ofItemAtPath: folder.appendingPathComponent("src/locked").path)
        try manager.setAttributes([.posixPermissions: 0o000], ofItemAtPath: folder.appendingPathComponent("src/secret.md").path)
        addTeardownBlock { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.appendingPathComponent("src/locked").path) }

        let result = try HigProcess.run(["build", "src", "--output", "out", "--emit", "corpus"], in: folder, launcher: launcher)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("src/locked:1:1: warning: cannot read folder (Permission denied); everything in it is skipped [hig.input.unreadable]"), result.stderr)
        XCTAssertTrue(result.stderr.contains("src/secret.md:1:1: warning: cannot read file (Permission denied); skipped [hig.input.unreadable]"), result.stderr)
        let corpus = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("out/corpus.json"))) as? [String: Any])
        let skipped = try XCTUnwrap(corpus["skipped"] as? [[String: String]])
        XCTAssertEqual(skipped.map { $0["path"] ?? "" }, ["src/locked", "src/secret.md"])
        XCTAssertEqual(skipped.map { $0["diagnostic"] ?? "" }, ["hig.input.unreadable", "hig.input.unreadable"])

        let strict = try HigProcess.run(["build", "src", "--output", "out", "--warnings-as-errors"], in: folder, launcher: launcher)
        XCTAssertEqual(strict.status, 1, strict.stderr)
        XCTAssertTrue(strict.stderr.contains("src/locked:1:1: error: cannot read folder"), strict.stderr)
    }

    /// The reproduction: a 1 GB file was read whole (2.1 GB of memory) before it was found to be binary.
    func testABinaryFileIsJudgedByItsFirstBytesAndAHugeOneIsNeverReadWhole() throws {
        let folder = try HigProcess.temporaryFolder(self)
        try manager.createDirectory(at: folder.appendingPathComponent("src"), withIntermediateDirectories: true)
        try manager.copyItem(at: seeds.appendingPathComponent("001_3cef73f6a796ebe9.txt"), to: folder.appendingPathComponent("src/a.md"))
        let huge = folder.appendingPathComponent("src/disk.img")
        XCTAssertTrue(manager.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 1 << 30)  // sparse: 1 GiB of NULs that take no disk space
        try handle.close()
        try write(String(repeating: "A line of plain English text.\n", count: 600_000), to: folder.appendingPathComponent("src/huge.txt"))
        let script = HigProcess.repositoryRoot.appendingPathComponent("Tests/Support/max_rss.py").path
        let result = try HigProcess.run(["build", "src", "--output", "out", "--emit", "corpus"], in: folder, launcher: ["/usr/bin/env", "python3", script])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("src/disk.img:1:1: warning: not a text file (16384 NUL or control bytes in the first 8192); skipped [hig.input.binary]"), result.stderr)
        XCTAssertTrue(result.stderr.contains("src/huge.txt:1:1: warning: file is 18000000 bytes, over the 16 MiB a page can be; skipped unread [hig.input.too-large]"), result.stderr)
        let peak = try XCTUnwrap(result.stderr.split(separator: "\n").last.flatMap { Int($0.replacingOccurrences(of: "max-rss-kib: ", with: "")) })
        XCTAssertLessThan(peak, 400_000, "peak memory \(peak) KiB: the files were read whole")
    }

    /// The reproduction: killed builds left hidden staging and previous folders behind for good, and a kill
    /// between the two renames of the swap left no output at all.
    func testWhatAKilledBuildLeftIsCleanedAndAMissingOutputIsPutBack() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let output = folder.appendingPathComponent("Output")
        let deadPID = "2147483646"
        for leftover in [".Output.staging-\(deadPID)", ".Output.hig-staging-\(deadPID)"] {
            try write("{}", to: folder.appendingPathComponent("\(leftover)/corpus.json"))
        }
        try HigProcess.run(["build", "seeds", "--output", output.path]).assertSuccess()
        XCTAssertEqual(try hidden(in: folder), [])

        try write("mine", to: output.appendingPathComponent("notes.txt"))
        try manager.moveItem(at: output, to: folder.appendingPathComponent(".Output.previous-\(deadPID)"))
        try HigProcess.run(["build", "seeds/001_3cef73f6a796ebe9.txt", "--output", output.path]).assertSuccess()
        XCTAssertEqual(try String(contentsOf: output.appendingPathComponent("notes.txt"), encoding: .utf8), "mine", "the previous output was put back, then rebuilt")
        XCTAssertFalse(manager.fileExists(atPath: output.appendingPathComponent("site/pages/sheets.html").path))
        XCTAssertEqual(try hidden(in: folder), [])
    }

    /// Builds killed at random moments: the output is always a whole build (old or new), never missing, and
    /// the next build leaves nothing hidden behind.
    func testAKillAtAnyMomentLeavesAWholeOutput() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let output = folder.appendingPathComponent("Output")
        try HigProcess.run(["build", "seeds", "--output", output.path]).assertSuccess()
        var generator = SystemRandomNumberGenerator()
        for round in 0..<12 {
            let process = Process()
            process.executableURL = HigProcess.executable
            process.arguments = ["build", round.isMultiple(of: 2) ? "seeds" : "seeds/001_3cef73f6a796ebe9.txt", "--output", output.path]
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32.random(in: 20_000...400_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let corpus = try Data(contentsOf: output.appendingPathComponent("corpus.json"))
            XCTAssertNotNil(try JSONSerialization.jsonObject(with: corpus), "round \(round)")
            XCTAssertTrue(manager.fileExists(atPath: output.appendingPathComponent(".hig-output.json").path), "round \(round)")
        }
        try HigProcess.run(["build", "seeds", "--output", output.path]).assertSuccess()
        XCTAssertEqual(try hidden(in: folder), [])
    }
}
