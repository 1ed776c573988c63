import HIGCorpus

/// What `page.mustache` shows of one guideline page: breadcrumbs, title, table of contents, blocks, the
/// translation maintenance banner, change log and previous/next links.
struct PageView: Sendable {
    var title: NameView
    var crumbs: [CrumbView]
    /// Translated share of the page's translatable blocks (`"82%"`).
    var share: String
    var ruleCount: Int
    var toc: [TocEntryView]
    var blocks: [BlockView]
    var changeLog: [ChangeLogEntry]
    var previous: LinkView?
    var next: LinkView?
    /// Blocks whose Korean was made for older English.
    var outdatedCount: Int
    /// Blocks showing a suggested translation.
    var suggestedCount: Int
}

/// A heading in the table of contents.
struct TocEntryView: Sendable {
    var anchor: String
    var name: NameView
    /// Section depth, from 1.
    var depth: Int
}

/// What `block.mustache` (and its `translation-state` partial) shows of one block.
struct BlockView: Sendable {
    /// The block kind's raw value (`paragraph`, `heading`, …), also its class.
    var kind: String
    var anchor: String
    /// The rule the block leads, if any.
    var rule: RuleBadgeView?
    var heading: Bool
    /// The heading element's level, 1…6.
    var level: Int
    /// The English as HTML, links rewritten for the site.
    var enHTML: String
    /// The Korean as HTML: a translator's, else (headings only) the derived Korean, escaped, with `derived` set.
    var koHTML: String?
    var derived: Bool
    var translatable: Bool
    /// Translatable but not translated.
    var missing: Bool
    /// Whether the inline HTML is wrapped in `<p>`.
    var paragraph: Bool
    var translatorNote: Bool
    /// `path:line` of the block's source.
    var source: String
    /// The translator's summary (Notion exports' `→` lines).
    var summary: String?
    /// A dark image whose light partner another block serves.
    var hidden: Bool
    /// The Korean was made for older English: `similarity` (`"87%"`) and `diffHTML` say how it changed.
    var outdated: Bool
    var similarity: String
    var diffHTML: String
    /// The translation memory's best offer for an untranslated block.
    var suggestion: SuggestionView?
    /// Who made the shown Korean (a bilingual label as HTML), when the block has other translations to compare.
    var shownMadeBy: String? = nil
    /// The block's other translations, in the order of preference.
    var alternatives: [AlternativeView] = []
}

/// Another translation of a block: its Korean, who made it and where it is.
struct AlternativeView: Sendable {
    var ko: String
    /// `person`, `machine` or `unknown` (a class name).
    var madeBy: String
    /// Who made it, as a bilingual label (HTML).
    var madeByLabel: String
    /// `path:line`.
    var source: String
}

/// A rule's badges: kind (raw value and its bilingual label as HTML) and platforms.
struct RuleBadgeView: Encodable, Sendable {
    var kind: String
    var kindLabel: String
    var platforms: [String]
}

/// A suggested translation, labelled as one: its Korean, match percentage and where it was found.
struct SuggestionView: Sendable {
    var ko: String
    var match: Int
    var from: String
}
