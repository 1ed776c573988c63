import Foundation
import HIGSearch
import XCTest

/// The same inputs give the same bytes (issue 33, issue 34 item 7): clean builds of one tree in separate processes,
/// with Swift's random hash seeds (SWIFT_DETERMINISTIC_HASHING unset) and a fixed one, on one processor and on all,
/// write the same files with the same bytes, compared both ways; and a build that took most of its reading from the
/// cache writes what a clean build of the same tree writes. The tree holds bare URLs, `www.` addresses and
/// strikethrough on many pages: cmark-gfm's process-wide character table once let a parse on one thread drop another's
/// autolinks, so clean builds of a repository gave different corpora.
final class DeterminismTests: XCTestCase {
    private let manager = FileManager.default

    /// Seeds and 40 generated pages whose English and Korean hold bare addresses.
    private func tree(in folder: URL) throws -> URL {
        let source = folder.appendingPathComponent("src")
        try manager.copyItem(at: HigProcess.repositoryRoot.appendingPathComponent("seeds"), to: source)
        for index in 0..<40 {
            let page = """
                # **[components-content] linked-page-\(index)**

                ## Page \(index) links to https://developer.apple.com/design/\(index) and www.example.com/\(index).
                > \(index)번 페이지는 https://developer.apple.com/kr/design/\(index) 과 www.example.com/ko/\(index) 에 연결됩니다.
                >

                **Link with care.** See http://example.org/a_b_\(index) or www.apple.com/kr/\(index) for more, ~~not~~ here.
                > **신중하게 연결하세요.** 자세한 내용은 http://example.org/a_b_\(index) 또는 www.apple.com/kr/\(index) 를 보세요.
                >

                - An item with https://example.com/list/\(index) inside.
                - > https://example.com/list/\(index) 이 들어 있는 항목입니다.

                """
            try Data(page.utf8).write(to: source.appendingPathComponent("linked-\(index).md"))
        }
        return source
    }

    /// Every file under `folder` with its bytes.
    private func contents(_ folder: URL) throws -> [String: Data] {
        try Dictionary(uniqueKeysWithValues: HigProcess.files(under: folder).map { ($0, try Data(contentsOf: folder.appendingPathComponent($0))) })
    }

    /// `reference` and `other` hold the same files with the same bytes, checked from each side.
    private func assertSame(_ reference: [String: Data], _ other: [String: Data], _ label: String) {
        XCTAssertEqual(Set(other.keys).subtracting(reference.keys).sorted(), [], "\(label): files only in this build")
        XCTAssertEqual(Set(reference.keys).subtracting(other.keys).sorted(), [], "\(label): files missing from this build")
        let differing = reference.keys.filter { other[$0] != nil && other[$0] != reference[$0] }.sorted()
        XCTAssertEqual(differing, [], "\(label): files with other bytes")
    }

    func testCleanBuildsAcrossProcessesHashSeedsAndThreadCountsWriteTheSameBytes() throws {
        let folder = try HigProcess.temporaryFolder(self)
        _ = try tree(in: folder)
        let oneProcessor = manager.isExecutableFile(atPath: "/usr/bin/taskset") ? ["/usr/bin/taskset", "-c", "0"] : []
        let runs: [(label: String, environment: [String: String], removing: Set<String>, launcher: [String])] = [
            ("random hash seed", [:], ["SWIFT_DETERMINISTIC_HASHING"], []),
            ("fixed hash seed", ["SWIFT_DETERMINISTIC_HASHING": "1"], [], []),
            ("another random hash seed", [:], ["SWIFT_DETERMINISTIC_HASHING"], []),
            ("one processor", [:], ["SWIFT_DETERMINISTIC_HASHING"], oneProcessor),
            ("a third random hash seed", [:], ["SWIFT_DETERMINISTIC_HASHING"], []),
        ]
        var reference: [String: Data]?
        for (index, run) in runs.enumerated() {
            let output = "out\(index)"
            let result = try HigProcess.run(["build", "src", "--output", output, "--no-cache"], in: folder, environment: run.environment,
                                            removing: run.removing, timeout: nil, launcher: run.launcher)
            XCTAssertEqual(result.status, 0, "\(run.label): \(result.stderr)")
            let files = try contents(folder.appendingPathComponent(output))
            XCTAssertTrue(String(decoding: files["corpus.json"] ?? Data(), as: UTF8.self).contains(#"<a href=\"http://www.example.com/ko/7\">"#), "\(run.label): bare addresses are links in the corpus")
            if let reference { assertSame(reference, files, run.label) } else { reference = files }
        }
        XCTAssertGreaterThan(reference?.count ?? 0, 50, "the site, the corpus, the rules and the search index are compared")
        // More clean builds of the corpus alone (the parse race showed in about one build in four of this tree).
        for round in 0..<8 {
            let result = try HigProcess.run(["build", "src", "--output", "corpus\(round)", "--no-cache", "--emit", "corpus"], in: folder,
                                            removing: ["SWIFT_DETERMINISTIC_HASHING"], timeout: nil)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("corpus\(round)/corpus.json")), reference?["corpus.json"], "corpus-only build \(round)")
        }
    }

    /// A build that takes unchanged files from the cache writes what a clean build of the same tree writes: the same
    /// bytes, and a patched search.sqlite of the same content (`SearchIndexContent`).
    func testABuildFromTheCacheWritesWhatACleanBuildWrites() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let source = try tree(in: folder)
        XCTAssertEqual(try HigProcess.run(["build", "src", "--output", "cached"], in: folder, timeout: nil).status, 0)
        let page = source.appendingPathComponent("linked-7.md")
        try Data((try String(contentsOf: page, encoding: .utf8) + "\nOne more line about https://example.com/added.\n> https://example.com/added 에 대한 한 줄입니다.\n>\n").utf8).write(to: page)
        let incremental = try HigProcess.run(["build", "src", "--output", "cached"], in: folder, timeout: nil)
        XCTAssertEqual(incremental.status, 0, incremental.stderr)
        XCTAssertTrue(incremental.stderr.contains("unchanged) →"), "most files came from the cache: \(incremental.stderr)")
        XCTAssertEqual(try HigProcess.run(["build", "src", "--output", "fresh", "--no-cache"], in: folder, timeout: nil).status, 0)
        var fresh = try contents(folder.appendingPathComponent("fresh")), cached = try contents(folder.appendingPathComponent("cached"))
        XCTAssertNotNil(fresh.removeValue(forKey: SearchIndexSchema.fileName))
        XCTAssertNotNil(cached.removeValue(forKey: SearchIndexSchema.fileName))
        assertSame(fresh, cached, "cached")
        let index = { (output: String) in folder.appendingPathComponent(output).appendingPathComponent(SearchIndexSchema.fileName).path }
        let content = try SearchIndexContent(path: index("cached"))
        XCTAssertEqual(content.problems, [])
        XCTAssertEqual(content, try SearchIndexContent(path: index("fresh")), "cached: search.sqlite holds what a clean build's holds")
        XCTAssertFalse(try SearchIndexContent.rowsAreNumberedInOrder(path: index("cached")), "the cached build patched search.sqlite")
    }
}
