import Foundation

/// Renders the site's files from their views with `BundledRenderer`, each template a theme replaces through
/// swift-mustache from the views' `templateValues`.
struct SiteRenderer: Sendable {
    let theme: Theme
    let bundled: BundledRenderer
    let chrome: SiteChrome
    let head: SiteHead

    /// What a file shows inside the layout.
    enum Body: Sendable {
        case page(PageView)
        case category(CategoryView)
        case home(HomeView)
        case rules(RulesIndexView)
        case notFound

        var template: SiteTemplate {
            switch self {
            case .page: .page
            case .category: .category
            case .home: .home
            case .rules: .rules
            case .notFound: .notfound
            }
        }

        /// The body's template values; with `bundled`, carrying the bundled partials' renderings.
        func templateValues(_ bundled: BundledRenderer?) -> [String: Any] {
            switch self {
            case .page(let view): view.templateValues(bundled)
            case .category(let view): view.templateValues(bundled)
            case .home(let view): view.templateValues(bundled)
            case .rules(let view): view.templateValues(bundled)
            case .notFound: [:]
            }
        }
    }

    init(theme: Theme, chrome: SiteChrome, head: SiteHead) {
        self.theme = theme
        self.chrome = chrome
        self.head = head
        bundled = BundledRenderer(theme: theme, sharedNodes: chrome.sharedNodes)
    }

    /// A file's bytes: its body in the layout, with its head and sidebar.
    @Sendable func document(_ file: SiteFile) throws -> Data {
        let layout = LayoutView(root: SitePaths.root(from: file.path), title: file.title,
                                head: head.view(path: file.path, title: file.title, description: file.description, modes: file.modes,
                                                article: file.article),
                                base: file.base, sidebar: sidebar(for: file))
        return document(layout, body: file.body)
    }

    /// The sidebar of a file.
    func sidebar(for file: SiteFile) -> [NavNodeView] {
        chrome.sidebar(path: file.path, currentPage: file.currentPage, currentCategory: file.currentCategory)
    }

    /// A file's bytes: `body` in the layout.
    func document(_ layout: LayoutView, body: Body) -> Data {
        var out = HTMLWriter(capacity: Self.pageCapacity)
        guard theme.replaces(.layout) else {
            bundled.layout(layout, into: &out) { out in write(body, into: &out) }
            return Data(out.bytes)
        }
        write(body, into: &out)
        // The body is rendered HTML, not a value from the sources: it goes in as it is.
        var values = MarkupIsolation.isolated(layout.templateValues(body: "", bundled))
        values["body"] = String(decoding: out.bytes, as: UTF8.self)
        values.merge(SiteStrings.templateValues) { own, _ in own }
        return Data(theme.render(values, with: .layout).utf8)
    }

    /// Room reserved for one page: every page of the bench corpus fits, so a page is written without regrowing.
    private static let pageCapacity = 128 * 1024

    private func write(_ body: Body, into out: inout HTMLWriter) {
        if bundled.themed(body.template, into: &out, values: { body.templateValues(bundled) }) { return }
        switch body {
        case .page(let view): bundled.page(view, into: &out)
        case .category(let view): bundled.category(view, into: &out)
        case .home(let view): bundled.home(view, into: &out)
        case .rules(let view): bundled.rules(view, into: &out)
        case .notFound: bundled.notFound(into: &out)
        }
    }
}
