import Foundation
import HIGCorpus
import XCTest
@testable import HIGCompiler

/// The imperative-lead reading (used for sources without bold markup) measured on pages it was not tuned on: its verb
/// list and confidences were set on `../shared/corpus/hig-ko` (components); these are the seven pattern pages of
/// `../shared/corpus/two-repos/Apple_HIG_Korean`, whose paragraphs were read by hand (skipped when absent).
final class HeldOutRulesTests: XCTestCase {
    static var patternsFolder: URL {
        SeedRulesTests.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/two-repos/Apple_HIG_Korean")
    }

    func testDumpCandidates() throws {
        guard FileManager.default.fileExists(atPath: Self.patternsFolder.path) else { throw XCTSkip("absent") }
        let corpus = CorpusCompiler().compile(SourceDiscovery.discover([Self.patternsFolder.path])).corpus
        var out = ""
        for page in corpus.pages {
            for block in page.blocks where block.kind == .paragraph {
                let bold = RuleLeadFinder.boldLead(of: block)
                let plain = bold.map { ($0.lead + " " + $0.rest).trimmed } ?? block.text.en
                if let candidate = RuleLeadFinder.imperativeLead(of: plain) {
                    out += "\(page.id)\t\(block.source.line)\t\(candidate.confidence)\t\(bold != nil)\t\(plain.prefix(160))\n"
                }
            }
        }
        try out.write(toFile: "/tmp/qa/candidates.tsv", atomically: true, encoding: .utf8)
    }
}
