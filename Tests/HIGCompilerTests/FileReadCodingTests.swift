import Foundation
import HIGCorpus
import HIGTestSupport
import XCTest
@testable import HIGCompiler

/// The read cache's entry format gives back every field of every file's read result: the seeds and the fixtures
/// (bilingual and English Markdown, interleaved text, a category index, skipped files, diagnostics).
final class FileReadCodingTests: XCTestCase {
    func testEveryReadResultComesBackEqual() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let temporary = try TemporaryFolder(prefix: "hig-coding")
        defer { temporary.remove() }
        let extra = temporary.url
        try Data("# **[components] presentation**\n\nPresentations show content people asked for.\n\n- [Action sheets](action-sheets)\n- [Alerts](alerts)\n- [Sheets](sheets)\n".utf8)
            .write(to: extra.appendingPathComponent("presentation.md"))
        try Data("# **[components-presentation] popovers**\n".utf8).write(to: extra.appendingPathComponent("popovers.md"))
        let sources = SourceDiscovery.discover([root.appendingPathComponent("seeds").path, root.appendingPathComponent("Tests/HIGCompilerTests/Fixtures").path, extra.path])
        XCTAssertGreaterThan(sources.inputs.count, 5)
        let cache = ReadCache(store: nil, salt: "test", keepsInMemory: true)
        let compiled = CorpusCompiler(cache: cache).compile(sources)
        var shapes: Set<String> = []
        for key in cache.storedKeys {
            let read = try XCTUnwrap(cache.memoryEntry(key))
            XCTAssertEqual(try FileReadCoding.decode(FileReadCoding.encode(read)[...]), read)
            shapes.insert(read.page.map { "\($0.shape)".prefix(12).description } ?? "skipped")
        }
        XCTAssertEqual(shapes, ["guideline", "stub", "categoryInde", "skipped"], "\(shapes)")
        // Places, exports and the Korean ledger's account are in the entries read (the repository fixture has them).
        let pages = cache.storedKeys.compactMap { cache.memoryEntry($0)?.page }
        XCTAssertTrue(pages.contains { $0.exportRoot != nil && !$0.places.isEmpty })
        XCTAssertTrue(pages.contains { !$0.korean.unread.isEmpty && !$0.korean.blockLines.isEmpty })
        XCTAssertFalse(compiled.corpus.pages.isEmpty)
    }

    func testACutOrPaddedEntryIsMalformed() {
        let read = FileRead(page: nil, skipped: SkippedSource(path: "a", reason: "b", diagnostic: "c"),
                            diagnostics: [Diagnostic(.note, "hig.x", "한국어", at: SourceLocation(path: "a", line: 3))])
        let bytes = FileReadCoding.encode(read)
        XCTAssertEqual(try FileReadCoding.decode(bytes[...]), read)
        XCTAssertThrowsError(try FileReadCoding.decode(bytes.dropLast()))
        XCTAssertThrowsError(try FileReadCoding.decode((bytes + [0])[...]))
    }
}
