import Foundation
import XCTest

/// Which folders `hig build` writes into (issue 33): a folder hig made (stamped), an empty one or a new one; never the
/// file system's root, a home folder, a source or a folder holding one — refused before anything is created, the build
/// cache beside the output included. And what others write into the output folder while a build runs stays.
final class OutputFolderContractTests: XCTestCase {
    private let manager = FileManager.default
    private let seeds = HigProcess.repositoryRoot.appendingPathComponent("seeds")

    private func write(_ text: String, to url: URL) throws {
        try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Every entry under `folder` (relative paths, folders too), hidden ones included.
    private func everything(under folder: URL) -> [String] {
        var paths: [String] = []
        let enumerator = manager.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String { paths.append(path) }
        return paths.sorted()
    }

    /// The reproduction: with a throwaway HOME, `hig build PAGES -o ~` wrote its outputs into the home folder.
    func testTheHomeFolderIsRefusedAndNothingIsCreated() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let home = folder.appendingPathComponent("home")
        try write("key", to: home.appendingPathComponent(".ssh/id_ed25519"))
        try write("x", to: home.appendingPathComponent(".config/app/settings"))
        let before = everything(under: folder)
        for output in [home.path, folder.path] {
            let result = try HigProcess.run(["build", seeds.path, "--output", output], environment: ["HOME": home.path])
            XCTAssertEqual(result.status, 1, result.stderr)
            XCTAssertTrue(result.stderr.contains("[hig.output.refused]"), result.stderr)
            XCTAssertTrue(result.stderr.contains(output == home.path ? "is your home folder" : "holds your home folder"), result.stderr)
        }
        XCTAssertEqual(everything(under: folder), before, "nothing created or changed: no output, no staging folder, no build cache")
    }

