/// Where a translatable block's Korean stands against the newest English (corpus.json `translationState`, 1.2.0).
public struct TranslationState: Codable, Hashable, Sendable {
    /// The four states a translatable block is in; only `current` counts as done.
    public enum Status: String, Codable, Hashable, Sendable, CaseIterable {
        /// The Korean was made for this English.
        case current
        /// The Korean was made for an older English text (`previousEn`); shown marked, never as current.
        case outdated
        /// No Korean for this English, but a past translation of similar English is offered (`suggestions`).
        case suggested
        /// No Korean and nothing to offer.
        case untranslated
    }

    public var status: Status
    /// The English the Korean was made for (outdated blocks).
    public var previousEn: String?
    /// Where that English is, in the older copy the Korean comes from.
    public var previousSource: SourceLocation?
    /// Word similarity of the previous English to the current, 0…1, two places (outdated blocks).
    public var similarity: Double?
    /// The word-level diff from the previous English to the current (outdated blocks).
    public var diff: [DiffSpan]
    /// The sentences of the current English that changed, with the Korean sentences made for their old wording.
    public var changedSentences: [ChangedSentence]
    /// Past translations of similar English, best first (untranslated and outdated blocks).
    public var suggestions: [Suggestion]

    public init(status: Status, previousEn: String? = nil, previousSource: SourceLocation? = nil, similarity: Double? = nil,
                diff: [DiffSpan] = [], changedSentences: [ChangedSentence] = [], suggestions: [Suggestion] = []) {
        self.status = status
        self.previousEn = previousEn
        self.previousSource = previousSource
        self.similarity = similarity
        self.diff = diff
        self.changedSentences = changedSentences
        self.suggestions = suggestions
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(status, forKey: .status)
        try c.encodeIfPresent(previousEn, forKey: .previousEn)
        try c.encodeIfPresent(previousSource.map(PathAndLine.init), forKey: .previousSource)
        try c.encodeIfPresent(similarity, forKey: .similarity)
        if !diff.isEmpty { try c.encode(diff, forKey: .diff) }
        if !changedSentences.isEmpty { try c.encode(changedSentences, forKey: .changedSentences) }
        if !suggestions.isEmpty { try c.encode(suggestions, forKey: .suggestions) }
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        status = try c.decode(Status.self, forKey: .status)
        previousEn = try c.decodeIfPresent(String.self, forKey: .previousEn)
        previousSource = try c.decodeIfPresent(PathAndLine.self, forKey: .previousSource)?.location
        similarity = try c.decodeIfPresent(Double.self, forKey: .similarity)
        diff = try c.decodeIfPresent([DiffSpan].self, forKey: .diff) ?? []
        changedSentences = try c.decodeIfPresent([ChangedSentence].self, forKey: .changedSentences) ?? []
        suggestions = try c.decodeIfPresent([Suggestion].self, forKey: .suggestions) ?? []
    }

    private enum CodingKeys: String, CodingKey {
        case status, previousEn, previousSource, similarity, diff, changedSentences, suggestions
    }
}

/// One run of a word-level diff: `equal`, `insert` (only the current English has it) or `delete` (only the old had it).
public struct DiffSpan: Codable, Hashable, Sendable {
    public var op: String
    public var text: String

    public init(op: String, text: String) {
        self.op = op
        self.text = text
    }
}

/// A sentence of the current English that differs from the sentence the Korean was made for.
public struct ChangedSentence: Codable, Hashable, Sendable {
    /// The old English sentence (`nil` for a sentence the current English added).
    public var previousEn: String?
    /// The current English sentence (`nil` for a sentence the current English dropped).
    public var en: String?
    /// The Korean made for the old sentence, when the sentence aligner paired one.
    public var ko: String?

    public init(previousEn: String?, en: String?, ko: String?) {
        self.previousEn = previousEn
        self.en = en
        self.ko = ko
    }
}

/// A past translation offered for a block: the Korean of other English, how close that English is, and where.
public struct Suggestion: Codable, Hashable, Sendable {
    public var ko: String
    /// The English that Korean was made for.
    public var en: String
    /// Match percentage, 75…100; 101 when the neighbouring blocks match too (an in-context match).
    public var match: Int
    /// `block`, or `sentence` when the offer is put together from matching sentences.
    public var granularity: String
    /// The block the translation comes from (`page#block`).
    public var from: String
    public var source: SourceLocation

    public init(ko: String, en: String, match: Int, granularity: String = "block", from: String, source: SourceLocation) {
        self.ko = ko
        self.en = en
        self.match = match
        self.granularity = granularity
        self.from = from
        self.source = source
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(ko, forKey: .ko)
        try c.encode(en, forKey: .en)
        try c.encode(match, forKey: .match)
        try c.encode(granularity, forKey: .granularity)
        try c.encode(from, forKey: .from)
        try c.encode(PathAndLine(source), forKey: .source)
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        ko = try c.decode(String.self, forKey: .ko)
        en = try c.decode(String.self, forKey: .en)
        match = try c.decode(Int.self, forKey: .match)
        granularity = try c.decodeIfPresent(String.self, forKey: .granularity) ?? "block"
        from = try c.decode(String.self, forKey: .from)
        source = try c.decode(PathAndLine.self, forKey: .source).location
    }

    private enum CodingKeys: String, CodingKey { case ko, en, match, granularity, from, source }
}
