/// One English block of a page with its Korean translation, if any.
public struct Block: Codable, Hashable, Sendable {
    /// Unique within the page; derived from the English text, so it survives reordering.
    public var id: String
    public var kind: BlockKind
    /// Heading path of the section the block sits in, outermost first.
    public var section: [String]
    /// Plain text, inline markup removed.
    public var text: BilingualText
    /// Inline HTML, escaped; never raw HTML from a source.
    public var html: BilingualText
    /// The bold lead sentence of the English paragraph (`**Avoid …**`), if it has one.
    public var lead: String?
    /// Link targets in the English text, in order.
    public var links: [String]
    /// The translator's summary (`→ …`) of this block.
    public var summary: String?
    /// Whether a translator's note (`역자 첨언`) is attached to this block.
    public var translatorNote: Bool
    public var alignment: Alignment
    /// Where the English text starts.
    public var source: SourceLocation
    /// Where the Korean text starts; `nil` when untranslated.
    public var translationSource: SourceLocation?
    /// Other Korean translations of the same English found in other copies of the page, with their sources.
    public var alternatives: [AlternativeTranslation]
    /// Korean learned from the corpus for text no translator translated (headings), never a translator's text.
    public var derivedKo: String?
    /// Where the Korean stands against the newest English (translatable blocks; `nil` for the others).
    public var translationState: TranslationState?
    /// Who made the shown Korean, when, and the source blocks it was given as; `nil` when untranslated (since 1.3.0).
    public var translationOrigin: TranslationOrigin?

    public init(
        id: String, kind: BlockKind, section: [String], text: BilingualText, html: BilingualText,
        lead: String? = nil, links: [String] = [], summary: String? = nil, translatorNote: Bool = false,
        alignment: Alignment, source: SourceLocation, translationSource: SourceLocation? = nil,
        alternatives: [AlternativeTranslation] = [], derivedKo: String? = nil, translationState: TranslationState? = nil,
        translationOrigin: TranslationOrigin? = nil
    ) {
        self.id = id
        self.kind = kind
        self.section = section
        self.text = text
        self.html = html
        self.lead = lead
        self.links = links
        self.summary = summary
        self.translatorNote = translatorNote
        self.alignment = alignment
        self.source = source
        self.translationSource = translationSource
        self.alternatives = alternatives
        self.derivedKo = derivedKo
        self.translationState = translationState
        self.translationOrigin = translationOrigin
    }

    /// Whether the block is translated.
    public var isTranslated: Bool { text.ko != nil }

    /// The block's translation status; a block built by hand without one reads as current when translated.
    public var status: TranslationState.Status {
        translationState?.status ?? (isTranslated ? .current : .untranslated)
    }

    /// Whether the Korean is made for an older English.
    public var isOutdated: Bool { translationState?.status == .outdated }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(kind, forKey: .kind)
        try c.encode(section, forKey: .section)
        try c.encode(text, forKey: .text)
        try c.encode(html, forKey: .html)
        try c.encode(lead, forKey: .lead)
        try c.encode(links, forKey: .links)
        try c.encode(summary, forKey: .summary)
        try c.encode(translatorNote, forKey: .translatorNote)
        try c.encode(alignment, forKey: .alignment)
        try c.encode(PathAndLine(source), forKey: .source)
        try c.encode(translationSource.map(PathAndLine.init), forKey: .translationSource)
        try c.encode(alternatives, forKey: .alternatives)
        try c.encode(derivedKo, forKey: .derivedKo)
        try c.encodeIfPresent(translationState, forKey: .translationState)
        try c.encodeIfPresent(translationOrigin, forKey: .translationOrigin)
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        kind = try c.decode(BlockKind.self, forKey: .kind)
        section = try c.decode([String].self, forKey: .section)
        text = try c.decode(BilingualText.self, forKey: .text)
        html = try c.decode(BilingualText.self, forKey: .html)
        lead = try c.decodeIfPresent(String.self, forKey: .lead)
        links = try c.decodeIfPresent([String].self, forKey: .links) ?? []
        summary = try c.decodeIfPresent(String.self, forKey: .summary)
        translatorNote = try c.decodeIfPresent(Bool.self, forKey: .translatorNote) ?? false
        alignment = try c.decode(Alignment.self, forKey: .alignment)
        source = try c.decode(PathAndLine.self, forKey: .source).location
        translationSource = try c.decodeIfPresent(PathAndLine.self, forKey: .translationSource)?.location
        alternatives = try c.decodeIfPresent([AlternativeTranslation].self, forKey: .alternatives) ?? []
        derivedKo = try c.decodeIfPresent(String.self, forKey: .derivedKo)  // added in 1.2.0
        translationState = try c.decodeIfPresent(TranslationState.self, forKey: .translationState)  // added in 1.2.0
        translationOrigin = try c.decodeIfPresent(TranslationOrigin.self, forKey: .translationOrigin)  // added in 1.3.0
    }

    private enum CodingKeys: String, CodingKey {
        case id, kind, section, text, html, lead, links, summary, translatorNote, alignment, source, translationSource, alternatives, derivedKo, translationState
        case translationOrigin
    }
}

