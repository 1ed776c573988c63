import Foundation
import XCTest
@testable import HIGDriver
import HIGText

/// The store's pack: every saved entry comes back under its key after the store is opened again, the entries a
/// build did not use are gone after its prune, and a build killed while appending costs only its torn record.
final class EntryPackTests: XCTestCase {
    private let folder = "/work/.out.hig-cache"
    private var packPath: String { folder + "/" + EntryPack.packName }

    private func entry(_ name: String) -> [UInt8] { Self.entry(name) }
    private static func entry(_ name: String) -> [UInt8] { Array("entry of \(name), ".utf8) + Array(repeating: UInt8(name.utf8.count), count: 40) }

    func testEntriesComeBackAfterTheStoreIsOpenedAgain() {
        let fileSystem = InMemoryFileSystem()
        let pack = EntryPack(folder, fileSystem: fileSystem)
        for name in ["a", "bb", "ccc"] { pack.save(name, entry(name)) }
        XCTAssertEqual(pack.load("bb"), entry("bb"))
        let reopened = EntryPack(folder, fileSystem: fileSystem)
        for name in ["a", "bb", "ccc"] { XCTAssertEqual(reopened.load(name), entry(name), name) }
        XCTAssertNil(reopened.load("dddd"))
        XCTAssertEqual(fileSystem.filePaths, [packPath], "one file, no index before a build ends")
    }

    func testAnEntrySavedAgainIsReadInItsLatestForm() {
        let fileSystem = InMemoryFileSystem()
        let pack = EntryPack(folder, fileSystem: fileSystem)
        pack.save("a", entry("old"))
        pack.save("a", entry("new"))
        XCTAssertEqual(EntryPack(folder, fileSystem: fileSystem).load("a"), entry("new"))
    }

    func testUnusedEntriesAreGoneAfterThePruneAndThePackShrinksWhenTheyOutweighTheUsed() throws {
        let fileSystem = InMemoryFileSystem()
        let names = (0..<10).map { "entry-\($0)" }
        let pack = EntryPack(folder, fileSystem: fileSystem)
        for name in names { pack.save(name, entry(name)) }
        let full = try XCTUnwrap(fileSystem.contents(atPath: packPath)).count

        pack.removeAll(except: Set(names.dropLast()))
        XCTAssertEqual(fileSystem.contents(atPath: packPath)?.count, full, "one unused record of ten is left where it is")
        XCTAssertNil(EntryPack(folder, fileSystem: fileSystem).load(names[9]), "but the index no longer lists it")

        pack.removeAll(except: [names[0], names[1]])
        XCTAssertEqual(fileSystem.contents(atPath: packPath)?.count, full / 5, "eight unused records of ten are rewritten away")
        let reopened = EntryPack(folder, fileSystem: fileSystem)
        XCTAssertEqual(reopened.load(names[0]), entry(names[0]))
        XCTAssertEqual(reopened.load(names[1]), entry(names[1]))
        for name in names.dropFirst(2) { XCTAssertNil(reopened.load(name), name) }
        XCTAssertFalse(fileSystem.filePaths.contains { $0.hasSuffix(".new") })
    }

    func testEntriesOfABuildThatDidNotFinishAreFoundAfterTheIndex() {
        let fileSystem = InMemoryFileSystem()
        let first = EntryPack(folder, fileSystem: fileSystem)
        first.save("kept", entry("kept"))
        first.removeAll(except: ["kept"])
        let killed = EntryPack(folder, fileSystem: fileSystem)
        killed.save("later", entry("later"))
        let next = EntryPack(folder, fileSystem: fileSystem)
        XCTAssertEqual(next.load("kept"), entry("kept"))
        XCTAssertEqual(next.load("later"), entry("later"))
    }

    func testATornLastRecordCostsOnlyItselfAndIsRewrittenAwayAtThePrune() throws {
        let fileSystem = InMemoryFileSystem()
        let pack = EntryPack(folder, fileSystem: fileSystem)
        for name in ["a", "b"] { pack.save(name, entry(name)) }
        let bytes = try XCTUnwrap(fileSystem.contents(atPath: packPath))
        for cut in [3, PackRecord.headerSize + 2, bytes.count / 2 - 1] {
            try fileSystem.write(Array(bytes.dropLast(cut)), to: packPath, atomically: false)
            let reopened = EntryPack(folder, fileSystem: fileSystem)
            XCTAssertEqual(reopened.load("a"), entry("a"), "cut \(cut)")
            XCTAssertNil(reopened.load("b"), "cut \(cut)")
        }
        let reopened = EntryPack(folder, fileSystem: fileSystem)
        reopened.save("c", entry("c"))
        XCTAssertEqual(reopened.load("c"), entry("c"), "appended after the torn record")
        reopened.removeAll(except: ["a", "c"])
        let rewritten = EntryPack(folder, fileSystem: fileSystem)
        XCTAssertEqual(rewritten.load("a"), entry("a"))
        XCTAssertEqual(rewritten.load("c"), entry("c"))
        XCTAssertEqual(fileSystem.contents(atPath: packPath)?.count,
                       PackRecord.make(key: Array("a".utf8), entry: entry("a")).count + PackRecord.make(key: Array("c".utf8), entry: entry("c")).count)
    }

