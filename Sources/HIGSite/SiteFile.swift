import HIGCorpus

/// One HTML file of the site before it is rendered: where it goes, what its head says, what its sidebar
/// highlights and what its body shows.
struct SiteFile: Sendable {
    var path: String
    var title: String
    var description: BilingualText
    /// Whether the page's text changes with the reading mode (it then has `hreflang` alternates).
    var modes = true
    /// A guideline page (`og:type` article).
    var article = false
    /// The page or category the sidebar highlights (and opens).
    var currentPage: String?
    var currentCategory: String?
    var body: SiteRenderer.Body
    /// `<base href>` (the 404 page with a site URL makes its relative links work at whatever address it is served).
    var base: String?

    /// `Human Interface Guidelines · 휴먼 인터페이스 가이드라인`.
    static let siteTitle = SiteStrings["siteTitle"].en + " · " + SiteStrings["siteTitle"].ko
    static let siteDescription = BilingualText(en: SiteStrings["siteDescription"].en, ko: SiteStrings["siteDescription"].ko)

    /// `Action sheets · 액션 시트 — HIG`: the translator's Korean only (a title bar cannot mark a derived one).
    static func title(_ title: LocalizedTitle) -> String {
        title.en + (title.ko.map { " · \($0)" } ?? "") + " — HIG"
    }

    /// The home page, the rules index and every category's landing page, in that order.
    static func indexes(content: SiteContent, navigation: SiteNavigation, rulesIndex: [RulesIndexBuilder.IndexPage],
                        chrome: SiteChrome) -> [SiteFile] {
        var files = [SiteFile(path: SitePaths.home, title: siteTitle, description: siteDescription,
                              body: .home(HomeViewBuilder(content: content, navigation: navigation).view()))]
        for index in rulesIndex {
            files.append(SiteFile(path: index.path, title: index.title, description: siteDescription, body: .rules(index.view)))
        }
        let categoryViews = CategoryViewBuilder(content: content, chrome: chrome)
        for category in content.corpus.categories {
            files.append(SiteFile(path: content.categoryPath(category.id), title: title(category.title),
                                  description: category.intro ?? siteDescription, currentCategory: category.id,
                                  body: .category(categoryViews.view(for: category))))
        }
        return files
    }

    /// A guideline page.
    static func page(_ page: Page, views: PageViewBuilder) -> SiteFile {
        SiteFile(path: views.content.pagePath(page.id), title: title(page.title), description: SiteHead.description(of: page), article: true,
                 currentPage: page.id, body: .page(views.view(for: page)))
    }

    /// The page a static host shows for an address it does not have.
    static func notFound(siteURL: String?) -> SiteFile {
        SiteFile(path: SitePaths.notFound, title: SiteStrings.both("notFound") + " — HIG", description: siteDescription, modes: false,
                 body: .notFound, base: siteURL.map { $0 + "/" })
    }

    /// The most folders any file of the site lies in (`pages/a/b/c.html`: 3), for `SiteChrome`'s shared sidebars.
    static func deepestFolder(content: SiteContent, rulesIndex: [RulesIndexBuilder.IndexPage]) -> Int {
        let paths = content.corpus.pages.map { content.pagePath($0.id) } + content.corpus.categories.map { content.categoryPath($0.id) }
            + rulesIndex.map(\.path)
        return paths.map { SitePaths.root(from: $0).utf8.count / 3 }.max() ?? 0
    }
}
