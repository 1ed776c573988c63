/// What `home.mustache` shows: counts, then each category (with its parents' names) and its pages.
struct HomeView: Encodable, Sendable {
    var pageCount: Int
    var ruleCount: Int
    var translatedShare: String
    var categories: [HomeCategoryView]
}

/// One category section of the home page.
struct HomeCategoryView: Encodable, Sendable {
    /// The names from the top category down to this one.
    var names: [NameView]
    /// The category's landing page; `nil` for the pages filed in no category.
    var url: String?
    var anchor: String
    var pages: [PageEntryView]
}

/// What `category.mustache` shows of a category's landing page.
struct CategoryView: Encodable, Sendable {
    var title: NameView
    /// Home and the categories above this one.
    var crumbs: [CrumbView]
    var introEn: String?
    var introKo: String?
    var subcategories: [LinkView]
    var pages: [PageEntryView]
}
