import Foundation
import HIGText
import XCTest

final class FileCopyTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-filecopy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A copy holds every byte of a file larger than one kernel transfer, and its permission bits.
    func testACopyHoldsTheBytesAndThePermissionBits() throws {
        let source = folder.appendingPathComponent("source").path
        let bytes = Data((0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 11) })
        XCTAssertTrue(FileManager.default.createFile(atPath: source, contents: bytes))
        XCTAssertEqual(chmod(source, 0o750), 0)
        let copy = folder.appendingPathComponent("copy").path
        try FileCopy.copy(source, to: copy)
        XCTAssertEqual(FileManager.default.contents(atPath: copy), bytes)
        let permissions = try FileManager.default.attributesOfItem(atPath: copy)[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o750)
    }

    /// A copy never replaces a file already at the destination.
    func testACopyRefusesAnExistingDestination() throws {
        let source = folder.appendingPathComponent("source").path
        let copy = folder.appendingPathComponent("copy").path
        XCTAssertTrue(FileManager.default.createFile(atPath: source, contents: Data("new".utf8)))
        XCTAssertTrue(FileManager.default.createFile(atPath: copy, contents: Data("kept".utf8)))
        XCTAssertThrowsError(try FileCopy.copy(source, to: copy))
        XCTAssertEqual(FileManager.default.contents(atPath: copy), Data("kept".utf8))
    }
}
