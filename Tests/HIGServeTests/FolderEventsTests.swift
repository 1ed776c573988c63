import Foundation
import HIGTestSupport
import XCTest
@testable import HIGServe

/// The kernel's folder events wake the watcher: a save is seen without waiting for the watcher's interval, in
/// folders found after it started and in a folder removed and made again.
final class FolderEventsTests: XCTestCase {
    private var temporary: TemporaryFolder!
    private var folder: URL { temporary.url }

    override func setUpWithError() throws {
        temporary = try TemporaryFolder(prefix: "hig-events")
        try temporary.write("a.md", "Use a sheet.\n")
    }

    override func tearDownWithError() throws {
        temporary?.remove()
    }

    private func events() throws -> FolderEvents {
        #if os(Linux)
        return try XCTUnwrap(FolderEvents.make(), "inotify did not start")
        #else
        throw XCTSkip("folder events are inotify's (Linux)")
        #endif
    }

    func testAWriteInAWatchedFolderWakes() throws {
        let events = try events()
        events.watch([folder.path])
        XCTAssertFalse(events.wait(seconds: 0), "nothing changed yet")
        try temporary.write("a.md", "Use a sheet, always.\n")
        XCTAssertTrue(events.wait(seconds: 30))
        XCTAssertFalse(events.wait(seconds: 0), "the events were read")
    }

    func testAnUnwatchedFolderDoesNotWake() throws {
        let events = try events()
        try temporary.write("other/b.md", "Avoid scrolling.\n")
        events.watch([folder.path])
        _ = events.wait(seconds: 0)
        try temporary.write("other/b.md", "Avoid scrolling, mostly.\n")
        XCTAssertFalse(events.wait(seconds: 0.2))
    }

    func testAFolderMadeAgainIsWatchedAgain() throws {
        let events = try events()
        let inner = folder.appendingPathComponent("inner").path
        try temporary.write("inner/c.md", "Inner.\n")
        events.watch([inner])
        try FileManager.default.removeItem(atPath: inner)
        XCTAssertTrue(events.wait(seconds: 30), "the removal")
        try temporary.write("inner/c.md", "Inner again.\n")
        events.watch([inner])
        _ = events.wait(seconds: 0)
        try temporary.write("inner/c.md", "Inner, edited.\n")
        XCTAssertTrue(events.wait(seconds: 30), "the new folder's watch")
    }

    /// With an interval of an hour, only an event can make the watcher look: a folder moved in after the watcher
    /// started is seen, then an edit inside it, well before the test gives up.
    func testTheWatcherLooksWhenAFolderReportsAChange() throws {
        _ = try events()
        var watcher = SourceWatcher(sources: [folder.path], interval: 3600, intervalWithEvents: 3600, settle: 0.02)
        // Made aside and moved in whole, so the one event of the move finds the file there.
        try temporary.write(".aside/new/d.md", "New page.\n")
        XCTAssertEqual(rename(folder.path + "/.aside/new", folder.path + "/new"), 0)
        let giveUp = Date(timeIntervalSinceNow: 60)
        XCTAssertEqual(watcher.nextChanges(shouldStop: { Date() > giveUp }), [folder.path + "/new/d.md"])
        try temporary.write("new/d.md", "New page, edited.\n")
        XCTAssertEqual(watcher.nextChanges(shouldStop: { Date() > giveUp }), [folder.path + "/new/d.md"])
    }

    func testTheSnapshotNamesEveryWalkedFolder() throws {
        try temporary.write("x/y/e.md", "Deep.\n")
        let snapshot = FileTreeSnapshot.take(sources: [folder.path], rules: WatchRules(), others: [])
        XCTAssertEqual(snapshot.folders, [folder.path, folder.path + "/x", folder.path + "/x/y"])
    }
}
