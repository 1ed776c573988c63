import Foundation
import HIGCorpus

/// How far one page is translated: its translatable blocks by state (current / outdated / suggested / untranslated),
/// and how much of the translation QA flagged. Only current blocks count as done; an outdated (fuzzy) one never does.
package struct PageTranslationStatus: Codable, Hashable, Sendable {
    package var page: String
    package var title: String
    /// The page's category (`components/presentation`), empty for a page of none.
    package var category: String = ""
    /// Blocks a translation is expected for.
    package var translatable: Int
    /// Blocks whose Korean is made for their current English (`current`): the ones that are done.
    package var translated: Int
    /// Blocks whose Korean was made for older English.
    package var outdated: Int
    /// Blocks without Korean for which the translation memory has a suggestion.
    package var suggested: Int
    /// Blocks without Korean and without a suggestion.
    package var untranslated: Int
    /// Translated blocks with at least one warning or error.
    package var flagged: Int
    /// translated (current) / translatable, 0…1, rounded to three places (`TranslatedShare`).
    package var share: Double

    package init(page: String, title: String, category: String = "", translatable: Int, translated: Int, outdated: Int = 0, suggested: Int = 0,
                untranslated: Int, flagged: Int, share: Double) {
        self.page = page
        self.title = title
        self.category = category
        self.translatable = translatable
        self.translated = translated
        self.outdated = outdated
        self.suggested = suggested
        self.untranslated = untranslated
        self.flagged = flagged
        self.share = share
    }

    /// The status of every page, in corpus order; `flagged` counts the blocks `findings` flag (0 when the checks did
    /// not run).
    package static func report(_ corpus: Corpus, findings: [Finding]) -> [PageTranslationStatus] {
        var flaggedBlocks: [String: Set<String>] = [:]
        for finding in findings where finding.severity >= .warning && finding.checkID != OutdatedTranslation.description.id {
            flaggedBlocks[finding.pageID, default: []].insert(finding.blockID)
        }
        return corpus.pages.map { page in
            var counts: [TranslationState.Status: Int] = [:]
            var flagged = 0
            for block in page.blocks where block.kind.isTranslatable {
                counts[block.status, default: 0] += 1
                if block.isTranslated, flaggedBlocks[page.id]?.contains(block.id) == true { flagged += 1 }
            }
            let share = TranslatedShare(page.blocks)
            return PageTranslationStatus(page: page.id, title: page.title.en, category: page.category, translatable: share.translatable,
                                         translated: share.translated, outdated: counts[.outdated, default: 0],
                                         suggested: counts[.suggested, default: 0], untranslated: counts[.untranslated, default: 0],
                                         flagged: flagged, share: ratio(share.translated, share.translatable))
        }
    }

    /// `part / whole`, three places; 0 for an empty whole.
    static func ratio(_ part: Int, _ whole: Int) -> Double {
        whole == 0 ? 0 : (Double(part) / Double(whole) * 1000).rounded() / 1000
    }
}

/// The status of every page read straight from a corpus.json (`hig check --status` with no checks to run): only each
/// page's id, title and category and each block's kind, state and whether it has Korean are decoded, never the text,
/// which is most of the file.
package enum StatusReader {
    private struct CorpusFile: Decodable { var pages: [PageEntry] }
    private struct PageEntry: Decodable {
        var id: String
        var title: Title
        var category: String?
        var blocks: [BlockEntry]
    }
    private struct Title: Decodable { var en: String }
    private struct BlockEntry: Decodable {
        var kind: BlockKind
        var text: Text
        var translationState: State?

        /// The block's state as `Block.status` reads it: recorded, else current with Korean, untranslated without.
        var status: TranslationState.Status { translationState?.status ?? (text.hasKorean ? .current : .untranslated) }
    }
    private struct State: Decodable { var status: TranslationState.Status }
    private struct Text: Decodable {
        var hasKorean: Bool
        private enum Keys: String, CodingKey { case ko }
        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            hasKorean = container.contains(.ko) ? !(try container.decodeNil(forKey: .ko)) : false
        }
    }

    /// The rows `PageTranslationStatus.report` gives for the same corpus with no findings.
    package static func report(corpusJSON data: Data) throws -> [PageTranslationStatus] {
        try JSONDecoder().decode(CorpusFile.self, from: data).pages.map { page in
            var share = TranslatedShare()
            var counts: [TranslationState.Status: Int] = [:]
            for block in page.blocks {
                share.count(block.kind, block.status)
                if block.kind.isTranslatable { counts[block.status, default: 0] += 1 }
            }
            return PageTranslationStatus(page: page.id, title: page.title.en, category: page.category ?? "", translatable: share.translatable,
                                         translated: share.translated, outdated: counts[.outdated, default: 0],
                                         suggested: counts[.suggested, default: 0], untranslated: counts[.untranslated, default: 0],
                                         flagged: 0, share: PageTranslationStatus.ratio(share.translated, share.translatable))
        }
    }
}

