import Foundation
import HIGCorpus
import HIGEmit
import HIGText

/// Writes the bilingual reference site into `site/`: a home page, one page per guideline page, a rules
/// index, the theme's assets and a static search index. Reads only the build products, never sources.
public struct SiteEmitter: Emitter {
    /// The output sub-folder.
    public static let folder = "site"

    public var theme: Theme
    /// Above this many rules the rules index is split into one page per category.
    public var rulesPerIndexPage: Int
    /// Told of each guideline page rendered, for a progress line.
    public var progress: BuildProgress?

    public init(theme: Theme, rulesPerIndexPage: Int = 400, progress: BuildProgress? = nil) {
        self.theme = theme
        self.rulesPerIndexPage = rulesPerIndexPage
        self.progress = progress
    }

    public func emit(_ products: BuildProducts) throws -> [OutputFile] {
        let content = SiteContent(products)
        var files: [OutputFile] = []
        files.append(try page(at: SitePaths.home, title: "Human Interface Guidelines · 휴먼 인터페이스 가이드라인",
                              body: theme.render(HomeView(content: content).context(), with: "home")))
        for index in RulesView(content: content, singlePageLimit: rulesPerIndexPage).pages() {
            files.append(try page(at: index.path, title: index.title, body: theme.render(index.context, with: "rules")))
        }
        let pageView = PageView(content: content, links: SiteLinks(content: content))
        let progress = progress
        progress?.startRendering(pages: content.corpus.pages.count)
        let categoryView = CategoryView(content: content)
        for category in content.corpus.categories {
            let path = SitePaths.category(category.id)
            let title = category.title.en + (category.title.ko.map { " · \($0)" } ?? "") + " — HIG"
            files.append(try page(at: path, title: title, body: theme.render(categoryView.context(for: category), with: "category")))
        }
        files += try ConcurrentMap.map(content.corpus.pages) { guidelinePage in
            defer { progress?.pageRendered() }
            let path = SitePaths.page(guidelinePage.id)
            let title = guidelinePage.title.en + (guidelinePage.title.ko.map { " · \($0)" } ?? "") + " — HIG"
            return try page(at: path, title: title, body: theme.render(pageView.context(for: guidelinePage), with: "page"))
        }
        for (path, data) in theme.assets.sorted(by: { $0.key < $1.key }) {
            files.append(OutputFile(path: path, contents: path == SearchScript.path ? SearchScript.filling(data) : data))
        }
        files += SearchIndexFiles().files(for: SearchIndex(content: content, lexicon: products.lexicon))
        return files.map { OutputFile(path: Self.folder + "/" + $0.path, contents: $0.contents) }
    }

    /// A page: the body rendered into the layout; `root` leads from the page's folder back to the site root.
    private func page(at path: String, title: String, body: String) throws -> OutputFile {
        let html = try theme.render(["root": SitePaths.root(from: path), "title": title, "body": body], with: "layout")
        return OutputFile(path: path, contents: Data(html.utf8))
    }
}
