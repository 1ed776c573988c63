/// One guideline rule: the bold lead sentence of a paragraph (or the imperative lead sentence in
/// headingless sources), as written to `rules.json`.
public struct Rule: Codable, Hashable, Sendable {
    /// Stable, readable id from the page id and the English rule text; unchanged when only Korean changes.
    public var id: String
    /// The page id.
    public var page: String
    /// The id of the block the rule leads.
    public var block: String
    /// Heading path of the block.
    public var section: [String]
    /// Platforms the rule applies to (`iOS`, `watchOS`, …); empty means all.
    public var platforms: [String]
    public var kind: RuleKind
    /// The rule sentence alone.
    public var text: BilingualText
    /// The rest of the paragraph.
    public var rationale: BilingualText
    public var links: [String]
    public var source: SourceLocation
    /// How the rule was found.
    public var detection: RuleDetection
    /// How sure the extractor is that this is a rule (1 for bold leads).
    public var confidence: Double

    public init(id: String, page: String, block: String, section: [String], platforms: [String], kind: RuleKind,
                text: BilingualText, rationale: BilingualText, links: [String], source: SourceLocation,
                detection: RuleDetection, confidence: Double) {
        self.id = id
        self.page = page
        self.block = block
        self.section = section
        self.platforms = platforms
        self.kind = kind
        self.text = text
        self.rationale = rationale
        self.links = links
        self.source = source
        self.detection = detection
        self.confidence = confidence
    }
}

/// What a rule asks, from its lead verb.
public enum RuleKind: String, Codable, Hashable, Sendable, CaseIterable {
    /// Use, Provide, Make, Keep, …
    case `do`
    /// Avoid, Don't, Never, …
    case dont
    /// Consider, Prefer, …
    case consider
}

/// How a rule was recognised.
public enum RuleDetection: String, Codable, Hashable, Sendable {
    /// A bold lead sentence in Markdown.
    case boldLead = "bold-lead"
    /// The leading imperative sentence of a paragraph in a source without markup.
    case imperativeLead = "imperative-lead"
}

/// Everything a build hands to the emitters.
public struct BuildProducts: Sendable {
    public var corpus: Corpus
    public var rules: [Rule]

    public init(corpus: Corpus, rules: [Rule]) {
        self.corpus = corpus
        self.rules = rules
    }
}