/// What changed between two builds (`hig check --status --since OLD_BUILD`): per page, the counts before and after;
/// per block, its state before and after (`new` for a block the old build did not have, `gone` for one it had alone).
package struct StatusChanges: Codable, Hashable, Sendable {
    package struct PageChange: Codable, Hashable, Sendable {
        package var page: String
        package var before: [String: Int]
        package var after: [String: Int]
    }

    package struct BlockChange: Codable, Hashable, Sendable {
        package var page: String
        package var block: String
        package var before: String
        package var after: String
    }

    package var pages: [PageChange]
    package var blocks: [BlockChange]

    /// Compares the translatable blocks of two corpora by `page#block`.
    package init(from old: Corpus, to new: Corpus) {
        func states(_ corpus: Corpus) -> [String: (page: String, block: String, status: String)] {
            var out: [String: (String, String, String)] = [:]
            for page in corpus.pages { for block in page.blocks where block.kind.isTranslatable { out["\(page.id)#\(block.id)"] = (page.id, block.id, block.status.rawValue) } }
            return out
        }
        let before = states(old), after = states(new)
        blocks = Set(before.keys).union(after.keys).sorted().compactMap { key in
            let b = before[key], a = after[key]
            let was = b?.status ?? "new", now = a?.status ?? "gone"
            guard was != now else { return nil }
            let where_ = a ?? b!
            return BlockChange(page: where_.page, block: where_.block, before: was, after: now)
        }
        func counts(_ corpus: Corpus) -> [String: [String: Int]] {
            var out: [String: [String: Int]] = [:]
            for page in corpus.pages {
                var row = Dictionary(uniqueKeysWithValues: TranslationState.Status.allCases.map { ($0.rawValue, 0) })
                for block in page.blocks where block.kind.isTranslatable { row[block.status.rawValue, default: 0] += 1 }
                out[page.id] = row
            }
            return out
        }
        let oldCounts = counts(old), newCounts = counts(new)
        let empty = Dictionary(uniqueKeysWithValues: TranslationState.Status.allCases.map { ($0.rawValue, 0) })
        pages = Set(oldCounts.keys).union(newCounts.keys).sorted().compactMap { page in
            let b = oldCounts[page] ?? empty, a = newCounts[page] ?? empty
            return a == b ? nil : PageChange(page: page, before: b, after: a)
        }
    }

    /// One line per changed page (`page  current 10 → 12, outdated 2 → 0`) and per changed block.
    package var text: String {
        var out = ""
        for change in pages {
            let parts = TranslationState.Status.allCases.map(\.rawValue).compactMap { key -> String? in
                let b = change.before[key] ?? 0, a = change.after[key] ?? 0
                return a == b ? nil : "\(key) \(b) → \(a)"
            }
            out += "\(change.page)\t\(parts.joined(separator: ", "))\n"
        }
        for change in blocks { out += "  \(change.page)#\(change.block)\t\(change.before) → \(change.after)\n" }
        return out.isEmpty ? "no change in translation state\n" : out
    }
}
