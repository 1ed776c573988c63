import Foundation
import HIGCorpus
import HIGText

/// A block the translator skipped, on a page that is otherwise being translated, or Korean that is just English.
package struct UntranslatedBlock: QualityCheck {
    package init() {}

    package static let description = CheckDescription(
        id: "hig.qa.untranslated",
        name: "Untranslated block",
        summary: "A block of translatable prose has no Korean, or its Korean holds no Hangul at all; a run of table rows without Korean is one note.",
        rationale: "Readers of a translated page expect every paragraph in Korean; a skipped one is easy to miss in review. What needs no translation — sizes, values, code, product names, image descriptions, labels — is not reported, and pages with no Korean at all are counted in the status report instead of flagged block by block.",
        triggering: [
            CheckExample(pairs: [("Use a title.", "제목을 사용합니다."), ("Keep it short.", nil)]),
            CheckExample("Keep titles short and specific.", "Keep titles short and specific."),
            CheckExample(pairs: [("Use a title.", "제목을 사용합니다."), ("For developer guidance, see NSDatePicker.", nil)]),
            CheckExample(pairs: [("Use a title.", "제목을 사용합니다."), ("Not supported in tvOS.", nil)]),
            // A table flattened into rows: one note for the table.
            CheckExample(pairs: [("Use a title.", "제목을 사용합니다."), ("| June 5, 2023 | Updated guidance for using buttons in watchOS. |", nil)]),
            CheckExample(pairs: [("Use a title.", "제목을 사용합니다."), ("Extra large text of 40 pt for headlines and titles", nil),
                                 ("Large text of 34 pt for headlines and titles", nil), ("Medium text of 28 pt for body text and captions", nil)]),
        ],
        nonTriggering: [
            CheckExample("Keep it short.", "짧게 유지합니다."),
            CheckExample(pairs: [("Keep it short.", nil), ("Use a title.", nil)]),
            CheckExample("Use SwiftUI.", "SwiftUI."),
            CheckExample(pairs: [("Use a title.", "제목을 사용합니다."), ("Weight: Medium", nil)]),
            // Blocks nobody translates (false alarms read on held-out pages): image sizes, values, a table of numbers.
            CheckExample(pairs: [("Use a title.", "제목을 사용합니다."), ("512x512 px @1x, 1024x1024 px @2x", nil)]),
            CheckExample("Provide the icon at 512x512 px @1x, 1024x1024 px @2x", "512x512 px @1x, 1024x1024 px @2x"),
            CheckExample(pairs: [("Use a title.", "제목을 사용합니다."), ("Large Title 34 41 Regular 28 34 Bold", nil), ("Title 1 28 34 Regular 22 26 Bold", nil),
                                 ("Title 2 22 28 Regular 17 22 Bold", nil), ("Body 17 22 Regular 15 20 Semibold", nil)]),
            CheckExample(pairs: [("Use a title.", "제목을 사용합니다."), ("• iOS • macOS • watchOS", nil), ("June 21, 2023", nil), ("Series 4 and later", nil)]),
            CheckExample(pairs: [("Use a title.", "제목을 사용합니다."), ("See exclamationmark.triangle and sheet(item:onDismiss:).", nil)]),
        ]
    )

    /// A short entry without sentence punctuation (`URL`, `Weight: Medium`, `ASCII Capable Number Pad`) names a UI
    /// element or a menu, which translations commonly keep in English.
    static func isLabel(_ english: String) -> Bool {
        english.split(separator: " ").count <= 5 && !SentenceSplitter.endsSentence(english)
    }

    /// A row of a table flattened into a block: a pipe-table row the reader kept as text (`| June 5, 2023 | … |`),
    /// or digits and no sentence punctuation.
    static func isTableRow(_ english: String) -> Bool {
        isPipeRow(english) || english.contains(where: { $0.isASCII && $0.isNumber }) && !SentenceSplitter.endsSentence(english)
    }

    static func isPipeRow(_ english: String) -> Bool {
        let trimmed = english.trimmingCharacters(in: .whitespaces)
        return trimmed.count > 1 && trimmed.hasPrefix("|") && trimmed.hasSuffix("|")
    }

    /// The fewest consecutive untranslated rows without pipes taken for a table and reported as one note.
    static let tableRows = 3

    package func findings(in context: CheckContext) -> [Finding] {
        context.corpus.pages.flatMap { page -> [Finding] in
            // A block whose English is markup or Korean (a Korean-only page misread) has no English to translate.
            let translatable = page.blocks.filter { $0.kind.isTranslatable && CheckContext.hasEnglish($0) }
            guard translatable.contains(where: { $0.text.ko != nil }) else { return [] }
            var findings: [Finding] = []
            var table = TableRun()
            func flushTable() {
                findings += table.findings(self, page: page)
                table = TableRun()
            }
            for block in translatable {
                let english = TranslatableProse.ownText(of: block)
                // A pipe row belongs to its table, translated or not: the table is reported once.
                if Self.isPipeRow(english) { table.add(block, pipe: true); continue }
                guard TranslatableProse.needsTranslation(english) else { continue }
                guard let ko = block.text.ko else {
                    if Self.isLabel(english) { continue }
                    if Self.isTableRow(english) { table.add(block, pipe: false); continue }
                    flushTable()
                    findings.append(Finding(self, "block has no Korean translation" + Self.offer(for: block), block: block, page: page))
                    continue
                }
                flushTable()
                if !Script.containsHangul(ko) {
                    findings.append(Finding(self, "the Korean is a copy of the English (no Hangul)", block: block, page: page))
                }
            }
            flushTable()
            return findings
        }
    }

    /// The best translation-memory suggestion, named so a translator can take it: `; a 100% suggestion from
    /// page#block is ready: “…”`.
    static func offer(for block: Block) -> String {
        guard let suggestion = block.translationState?.suggestions.first else { return "" }
        let match = min(suggestion.match, 100)
        return "; a \(match)% suggestion from \(suggestion.from) is ready: “\(suggestion.ko)”"
    }

    /// Consecutive rows of one table flattened into blocks: pipe rows (`| … |`), or rows of digits without a
    /// sentence end. One note for the table when any row lacks Korean; rows without pipes are a table only from
    /// `tableRows` on, else each is a block of its own.
    private struct TableRun {
        var rows: [Block] = []
        var hasPipes = false

        mutating func add(_ block: Block, pipe: Bool) {
            rows.append(block)
            hasPipes = hasPipes || pipe
        }

        func findings(_ check: UntranslatedBlock, page: Page) -> [Finding] {
            // Rows of values and separators (`| 40mm | 304x139 |`, `| --- |`) need no Korean and are not counted.
            let prose = rows.filter { TranslatableProse.needsTranslation(TranslatableProse.ownText(of: $0)) }
            let missing = prose.filter { $0.text.ko == nil }
            guard let first = missing.first else { return [] }
            if hasPipes || rows.count >= UntranslatedBlock.tableRows {
                let count = missing.count == prose.count ? "\(prose.count) row\(prose.count == 1 ? " of a table has" : "s of a table have")"
                    : "\(missing.count) of the \(prose.count) rows of a table with words \(missing.count == 1 ? "has" : "have")"
                return [Finding(check, "\(count) no Korean translation", block: first, page: page, severity: .note)]
            }
            return missing.map { Finding(check, "block has no Korean translation" + UntranslatedBlock.offer(for: $0), block: $0, page: page) }
        }
    }
}