/// A Korean translation of a block that lost to the chosen one (`TranslationPreference`, docs/corpus.md) when the
/// translations of a page's sources were merged.
public struct AlternativeTranslation: Codable, Hashable, Sendable {
    public var ko: String
    public var source: SourceLocation
    /// Who made it and when (since 1.3.0); `nil` in a corpus written before.
    public var origin: TranslationOrigin?
    /// The English it was made for (an older revision's, or the block's own), where the merge knew it (since 1.3.0).
    public var en: String?

    public init(ko: String, source: SourceLocation, origin: TranslationOrigin? = nil, en: String? = nil) {
        self.ko = ko
        self.source = source
        self.origin = origin
        self.en = en
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(en, forKey: .en)
        try c.encode(ko, forKey: .ko)
        try c.encodeIfPresent(origin, forKey: .origin)
        try c.encode(PathAndLine(source), forKey: .source)
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        ko = try c.decode(String.self, forKey: .ko)
        source = try c.decode(PathAndLine.self, forKey: .source).location
        origin = try c.decodeIfPresent(TranslationOrigin.self, forKey: .origin)
        en = try c.decodeIfPresent(String.self, forKey: .en)
    }

    private enum CodingKeys: String, CodingKey { case ko, source, origin, en }
}

/// Who made a translation (a person or a machine), how hig knows, when it was made, and, when the translator gave it
/// as several blocks (a bold lead, then its explanation), each of them with its place.
public struct TranslationOrigin: Codable, Hashable, Sendable {
    /// Who made the Korean.
    public enum Maker: String, Codable, Hashable, Sendable, CaseIterable {
        case person, machine
        /// Neither declared nor inferable.
        case unknown
    }

    /// How hig knows who made it.
    public enum Basis: String, Codable, Hashable, Sendable, CaseIterable {
        /// A `hig-manifest.json` says so.
        case declared
        /// Read from the sources: a README naming a machine translator, the Korean-only layout, a translator's notes.
        case inferred
        /// Nothing says.
        case none
    }

    public var madeBy: Maker
    public var basis: Basis
    /// When the translation was last changed (an ISO date from the file's front matter), if known.
    public var date: String?
    /// The translator's blocks this translation joins, in order, when there is more than one.
    public var parts: [TranslationPart]

    public init(madeBy: Maker = .unknown, basis: Basis = .none, date: String? = nil, parts: [TranslationPart] = []) {
        self.madeBy = madeBy
        self.basis = basis
        self.date = date
        self.parts = parts
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        madeBy = try c.decode(Maker.self, forKey: .madeBy)
        basis = try c.decode(Basis.self, forKey: .basis)
        date = try c.decodeIfPresent(String.self, forKey: .date)
        parts = try c.decodeIfPresent([TranslationPart].self, forKey: .parts) ?? []
    }

    private enum CodingKeys: String, CodingKey { case madeBy, basis, date, parts }
}

/// One block of a translator's file that is part of a translation.
public struct TranslationPart: Codable, Hashable, Sendable {
    public var ko: String
    public var source: SourceLocation

    public init(ko: String, source: SourceLocation) {
        self.ko = ko
        self.source = source
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(ko, forKey: .ko)
        try c.encode(PathAndLine(source), forKey: .source)
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        ko = try c.decode(String.self, forKey: .ko)
        source = try c.decode(PathAndLine.self, forKey: .source).location
    }

    private enum CodingKeys: String, CodingKey { case ko, source }
}

/// `{"path", "line"}`, as corpus.json and rules.json spell a source position.
struct PathAndLine: Codable {
    var path: String
    var line: Int
    init(_ location: SourceLocation) { path = location.path; line = location.line }
    var location: SourceLocation { SourceLocation(path: path, line: line) }
}

/// What a block is; decides how it is shown and whether it counts as translatable.
public enum BlockKind: String, Codable, Hashable, Sendable, CaseIterable {
    /// The one-sentence summary under the page title.
    case abstract
    case heading
    case paragraph
    case listItem = "list-item"
    case image
    /// A short line under an image ("Series 4 and later"), not meant to be translated.
    case caption
    case table
    case code
    case quote
    /// An API reference line ("sheet(item:onDismiss:content:) — SwiftUI").
    case apiReference = "api-reference"

    /// Whether a translation is expected; headings, images, captions, tables, code and API references are not.
    public var isTranslatable: Bool {
        switch self {
        case .abstract, .paragraph, .listItem, .quote: true
        case .heading, .image, .caption, .table, .code, .apiReference: false
        }
    }
}

/// A pair of texts; `ko` is `nil` when there is no translation.
public struct BilingualText: Codable, Hashable, Sendable {
    public var en: String
    public var ko: String?

    public init(en: String, ko: String?) {
        self.en = en
        self.ko = ko
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(en, forKey: .en)
        try c.encode(ko, forKey: .ko)
    }
}

/// How a block's Korean was paired with its English, and how sure the pairing is (0…1).
public struct Alignment: Codable, Hashable, Sendable {
    public enum Method: String, Codable, Hashable, Sendable {
        /// Read off the file's structure (a `> ` quote under its block).
        case structural
        /// Chosen by the dynamic-programming aligner from order, length and shared tokens.
        case computed
        /// No translation was found.
        case none
    }

    public var method: Method
    public var confidence: Double

    public init(method: Method, confidence: Double) {
        self.method = method
        self.confidence = confidence
    }
}
