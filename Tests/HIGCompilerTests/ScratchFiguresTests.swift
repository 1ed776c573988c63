import Foundation
import HIGCorpus
import XCTest
@testable import HIGCompiler

/// Scratch (not committed): two-way shares on the dev copies.
final class ScratchFiguresTests: XCTestCase {
    func testShares() throws {
        for (tree, truthFile) in [("/tmp/dev/hig-ko", "hig-ko/truth.tsv"), ("/tmp/dev/repo-components", "repo-components/truth.tsv")] {
            let truth = try String(contentsOf: TestSupport.repositoryRoot.appendingPathComponent("Tests/HIGCompilerTests/Fixtures/" + truthFile), encoding: .utf8)
            var label: [String: String] = [:]
            for line in truth.split(separator: "\n") where !line.hasPrefix("#") {
                let f = line.split(separator: "\t").map(String.init); if f.count >= 2 { label[tree + "/" + f[0]] = f[1] }
            }
            var read: [AssembledPage] = []
            for input in SourceDiscovery.discover([tree]).inputs {
                var d: [Diagnostic] = []
                if case .page(let raw) = SourceReader().read(input).0 { read.append(PageAssembler().assemble(raw, pinned: nil, diagnostics: &d)) }
            }
            let prints = read.map { PageFingerprint(page: $0.page) }
            var negatives: [(Double, String)] = [], positives: [(Double, String)] = []
            for o in DuplicateFinder().overlaps(prints) where min(o.sizeA, o.sizeB) >= 5 {
                let a = read[o.a], b = read[o.b]
                guard let la = label[a.page.sources[0].path], let lb = label[b.page.sources[0].path] else { continue }
                let share = min(o.aInB, o.bInA)
                let desc = "\(a.page.sources[0].path.suffix(60)) ~ \(b.page.sources[0].path.suffix(60))"
                if la != lb { negatives.append((share, desc)) }
                else if a.name != b.name || !PagePlace.meet(a.places, b.places) { positives.append((share, desc)) }
            }
            print("\(tree): different pages, top two-way shares:")
            for n in negatives.sorted(by: { $0.0 > $1.0 }).prefix(8) { print(String(format: "  %.2f %@", n.0, n.1)) }
            print("\(tree): same page, other name or place, two-way shares (lowest first):")
            for p in positives.sorted(by: { $0.0 < $1.0 }).prefix(12) { print(String(format: "  %.2f %@", p.0, p.1)) }
        }
    }
}
