import Foundation
import HIGCorpus
import HIGTestSupport
import XCTest
@testable import HIGCompiler

/// Whole files compiled and compared with a recorded dump (`Snapshot`). Re-record with `HIG_RECORD=1 swift test --filter SnapshotTests`.
final class SnapshotTests: XCTestCase {
    private let root = TestSupport.repositoryRoot

    func testEverythingFixture() throws {
        try assertSnapshot(of: root.appendingPathComponent("Tests/HIGCompilerTests/Fixtures/everything.md"), named: "everything")
    }

    func testEachSeedAlone() throws {
        for name in ["000_c3d0f716da2af800", "001_3cef73f6a796ebe9", "002_9d3027f931c07ad7", "003_2608c8bad003b0aa", "004_8ab95ca51023c8dd"] {
            try assertSnapshot(of: root.appendingPathComponent("seeds/\(name).txt"), named: "seed-\(name.prefix(3))")
        }
    }

    /// A stable, readable dump of what the compiler made of one file: page, then one block per line.
    static func dump(_ compilation: Compilation) -> String {
        var out = ""
        for page in compilation.corpus.pages {
            out += "page \(page.id) \"\(page.title.en)\" category=\(page.category) format=\(page.sources.map(\.format.rawValue).joined(separator: ","))\n"
            for block in page.blocks {
                let ko = block.text.ko.map { "\n    ko@\(block.translationSource!.line): \($0)" } ?? ""
                let extras = [block.lead.map { "lead=\($0)" }, block.summary.map { "summary=\($0)" }, block.translatorNote ? "note" : nil,
                              block.links.isEmpty ? nil : "links=\(block.links.joined(separator: " "))"].compactMap { $0 }
                out += "  L\(block.source.line) \(block.kind.rawValue) #\(block.id) [\(block.section.joined(separator: " > "))] "
                out += "\(block.alignment.method.rawValue) \(block.alignment.confidence)\(extras.isEmpty ? "" : " " + extras.joined(separator: " "))\n"
                out += "    en: \(block.text.en)\n    html: \(block.html.en)\(ko)\n"
            }
            for entry in page.changeLog { out += "  changelog \(entry.date) | \(entry.author) | \(entry.change)\n" }
        }
        for diagnostic in compilation.diagnostics { out += diagnostic.formatted.replacingOccurrences(of: TestSupport.repositoryRoot.path + "/", with: "") + "\n" }
        return out
    }

    private func assertSnapshot(of file: URL, named name: String, line: UInt = #line) throws {
        let compilation = TestSupport.compile(paths: [file.path])
        let actual = Self.dump(compilation).replacingOccurrences(of: root.path + "/", with: "")
        try Snapshot.assertMatches(actual, root.appendingPathComponent("Tests/HIGCompilerTests/Snapshots/\(name).txt"), line: line)
    }
}
