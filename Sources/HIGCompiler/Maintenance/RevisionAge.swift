import HIGCorpus
import HIGText

/// How copies of a page are ordered by age, newest first (docs/corpus.md, "Translation state"):
///
/// 1. An English-only export is newest: teams refresh those from Apple, the bilingual files lag behind them.
/// 2. A copy that names a platform only newer revisions of the guidelines know (visionOS, added in 2023) is newer
///    than one that does not: content only newer revisions have.
/// 3. The canonical copy (the latest layout: headed, the most complete) before other copies.
/// 4. Then a headed copy before a headingless plain-text export (Notion exports were made from older revisions).
enum RevisionAge {
    /// Platforms in the order Apple added them to the guidelines; naming a later one marks a later revision.
    static let platformsByIntroduction = ["visionOS"]

    /// A sort key: smaller is newer.
    static func key(_ page: Page, isCanonical: Bool) -> [Int] {
        let format = page.sources.first?.format
        let english = format == .englishMarkdown ? 0 : 1
        // `containsASCII`: Foundation's `contains` read from bytes (asking NSString of every block is costly in a compile).
        let newestPlatform = platformsByIntroduction.lastIndex { name in page.blocks.contains { $0.text.en.containsASCII(name) } }
        let platform = -(newestPlatform.map { $0 + 1 } ?? 0)
        let headingless = format == .interleavedText ? 1 : 0
        return [english, platform, isCanonical ? 0 : 1, headingless]
    }

    /// Whether age key `a` is newer (smaller) than `b`.
    static func newer(_ a: [Int], than b: [Int]) -> Bool {
        a.lexicographicallyPrecedes(b)
    }
}
