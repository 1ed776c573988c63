import HIGCorpus

/// One row of the search index: a block with its page title, heading path and rule.
public struct IndexEntry: Equatable, Sendable {
    public var page: String
    public var block: String
    /// The block's index in its page's blocks (what ranking postings name); -1 for a rule row without its block.
    public var ordinal: Int
    /// The id of the rule the block leads, if any.
    public var rule: String?
    public var kind: String
    /// Platforms the block is about (`iOS`, `watchOS`, …); empty means all.
    public var platforms: [String]
    public var source: SourceLocation
    public var titleEN: String
    public var titleKO: String
    /// The heading path, outermost first, joined with ` › `.
    public var heading: String
    public var ruleEN: String
    public var ruleKO: String
    public var textEN: String
    public var textKO: String

    public init(page: String, block: String, ordinal: Int = -1, rule: String? = nil, kind: String, platforms: [String] = [],
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
    public static let headingSeparator = " › "

    /// The indexed text of a column.
    public func text(of column: SearchIndexSchema.Column) -> String {
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
