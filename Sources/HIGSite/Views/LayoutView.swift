/// What `layout.mustache` wraps around every page's body: the head, the site's chrome and the sidebar.
struct LayoutView: Sendable {
    /// The `../` prefix from the page's folder back to the site root.
    var root: String
    var title: String
    var head: HeadView
    /// `<base href>`, for the 404 page when a site URL is given (its relative links then work at any address).
    var base: String?
    var sidebar: [NavNodeView]
}

/// What a page tells search engines and link previews (`SiteHead`).
struct HeadView: Sendable {
    var canonical: String
    /// The English description, and the Korean the site's script puts in its place in Korean mode.
    var description: String
    var descriptionKo: String?
    var ogTitle: String
    /// `article` or `website`.
    var ogType: String
    /// Only with a site URL.
    var ogURL: String?
    /// Whether the page has `hreflang` alternates (its text changes with the reading mode).
    var hasAlternates: Bool
    var alternates: [AlternateView]
}

/// One `hreflang` alternate.
struct AlternateView: Sendable {
    var lang: String
    var href: String
}

/// A category in the sidebar (`nav-node` partial), with its pages and sub-categories when it is listed.
struct NavNodeView: Sendable {
    var name: NameView
    /// The landing page; `nil` for the pages filed in no category.
    var url: String?
    /// Holds the current page or category.
    var open: Bool
    /// Is the current category.
    var current: Bool
    /// Shows its pages and sub-categories, rather than only a link to its landing page.
    var listed: Bool
    var pages: [NavPageView]
    var children: [NavNodeView]
    /// Set on a subtree that holds nothing current: every page at the same depth shows it alike, so it is the
    /// same value (`SiteChrome.sharedNodes[shared]`) on all of them and a renderer may write its bytes once.
    var shared: Int?
}

/// A page in the sidebar.
struct NavPageView: Sendable {
    var name: NameView
    var url: String
    var current: Bool
}
