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
    /// What each page of the last build was rendered from, so a page whose inputs did not change is taken from the last
    /// output rather than rendered (incremental builds).
    package var memo: (any RenderMemo)?
    /// The build's ranking index when the driver built it once for every emitter; else the site builds its own.
    package var ranking: RankingIndex?

    /// Every page's `memo.pageDigest` when the driver makes them once for every emitter; else the site makes its own.
    package var pageDigests: PageDigests?

    package init(theme: Theme, rulesPerIndexPage: Int = 400, siteURL: String? = nil, progress: BuildProgress? = nil, memo: (any RenderMemo)? = nil,
                ranking: RankingIndex? = nil, pageDigests: PageDigests? = nil) {
        self.pageDigests = pageDigests
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
        progress?.startRendering(pages: products.corpus.pages.count)
        let content = SiteContent(products)
        let navigation = SiteNavigation(corpus: content.corpus)
        let rulesIndex = RulesIndexBuilder(content: content, navigation: navigation, singlePageLimit: rulesPerIndexPage).pages()
        let chrome = SiteChrome(content: content, navigation: navigation, deepestPath: SiteFile.deepestFolder(content: content, rulesIndex: rulesIndex))
        let renderer = SiteRenderer(theme: theme, chrome: chrome, head: SiteHead(siteURL: siteURL))
        let links = SiteLinks(content: content)
        let keys = memo.map { PageRenderInputs(memo: $0, content: content, navigation: navigation, links: links, theme: theme, siteURL: siteURL,
                                                     pageDigests: pageDigests?.all) }
        let indexes = SiteFile.indexes(content: content, navigation: navigation, rulesIndex: rulesIndex, chrome: chrome)
        let madeIndexes = try ConcurrentMap.map(indexes) { file in
            try made(file.path, key: try keys?.key(forIndex: file, path: Self.folder + "/" + file.path), in: sink) {
                OutputFile(path: file.path, contents: try renderer.document(file))
            }
        }
        for file in madeIndexes { if let file { try sink.add(file) } }
        let pageViews = PageViewBuilder(content: content, links: links, chrome: chrome)
        let pages = content.corpus.pages
        let rendered = try ConcurrentMap.map(Array(pages.indices)) { index -> OutputFile? in
            defer { progress?.pageRendered() }
            let page = pages[index], path = content.pagePath(pages[index].id)
            let file = try made(path, key: keys?.key(forPageAt: index, path: Self.folder + "/" + path), in: sink) {
                OutputFile(path: path, contents: try renderer.document(SiteFile.page(page, views: pageViews)))
            }
            if inOrder { return file }
            if let file { try sink.add(file) }
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
        try addSearchFiles(SearchIndex(content: content, lexicon: products.lexicon, ranking: ranking), keys: keys, to: sink)
    }

    /// The search index's files; a page's documents are taken from the last output when their key is unchanged.
    private func addSearchFiles(_ index: SearchIndex, keys: PageRenderInputs?, to sink: PrefixedSink) throws {
        for file in SearchIndexFiles().filesWithoutDocuments(for: index) { try sink.add(file) }
        // Page N's documents are the corpus's page N's (`SearchIndex.page`).
        _ = try ConcurrentMap.map(Array(0..<index.pageCount)) { number in
            let path = SearchIndexFiles.documentsPath(number)
            let file = try made(path, key: keys?.searchKey(forPageAt: number, path: Self.folder + "/" + path), in: sink) {
                SearchIndexFiles.documents(of: index.page(number), number: number)
            }
            if let file { try sink.add(file) }
        }
    }

    /// The file at `path` of the site folder made by `make`, its size recorded under `key`; `nil` when the last build
    /// made it under the same key and the output, which still holds it as that build wrote it, keeps it.
    private func made(_ path: String, key: String?, in sink: PrefixedSink, make: () throws -> OutputFile) throws -> OutputFile? {
        if let memo, let key, let size = memo.lastSize(key), try sink.keepPrevious(path, size: size) { return nil }
        let file = try make()
        if let memo, let key { memo.rendered(key, size: file.contents.count) }
        return file
    }
}
