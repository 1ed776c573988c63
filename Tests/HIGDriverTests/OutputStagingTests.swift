import Foundation
import XCTest
@testable import HIGDriver
import HIGCorpus
import HIGEmit
import HIGTestSupport

/// The output added file by file as emitters make them: nothing shows until the commit, which replaces the output
/// in one step; a refused or failed output leaves the old one as it was.
final class OutputStagingTests: XCTestCase {
    private func folder() throws -> URL {
        let temporary = try TemporaryFolder(prefix: "staging")
        addTeardownBlock { temporary.remove() }
        return temporary.url.appendingPathComponent("out")
    }

    /// The file number of `path` in `output`: the same after a build that linked the file instead of rewriting it.
    private static func inode(_ output: URL, _ path: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: output.appendingPathComponent(path).path)[.systemFileNumber] as? Int) ?? -1
    }

    private func text(_ url: URL, _ path: String) -> String? {
        try? String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    func testFilesAddedFromManyThreadsAppearAtTheCommitWithASortedStamp() throws {
        let output = try folder()
        try OutputWriter(destination: output).write([OutputFile(path: "old.txt", contents: Data("old".utf8))])
        let staging = try OutputStaging(OutputWriter(destination: output))
        DispatchQueue.concurrentPerform(iterations: 40) { n in
            try! staging.add(OutputFile(path: "site/pages/\(n % 4)/\(n).html", contents: Data("page \(n)".utf8)))
        }
        XCTAssertEqual(text(output, "old.txt"), "old", "the old output stays until the commit")
        XCTAssertNil(text(output, "site/pages/1/1.html"))
        try staging.commit()
        XCTAssertNil(text(output, "old.txt"), "a file the new output does not have is gone")
        XCTAssertEqual(text(output, "site/pages/3/39.html"), "page 39")
        let stamp = try JSONDecoder().decode(OutputStamp.self, from: Data(contentsOf: output.appendingPathComponent(OutputStamp.fileName)))
        XCTAssertEqual(stamp.files.count, 40)
        XCTAssertEqual(stamp.files, stamp.files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }

    func testAPathAddedTwiceIsRefusedAndTheOldOutputStays() throws {
        let output = try folder()
        try OutputWriter(destination: output).write([OutputFile(path: "a.txt", contents: Data("old".utf8))])
        let staging = try OutputStaging(OutputWriter(destination: output))
        try staging.add(OutputFile(path: "a.txt", contents: Data("new".utf8)))
        XCTAssertThrowsError(try staging.add(OutputFile(path: "a.txt", contents: Data("again".utf8)))) {
            XCTAssertEqual("\($0)", "two outputs are written to a.txt")
        }
        XCTAssertThrowsError(try staging.add(OutputFile(path: "../escape.txt", contents: Data())))
        staging.abandon()
        XCTAssertEqual(text(output, "a.txt"), "old")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path), ["out"],
                       "no staging folder is left")
    }

    func testAFileLandingOnOneHigDidNotWriteIsRefusedAtTheCommit() throws {
        let output = try folder()
        try OutputWriter(destination: output).write([OutputFile(path: "a.txt", contents: Data("old".utf8))])
        try Data("mine".utf8).write(to: output.appendingPathComponent("notes.txt"))
        let staging = try OutputStaging(OutputWriter(destination: output))
        try staging.add(OutputFile(path: "notes.txt", contents: Data("hig's".utf8)))
        XCTAssertThrowsError(try staging.commit()) { XCTAssertTrue("\($0)".hasPrefix("refusing to replace notes.txt"), "\($0)") }
        staging.abandon()
        XCTAssertEqual(text(output, "notes.txt"), "mine")
        XCTAssertEqual(text(output, "a.txt"), "old")
    }

    func testAFileWrittenInPlaceIsLinkedWhenItsBytesAreTheLastBuildsAndKeptWhenNot() throws {
        let output = try folder()
        try OutputWriter(destination: output).write([OutputFile(path: "corpus.json", contents: Data("{}".utf8)),
                                                     OutputFile(path: "search.sqlite", contents: Data("old".utf8))])
        func inode(_ path: String) throws -> Int { try Self.inode(output, path) }
        let before = (try inode("corpus.json"), try inode("search.sqlite"))
        let staging = try OutputStaging(OutputWriter(destination: output))
        try staging.addWritten("corpus.json") { url in try ByteFile.create(url.path, with: Data("{}".utf8)) }
        try staging.addWritten("search.sqlite") { url in try ByteFile.create(url.path, with: Data("new".utf8)) }
        try staging.addWritten("rules.json") { url in try ByteFile.create(url.path, with: Data("[]".utf8)) }
        try staging.commit()
        XCTAssertEqual(try inode("corpus.json"), before.0, "the same bytes: the last build's file, linked")
        XCTAssertNotEqual(try inode("search.sqlite"), before.1)
        XCTAssertEqual(text(output, "search.sqlite"), "new")
        XCTAssertEqual(text(output, "rules.json"), "[]")
        let stamp = try JSONDecoder().decode(OutputStamp.self, from: Data(contentsOf: output.appendingPathComponent(OutputStamp.fileName)))
        XCTAssertEqual(stamp.files, ["corpus.json", "rules.json", "search.sqlite"], "no file left beside a linked one")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.appendingPathComponent("corpus.json.unchanged").path))
    }

    func testAnUnchangedFileIsLinkedNotRewritten() throws {
        let output = try folder()
        try OutputWriter(destination: output).write([OutputFile(path: "same.txt", contents: Data("same".utf8)),
                                                     OutputFile(path: "changed.txt", contents: Data("one".utf8))])
        func inode(_ path: String) throws -> Int { try Self.inode(output, path) }
        let before = (try inode("same.txt"), try inode("changed.txt"))
        let staging = try OutputStaging(OutputWriter(destination: output))
        try staging.add(OutputFile(path: "same.txt", contents: Data("same".utf8)))
        try staging.add(OutputFile(path: "changed.txt", contents: Data("two".utf8)))
        try staging.commit()
        XCTAssertEqual(try inode("same.txt"), before.0)
        XCTAssertNotEqual(try inode("changed.txt"), before.1)
        XCTAssertEqual(text(output, "changed.txt"), "two")
    }

    /// Files written into the output folder after the staging began (while emitters ran) are carried into the new
    /// output: the folder is listed again at the commit. Before, it was listed only when the build started.
    func testFilesWrittenIntoTheOutputDuringTheBuildAreKept() throws {
        let output = try folder()
        try OutputWriter(destination: output).write([OutputFile(path: "a.txt", contents: Data("old".utf8))])
        let staging = try OutputStaging(OutputWriter(destination: output))
        try staging.add(OutputFile(path: "a.txt", contents: Data("new".utf8)))
        try FileManager.default.createDirectory(at: output.appendingPathComponent(".git/objects"), withIntermediateDirectories: true)
        try Data("object".utf8).write(to: output.appendingPathComponent(".git/objects/ab"))
        try Data("mine".utf8).write(to: output.appendingPathComponent("notes.txt"))
        try staging.commit()
        XCTAssertEqual(text(output, "a.txt"), "new")
        XCTAssertEqual(text(output, ".git/objects/ab"), "object")
        XCTAssertEqual(text(output, "notes.txt"), "mine")
    }

    /// After the exchange, what changed in the old folder since its entries were carried is followed into the new
    /// one: a file added, a file replaced (git's lock-and-rename), a file removed; a file changed in the new output
    /// meanwhile wins.
    func testLateWritesFollowTheOldFolderIntoTheNew() throws {
        let root = try folder().deletingLastPathComponent()
        let old = root.appendingPathComponent("old"), new = root.appendingPathComponent("new")
        let manager = FileManager.default
        for folder in [old, new] { try manager.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true) }
        try Data(#"{"files":["corpus.json"],"generator":"hig"}"#.utf8).write(to: old.appendingPathComponent(OutputStamp.fileName))
        var carried: [String: LateWrites.Identity] = [:]
        for name in [".git/index", ".git/index.lock", "kept.txt", "theirs.txt"] {
            try Data("carried".utf8).write(to: old.appendingPathComponent(name))
            XCTAssertEqual(link(old.appendingPathComponent(name).path, new.appendingPathComponent(name).path), 0)
            carried[name] = LateWrites.Identity(new.appendingPathComponent(name).path)
        }
        try Data("hig's old".utf8).write(to: old.appendingPathComponent("corpus.json"))
        try Data("hig's new".utf8).write(to: new.appendingPathComponent("corpus.json"))
        // After the carry: a new file, a replaced one, a removed one; and one replaced in the new output.
        try Data("late".utf8).write(to: old.appendingPathComponent("late.txt"))
        try Data("replaced".utf8).write(to: old.appendingPathComponent("index.tmp"))
        XCTAssertEqual(rename(old.appendingPathComponent("index.tmp").path, old.appendingPathComponent(".git/index").path), 0)
        XCTAssertEqual(unlink(old.appendingPathComponent(".git/index.lock").path), 0)
        try manager.removeItem(at: new.appendingPathComponent("theirs.txt"))
        try Data("newer".utf8).write(to: new.appendingPathComponent("theirs.txt"))

        LateWrites.follow(from: old, into: new, stamp: OutputStamp(files: ["corpus.json"]), carried: carried)
        XCTAssertEqual(text(new, "late.txt"), "late")
        XCTAssertEqual(text(new, ".git/index"), "replaced")
        XCTAssertNil(text(new, ".git/index.lock"))
        XCTAssertEqual(text(new, "kept.txt"), "carried")
        XCTAssertEqual(text(new, "theirs.txt"), "newer")
        XCTAssertEqual(text(new, "corpus.json"), "hig's new", "hig's own files are never taken from the old output")
    }
}
