/// English→Korean term pairs learned from the corpus (and a user's glossary): what derives Korean titles and headings
/// and expands queries into the other language. Not part of `corpus.json`; `lexicon.json` lists it.
public struct TermLexicon: Codable, Hashable, Sendable {
    /// Where a pair comes from.
    public enum Origin: String, Codable, Hashable, Sendable {
        /// The user's glossary: overrides every learned pair for its English term.
        case glossary
        /// A translator's Korean for a title or heading: a page's or heading's Korean, a README's `손쉬운 사용(Accessibility)`.
        case translator
        /// A source gave the English in parentheses after the Korean: `시트(sheet)`.
        case parenthesis
        /// The terms co-occur in aligned blocks (Dice coefficient).
        case cooccurrence
        /// A Hangul word that spells a Latin name of the text (`홈킷` for HomeKit), by phonetic key.
        case transliteration
    }

    /// One pair.
    public struct Pair: Codable, Hashable, Sendable {
        /// The English term, lowercased (one or more words).
        public var en: String
        /// The Korean, as written in the corpus (particles stripped).
        public var ko: String
        public var origin: Origin
        /// Aligned blocks (or parentheses) holding both.
        public var count: Int
        /// Dice coefficient of the pair over aligned blocks, 1 for glossary entries.
        public var score: Double

        public init(en: String, ko: String, origin: Origin, count: Int, score: Double) {
            self.en = en
            self.ko = ko
            self.origin = origin
            self.count = count
            self.score = score
        }
    }

    /// Pairs sorted by English term, then best first.
    public var pairs: [Pair]

    public init(pairs: [Pair] = []) {
        self.pairs = pairs
    }

    /// The best Korean for each English term.
    public var bestKorean: [String: String] {
        var result: [String: String] = [:]
        for pair in pairs where result[pair.en] == nil && pair.origin != .transliteration { result[pair.en] = pair.ko }
        return result
    }
}
