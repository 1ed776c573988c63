import Foundation
import XCTest
@testable import HIGDriver
import HIGCorpus
import HIGEmit

/// A whole output commit (`OutputWriter.write`: staging, carrying what hig did not write, the stamp, the exchange,
/// late writes, the cleaning of leftovers) run on `InMemoryFileSystem`: a first build, a replace that keeps the user's
/// files, a refusal, every call of the commit failed in turn, the two-rename fallback, and writes into the output
/// while it is committed.
final class InMemoryCommitTests: XCTestCase {
    private let output = "/work/out"
    private var writerOutput: URL { URL(fileURLWithPath: output) }

    private func file(_ path: String, _ text: String) -> OutputFile {
        OutputFile(path: path, contents: Data(text.utf8))
    }

    /// A file system with `/work`, and one holding a hig output: `same.txt` and `old.txt` written by hig, and the
    /// user's `CNAME`, `.git/HEAD` in a 0700 folder and a symbolic link `latest` → `same.txt`.
    private func fileSystemWithOutput() throws -> InMemoryFileSystem {
        let fileSystem = InMemoryFileSystem()
        try fileSystem.makeFolder(atPath: "/work")
        try OutputWriter(destination: writerOutput, fileSystem: fileSystem).write([file("same.txt", "same"), file("old.txt", "old")])
        try fileSystem.write(Array("example.org".utf8), to: output + "/CNAME", atomically: true)
        try fileSystem.makeFolder(atPath: output + "/.git")
        try fileSystem.write(Array("ref: main".utf8), to: output + "/.git/HEAD", atomically: true)
        try fileSystem.setPermissions(0o700, atPath: output + "/.git")
        try fileSystem.makeSymbolicLink(atPath: output + "/latest", to: "same.txt")
        return fileSystem
    }

