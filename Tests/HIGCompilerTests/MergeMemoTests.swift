import Foundation
import HIGCorpus
import HIGTestSupport
import XCTest
@testable import HIGCompiler

/// A group of files dedup merged in an earlier build is taken from the read cache when its files are unchanged, and
/// gives what merging it again gives: every field of the page (the Korean carried as outdated included), the
/// group's report and its notes; an entry that does not check out is merged afresh and counted as damaged.
final class MergeMemoTests: XCTestCase {
    private var temporary: TemporaryFolder!
    private var folder: URL { temporary.url }

    override func setUpWithError() throws {
        temporary = try TemporaryFolder(prefix: "hig-merge-memo")
        let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("seeds")
        for name in try FileManager.default.contentsOfDirectory(atPath: seeds.path) {
            try FileManager.default.copyItem(at: seeds.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        // A newer English-only export of the first seed, one paragraph reworded: its Korean is carried as outdated.
        let first = try String(contentsOf: seeds.appendingPathComponent("000_c3d0f716da2af800.txt"), encoding: .utf8)
        let english = first.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix(">") }.joined(separator: "\n")
        XCTAssertTrue(english.contains("Activity views present sharing activities"))
        try english.replacingOccurrences(of: "Activity views present sharing activities", with: "Activity views present many sharing activities")
            .write(to: folder.appendingPathComponent("activity-views-export.md"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        temporary?.remove()
    }

    private func compile(_ store: MemoryCacheStore?) -> (Compilation, ReadCache?) {
        let cache = store.map { ReadCache(store: $0, salt: "test") }
        return (CorpusCompiler(cache: cache).compile(SourceDiscovery.discover([folder.path])), cache)
    }

    func testAnUnchangedGroupIsTakenFromTheCacheAsMergedAfresh() throws {
        let store = MemoryCacheStore()
        let (fresh, _) = compile(nil)
        let (first, _) = compile(store)
        XCTAssertEqual(store.keys(header: MergedGroupCoding.header).count, 1, "one group of two files")
        XCTAssertTrue(fresh.corpus.pages.flatMap(\.blocks).contains { $0.translationState?.status == .outdated })
        XCTAssertFalse(fresh.clusters.isEmpty)

        // Every file is read from the cache, and the group's merge too: a page that differs would show it.
        let key = store.keys(header: MergedGroupCoding.header)[0]
        var group = try MergedGroupCoding.decode(try XCTUnwrap(ChecksummedEntry.unwrap(store.entries[key]!, header: MergedGroupCoding.header)))
        let (second, cache) = compile(store)
        for compilation in [first, second] {
            XCTAssertEqual(compilation.corpus, fresh.corpus)
            XCTAssertEqual(compilation.clusters, fresh.clusters)
            XCTAssertEqual(compilation.diagnostics, fresh.diagnostics)
        }
        XCTAssertEqual(cache?.hits, 6)
        XCTAssertNil(cache?.damageNote)

        // A stored merge is used as it is: one whose page says otherwise shows in the corpus.
        group.page.title.ko = "바뀐 제목"
        store.entries[key] = ChecksummedEntry.wrap(MergedGroupCoding.encode(group), header: MergedGroupCoding.header)
        XCTAssertTrue(compile(store).0.corpus.pages.contains { $0.title.ko == "바뀐 제목" })

        // A damaged entry is merged afresh, with a note.
        store.entries[key]![store.entries[key]!.count - 3] ^= 0x01
        let (repaired, repairedCache) = compile(store)
        XCTAssertEqual(repaired.corpus, fresh.corpus)
        XCTAssertEqual(repairedCache?.damageNote?.id, "hig.cache.damaged")
    }

    func testAGroupWithAChangedFileIsMergedAgain() throws {
        let store = MemoryCacheStore()
        _ = compile(store)
        let before = store.keys(header: MergedGroupCoding.header)
        let export = folder.appendingPathComponent("activity-views-export.md")
        try (try String(contentsOf: export, encoding: .utf8) + "\nOne more paragraph the export added.\n").write(to: export, atomically: true, encoding: .utf8)
        let (rebuilt, _) = compile(store)
        XCTAssertEqual(rebuilt.corpus, compile(nil).0.corpus)
        XCTAssertTrue(rebuilt.corpus.pages.flatMap(\.blocks).contains { $0.text.en == "One more paragraph the export added." })
        XCTAssertEqual(store.keys(header: MergedGroupCoding.header).count, 2)
        XCTAssertNotEqual(Set(store.keys(header: MergedGroupCoding.header)), Set(before))
    }

    func testEveryFieldOfAMergedGroupComesBack() throws {
        var page = Page(id: "c/p", title: LocalizedTitle(en: "P", ko: "피", derivedKo: "파"), category: "c", sources: [], blocks: [])
        var block = Block(id: "b", kind: .paragraph, section: ["S"], text: BilingualText(en: "New words.", ko: "옛 말."),
                          html: BilingualText(en: "New words.", ko: "옛 말."), alignment: Alignment(method: .computed, confidence: 0.75),
                          source: SourceLocation(path: "a.md", line: 3))
        block.translationState = TranslationState(
            status: .outdated, previousEn: "Old words.", previousSource: SourceLocation(path: "b.md", line: 4, column: 2), similarity: 0.5,
            diff: [DiffSpan(op: "delete", text: "Old"), DiffSpan(op: "insert", text: "New")],
            changedSentences: [ChangedSentence(previousEn: "Old words.", en: "New words.", ko: nil)],
            suggestions: [Suggestion(ko: "새 말.", en: "New words!", match: 90, granularity: "sentence", from: "x#y", source: SourceLocation(path: "c.md", line: 9))])
        page.blocks = [block]
        var cluster = DuplicateCluster(page: "c/p", members: [DuplicateCluster.Member(path: "a.md", relation: "canonical", containment: 1, jaccard: 0.25, name: nil),
                                                             DuplicateCluster.Member(path: "b.md", relation: "renamed", containment: 0.5, jaccard: 0.5, name: "q",
                                                                                     reverseContainment: 0.75, evidence: "renamed", weak: true)])
        cluster.consolidates = ["c/r"]
        for group in [MergedGroup(page: page, cluster: cluster, diagnostics: [Diagnostic(.warning, "hig.x", "메시지", at: SourceLocation(path: "a.md", line: 2))]),
                      MergedGroup(page: page, cluster: nil, diagnostics: [])] {
            let bytes = MergedGroupCoding.encode(group)
            XCTAssertEqual(try MergedGroupCoding.decode(bytes[...]), group)
            XCTAssertThrowsError(try MergedGroupCoding.decode(bytes.dropLast()))
            XCTAssertThrowsError(try MergedGroupCoding.decode((bytes + [0])[...]))
        }
    }
}
