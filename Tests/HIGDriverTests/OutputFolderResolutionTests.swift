import Foundation
import XCTest
@testable import HIGDriver

/// `OutputFolderCheck.resolved`: a path made absolute and resolved as far as it exists, for every shape of path,
/// and always in finite steps (a relative path walked up from a removed working folder once never reached `/`).
final class OutputFolderResolutionTests: XCTestCase {
    func testPathsAreMadeAbsoluteWithDotsApplied() throws {
        let folder = try temporaryFolder()
        XCTAssertEqual(OutputFolderCheck.resolved(folder + "/a/./b/../c"), folder + "/a/c")
        XCTAssertEqual(OutputFolderCheck.resolved(folder + "//x/"), folder + "/x")
        XCTAssertEqual(OutputFolderCheck.resolved("/"), "/")
        XCTAssertEqual(OutputFolderCheck.resolved("/../../.."), "/")
        XCTAssertEqual(OutputFolderCheck.absoluteComponents("/nothing/here/../there"), ["nothing", "there"])
    }

    func testASymlinkedFolderResolvesToItsTarget() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: folder + "/real")
        XCTAssertEqual(OutputFolderCheck.resolved(folder + "/link/Output"), folder + "/real/Output")
    }

    /// Relative paths of every shape from a working folder that was removed: each resolves, from the root.
    func testRelativePathsFromARemovedWorkingFolderEnd() throws {
        let previous = FileManager.default.currentDirectoryPath
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let folder = try temporaryFolder() + "/gone"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder))
        try FileManager.default.removeItem(atPath: folder)
        for path in ["Output", "./Output", "../Output", "a/b/../../c", ".", ".."] {
            XCTAssertTrue(OutputFolderCheck.resolved(path).hasPrefix("/"), path)
        }
    }

    private func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hig-resolve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        // The temporary folder itself may sit behind a symlink (/tmp on some systems): compare with its real path.
        return OutputFolderCheck.resolved(url.path)
    }
}
