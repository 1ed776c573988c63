import Foundation
import HIGCorpus
import HIGEmit
import HIGRanking
import HIGText

/// Writes the bilingual reference site into `site/`: a home page, one page per guideline page and category, a
/// rules index, a 404 page, `sitemap.xml`, the theme's assets and a static search index. Reads only the build
/// products, never sources.
package struct SiteEmitter: Emitter {
    /// The output sub-folder.
    package static let folder = "site"

    package var theme: Theme
    /// Above this many rules the rules index is split into one page per category.
    package var rulesPerIndexPage: Int
    /// Where the site will be published (`https://example.org/hig`); makes canonical links, alternates and the
    /// sitemap absolute. `nil` keeps every address relative.
    package var siteURL: String?
    /// Told of each guideline page rendered, for a progress line.
    package var progress: BuildProgress?
    /// Pages of earlier builds, taken again when their template input did not change (incremental builds).
    package var memo: (any RenderMemo)?
    /// The build's ranking index when the driver built it once for every emitter; else the site builds its own.
    package var ranking: RankingIndex?

    package init(theme: Theme, rulesPerIndexPage: Int = 400, siteURL: String? = nil, progress: BuildProgress? = nil, memo: (any RenderMemo)? = nil,
                ranking: RankingIndex? = nil) {
        self.theme = theme
        self.rulesPerIndexPage = rulesPerIndexPage
        self.siteURL = siteURL.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        self.progress = progress
        self.memo = memo
        self.ranking = ranking
    }

    /// One file of the site other than a guideline page: where it goes, its head, and what it shows.
    struct Shell: Sendable {
        var path: String
        var title: String
        var description: BilingualText
        /// Whether the page's text changes with the reading mode (it then has `hreflang` alternates).
        var modes = true
        /// The category a category's landing page shows, highlighted in the sidebar.
        var category: String?
        var body: SiteRenderer.Body
        /// `<base href>` (the 404 page with a site URL makes its relative links work at whatever address it is served).
        var base: String?
    }

    package func emit(_ products: BuildProducts) throws -> [OutputFile] {
        let collector = OutputCollector()
        try emit(products, into: collector, inOrder: true)
        return collector.files
    }

    /// Puts each page into `sink` as soon as it is rendered, so the site is never held in memory whole.
    package func emit(_ products: BuildProducts, into sink: any OutputSink) throws {
        try emit(products, into: sink, inOrder: false)
    }

    /// The site's files into `sink` (under `site/`); `inOrder` adds the guideline pages in corpus order, not as
    /// each is rendered.
    private func emit(_ products: BuildProducts, into output: any OutputSink, inOrder: Bool) throws {
        let sink = PrefixedSink(folder: Self.folder, sink: output)
        let content = SiteContent(products)
        let navigation = SiteNavigation(corpus: content.corpus)
        let rulesIndex = RulesIndexBuilder(content: content, navigation: navigation, singlePageLimit: rulesPerIndexPage).pages()
        let categoryPaths = content.corpus.categories.map { content.categoryPath($0.id) }
        let deepest = (content.corpus.pages.map { content.pagePath($0.id) } + categoryPaths + rulesIndex.map(\.path))
            .map { SitePaths.root(from: $0).utf8.count / 3 }.max() ?? 0
        let chrome = SiteChrome(content: content, navigation: navigation, deepestPath: deepest)
        let renderer = SiteRenderer(theme: theme, chrome: chrome)
        let head = SiteHead(siteURL: siteURL)
        @Sendable func layout(_ path: String, title: String, description: BilingualText, modes: Bool = true, article: Bool = false,
                    sidebar: [NavNodeView], base: String? = nil) -> LayoutView {
            LayoutView(root: SitePaths.root(from: path), title: title,
                       head: head.view(path: path, title: title, description: description, modes: modes, article: article),
                       base: base, sidebar: sidebar)
        }
        let siteTitle = SiteStrings["siteTitle"].en + " · " + SiteStrings["siteTitle"].ko
        let siteDescription = BilingualText(en: SiteStrings["siteDescription"].en, ko: SiteStrings["siteDescription"].ko)
        var shells = [Shell(path: SitePaths.home, title: siteTitle, description: siteDescription,
                            body: .home(HomeViewBuilder(content: content, navigation: navigation).view()))]
        for index in rulesIndex {
            shells.append(Shell(path: index.path, title: index.title, description: siteDescription, body: .rules(index.view)))
        }
        let categoryViews = CategoryViewBuilder(content: content, chrome: chrome)
        for (category, path) in zip(content.corpus.categories, categoryPaths) {
            shells.append(Shell(path: path, title: Self.title(category.title), description: category.intro ?? siteDescription,
                                category: category.id, body: .category(categoryViews.view(for: category))))
        }
        let renderedShells = try ConcurrentMap.map(shells) { shell in
            try renderer.document(layout(shell.path, title: shell.title, description: shell.description, modes: shell.modes,
                                         sidebar: chrome.sidebar(path: shell.path, currentCategory: shell.category), base: shell.base),
                                  body: shell.body)
        }
        for (shell, contents) in zip(shells, renderedShells) { try sink.add(OutputFile(path: shell.path, contents: contents)) }
        let pageViews = PageViewBuilder(content: content, links: SiteLinks(content: content), chrome: chrome)
        let progress = progress
        progress?.startRendering(pages: content.corpus.pages.count)
        let themeDigest = memo.map { $0.digest(theme.templateBytes) } ?? ""
        let rendered = try ConcurrentMap.map(content.corpus.pages) { guidelinePage -> OutputFile? in
            defer { progress?.pageRendered() }
            let path = content.pagePath(guidelinePage.id)
            let title = Self.title(guidelinePage.title)
            let description = SiteHead.description(of: guidelinePage)
            let sidebar = chrome.sidebar(path: path, currentPage: guidelinePage.id)
            let body = SiteRenderer.Body.page(pageViews.view(for: guidelinePage))
            let render = {
                try renderer.document(layout(path, title: title, description: description, article: true, sidebar: sidebar), body: body)
            }
            // A page Mustache renders may be taken from the last build instead: everything its bytes depend on
            // besides hig itself and its string table (the memo's salt covers those). A page rendered by hand costs
            // less than looking it up would (reading and digesting the old file), so it is always rendered.
            let file: OutputFile
            if let memo, !renderer.rendersByHand(body), !theme.templateBytes.isEmpty,
               let input = TemplateInput.bytes([themeDigest, path, title, description.en, description.ko ?? "", sidebar.map(\.templateValues),
                                                body.templateValues, siteURL ?? ""] as [Any]) {
                file = OutputFile(path: path, contents: try memo.rendered(Self.folder + "/" + path, material: input, render: render))
            } else {
                file = OutputFile(path: path, contents: try render())
            }
            if inOrder { return file }
            try sink.add(file)
            return nil
        }
        for file in rendered { if let file { try sink.add(file) } }
        let notFound = Shell(path: SitePaths.notFound, title: SiteStrings.both("notFound") + " — HIG", description: siteDescription,
                             modes: false, body: .notFound, base: siteURL.map { $0 + "/" })
        try sink.add(OutputFile(path: notFound.path, contents: try renderer.document(
            layout(notFound.path, title: notFound.title, description: notFound.description, modes: false,
                   sidebar: chrome.sidebar(path: notFound.path), base: notFound.base), body: notFound.body)))
        let mapped = shells.map { (path: $0.path, modes: $0.modes) } + content.corpus.pages.map { (path: content.pagePath($0.id), modes: true) }
        try sink.add(OutputFile(path: SitePaths.sitemap, contents: Data(head.sitemap(paths: mapped).utf8)))
        for (path, data) in theme.assets.sorted(by: { $0.key < $1.key }) {
            try sink.add(OutputFile(path: path, contents: path == SearchScript.path ? SearchScript.filling(data) : data))
        }
        for file in SearchIndexFiles().files(for: SearchIndex(content: content, lexicon: products.lexicon, ranking: ranking)) { try sink.add(file) }
    }

    /// `Action sheets · 액션 시트 — HIG`: the translator's Korean only (a title bar cannot mark a derived one).
    static func title(_ title: LocalizedTitle) -> String {
        title.en + (title.ko.map { " · \($0)" } ?? "") + " — HIG"
    }
}
