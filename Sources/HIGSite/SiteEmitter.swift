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

    /// One page of the site before the layout wraps it.
    struct Shell {
        var path: String
        var title: String
        var description: BilingualText
        /// Whether the page's text changes with the reading mode (it then has `hreflang` alternates).
        var modes = true
        var article = false
        var sidebar: [[String: Any]]
        var body: String
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
        let chrome = SiteChrome(content: content, navigation: navigation)
        let strings = SiteStrings.templateValues
        func render(_ context: [String: Any], _ template: String) throws -> String {
            try theme.render(context.merging(strings) { own, _ in own }, with: template)
        }
        let siteTitle = SiteStrings["siteTitle"].en + " · " + SiteStrings["siteTitle"].ko
        let siteDescription = BilingualText(en: SiteStrings["siteDescription"].en, ko: SiteStrings["siteDescription"].ko)
        var shells: [Shell] = []
        shells.append(Shell(path: SitePaths.home, title: siteTitle, description: siteDescription,
                            sidebar: chrome.sidebar(path: SitePaths.home),
                            body: try render(HomeView(content: content, navigation: navigation).context(), "home")))
        for index in RulesView(content: content, navigation: navigation, singlePageLimit: rulesPerIndexPage).pages() {
            shells.append(Shell(path: index.path, title: index.title, description: siteDescription,
                                sidebar: chrome.sidebar(path: index.path), body: try render(index.context, "rules")))
        }
        let categoryView = CategoryView(content: content, chrome: chrome)
        for category in content.corpus.categories {
            let path = SitePaths.category(category.id)
            shells.append(Shell(path: path, title: Self.title(category.title), description: category.intro ?? siteDescription,
                                sidebar: chrome.sidebar(path: path, currentCategory: category.id),
                                body: try render(categoryView.context(for: category), "category")))
        }
        for shell in shells { try sink.add(try page(shell, strings: strings)) }
        let pageView = PageView(content: content, links: SiteLinks(content: content), chrome: chrome)
        let progress = progress
        progress?.startRendering(pages: content.corpus.pages.count)
        let themeDigest = memo.map { $0.digest(theme.templateBytes) } ?? ""
        let rendered = try ConcurrentMap.map(content.corpus.pages) { guidelinePage -> OutputFile? in
            defer { progress?.pageRendered() }
            let path = SitePaths.page(guidelinePage.id)
            let title = Self.title(guidelinePage.title)
            let description = SiteHead.description(of: guidelinePage)
            let sidebar = chrome.sidebar(path: path, currentPage: guidelinePage.id)
            let context = pageView.context(for: guidelinePage)
            let render = {
                let strings = SiteStrings.templateValues
                return try self.page(Shell(path: path, title: title, description: description, article: true, sidebar: sidebar,
                                           body: try self.theme.render(context.merging(strings) { own, _ in own }, with: "page")), strings: strings)
            }
            // Everything the page's bytes depend on besides hig itself and its string table (the memo's salt covers those).
            let file: OutputFile
            if let memo, !theme.templateBytes.isEmpty,
               let input = TemplateInput.bytes([themeDigest, path, title, description.en, description.ko ?? "", sidebar, context,
                                                siteURL ?? ""] as [Any]) {
                file = OutputFile(path: path, contents: try memo.rendered(Self.folder + "/" + path, material: input) { try render().contents })
            } else {
                file = try render()
            }
            if inOrder { return file }
            try sink.add(file)
            return nil
        }
        for file in rendered { if let file { try sink.add(file) } }
        let notFound = Shell(path: SitePaths.notFound, title: SiteStrings.both("notFound") + " — HIG", description: siteDescription,
                             modes: false, sidebar: chrome.sidebar(path: SitePaths.notFound), body: try render([:], "notfound"))
        try sink.add(try page(notFound, strings: strings, base: siteURL.map { $0 + "/" }))
        let head = SiteHead(siteURL: siteURL)
        let mapped = shells.map { (path: $0.path, modes: $0.modes) } + content.corpus.pages.map { (path: SitePaths.page($0.id), modes: true) }
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

    /// A page: the body rendered into the layout; `root` leads from the page's folder back to the site root.
    /// `base` (the 404 page with a site URL) makes its relative links work at whatever address it is served.
    private func page(_ shell: Shell, strings: [String: Any], base: String? = nil) throws -> OutputFile {
        var context = SiteHead(siteURL: siteURL).context(path: shell.path, title: shell.title, description: shell.description,
                                                         modes: shell.modes, article: shell.article)
        context.merge(strings) { own, _ in own }
        context["root"] = SitePaths.root(from: shell.path)
        context["title"] = shell.title
        context["body"] = shell.body
        context["sidebar"] = shell.sidebar
        context["base"] = base ?? false
        let html = try theme.render(context, with: "layout")
        return OutputFile(path: shell.path, contents: Data(html.utf8))
    }
}
