/// One guideline rule: the bold lead sentence of a paragraph (or the imperative lead sentence in
/// headingless sources), as written to `rules.json`.
public struct Rule: Codable, Hashable, Sendable {
    /// Stable, readable id from the page id and the English rule text; unchanged when only Korean changes.
    public var id: String
    /// The page id.
    public var page: String
    /// The page title, so a rule can be shown without corpus.json.
    public var pageTitle: LocalizedTitle
    /// The id of the block the rule leads.
    public var block: String
    /// Heading path of the block.
    public var section: [String]
    /// Platforms the rule applies to (`iOS`, `watchOS`, …); empty means all.
    public var platforms: [String]
    public var kind: RuleKind
    /// The rule sentence alone; `text.ko` is `nil` when the translation dropped it.
    public var text: BilingualText
    /// The rest of the paragraph.
    public var rationale: BilingualText
    /// How the Korean rule sentence was found.
    public var translation: RuleTranslation
    public var links: [String]
    /// Where the English rule starts.
    public var source: SourceLocation
    /// Where the Korean paragraph starts; `nil` when untranslated.
    public var translationSource: SourceLocation?
    /// How the rule was found.
    public var detection: RuleDetection
    /// How sure the extractor is that this is a rule (1 for bold leads).
    public var confidence: Double

    public init(id: String, page: String, pageTitle: LocalizedTitle, block: String, section: [String], platforms: [String],
                kind: RuleKind, text: BilingualText, rationale: BilingualText, translation: RuleTranslation, links: [String],
                source: SourceLocation, translationSource: SourceLocation?, detection: RuleDetection, confidence: Double) {
        self.id = id
        self.page = page
        self.pageTitle = pageTitle
        self.block = block
        self.section = section
        self.platforms = platforms
        self.kind = kind
        self.text = text
        self.rationale = rationale
        self.translation = translation
        self.links = links
        self.source = source
        self.translationSource = translationSource
        self.detection = detection
        self.confidence = confidence
    }

    /// Whether the rule names platforms (as opposed to applying to all of them).
    public var isPlatformSpecific: Bool { !platforms.isEmpty }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(page, forKey: .page)
        try c.encode(pageTitle, forKey: .pageTitle)
        try c.encode(block, forKey: .block)
        try c.encode(section, forKey: .section)
        try c.encode(platforms, forKey: .platforms)
        try c.encode(kind, forKey: .kind)
        try c.encode(text, forKey: .text)
        try c.encode(rationale, forKey: .rationale)
        try c.encode(translation, forKey: .translation)
        try c.encode(links, forKey: .links)
        try c.encode(PathAndLine(source), forKey: .source)
        try c.encode(translationSource.map(PathAndLine.init), forKey: .translationSource)
        try c.encode(detection, forKey: .detection)
        try c.encode(confidence, forKey: .confidence)
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        page = try c.decode(String.self, forKey: .page)
        pageTitle = try c.decode(LocalizedTitle.self, forKey: .pageTitle)
        block = try c.decode(String.self, forKey: .block)
        section = try c.decode([String].self, forKey: .section)
        platforms = try c.decode([String].self, forKey: .platforms)
        kind = try c.decode(RuleKind.self, forKey: .kind)
        text = try c.decode(BilingualText.self, forKey: .text)
        rationale = try c.decode(BilingualText.self, forKey: .rationale)
        translation = try c.decode(RuleTranslation.self, forKey: .translation)
        links = try c.decodeIfPresent([String].self, forKey: .links) ?? []
        source = try c.decode(PathAndLine.self, forKey: .source).location
        translationSource = try c.decodeIfPresent(PathAndLine.self, forKey: .translationSource)?.location
        detection = try c.decode(RuleDetection.self, forKey: .detection)
        confidence = try c.decode(Double.self, forKey: .confidence)
    }

    private enum CodingKeys: String, CodingKey {
        case id, page, pageTitle, block, section, platforms, kind, text, rationale, translation, links, source,
             translationSource, detection, confidence
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
public enum RuleDetection: String, Codable, Hashable, Sendable, CaseIterable {
    /// A bold lead sentence in Markdown.
    case boldLead = "bold-lead"
    /// The leading imperative sentence of a paragraph in a source without markup.
    case imperativeLead = "imperative-lead"
}

/// How the Korean of a rule sentence was found in the block's translation.
public enum RuleTranslation: String, Codable, Hashable, Sendable, CaseIterable {
    /// The Korean has a sentence (or two) for the rule alone: `text.ko` is it.
    case lead
    /// The translation joined the rule with the next sentence: `text.ko` is the part up to the joining
    /// ending (`…하고,`) or, without one, the whole joined sentence.
    case merged
    /// The translation dropped the rule sentence: `text.ko` is `nil` and the build warns.
    case missing
    /// The block has no Korean at all.
    case untranslated
}

/// Everything a build hands to the emitters.
public struct BuildProducts: Sendable {
    public var corpus: Corpus
    public var rules: [Rule]
    /// Term pairs learned from the corpus: search expands queries with them.
    public var lexicon: TermLexicon
    /// Image files the sources hold beside their pages (`.attachments/…`) that blocks show: the site copies them.
    public var localImages: [LocalImage]

    public init(corpus: Corpus, rules: [Rule], lexicon: TermLexicon = TermLexicon(), localImages: [LocalImage] = []) {
        self.corpus = corpus
        self.rules = rules
        self.lexicon = lexicon
        self.localImages = localImages
    }
}

/// An image a source holds beside its pages, by the path outputs record for it (from the source folder's name, as
/// `source.path` of blocks), with its bytes.
public struct LocalImage: Hashable, Sendable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// The rule catalogue as `rules.json` holds it.
public struct RuleCatalogue: Codable, Hashable, Sendable {
    /// Bumped when a field is renamed or removed (major) or added (minor).
    public static let currentSchemaVersion = "1.1.0"

    public var schemaVersion: String
    public var rules: [Rule]

    public init(rules: [Rule], schemaVersion: String = RuleCatalogue.currentSchemaVersion) {
        self.schemaVersion = schemaVersion
        self.rules = rules
    }
}
