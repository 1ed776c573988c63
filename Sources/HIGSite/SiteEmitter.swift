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
        let chrome = SiteChrome(content: content, navigation: navigation, deepestPath: SiteFile.deepestFolder(content: content, rulesIndex: rulesIndex))
        let renderer = SiteRenderer(theme: theme, chrome: chrome, head: SiteHead(siteURL: siteURL))
        let indexes = SiteFile.indexes(content: content, navigation: navigation, rulesIndex: rulesIndex, chrome: chrome)
        for (file, contents) in zip(indexes, try ConcurrentMap.map(indexes, renderer.document)) {
            try sink.add(OutputFile(path: file.path, contents: contents))
        }
        let pageViews = PageViewBuilder(content: content, links: SiteLinks(content: content), chrome: chrome)
        let progress = progress
        progress?.startRendering(pages: content.corpus.pages.count)
        let themeDigest = memo.map { $0.digest(theme.templateBytes) } ?? ""
        let rendered = try ConcurrentMap.map(content.corpus.pages) { guidelinePage -> OutputFile? in
            defer { progress?.pageRendered() }
            let file = SiteFile.page(guidelinePage, views: pageViews)
            let contents: Data
            // A page of a theme that replaces templates may be taken from the last build instead: the key is everything
            // its bytes depend on besides hig itself and its string table (the memo's salt covers those). A page of
            // the bundled templates costs less to render than looking it up would (reading and digesting the old
            // file), so it is always rendered.
            if let memo, !theme.templateBytes.isEmpty, let input = renderInput(file, renderer: renderer, themeDigest: themeDigest) {
                contents = try memo.rendered(Self.folder + "/" + file.path, material: input) { try renderer.document(file) }
            } else {
                contents = try renderer.document(file)
            }
            let output = OutputFile(path: file.path, contents: contents)
            if inOrder { return output }
            try sink.add(output)
            return nil
        }
        for file in rendered { if let file { try sink.add(file) } }
        let notFound = SiteFile.notFound(siteURL: siteURL)
        try sink.add(OutputFile(path: notFound.path, contents: try renderer.document(notFound)))
        let mapped = indexes.map { (path: $0.path, modes: $0.modes) } + content.corpus.pages.map { (path: content.pagePath($0.id), modes: true) }
        try sink.add(OutputFile(path: SitePaths.sitemap, contents: Data(renderer.head.sitemap(paths: mapped).utf8)))
        for image in products.localImages {
            if let path = content.localImages[image.path] { try sink.add(OutputFile(path: path, contents: Data(image.bytes))) }
        }
        for (path, data) in theme.assets.sorted(by: { $0.key < $1.key }) {
            try sink.add(OutputFile(path: path, contents: path == SearchScript.path ? SearchScript.filling(data) : data))
        }
        for file in SearchIndexFiles().files(for: SearchIndex(content: content, lexicon: products.lexicon, ranking: ranking)) { try sink.add(file) }
    }

    /// The bytes a themed page's rendering is known by: the theme's templates, the site address and every field of
    /// the page's `SiteFile` but its body, each with its length, then the two template contexts it is rendered from
    /// (its sidebar's and its body's, `TemplateInput`). `nil` when a context holds a value `TemplateInput` does not
    /// encode (the page is then always rendered).
    private func renderInput(_ file: SiteFile, renderer: SiteRenderer, themeDigest: String) -> [UInt8]? {
        var input = TemplateInput.Material()
        for text in [themeDigest, file.path, file.title, file.description.en] { input.string(text) }
        for text in [file.description.ko, file.currentPage, file.currentCategory, file.base, siteURL] { input.optional(text) }
        input.bool(file.modes)
        input.bool(file.article)
        guard input.context(renderer.sidebar(for: file).map { $0.templateValues(nil) }),
              input.context(file.body.templateValues(nil)) else { return nil }
        return input.bytes
    }
}
