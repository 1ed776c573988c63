/// One page's copies as found by the deduplicator, for `hig build --report duplicates` and the JSON diagnostics.
public struct DuplicateCluster: Codable, Hashable, Sendable {
    /// The page id the copies became.
    public var page: String
    public var members: [Member]
    /// Pages whose text this page holds; they stay pages of their own and may lend it Korean.
    public var consolidates: [String] = []

    /// One source file in the cluster.
    public struct Member: Codable, Hashable, Sendable {
        public var path: String
        /// How the file relates to the page (`canonical`, `english-export`, …; docs/dedup.md).
        public var relation: String
        /// Share of this copy's English shingles found in the canonical copy (1 for the canonical).
        public var containment: Double
        /// Jaccard similarity of the two shingle sets.
        public var jaccard: Double
        /// The page id this file names (its title line or path), or `nil` when it names none.
        public var name: String?
        /// Share of the canonical copy's English shingles found in this copy (1 for the canonical).
        public var reverseContainment: Double = 1
        /// Why the file is this page (`MergeEvidence`).
        public var evidence: String = MergeEvidence.sameNameAndPlace.rawValue
        /// Whether that evidence is weak (`hig.merge.weak` says so).
        public var weak = false
    }
}

/// Why a file was made part of a page (docs/dedup.md, "Every merge explains itself").
public enum MergeEvidence: String, CaseIterable, Sendable {
    /// It bears the page's name and sits in its place.
    case sameNameAndPlace = "same name and place"
    /// A title and no content, of the page's name and place.
    case stub = "stub of the name"
    /// It bears the page's name in another place, and each holds most of the other's text.
    case moved = "moved copy"
    /// It bears another name, and each holds most of the other's text.
    case renamed = "renamed"
    /// It names no page (or its name is borne in several places), and its text is a copy of the page's.
    case copy = "copy without a name"
}

/// How a source relates to the page it was merged into.
public enum SourceRelation: String, CaseIterable, Sendable {
    /// The copy the page's structure comes from.
    case canonical
    /// The same English text in the same format.
    case identical
    /// The same page exported again in English only (links made absolute).
    case englishExport = "english-export"
    /// A plain-text export without headings (a Notion page); its Korean, summaries and notes are merged in.
    case headinglessExport = "headingless-export"
    /// The beginning of the page only.
    case truncated
    /// A title line and no content.
    case stub
    /// The page filed under another category.
    case otherCategory = "other-category"
    /// The page under another name (a rename, or a typo), joined because each holds most of the other's text.
    case renamed
    /// Another revision: some sentences or blocks differ.
    case olderRevision = "older-revision"
    /// A Korean-only translation of the page (`markdown-korean`), aligned to its English from the other copies.
    case translation
}
