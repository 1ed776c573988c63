import Foundation
import XCTest
@testable import HIGCompiler
@testable import HIGDriver
import HIGCorpus
import HIGEmit

/// The build's store, its record of the last build and the output writer's links of unchanged files, run on
/// `InMemoryFileSystem`: what each keeps, when it discards it, and that a file system refusing writes costs a later
/// build the work and never a wrong result.
final class InMemoryStoreTests: XCTestCase {
    private let folder = "/work/.out.hig-cache"

    private enum Words: StoredKind {
        static let header = "hig-test-words 1\n"
        static func encode(_ value: [String]) -> [UInt8] { Array(value.joined(separator: "\n").utf8) }
        static func decode(_ bytes: ArraySlice<UInt8>) throws -> [String] { String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init) }
    }

    func testAKeptResultComesBackInTheNextBuildAndUnusedOnesArePruned() throws {
        let fileSystem = InMemoryFileSystem()
        let (first, note) = BuildCache.open(folder: folder, salt: "hig A", keepsInMemory: false, fileSystem: fileSystem)
        XCTAssertNil(note)
        XCTAssertEqual(fileSystem.contents(atPath: folder + "/VERSION"), Array("hig A".utf8))
        let kept = first.key(Words.self) { $0.string("page one") }
        let dropped = first.key(Words.self) { $0.string("page two") }
        XCTAssertEqual(first.result(kept, Words.self) { ["alpha", "beta"] }, ["alpha", "beta"])
        first.keep(dropped, ["gamma"], Words.self)
        XCTAssertEqual(fileSystem.filePaths, [folder + "/VERSION", folder + "/entries.pack"])

        let (second, _) = BuildCache.open(folder: folder, salt: "hig A", keepsInMemory: false, fileSystem: fileSystem)
        second.startBuild()
        XCTAssertEqual(second.result(kept, Words.self) { XCTFail("made again though kept"); return [] }, ["alpha", "beta"])
        second.prune()
        XCTAssertEqual(fileSystem.filePaths, [folder + "/VERSION", folder + "/entries.index", folder + "/entries.pack"])
        XCTAssertNil(second.damageNote)

        let (third, _) = BuildCache.open(folder: folder, salt: "hig A", keepsInMemory: false, fileSystem: fileSystem)
        XCTAssertNil(third.value(dropped, Words.self), "an entry the last build did not use is gone")
        XCTAssertEqual(third.value(kept, Words.self), ["alpha", "beta"])
    }

    func testADamagedEntryIsMadeAgainWithANote() throws {
        let fileSystem = InMemoryFileSystem()
        let (cache, _) = BuildCache.open(folder: folder, salt: "hig A", keepsInMemory: false, fileSystem: fileSystem)
        let key = cache.key(Words.self) { $0.string("page") }
        cache.keep(key, ["alpha"], Words.self)
        let path = folder + "/entries.pack"
        var bytes = try XCTUnwrap(fileSystem.contents(atPath: path))
        bytes[bytes.count - 1] ^= 0xFF
        try fileSystem.write(bytes, to: path, atomically: false)
        let (reopened, _) = BuildCache.open(folder: folder, salt: "hig A", keepsInMemory: false, fileSystem: fileSystem)
        XCTAssertEqual(reopened.result(key, Words.self) { ["made again"] }, ["made again"])
        XCTAssertEqual(reopened.damageNote?.id, "hig.cache.damaged")
    }

    func testTheStoreOfAnotherHigIsDiscardedWithANote() throws {
        let fileSystem = InMemoryFileSystem()
        let (cache, _) = BuildCache.open(folder: folder, salt: "hig A", keepsInMemory: false, fileSystem: fileSystem)
        cache.keep(cache.key(Words.self) { $0.string("page") }, ["alpha"], Words.self)
        let (other, note) = BuildCache.open(folder: folder, salt: "hig B", keepsInMemory: false, fileSystem: fileSystem)
        XCTAssertEqual(note?.id, "hig.cache.discarded")
        XCTAssertEqual(fileSystem.filePaths, [folder + "/VERSION"], "hig A's entries are gone")
        XCTAssertEqual(fileSystem.contents(atPath: folder + "/VERSION"), Array("hig B".utf8))
        XCTAssertNil(other.value(other.key(Words.self) { $0.string("page") }, Words.self))
    }

    func testAStoreThatCannotBeWrittenOnlyCostsTheWork() throws {
        let fileSystem = InMemoryFileSystem()
        fileSystem.refusesWrites = true
        let (cache, _) = BuildCache.open(folder: folder, salt: "hig A", keepsInMemory: false, fileSystem: fileSystem)
        let key = cache.key(Words.self) { $0.string("page") }
        XCTAssertEqual(cache.result(key, Words.self) { ["alpha"] }, ["alpha"])
        XCTAssertEqual(cache.result(key, Words.self) { ["made again"] }, ["made again"], "nothing was kept, so it is made again")
        XCTAssertTrue(fileSystem.filePaths.isEmpty)
    }

    func testTheLastBuildIsIntactUntilOneOfItsFilesChanges() throws {
        let fileSystem = InMemoryFileSystem()
        let output = "/work/out"
        try fileSystem.makeFolder(atPath: output)
        try fileSystem.makeFolder(atPath: BuildCache.folder(for: output).path)
        try fileSystem.write(Array("{}".utf8), to: output + "/corpus.json", atomically: true)
        try fileSystem.write(Array(try JSONEncoder().encode(OutputStamp(files: ["corpus.json"]))), to: output + "/" + OutputStamp.fileName, atomically: true)
        LastBuild.record(fingerprint: "inputs", diagnostics: [], clusters: [], summary: BuildSummary(refusedAfter: 0), output: output, fileSystem: fileSystem)
        let last = try XCTUnwrap(LastBuild.load(for: output, fileSystem: fileSystem))
        XCTAssertEqual(last.fingerprint, "inputs")
        XCTAssertEqual(Set(last.files.keys), ["corpus.json", OutputStamp.fileName])
        XCTAssertTrue(last.outputIsIntact(output, fileSystem: fileSystem))
        // Rewritten with the same bytes in place: a new modification time is a change.
        try fileSystem.write(Array("{}".utf8), to: output + "/corpus.json", atomically: false)
        XCTAssertFalse(last.outputIsIntact(output, fileSystem: fileSystem))
        LastBuild.forget(for: output, fileSystem: fileSystem)
        XCTAssertNil(LastBuild.load(for: output, fileSystem: fileSystem))
    }

    func testAnUnchangedOutputFileIsLinkedFromTheLastBuildAndAChangedOneIsNot() throws {
        let fileSystem = InMemoryFileSystem()
        let writer = OutputWriter(destination: URL(fileURLWithPath: "/work/out"), fileSystem: fileSystem)
        let old = URL(fileURLWithPath: "/work/out"), staging = URL(fileURLWithPath: "/work/staging")
        try fileSystem.makeFolder(atPath: old.path)
        try fileSystem.makeFolder(atPath: staging.path)
        try fileSystem.write(Array("same".utf8), to: "/work/out/same.txt", atomically: true)
        try fileSystem.write(Array("old".utf8), to: "/work/out/changed.txt", atomically: true)
        XCTAssertTrue(writer.keepUnchanged(OutputFile(path: "same.txt", contents: Data("same".utf8)), from: old, at: staging.appendingPathComponent("same.txt")))
        XCTAssertEqual(fileSystem.status(atPath: "/work/staging/same.txt", followingLinks: false)?.inode,
                       fileSystem.status(atPath: "/work/out/same.txt", followingLinks: false)?.inode, "linked, not written")
        XCTAssertFalse(writer.keepUnchanged(OutputFile(path: "changed.txt", contents: Data("new".utf8)), from: old, at: staging.appendingPathComponent("changed.txt")))
        XCTAssertFalse(writer.keepUnchanged(OutputFile(path: "new.txt", contents: Data("new".utf8)), from: old, at: staging.appendingPathComponent("new.txt")))
        XCTAssertNil(fileSystem.contents(atPath: "/work/staging/changed.txt"))

        // A file written in place (a database) is replaced by a link when its bytes are the last build's, else kept.
        try fileSystem.write(Array("same".utf8), to: "/work/staging/db", atomically: true)
        try fileSystem.write(Array("same".utf8), to: "/work/out/db", atomically: true)
        writer.keepUnchanged(writtenAt: staging.appendingPathComponent("db"), path: "db", from: old)
        XCTAssertEqual(fileSystem.status(atPath: "/work/staging/db", followingLinks: false)?.inode, fileSystem.status(atPath: "/work/out/db", followingLinks: false)?.inode)
        try fileSystem.write(Array("newer".utf8), to: "/work/staging/db2", atomically: true)
        try fileSystem.write(Array("older".utf8), to: "/work/out/db2", atomically: true)
        writer.keepUnchanged(writtenAt: staging.appendingPathComponent("db2"), path: "db2", from: old)
        XCTAssertEqual(fileSystem.contents(atPath: "/work/staging/db2"), Array("newer".utf8))
        XCTAssertFalse(fileSystem.filePaths.contains { $0.hasSuffix(".unchanged") })
    }

    func testALinkTheFileSystemRefusesLeavesTheWrittenFile() throws {
        let fileSystem = InMemoryFileSystem()
        let writer = OutputWriter(destination: URL(fileURLWithPath: "/work/out"), fileSystem: fileSystem)
        try fileSystem.makeFolder(atPath: "/work/out")
        try fileSystem.makeFolder(atPath: "/work/staging")
        try fileSystem.write(Array("same".utf8), to: "/work/out/db", atomically: true)
        try fileSystem.write(Array("same".utf8), to: "/work/staging/db", atomically: true)
        fileSystem.refusesWrites = true
        XCTAssertFalse(writer.keepUnchanged(OutputFile(path: "db", contents: Data("same".utf8)), from: URL(fileURLWithPath: "/work/out"),
                                            at: URL(fileURLWithPath: "/work/staging/other")))
        writer.keepUnchanged(writtenAt: URL(fileURLWithPath: "/work/staging/db"), path: "db", from: URL(fileURLWithPath: "/work/out"))
        XCTAssertEqual(fileSystem.contents(atPath: "/work/staging/db"), Array("same".utf8))
        XCTAssertNotEqual(fileSystem.status(atPath: "/work/staging/db", followingLinks: false)?.inode,
                          fileSystem.status(atPath: "/work/out/db", followingLinks: false)?.inode)
    }
}