    /// What `folder` holds, relative path → `file <bytes>`, `folder <mode>` or `link <destination>`.
    private func tree(_ fileSystem: InMemoryFileSystem, _ folder: String) -> [String: String] {
        var found: [String: String] = [:]
        var pending = [""]
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? folder : folder + "/" + relative
            for name in (try? fileSystem.contentsOfFolder(atPath: path)) ?? [] {
                let child = relative.isEmpty ? name : relative + "/" + name
                guard let status = try? fileSystem.entryStatus(atPath: path + "/" + name) else { continue }
                if status.isFolder {
                    found[child] = "folder \(String(status.permissions, radix: 8))"
                    pending.append(child)
                } else if status.isSymbolicLink {
                    found[child] = "link " + ((try? fileSystem.destinationOfSymbolicLink(atPath: path + "/" + name)) ?? "?")
                } else {
                    found[child] = "file " + String(decoding: fileSystem.contents(atPath: path + "/" + name) ?? [], as: UTF8.self)
                }
            }
        }
        return found
    }

    /// What a build left beside the output: staging and previous folders.
    private func leftovers(_ fileSystem: InMemoryFileSystem) -> [String] {
        ((try? fileSystem.contentsOfFolder(atPath: "/work")) ?? []).filter { $0.hasPrefix(".out.") }.sorted()
    }

    private func stamp(_ fileSystem: InMemoryFileSystem) throws -> [String] {
        try JSONDecoder().decode(OutputStamp.self, from: Data(XCTUnwrap(fileSystem.contents(atPath: output + "/" + OutputStamp.fileName)))).files
    }

    func testAFirstBuildIntoAnAbsentFolderWritesItsFilesAndStampAndLeavesNothingBeside() throws {
        let fileSystem = InMemoryFileSystem()
        try fileSystem.makeFolder(atPath: "/work")
        try OutputWriter(destination: writerOutput, fileSystem: fileSystem).write([file("corpus.json", "{}"), file("site/index.html", "<p>")])
        var state = tree(fileSystem, output)
        XCTAssertNotNil(state.removeValue(forKey: OutputStamp.fileName))
        XCTAssertEqual(state, ["corpus.json": "file {}", "site": "folder 755", "site/index.html": "file <p>"])
        XCTAssertEqual(try stamp(fileSystem), ["corpus.json", "site/index.html"])
        XCTAssertEqual(leftovers(fileSystem), [])
    }

    func testAReplaceRemovesOldFilesLinksUnchangedOnesAndKeepsTheUsersFilesAsTheyWere() throws {
        let fileSystem = try fileSystemWithOutput()
        let sameInode = fileSystem.status(atPath: output + "/same.txt", followingLinks: false)?.inode
        let cnameInode = fileSystem.status(atPath: output + "/CNAME", followingLinks: false)?.inode
        try OutputWriter(destination: writerOutput, fileSystem: fileSystem).write([file("same.txt", "same"), file("new.txt", "new")])
        var state = tree(fileSystem, output)
        XCTAssertNotNil(state.removeValue(forKey: OutputStamp.fileName))
        XCTAssertEqual(state, ["same.txt": "file same", "new.txt": "file new", "CNAME": "file example.org", ".git": "folder 700",
                               ".git/HEAD": "file ref: main", "latest": "link same.txt"], "old.txt is gone, the user's entries kept with their kind and mode")
        XCTAssertEqual(try stamp(fileSystem), ["new.txt", "same.txt"], "in byte order")
        XCTAssertEqual(fileSystem.status(atPath: output + "/same.txt", followingLinks: false)?.inode, sameInode, "unchanged: linked, not written")
        XCTAssertEqual(fileSystem.status(atPath: output + "/CNAME", followingLinks: false)?.inode, cnameInode, "the user's file carried, not copied")
        XCTAssertEqual(leftovers(fileSystem), [])
    }

    func testAFileLandingOnOneTheUserWroteIsRefusedAndNothingChanges() throws {
        let fileSystem = try fileSystemWithOutput()
        let before = tree(fileSystem, output)
        XCTAssertThrowsError(try OutputWriter(destination: writerOutput, fileSystem: fileSystem).write([file("CNAME", "hig's")])) { error in
            XCTAssertTrue("\(error)".contains("refusing to replace CNAME"), "\(error)")
        }
        XCTAssertEqual(tree(fileSystem, output), before)
        XCTAssertEqual(leftovers(fileSystem), [])
    }

    /// Every call the commit makes fails in turn, with and without an exchange: the output is then the old one or the
    /// new one, whole, and the next build leaves the new output and nothing beside it.
    func testAFailureAtAnyCallLeavesTheOldOutputOrTheNewOneWholeAndTheNextBuildCleansUp() throws {
        for exchanges in [true, false] {
            let calls = try recordedCalls(exchanges: exchanges)
            XCTAssertGreaterThan(calls.count, 20)
            let old = tree(try fileSystemWithOutput(), output)
            let new = try committedTree(exchanges: exchanges)
            for failing in calls.indices {
                let fileSystem = try fileSystemWithOutput()
                fileSystem.exchanges = exchanges
                var count = 0
                fileSystem.intercept = { call, path in
                    defer { count += 1 }
                    if count == failing { throw FileSystemFailure(call.rawValue, path, code: EIO) }
                }
                let failed = (try? writeNewOutput(fileSystem)) == nil
                fileSystem.intercept = nil
                let state = tree(fileSystem, output)
                let context = "exchanges \(exchanges), call \(failing) \(calls[failing])"
                XCTAssertTrue(state == old || state == new, "\(context): neither the old output nor the new\n\(state)")
                if failed { XCTAssertEqual(state, old, "\(context): a failed commit changed the output") }
                try writeNewOutput(fileSystem)
                XCTAssertEqual(tree(fileSystem, output), new, context)
                XCTAssertEqual(leftovers(fileSystem), [], context)
            }
        }
    }

    private func writeNewOutput(_ fileSystem: InMemoryFileSystem) throws {
        try OutputWriter(destination: writerOutput, fileSystem: fileSystem).write([file("same.txt", "same"), file("new.txt", "new"), file("site/a.html", "a")])
    }

    private func recordedCalls(exchanges: Bool) throws -> [String] {
        let fileSystem = try fileSystemWithOutput()
        fileSystem.exchanges = exchanges
        var calls: [String] = []
        fileSystem.intercept = { call, path in calls.append("\(call) \(path)") }
        try writeNewOutput(fileSystem)
        return calls
    }

    private func committedTree(exchanges: Bool) throws -> [String: String] {
        let fileSystem = try fileSystemWithOutput()
        fileSystem.exchanges = exchanges
        try writeNewOutput(fileSystem)
        return tree(fileSystem, output)
    }

    func testWithoutAnExchangeTheOutputIsReplacedByTwoRenames() throws {
        let fileSystem = try fileSystemWithOutput()
        fileSystem.exchanges = false
        var renamed: [String] = []
        fileSystem.intercept = { call, path in if call == .rename { renamed.append(path) } }
        try writeNewOutput(fileSystem)
        XCTAssertEqual(renamed.prefix(2), [output, "/work/.out.hig-staging-\(getpid())"], "the old output aside, then the new in place")
        XCTAssertEqual(fileSystem.contents(atPath: output + "/new.txt"), Array("new".utf8))
        XCTAssertEqual(fileSystem.contents(atPath: output + "/CNAME"), Array("example.org".utf8))
        XCTAssertEqual(leftovers(fileSystem), [])
    }

    func testWhatAKilledBuildLeftIsCleanedAndAMissingOutputIsPutBackBeforeItIsReplaced() throws {
        let fileSystem = try fileSystemWithOutput()
        let dead = Int32.max - 1
        try fileSystem.rename(output, to: "/work/.out.hig-previous-\(dead)")
        try fileSystem.makeFolder(atPath: "/work/.out.hig-staging-\(dead)/site")
        try fileSystem.makeFolder(atPath: "/work/.out.staging-\(dead)")
        try writeNewOutput(fileSystem)
        XCTAssertEqual(fileSystem.contents(atPath: output + "/CNAME"), Array("example.org".utf8), "the previous output was put back, its user files kept")
        XCTAssertNil(fileSystem.contents(atPath: output + "/old.txt"))
        XCTAssertEqual(leftovers(fileSystem), [])
    }

    /// Writes into the old output between its listing and the exchange (a file added, one replaced, one removed), and
    /// into the old folder after the exchange (a program whose working folder it is), all reach the new output.
    func testWritesIntoTheOutputDuringTheCommitReachTheNewOutput() throws {
        let fileSystem = try fileSystemWithOutput()
        try fileSystem.write(Array("lock".utf8), to: output + "/.git/index.lock", atomically: true)
        let staging = "/work/.out.hig-staging-\(getpid())"
        var exchanged = false, wroteAfter = false
        fileSystem.intercept = { call, path in
            if call == .exchange, !exchanged {
                exchanged = true
                try fileSystem.write(Array("late".utf8), to: self.output + "/late.txt", atomically: true)
                try fileSystem.write(Array("ref: work".utf8), to: self.output + "/.git/HEAD", atomically: true)
                try fileSystem.remove(atPath: self.output + "/.git/index.lock")
            } else if call == .list, exchanged, !wroteAfter, path == staging {
                wroteAfter = true
                try fileSystem.write(Array("after".utf8), to: staging + "/.git/after", atomically: true)
            }
        }
        try writeNewOutput(fileSystem)
        fileSystem.intercept = nil
        XCTAssertTrue(wroteAfter)
        XCTAssertEqual(fileSystem.contents(atPath: output + "/late.txt"), Array("late".utf8), "added before the exchange")
        XCTAssertEqual(fileSystem.contents(atPath: output + "/.git/HEAD"), Array("ref: work".utf8), "replaced before the exchange")
        XCTAssertFalse(fileSystem.exists(atPath: output + "/.git/index.lock"), "removed before the exchange")
        XCTAssertEqual(fileSystem.contents(atPath: output + "/.git/after"), Array("after".utf8), "written into the old folder after it")
        XCTAssertEqual(leftovers(fileSystem), [])
    }

    func testImportReplacesItsFilesThroughSymbolicLinksAndRestoresThemWhenARenameFails() throws {
        let fileSystem = InMemoryFileSystem()
        try fileSystem.makeFolder(atPath: "/src")
        try fileSystem.createExclusively(Array("a".utf8), atPath: "/src/a.md", permissions: 0o640, owner: 0, group: 0)
        try fileSystem.write(Array("b".utf8), to: "/src/b.md", atomically: true)
        try fileSystem.makeSymbolicLink(atPath: "/src/link.md", to: "b.md")
        let replacer = FileSetReplacer(fileSystem: fileSystem)
        try replacer.replace([.init(path: "/src/a.md", original: Array("a".utf8), contents: Array("A".utf8)),
                              .init(path: "/src/link.md", original: Array("b".utf8), contents: Array("B".utf8))])
        XCTAssertEqual(fileSystem.contents(atPath: "/src/a.md"), Array("A".utf8))
        XCTAssertEqual(fileSystem.status(atPath: "/src/a.md", followingLinks: false)?.permissions, 0o640, "the mode kept")
        XCTAssertEqual(try fileSystem.destinationOfSymbolicLink(atPath: "/src/link.md"), "b.md", "a link stays a link")
        XCTAssertEqual(fileSystem.contents(atPath: "/src/b.md"), Array("B".utf8))

        var renames = 0
        fileSystem.intercept = { call, path in
            if call == .rename { renames += 1; if renames == 2 { throw FileSystemFailure("rename", path, code: EIO) } }
        }
        XCTAssertThrowsError(try replacer.replace([.init(path: "/src/a.md", original: Array("A".utf8), contents: Array("1".utf8)),
                                                   .init(path: "/src/b.md", original: Array("B".utf8), contents: Array("2".utf8))])) { error in
            XCTAssertTrue("\(error)".contains("the files already replaced were restored"), "\(error)")
        }
        fileSystem.intercept = nil
        XCTAssertEqual(fileSystem.contents(atPath: "/src/a.md"), Array("A".utf8))
        XCTAssertEqual(fileSystem.contents(atPath: "/src/b.md"), Array("B".utf8))
        XCTAssertEqual(fileSystem.filePaths, ["/src/a.md", "/src/b.md"], "no temporary file left")
    }
}
