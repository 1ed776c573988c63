import Foundation
import HIGCorpus
import HIGText
import XCTest
@testable import HIGCompiler

/// Alignment checked against the structure of real files: the seeds (always) and ../shared/corpus (when present).
final class RealSourcesTests: XCTestCase {
    private var seeds: URL { TestSupport.repositoryRoot.appendingPathComponent("seeds") }

    /// Seed 004: every English line followed by a Korean line is paired with it; captions, API references and the
    /// change log are not; no summary or note marker appears in any translation.
    func testSeed004EveryTranslatedLineIsPairedWithItsEnglish() throws {
        let path = seeds.appendingPathComponent("004_8ab95ca51023c8dd.txt").path
        let compilation = TestSupport.compile(paths: [path])
        let page = try XCTUnwrap(compilation.corpus.pages.first)
        let lines = Lines.split(try String(contentsOfFile: path, encoding: .utf8))
        let roles = LineClassifier.classify(lines)
        var expectedPairs: [Int: Int] = [:]
        for (index, line) in roles.enumerated() where line.role == .english && index + 1 < roles.count && roles[index + 1].role == .korean {
            expectedPairs[line.number] = roles[index + 1].number
        }
        XCTAssertEqual(expectedPairs.count, 29, "seed 004 has 29 English lines directly followed by Korean")
        var actualPairs: [Int: Int] = [:]
        for block in page.blocks {
            if let korean = block.translationSource { actualPairs[block.source.line] = korean.line }
            for text in [block.text.ko, block.summary].compactMap({ $0 }) {
                XCTAssertFalse(text.contains("역자 첨언"), "note marker leaked into block at line \(block.source.line)")
            }
            if let ko = block.text.ko { XCTAssertFalse(ko.hasPrefix("→"), "summary leaked into text.ko at line \(block.source.line)") }
        }
        XCTAssertEqual(actualPairs, expectedPairs)
        let unpaired = page.blocks.filter { $0.text.ko == nil }.map { "\($0.kind.rawValue): \($0.text.en)" }
        XCTAssertEqual(unpaired, [
            "caption: Large detent", "caption: Medium detent",
            "api-reference: sheet(item:onDismiss:content:) — SwiftUI",
            "api-reference: UISheetPresentationController — UIKit",
            "api-reference: presentAsSheet(_:) — AppKit",
        ])
        XCTAssertEqual(page.blocks.filter { $0.summary != nil }.count, 5)
        XCTAssertEqual(page.blocks.filter(\.translatorNote).count, 6)
        XCTAssertEqual(page.changeLog.count, 3)
    }

    /// In every bilingual corpus file, each run of `> ` Korean lines is the translation of the English block right above it.
    func testEveryKoreanQuoteInTheBilingualCorpusIsPairedWithItsOwnBlock() throws {
        guard let shared = TestSupport.sharedFolder else { throw XCTSkip("../shared is not present") }
        let folder = shared.appendingPathComponent("corpus/hig-ko/bilingual").path
        let compilation = TestSupport.compile(paths: [folder])
        var quotes = 0
        var problems: [String] = []
        let blocksByPath = Dictionary(grouping: compilation.corpus.pages.flatMap(\.blocks), by: \.source.path)
        for (path, blocks) in blocksByPath {
            let lines = Lines.split(try String(contentsOfFile: path, encoding: .utf8))
            let pairs = Dictionary(blocks.compactMap { block in block.translationSource.map { ($0.line, block.source.line) } }, uniquingKeysWith: { a, _ in a })
            for group in Self.koreanQuoteGroups(lines) {
                quotes += 1
                guard let englishLine = pairs[group.start] else {
                    problems.append("\(path):\(group.start): Korean quote not paired")
                    continue
                }
                if englishLine != group.englishStart {
                    problems.append("\(path):\(group.start): paired with line \(englishLine), expected \(group.englishStart)")
                }
            }
        }
        XCTAssertGreaterThan(quotes, 1000)
        XCTAssertEqual(problems, [], "\(problems.count) of \(quotes) quotes misplaced")
    }

    /// Runs of lines starting with `>` (or `- >`) that hold Korean, with the first line of the English block above.
    private static func koreanQuoteGroups(_ lines: [Substring]) -> [(start: Int, englishStart: Int)] {
        func isQuote(_ line: Substring) -> Bool { line.hasPrefix(">") || line.hasPrefix("- >") }
        var groups: [(Int, Int)] = []
        var index = 0
        while index < lines.count {
            guard isQuote(lines[index]), Script.isKorean(lines[index]) else { index += 1; continue }
            let start = index
            while index < lines.count && isQuote(lines[index]) { index += 1 }
            var above = start - 1
            while above >= 0 && lines[above].trimmed.isEmpty { above -= 1 }
            guard above >= 0 else { continue }
            var englishStart = above
            // A paragraph may span lines; list items start at their marker.
            while englishStart > 0, !lines[englishStart - 1].trimmed.isEmpty, !isQuote(lines[englishStart - 1]),
                  !lines[englishStart].hasPrefix("- "), !lines[englishStart].hasPrefix("#") {
                englishStart -= 1
            }
            groups.append((start + 1, englishStart + 1))
        }
        return groups
    }
}
