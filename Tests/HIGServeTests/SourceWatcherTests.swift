import Foundation
import HIGTestSupport
import XCTest
@testable import HIGServe

/// The watcher sees edits, additions (also in new folders), deletions and saves by rename; it skips hidden files.
final class SourceWatcherTests: XCTestCase {
    private var temporary: TemporaryFolder!
    private var folder: URL { temporary.url }

    override func setUpWithError() throws {
        temporary = try TemporaryFolder(prefix: "hig-watch")
        try temporary.write("a.md", "Use a sheet.\n> 시트를 사용하세요.\n")
        try temporary.write("b.md", "Avoid scrolling.\n")
        // Written a while ago, as sources are: the file system's clock is coarse (milliseconds), and an edit within
        // the same tick that keeps the size could not be told apart.
        for name in ["a.md", "b.md"] {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -10)],
                                                  ofItemAtPath: folder.appendingPathComponent(name).path)
        }
    }

    override func tearDownWithError() throws {
        temporary?.remove()
    }

    private func changes(_ edit: () throws -> Void) rethrows -> [String] {
        let before = FileTreeSnapshot.take([folder.path])
        try edit()
        return FileTreeSnapshot.take([folder.path]).changes(since: before).map { String($0.dropFirst(folder.path.count + 1)) }.sorted()
    }

    func testNoChangeNoPaths() {
        XCTAssertEqual(changes {}, [])
    }

    func testEditSameSizeIsSeen() throws {
        // Same byte count: only the modification time or inode tells.
        XCTAssertEqual(try changes { try temporary.write("a.md", "Use a sheet.\n> 시트를 사용하셔요.\n") }, ["a.md"])
    }

    func testAddedInNewFolderAndDeleted() throws {
        XCTAssertEqual(try changes {
            try temporary.write("new/c.md", "New page.\n")
            try FileManager.default.removeItem(at: folder.appendingPathComponent("b.md"))
        }, ["b.md", "new/c.md"])
    }

    func testSaveByRenameIsSeen() throws {
        XCTAssertEqual(try changes {
            try temporary.write("a.md.tmp", "Use a sheet.\n> 시트를 쓰세요.\n")
            // As editors save: a new file renamed over the old one (rename(2) replaces it in one step).
            XCTAssertEqual(rename(folder.appendingPathComponent("a.md.tmp").path, folder.appendingPathComponent("a.md").path), 0)
        }, ["a.md"])
    }

    func testHiddenFilesAreIgnored() throws {
        XCTAssertEqual(try changes { try temporary.write(".a.md.swp", "x"); try temporary.write(".git/index", "x") }, [])
    }

    /// The watcher walks the sources as `hig build` does: what `.higignore`, `--exclude` or an output folder leaves
    /// out is not watched, while the ignore file and manifest themselves are.
    func testTheBuildsRulesDecideWhatIsWatched() throws {
        try temporary.write(".higignore", "drafts/\n")
        try temporary.write("drafts/d.md", "Draft.\n")
        try temporary.write("notes/n.md", "Notes.\n")
        try temporary.write("out/.hig-output.json", "{\"generator\": \"hig\", \"files\": []}")
        let rules = WatchRules(excluding: ["notes/"], outputFolders: [])
        func changes(_ edit: () throws -> Void) rethrows -> [String] {
            let before = FileTreeSnapshot.take(sources: [folder.path], rules: rules, others: [])
            try edit()
            return FileTreeSnapshot.take(sources: [folder.path], rules: rules, others: []).changes(since: before)
                .map { String($0.dropFirst(folder.path.count + 1)) }.sorted()
        }
        XCTAssertEqual(try changes {
            try temporary.write("drafts/d.md", "Draft, longer.\n")
            try temporary.write("notes/n.md", "Notes, longer.\n")
            try temporary.write("out/site/index.html", "<p>")
        }, [])
        XCTAssertEqual(try changes { try temporary.write("hig-manifest.json", "{}") }, ["hig-manifest.json"])
        XCTAssertEqual(try changes { try temporary.write(".higignore", "") }, [".higignore", "drafts/d.md"])
    }
}
