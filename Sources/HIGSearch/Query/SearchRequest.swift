/// What to look for and how to narrow it.
package struct SearchRequest: Equatable, Sendable {
    /// Which language's text a query is matched against.
    package enum Language: String, CaseIterable, Sendable {
        case en, ko
    }

    /// The words as typed; a trailing `*` makes a word a prefix.
    package var query: String
    /// Match only this language's text; `nil` for both.
    package var language: Language?
    /// Keep hits that apply to this platform (general guidance included); canonical spelling.
    package var platform: String?
    /// Keep hits from this page only.
    package var page: String?
    /// Keep only blocks that lead a rule.
    package var rulesOnly: Bool
    /// At most one hit per page, the page's best block.
    package var groupByPage: Bool
    package var limit: Int

    package init(query: String, language: Language? = nil, platform: String? = nil, page: String? = nil,
                rulesOnly: Bool = false, groupByPage: Bool = false, limit: Int = 10) {
        self.query = query
        self.language = language
        self.platform = platform
        self.page = page
        self.rulesOnly = rulesOnly
        self.groupByPage = groupByPage
        self.limit = limit
    }
}