    /// The reproduction: `-o /` was refused only after `/.hig-cache` was created.
    func testTheRootIsRefusedBeforeItsCacheIsMade() throws {
        let cache = ["/.hig-cache", "/..hig-cache", "/.-.hig-cache"].filter { manager.fileExists(atPath: $0) }
        let result = try HigProcess.run(["build", "seeds", "--output", "/"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("--output / is the file system's root"), result.stderr)
        XCTAssertEqual(["/.hig-cache", "/..hig-cache", "/.-.hig-cache"].filter { manager.fileExists(atPath: $0) }, cache)
    }

    /// The reproduction: a refused `-o nest` (a folder holding the source) still created `.nest.hig-cache` beside it.
    func testASourceOrAFolderHoldingOneIsRefusedBeforeItsCacheIsMade() throws {
        let folder = try HigProcess.temporaryFolder(self)
        try manager.copyItem(at: seeds, to: folder.appendingPathComponent("nest/src"))
        let before = everything(under: folder)
        for (output, source) in [("nest", "nest/src"), ("nest/src", "nest/src"), (".", "nest/src")] {
            let result = try HigProcess.run(["build", source, "--output", output], in: folder)
            XCTAssertEqual(result.status, 1, result.stderr)
            XCTAssertTrue(result.stderr.contains("--output \(output) holds the source \(source); choose an output folder of its own [hig.output.holds-sources]"), result.stderr)
        }
        XCTAssertEqual(everything(under: folder), before)
    }

    /// A folder that is not empty and holds no stamp is not hig's: refused, never written into, even beside its files.
    func testAFolderHigDidNotMakeIsRefusedUnlessEmpty() throws {
        let folder = try HigProcess.temporaryFolder(self)
        try write("my notes", to: folder.appendingPathComponent("DIR/notes.txt"))
        let before = everything(under: folder)
        let refused = try HigProcess.run(["build", seeds.path, "--output", "DIR"], in: folder)
        XCTAssertEqual(refused.status, 1, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("--output DIR holds notes.txt and no .hig-output.json, so it is not a folder hig made"), refused.stderr)
        XCTAssertEqual(everything(under: folder), before)

        try manager.createDirectory(at: folder.appendingPathComponent("EMPTY"), withIntermediateDirectories: true)
        XCTAssertEqual(try HigProcess.run(["build", seeds.path, "--output", "EMPTY"], in: folder).status, 0)
        XCTAssertTrue(manager.fileExists(atPath: folder.appendingPathComponent("EMPTY/.hig-output.json").path))
    }

    /// `-o SOURCE/sub`: documented behaviour. An empty or hig-made `sub` is the output and is never read as sources;
    /// a `sub` that holds pages is refused, so no source is left out of the build without a word.
    func testAnOutputInsideASourceIsItsOwnOrRefused() throws {
        let folder = try HigProcess.temporaryFolder(self)
        try manager.copyItem(at: seeds, to: folder.appendingPathComponent("src"))
        try manager.createDirectory(at: folder.appendingPathComponent("src/sub"), withIntermediateDirectories: true)
        try manager.copyItem(at: seeds.appendingPathComponent("001_3cef73f6a796ebe9.txt"), to: folder.appendingPathComponent("src/sub/page.md"))
        let refused = try HigProcess.run(["build", "src", "--output", "src/sub"], in: folder)
        XCTAssertEqual(refused.status, 1, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("--output src/sub holds page.md and no .hig-output.json"), refused.stderr)

        let built = try HigProcess.run(["build", "src", "--output", "src/out"], in: folder)
        XCTAssertEqual(built.status, 0, built.stderr)
        XCTAssertTrue(built.stderr.contains("hig: 6 files → "), built.stderr)
        let again = try HigProcess.run(["build", "src", "--output", "src/out", "--no-cache"], in: folder)
        XCTAssertTrue(again.stderr.contains("src/out:1:1: note: hig output; not read as sources [hig.input.output-folder]"), again.stderr)
        XCTAssertTrue(again.stderr.contains("hig: 6 files → "), again.stderr)
    }

    /// The reproduction: the output folder was listed when the build started and swapped whole at its end, so files
    /// written into it during the build vanished (14 of 48), and a `git commit` in `OUT/.git` left HEAD pointing at
    /// deleted objects. Here a writer adds files and replaces a file git-style (write a lock file, rename it over)
    /// for as long as a build runs; every file it finished writing is there afterwards, with its last bytes.
    func testWritesIntoTheOutputDuringABuildSurvive() throws {
        let folder = try HigProcess.temporaryFolder(self)
        for copy in 0..<6 { try manager.copyItem(at: seeds, to: folder.appendingPathComponent("src/\(copy)")) }
        let output = folder.appendingPathComponent("OUT")
        XCTAssertEqual(try HigProcess.run(["build", "src", "--output", output.path, "--no-cache"], in: folder).status, 0)
        try write("0", to: output.appendingPathComponent(".git/index"))

        let process = Process()
        process.executableURL = HigProcess.executable
        process.arguments = ["build", "src", "--output", output.path, "--no-cache"]
        process.currentDirectoryURL = folder
        let errors = folder.appendingPathComponent("build-stderr.txt")
        XCTAssertTrue(manager.createFile(atPath: errors.path, contents: nil))
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        var written: [Int] = []
        var last = 0
        var duringBuild = 0
        var round = 0
        while process.isRunning {
            round += 1
            let file = output.appendingPathComponent("user/\(round).txt")
            if manager.createFile(atPath: file.path, contents: Data("\(round)".utf8)) || (try? write("\(round)", to: file)) != nil {
                written.append(round)
            }
            let lock = output.appendingPathComponent(".git/index.lock")
            if manager.createFile(atPath: lock.path, contents: Data("\(round)".utf8)), rename(lock.path, output.appendingPathComponent(".git/index").path) == 0 {
                last = round
            }
            if process.isRunning { duringBuild += 1 }
        }
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, (try? String(contentsOf: errors, encoding: .utf8)) ?? "")
        XCTAssertGreaterThan(duringBuild, 0, "the writer ran while the build did")
        let missing = written.filter { !manager.fileExists(atPath: output.appendingPathComponent("user/\($0).txt").path) }
        XCTAssertEqual(missing, [], "\(missing.count) of \(written.count) files written during the build are gone")
        XCTAssertEqual(try String(contentsOf: output.appendingPathComponent(".git/index"), encoding: .utf8), "\(last)")
        XCTAssertFalse(manager.fileExists(atPath: output.appendingPathComponent(".git/index.lock").path), "a lock file removed during the build stays removed")
        XCTAssertTrue(manager.fileExists(atPath: output.appendingPathComponent("corpus.json").path))
    }
}
