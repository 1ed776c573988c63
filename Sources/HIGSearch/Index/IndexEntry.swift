import HIGCorpus

/// One row of the search index: a block with its page title, heading path and rule.
package struct IndexEntry: Equatable, Sendable {
    package var page: String
    package var block: String
    /// The block's index in its page's blocks (what ranking postings name); -1 for a rule row without its block.
    package var ordinal: Int
    /// The id of the rule the block leads, if any.
    package var rule: String?
    package var kind: String
    /// Platforms the block is about (`iOS`, `watchOS`, …); empty means all.
    package var platforms: [String]
    package var source: SourceLocation
    package var titleEN: String
    package var titleKO: String
    /// The heading path, outermost first, joined with ` › `.
    package var heading: String
    package var ruleEN: String
    package var ruleKO: String
    package var textEN: String
    package var textKO: String

    package init(page: String, block: String, ordinal: Int = -1, rule: String? = nil, kind: String, platforms: [String] = [],
                source: SourceLocation, titleEN: String, titleKO: String = "", heading: String = "",
                ruleEN: String = "", ruleKO: String = "", textEN: String, textKO: String = "") {
        self.page = page
        self.block = block
        self.ordinal = ordinal
        self.rule = rule
        self.kind = kind
        self.platforms = platforms
        self.source = source
        self.titleEN = titleEN
        self.titleKO = titleKO
        self.heading = heading
        self.ruleEN = ruleEN
        self.ruleKO = ruleKO
        self.textEN = textEN
        self.textKO = textKO
    }

    /// The separator between the headings of a path in the `heading` column.
    package static let headingSeparator = " › "

    /// The indexed text of a column.
    package func text(of column: SearchIndexSchema.Column) -> String {
        switch column {
        case .titleEN: titleEN
        case .titleKO: titleKO
        case .heading: heading
        case .ruleEN: ruleEN
        case .ruleKO: ruleKO
        case .textEN: textEN
        case .textKO: textKO
        }
    }
}