    func testADamagedIndexIsNotTrustedAndThePackIsReadWhole() throws {
        let fileSystem = InMemoryFileSystem()
        let pack = EntryPack(folder, fileSystem: fileSystem)
        pack.save("a", entry("a"))
        pack.removeAll(except: ["a"])
        let indexPath = folder + "/" + EntryPack.indexName
        var index = try XCTUnwrap(fileSystem.contents(atPath: indexPath))
        index[index.count - 1] ^= 0xFF
        try fileSystem.write(index, to: indexPath, atomically: false)
        XCTAssertEqual(EntryPack(folder, fileSystem: fileSystem).load("a"), entry("a"))
    }

    func testARecordIsReadOnlyForTheKeyItNames() throws {
        let fileSystem = InMemoryFileSystem()
        let pack = EntryPack(folder, fileSystem: fileSystem)
        pack.save("a", entry("a"))
        pack.removeAll(except: ["a"])
        // Another file moved in under the pack's name with a record at the same place: the index is of another pack.
        try fileSystem.write(PackRecord.make(key: Array("b".utf8), entry: entry("a")), to: packPath, atomically: true)
        let reopened = EntryPack(folder, fileSystem: fileSystem)
        XCTAssertNil(reopened.load("a"))
        XCTAssertEqual(reopened.load("b"), entry("a"))
    }

    func testEntriesSavedFromManyThreadsAllComeBack() {
        let fileSystem = InMemoryFileSystem()
        let pack = EntryPack(folder, fileSystem: fileSystem)
        let names = (0..<300).map { "entry-\($0)" }
        _ = ConcurrentMap.map(names) { name in pack.save(name, Self.entry(name)) }
        let reopened = EntryPack(folder, fileSystem: fileSystem)
        XCTAssertEqual(names.filter { reopened.load($0) != entry($0) }, [])
    }

    func testThePackOnDiskKeepsItsEntriesAndStopsAtATornRecord() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("EntryPackTests-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pack = EntryPack(folder)
        for name in ["a", "b", "c"] { pack.save(name, entry(name)) }
        pack.removeAll(except: ["a", "b", "c"])
        pack.save("d", entry("d"))
        let path = folder + "/" + EntryPack.packName
        let handle = try XCTUnwrap(FileHandle(forUpdatingAtPath: path))
        try handle.truncate(atOffset: try handle.seekToEnd() - 1)
        try handle.close()
        let reopened = EntryPack(folder)
        for name in ["a", "b", "c"] { XCTAssertEqual(reopened.load(name), entry(name), name) }
        XCTAssertNil(reopened.load("d"))
    }
}

extension EntryPackTests {
    func testALargeEntryIsAFileOfItsOwnReplacedWhenSavedAgainAndRemovedWhenUnused() throws {
        let fileSystem = InMemoryFileSystem()
        let pack = EntryPack(folder, fileSystem: fileSystem)
        let large = [UInt8](repeating: 7, count: EntryPack.largeEntryBytes)
        let largePath = folder + "/" + EntryPack.largeFolderName + "/index"
        pack.save("small", Self.entry("small"))
        pack.save("index", prefix: [1, 2], payload: large)
        pack.save("index", prefix: [3, 4], payload: large)
        XCTAssertEqual(fileSystem.contents(atPath: largePath), [3, 4] + large, "saved again in place of the old")
        XCTAssertEqual(fileSystem.contents(atPath: packPath)?.count, PackRecord.make(key: Array("small".utf8), entry: Self.entry("small")).count,
                       "the pack holds the small entry alone")
        let reopened = EntryPack(folder, fileSystem: fileSystem)
        XCTAssertEqual(reopened.load("index"), [3, 4] + large)
        XCTAssertEqual(reopened.load("small"), Self.entry("small"))

        reopened.save("index", Self.entry("now small"))
        XCTAssertNil(fileSystem.contents(atPath: largePath), "a large entry saved small again leaves its file")
        XCTAssertEqual(reopened.load("index"), Self.entry("now small"))
        reopened.save("other", prefix: [], payload: large)
        reopened.removeAll(except: ["small"])
        XCTAssertEqual(fileSystem.filePaths.filter { $0.contains("/" + EntryPack.largeFolderName + "/") }, [], "an unused large entry is removed")
        XCTAssertNil(EntryPack(folder, fileSystem: fileSystem).load("other"))
    }
}
