import Foundation
import HIGCompiler
import HIGCorpus
import XCTest
@testable import HIGEmit

/// corpus.json and rules.json written into their files as they are made (`emit(_:into:)` through `ByteFile`) hold the
/// same bytes as the documents encoded in memory, across several batches of pages and several runs of rules.
final class StreamedJSONTests: XCTestCase {
    static let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("seeds")

    /// The seeds' products, their pages and rules repeated so the corpus spans several page batches and rule runs.
    static let products: BuildProducts = {
        let compilation = Pipeline().run([seeds.path])
        var products = compilation.products
        let pages = products.corpus.pages
        let rules = products.rules
        products.corpus.pages = (0..<40).flatMap { copy in
            pages.map { page in
                var page = page
                page.id += "-\(copy)"
                return page
            }
        }
        products.rules = (0..<20).flatMap { _ in rules }
        return products
    }()

    private func emitted(_ emitter: some Emitter) throws -> Data {
        let collector = OutputCollector()
        try emitter.emit(Self.products, into: collector)
        XCTAssertEqual(collector.files.count, 1)
        return collector.files[0].contents
    }

    func testCorpusJSONWrittenInItsFileIsTheDocumentEncodedInMemory() throws {
        XCTAssertGreaterThan(Self.products.corpus.pages.count, 2 * CorpusJSONEmitter.pagesPerBatch)
        XCTAssertEqual(try emitted(CorpusJSONEmitter()), Data(CorpusJSONEmitter.encode(Self.products.corpus)))
    }

    func testRulesJSONWrittenInItsFileIsTheDocumentEncodedInMemory() throws {
        XCTAssertGreaterThan(Self.products.rules.count, 2 * RulesJSONEmitter.rulesPerDrain)
        let bytes = try emitted(RulesJSONEmitter())
        XCTAssertEqual(bytes, Data(RulesJSONEmitter.encode(Self.products.rules)))
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: bytes), "one well-formed document")
    }

    func testAFileThatCannotBeCreatedNamesItsPath() {
        XCTAssertThrowsError(try ByteFile(creating: "/nonexistent-folder/corpus.json")) {
            XCTAssertEqual("\($0)", "/nonexistent-folder/corpus.json: No such file or directory")
        }
    }
}
