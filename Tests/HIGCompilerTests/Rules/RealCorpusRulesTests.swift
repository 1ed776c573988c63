import Foundation
import HIGCorpus
import XCTest
@testable import HIGCompiler

/// Figures on the real corpus in `../shared/corpus` (skipped when it is absent): how many rules, how many have
/// their Korean, and how well the imperative-lead reading used for unmarked sources agrees with the bold markup.
final class RealCorpusRulesTests: XCTestCase {
    static var corpusFolder: URL {
        SeedRulesTests.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    }

    private func compileRealCorpus() throws -> Corpus {
        guard FileManager.default.fileExists(atPath: Self.corpusFolder.path) else {
            throw XCTSkip("../shared/corpus is absent")
        }
        return CorpusCompiler().compile(SourceDiscovery.discover([Self.corpusFolder.path])).corpus
    }

    func testRuleCountsOnTheRealCorpus() throws {
        let corpus = try compileRealCorpus()
        var diagnostics: [Diagnostic] = []
        let rules = RuleExtractor().extract(from: corpus, diagnostics: &diagnostics)
        let byTranslation = Dictionary(grouping: rules, by: \.translation).mapValues(\.count)
        let translated = rules.count - byTranslation[.untranslated, default: 0]
        let withKorean = byTranslation[.lead, default: 0] + byTranslation[.merged, default: 0]
        let missing = byTranslation[.missing, default: 0]
        print("real corpus: \(rules.count) rules; \(translated) in translated blocks: \(withKorean) with Korean "
              + "(\(byTranslation[.lead, default: 0]) lead, \(byTranslation[.merged, default: 0]) merged), \(missing) missing Korean")
        XCTAssertGreaterThanOrEqual(rules.count, 1400)
        XCTAssertEqual(Set(rules.map(\.id)).count, rules.count, "rule ids must be unique")
        // About one translated rule in eight lost its sentence in machine translation; far more means a broken aligner.
        let missingShare = Double(missing) / Double(translated)
        XCTAssertGreaterThan(missingShare, 0.05)
        XCTAssertLessThan(missingShare, 0.20)
        XCTAssertEqual(diagnostics.filter { $0.id == RuleExtractor.missingTranslationID }.count, missing)
    }

    /// The headingless-source reading, run on Markdown paragraphs with the bold markup as the answer key.
    func testImperativeReadingAgreesWithBoldMarkup() throws {
        let corpus = try compileRealCorpus()
        var truePositives = 0, falsePositives = 0, falseNegatives = 0
        var byConfidence: [Double: (hits: Int, total: Int)] = [:]
        for page in corpus.pages where page.sources.first?.format != .interleavedText {
            for block in page.blocks where block.kind == .paragraph {
                let bold = RuleLeadFinder.boldLead(of: block)
                let isRule = bold.map { RuleLeadFinder.isRuleLead($0.lead, rest: $0.rest, isListItem: false) } ?? false
                let plain = bold.map { ($0.lead + " " + $0.rest).trimmed } ?? block.text.en
                let candidate = RuleLeadFinder.imperativeLead(of: plain)
                if let candidate {
                    var tally = byConfidence[candidate.confidence, default: (0, 0)]
                    tally.total += 1
                    if isRule { tally.hits += 1 }
                    byConfidence[candidate.confidence] = tally
                }
                switch (candidate != nil, isRule) {
                case (true, true): truePositives += 1
                case (true, false): falsePositives += 1
                case (false, true): falseNegatives += 1
                case (false, false): break
                }
            }
        }
        let precision = Double(truePositives) / Double(truePositives + falsePositives)
        let recall = Double(truePositives) / Double(truePositives + falseNegatives)
        print("imperative reading vs bold markup: precision \(precision), recall \(recall) "
              + "(tp \(truePositives), fp \(falsePositives), fn \(falseNegatives)); by confidence: "
              + byConfidence.sorted { $0.key > $1.key }.map { "\($0.key): \($0.value.hits)/\($0.value.total)" }.joined(separator: ", "))
        XCTAssertGreaterThan(precision, 0.95)
        XCTAssertGreaterThan(recall, 0.97)
        // Each confidence is the measured precision of its reading; keep them honest.
        for (confidence, tally) in byConfidence {
            XCTAssertGreaterThanOrEqual(Double(tally.hits) / Double(tally.total), confidence - 0.02, "confidence \(confidence)")
        }
    }
}
