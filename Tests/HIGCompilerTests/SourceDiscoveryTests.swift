import Foundation
import HIGCorpus
import HIGTestSupport
@testable import HIGCompiler
import XCTest

/// Discovery decides in one walk what is never read: paths a `.higignore` or `--exclude` leaves out, and hig's
/// own output folders; and it records paths from the source folder's own name when asked.
final class SourceDiscoveryTests: XCTestCase {
    private var temporary: TemporaryFolder!
    private var root: URL!

    override func setUpWithError() throws {
        temporary = try TemporaryFolder(prefix: "hig-discovery")
        root = temporary.url.appendingPathComponent("tree")
        for (path, text) in [
            "guides/a.md": "a", "guides/notes.txt": "n", "guides/.higignore": "*.txt\n/local/\n",
            "guides/local/b.md": "b", "guides/deep/local/c.md": "c",
            "drafts/d.md": "d", "drafts/hig-manifest.json": "not a manifest",
            "built/corpus.json": "{}", "built/.hig-output.json": #"{"generator":"hig","files":["corpus.json"]}"#,
            "top.md": "t",
        ] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    override func tearDownWithError() throws {
        temporary?.remove()
    }

    func testIgnoreFilesAndExcludePatternsLeaveOutWhatTheyMatchAndExcludedFoldersAreNotEntered() {
        let sources = SourceDiscovery.discover([root.path], excluding: ["drafts/"], recording: .relativeToSource)
        XCTAssertEqual(sources.inputs.map(\.path), ["tree/guides/a.md", "tree/guides/deep/local/c.md", "tree/top.md"],
                       "`*.txt` and the anchored `/local/` of guides/.higignore apply to guides/ only, relative to it")
        XCTAssertEqual(sources.inputs.map(\.relativePath), ["guides/a.md", "guides/deep/local/c.md", "top.md"])
        XCTAssertEqual(sources.excluded, 3, "notes.txt, guides/local/ and drafts/ (a folder counts once)")
        XCTAssertFalse(sources.diagnostics.contains { $0.id == "hig.manifest.invalid" }, "the excluded folder's manifest is never read")
        XCTAssertEqual(sources.diagnostics.filter { $0.id == "hig.input.output-folder" }.map { $0.location?.path }, ["tree/built"])
    }

    func testWithoutExcludePatternsOnlyTheIgnoreFileLeavesPathsOut() {
        let sources = SourceDiscovery.discover([root.path])
        XCTAssertEqual(sources.inputs.map(\.relativePath), ["drafts/d.md", "guides/a.md", "guides/deep/local/c.md", "top.md"])
        XCTAssertEqual(sources.inputs.first?.path, root.path + "/drafts/d.md", "recorded as typed by default")
        XCTAssertEqual(sources.excluded, 2)
        XCTAssertTrue(sources.diagnostics.contains { $0.id == "hig.manifest.invalid" }, "a walked folder's manifest is read")
    }

    func testAFileNamedTwiceUnderOtherSpellingsIsReadOnce() {
        let guides = root.appendingPathComponent("guides").path
        let sources = SourceDiscovery.discover([guides + "/a.md", root.path + "//guides/./deep/../a.md", guides + "/local/../a.md", root.path + "/top.md"])
        XCTAssertEqual(sources.inputs.map(\.path), [guides + "/a.md", root.path + "/top.md"])
        XCTAssertEqual(sources.inputs.first?.bytes, Array("a".utf8))
    }

    func testTheWholeFileIsReadPastTheSampleThatDecidesItIsText() throws {
        let long = String(repeating: "A line of guidance text.\n", count: 4_000)
        try Data(long.utf8).write(to: root.appendingPathComponent("long.md"))
        let sources = SourceDiscovery.discover([root.appendingPathComponent("long.md").path])
        XCTAssertEqual(sources.inputs.first?.bytes, Array(long.utf8))
    }

    func testTheBaseImportNeedsIsTheFolderRecordedPathsStartFrom() {
        XCTAssertNil(SourceDiscovery.recordingBase("seeds"))
        XCTAssertNil(SourceDiscovery.recordingBase("./a/b"))
        XCTAssertEqual(SourceDiscovery.recordingBase("/work/clones/hig-ko/"), "/work/clones")
        XCTAssertEqual(SourceDiscovery.recordingBase("/work/clones/page.md"), "/work/clones")
        XCTAssertEqual(SourceDiscovery.recordingBase("../clones/hig-ko"),
                       URL(fileURLWithPath: FileManager.default.currentDirectoryPath).deletingLastPathComponent().appendingPathComponent("clones").standardizedFileURL.path)
        XCTAssertEqual(SourceDiscovery.recordedRoot("/work/clones/hig-ko/"), "hig-ko")
        XCTAssertEqual(SourceDiscovery.recordedRoot("./a/b"), "a/b")
    }
}
