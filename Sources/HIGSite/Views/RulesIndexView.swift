/// What `rules.mustache` shows: a list of rules (the whole index, or one category's), or, when the index is split,
/// the hub that lists the categories.
enum RulesIndexView: Encodable, Sendable {
    case list(RuleListView)
    case hub(RulesHubView)
}

/// Rules filterable by platform and kind.
struct RuleListView: Encodable, Sendable {
    /// The category listed (`Components › Presentation`); `nil` on the single index page.
    var categoryHeading: NameView?
    /// The hub's address, on a category's page.
    var allRulesURL: String?
    /// Every platform a listed rule names, sorted.
    var platforms: [String]
    var rules: [RuleEntryView]
}

/// One rule of a list: its badges, text in both languages and the page it leads to.
struct RuleEntryView: Encodable, Sendable {
    var badge: RuleBadgeView
    var anchor: String
    /// The rule's place on its page.
    var url: String
    var pageName: NameView
    /// `iOS watchOS`, or `all`, for the filter.
    var platformList: String
    var en: String
    var ko: String?
}

/// The split index's first page: one link per category with its rule count.
struct RulesHubView: Encodable, Sendable {
    var ruleCount: Int
    var categories: [RulesHubEntryView]
}

/// A category on the hub.
struct RulesHubEntryView: Encodable, Sendable {
    var name: NameView
    var url: String
    var count: Int
}
