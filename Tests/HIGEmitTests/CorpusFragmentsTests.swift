import Foundation
import HIGCorpus
import HIGTestSupport
import HIGText
import XCTest
@testable import HIGEmit

/// corpus.json written with the last build's file and layout (`CorpusJSONEmitter.write(_:digests:previous:to:)`): a page
/// whose digest the layout holds is copied from that file, the others are encoded, and the document is the one a clean
/// write gives, whatever pages changed, moved, came or went.
final class CorpusFragmentsTests: XCTestCase {
    private var temporary: TemporaryFolder!

    override func setUpWithError() throws {
        temporary = try TemporaryFolder(prefix: "hig-fragments")
    }

    override func tearDownWithError() throws {
        temporary?.remove()
    }

    /// A digest of every field of a page (what `RenderMemo.pageDigest` is to the driver).
    private static func digest(_ page: Page) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return Hashing.sha256Hex([UInt8]((try? encoder.encode(page)) ?? Data()))
    }

    /// Writes `corpus` clean into a file; returns the file and its layout.
    private func written(_ corpus: Corpus) throws -> (path: String, layout: FragmentLayout) {
        let path = temporary.url.appendingPathComponent("corpus-\(UUID().uuidString).json").path
        var file = try ByteFile(creating: path)
        let layout = try CorpusJSONEmitter.write(corpus, digests: corpus.pages.map(Self.digest), previous: nil, to: &file)
        return (path, layout)
    }

    private func rewritten(_ corpus: Corpus, from last: (path: String, layout: FragmentLayout)) throws -> (bytes: [UInt8], layout: FragmentLayout) {
        var bytes: [UInt8] = []
        let file = try XCTUnwrap(ReadableFile(path: last.path))
        let layout = try CorpusJSONEmitter.write(corpus, digests: corpus.pages.map(Self.digest), previous: (file, last.layout), to: &bytes)
        return (bytes, layout)
    }

    func testAWriteFromTheLastFileIsACleanWriteAfterPagesChangeMoveComeAndGo() throws {
        let corpus = StreamedJSONTests.products.corpus
        let last = try written(corpus)
        XCTAssertEqual(last.layout.digests.count, corpus.pages.count)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: last.path)), Data(CorpusJSONEmitter.encode(corpus)))
        var edited = corpus
        edited.pages[3].blocks[0].text.en += " A sentence added."
        edited.pages[70].title.en = "Retitled"
        edited.pages.remove(at: 10)
        edited.pages.swapAt(20, 90)
        var added = corpus.pages[5]
        added.id += "-added"
        edited.pages.append(added)
        edited.categories.removeLast()
        let again = try rewritten(edited, from: last)
        XCTAssertEqual(again.bytes, CorpusJSONEmitter.encode(edited))
        var clean: [UInt8] = []
        XCTAssertEqual(again.layout, try CorpusJSONEmitter.write(edited, digests: edited.pages.map(Self.digest), previous: nil, to: &clean))
        XCTAssertEqual(try rewritten(edited, from: (last.path, FragmentLayout())).bytes, CorpusJSONEmitter.encode(edited),
                       "an empty layout encodes every page")
    }

    func testAnUnchangedPageIsCopiedFromTheLastFileNotEncoded() throws {
        let corpus = StreamedJSONTests.products.corpus
        let last = try written(corpus)
        // The last file's bytes of page 7 replaced by as many others: the write copies them, so they come back.
        var bytes = try Data(contentsOf: URL(fileURLWithPath: last.path))
        let range = last.layout.ranges[7]
        bytes.replaceSubrange(range, with: Data(repeating: UInt8(ascii: "x"), count: range.count))
        try bytes.write(to: URL(fileURLWithPath: last.path))
        let again = try rewritten(corpus, from: last)
        XCTAssertEqual(Array(again.bytes[range]), Array(repeating: UInt8(ascii: "x"), count: range.count))
        XCTAssertEqual(Array(again.bytes[..<range.lowerBound]), Array(CorpusJSONEmitter.encode(corpus)[..<range.lowerBound]))
    }

    func testALayoutComesBackAsItWasEncoded() {
        let layout = FragmentLayout(digests: ["ab12", "cd34"], ranges: [3..<40, 42..<42])
        XCTAssertEqual(FragmentLayout.decoded(layout.encoded()[...]), layout)
        XCTAssertNil(FragmentLayout.decoded(Array("ab12 9 3\n".utf8)[...]), "a range that ends before it starts")
        XCTAssertNil(FragmentLayout.decoded(Array("ab12 3\n".utf8)[...]))
    }
}
