import Foundation
import HIGCorpus
import XCTest
@testable import HIGCompiler

/// Page identity over a repository as its users clone it: `../shared/corpus/repo-components` compiled whole,
/// against the page each file was labelled with before tuning (`Fixtures/repo-components/truth.tsv`).
/// `status/` and `system-experiences/` were held out while the rules were written; their figures are printed apart.
final class RepositoryIdentityTests: XCTestCase {
    /// One labelled file.
    struct Label {
        var path: String
        /// A page id, `category:<id>`, or `not-a-page`.
        var expected: String
        var heldOut: Bool
    }

    /// Figures over one set of files.
    struct Figures: CustomStringConvertible {
        var precision: Double
        var recall: Double
        var pairs: Int
        var koreanKept: Int
        var koreanTotal: Int
        var lost: [String] = []

        var koreanShare: Double { koreanTotal == 0 ? 1 : Double(koreanKept) / Double(koreanTotal) }
        var description: String {
            String(format: "pairwise precision %.4f, recall %.4f (%d same-page pairs); Korean kept %d/%d (%.2f%%)",
                   precision, recall, pairs, koreanKept, koreanTotal, koreanShare * 100)
        }
    }

    static var labelFile: URL {
        TestSupport.repositoryRoot.appendingPathComponent("Tests/HIGCompilerTests/Fixtures/repo-components/truth.tsv")
    }

    static func labels() throws -> [Label] {
        try String(contentsOf: labelFile, encoding: .utf8).split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: "\t").map(String.init)
            return fields.count == 3 ? Label(path: fields[0], expected: fields[1], heldOut: fields[2] == "held-out") : nil
        }
    }

    /// The tree to measure: `HIG_IDENTITY_TREE` (a copy holding part of the files, for working on the rules), else
    /// `../shared/corpus/repo-components`.
    static func tree() throws -> URL {
        if let override = ProcessInfo.processInfo.environment["HIG_IDENTITY_TREE"] { return URL(fileURLWithPath: override) }
        guard let shared = TestSupport.sharedFolder else { throw XCTSkip("../shared is not present") }
        return shared.appendingPathComponent("corpus/repo-components")
    }

    /// Where each file went: `page:<id>`, `category:<id>`, or `skipped`.
    static func predictions(_ corpus: Corpus, root: String) -> [String: String] {
        var predicted: [String: String] = [:]
        func relative(_ path: String) -> String { path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path }
        for page in corpus.pages { for source in page.sources { predicted[relative(source.path)] = page.id } }
        for category in corpus.categories { for source in category.sources { predicted[relative(source.path)] = "category:" + category.id } }
        for skipped in corpus.skipped { predicted[relative(skipped.path)] = "skipped:" + relative(skipped.path) }
        return predicted
    }

    /// Pairwise precision and recall over files that are pages or category pages, and Korean kept: every block that
    /// has Korean when its file is compiled alone carries Korean in the output (its own, or an alternative, or that of
    /// the copy that won for the same English).
    static func measure(_ corpus: Corpus, root: String, labels: [Label]) -> Figures {
        let predicted = predictions(corpus, root: root)
        let files = labels.filter { $0.expected != "not-a-page" }
        var truePositives = 0, falsePositives = 0, falseNegatives = 0
        for i in files.indices {
            for j in (i + 1)..<files.count {
                let same = files[i].expected == files[j].expected
                let merged = predicted[files[i].path].map { $0 == predicted[files[j].path] } ?? false
                if same && merged { truePositives += 1 } else if merged { falsePositives += 1 } else if same { falseNegatives += 1 }
            }
        }
        var kept = 0, total = 0
        var lost: [String] = []
        let pagesByID = Dictionary(corpus.pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for label in files where !label.expected.hasPrefix("category:") {
            let path = root + "/" + label.path
            guard let bytes = FileManager.default.contents(atPath: path),
                  case .page(let raw) = SourceReader().read(SourceInput(path: path, bytes: [UInt8](bytes), relativePath: label.path)).0 else { continue }
            let output = predicted[label.path].flatMap { pagesByID[$0] }
            for block in raw.blocks where block.korean != nil {
                total += 1
                let koreanLine = block.korean!.line
                let found = output?.blocks.contains { out in
                    out.translationSource == SourceLocation(path: path, line: koreanLine)
                        || out.alternatives.contains { $0.source == SourceLocation(path: path, line: koreanLine) }
                        || (out.text.en == block.english.text && out.text.ko != nil)
                        // Korean carried onto newer English keeps the English it was made for.
                        || (out.translationState?.previousEn == block.english.text && out.text.ko != nil)
                } ?? false
                if found { kept += 1 } else { lost.append("\(label.path):\(block.line) \(block.english.text.prefix(60))") }
            }
        }
        return Figures(precision: Double(truePositives) / Double(max(1, truePositives + falsePositives)),
                       recall: Double(truePositives) / Double(max(1, truePositives + falseNegatives)),
                       pairs: truePositives + falseNegatives, koreanKept: kept, koreanTotal: total, lost: lost)
    }

    func testRepositoryPagesDedupAndKoreanAgainstTheLabels() throws {
        let tree = try Self.tree()
        let present = try Self.labels().filter { FileManager.default.fileExists(atPath: tree.appendingPathComponent($0.path).path) }
        let corpus = TestSupport.compile(paths: [tree.path]).corpus
        let whole = Self.measure(corpus, root: tree.path, labels: present)
        let development = Self.measure(corpus, root: tree.path, labels: present.filter { !$0.heldOut })
        print("repo-components, whole: \(whole)")
        print("repo-components, without the held-out part: \(development)")
        if present.contains(where: \.heldOut) {
            let heldOut = Self.measure(corpus, root: tree.path, labels: present.filter(\.heldOut))
            print("repo-components, held-out part (status/, system-experiences/): \(heldOut)")
        }
        for line in whole.lost.prefix(40) { print("Korean lost: \(line)") }
        XCTAssertGreaterThanOrEqual(whole.precision, 0.99)
        XCTAssertGreaterThanOrEqual(whole.recall, 0.99)
        XCTAssertEqual(whole.koreanKept, whole.koreanTotal, "blocks whose Korean did not reach the output")
    }

    /// hig-ko (bilingual, English and history copies of each page): no block loses its Korean either.
    func testHigKoKeepsEveryKoreanBlock() throws {
        guard let shared = TestSupport.sharedFolder else { throw XCTSkip("../shared is not present") }
        let tree = shared.appendingPathComponent("corpus/hig-ko")
        let files = FileManager.default.enumerator(atPath: tree.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") } ?? []
        let labels = files.sorted().map { Label(path: $0, expected: DeduplicationTests.pathIdentity("/" + $0), heldOut: false) }
        let figures = Self.measure(TestSupport.compile(paths: [tree.path]).corpus, root: tree.path, labels: labels)
        print("hig-ko: \(figures)")
        for line in figures.lost.prefix(40) { print("Korean lost: \(line)") }
        XCTAssertEqual(figures.koreanKept, figures.koreanTotal, "blocks whose Korean did not reach the output")
    }
}
