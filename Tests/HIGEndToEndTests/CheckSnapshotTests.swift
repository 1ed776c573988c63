import Foundation
import HIGTestSupport
import XCTest

/// Every finding and the status table `hig check seeds --status --findings` prints, compared as a whole with a recorded snapshot (`Snapshot`); `HIG_RECORD=1
/// swift test --filter CheckSnapshotTests` re-records it after an intended change (review the diff before committing).
final class CheckSnapshotTests: XCTestCase {
    func testCheckingTheSeedsMatchesTheSnapshot() throws {
        let result = try HigProcess.run(["check", "seeds", "--status", "--findings"])
        XCTAssertEqual(result.status, 0, result.stderr)
        try assertSnapshot(result.stdout + result.stderr, named: "check-seeds.txt")
    }

    func testTheXLIFFOfOneSeedMatchesTheSnapshot() throws {
        let folder = try HigProcess.temporaryFolder(self)
        XCTAssertEqual(try HigProcess.run(["export", "seeds/003_2608c8bad003b0aa.txt", "-f", "xliff", "-o", folder.path]).status, 0)
        try assertSnapshot(try String(contentsOf: folder.appendingPathComponent("hig.xliff"), encoding: .utf8), named: "export-live-activities.xliff")
    }

    private func assertSnapshot(_ text: String, named name: String, line: UInt = #line) throws {
        try Snapshot.assertMatches(text, HigProcess.repositoryRoot.appendingPathComponent("Tests/Snapshots/\(name)"), line: line)
    }
}
