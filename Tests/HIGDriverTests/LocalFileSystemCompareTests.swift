import Foundation
@testable import HIGDriver
import XCTest

/// `LocalFileSystem.sameContents`, which decides whether a file written in place (search.sqlite, corpus.json) is the
/// last build's: compared a run at a time, so a difference anywhere — past the first run, in the last byte — counts.
final class LocalFileSystemCompareTests: XCTestCase {
    func testComparesEveryByteOfTwoFilesAndOnlyRegularFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-compare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        func file(_ name: String, _ contents: Data) throws -> String {
            let path = folder.appendingPathComponent(name).path
            try contents.write(to: URL(fileURLWithPath: path))
            return path
        }
        let system = LocalFileSystem()
        let original = try file("a", bytes)
        XCTAssertTrue(system.sameContents(original, try file("copy", bytes)))
        for offset in [0, 65_535, 65_536, 131_073, bytes.count - 1] {
            var changed = bytes
            changed[offset] &+= 1
            XCTAssertFalse(system.sameContents(original, try file("changed-\(offset)", changed)), "byte \(offset)")
        }
        XCTAssertFalse(system.sameContents(original, try file("short", bytes.dropLast())))
        XCTAssertFalse(system.sameContents(original, try file("long", bytes + Data([0]))))
        let linked = folder.appendingPathComponent("linked").path
        try FileManager.default.linkItem(atPath: original, toPath: linked)
        XCTAssertTrue(system.sameContents(original, linked), "the same file")
        let symbolic = folder.appendingPathComponent("symbolic").path
        try FileManager.default.createSymbolicLink(atPath: symbolic, withDestinationPath: original)
        XCTAssertFalse(system.sameContents(original, symbolic), "a symbolic link is not the file")
        XCTAssertFalse(system.sameContents(original, folder.appendingPathComponent("missing").path))
        XCTAssertTrue(system.sameContents(try file("empty", Data()), try file("empty2", Data())))
    }
}
