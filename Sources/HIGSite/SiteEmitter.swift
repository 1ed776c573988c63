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
    /// Pages of earlier builds, taken again when their template input did not change (incremental builds).
    public var memo: (any RenderMemo)?

    public init(theme: Theme, rulesPerIndexPage: Int = 400, progress: BuildProgress? = nil, memo: (any RenderMemo)? = nil) {
        self.theme = theme
        self.rulesPerIndexPage = rulesPerIndexPage
        self.progress = progress
        self.memo = memo
    }

    public func emit(_ products: BuildProducts) throws -> [OutputFile] {
        let content = SiteContent(products)
        let themeDigest = memo.map { $0.digest(theme.templateBytes) } ?? ""
        /// A page of the site: the template's context rendered into the layout, or the earlier build's page when
        /// the template, its context, the title and the theme are the same.
        @Sendable func page(at path: String, title: String, template: String, context: @autoclosure () -> [String: Any]) throws -> OutputFile {
            let context = context()
            guard let memo, !theme.templateBytes.isEmpty, let input = TemplateInput.bytes([themeDigest, template, path, title, context] as [Any]) else {
                return try self.page(at: path, title: title, body: theme.render(context, with: template))
            }
            return OutputFile(path: path, contents: try memo.rendered(Self.folder + "/" + path, material: input) {
                try self.page(at: path, title: title, body: theme.render(context, with: template)).contents
            })
        }
        var files: [OutputFile] = []
        files.append(try page(at: SitePaths.home, title: "Human Interface Guidelines · 휴먼 인터페이스 가이드라인",
                              template: "home", context: HomeView(content: content).context()))
        for index in RulesView(content: content, singlePageLimit: rulesPerIndexPage).pages() {
            files.append(try page(at: index.path, title: index.title, template: "rules", context: index.context))
        }
        let pageView = PageView(content: content, links: SiteLinks(content: content))
        let progress = progress
        progress?.startRendering(pages: content.corpus.pages.count)
        let categoryView = CategoryView(content: content)
        for category in content.corpus.categories {
            let path = SitePaths.category(category.id)
            let title = category.title.en + (category.title.ko.map { " · \($0)" } ?? "") + " — HIG"
            files.append(try page(at: path, title: title, template: "category", context: categoryView.context(for: category)))
        }
        files += try ConcurrentMap.map(content.corpus.pages) { guidelinePage in
            defer { progress?.pageRendered() }
            let path = SitePaths.page(guidelinePage.id)
            let title = guidelinePage.title.en + (guidelinePage.title.ko.map { " · \($0)" } ?? "") + " — HIG"
            return try page(at: path, title: title, template: "page", context: pageView.context(for: guidelinePage))
        }
        for (path, data) in theme.assets.sorted(by: { $0.key < $1.key }) {
            files.append(OutputFile(path: path, contents: path == SearchScript.path ? SearchScript.filling(data) : data))
        }
        files += SearchIndexFiles().files(for: SearchIndex(content: content))
        return files.map { OutputFile(path: Self.folder + "/" + $0.path, contents: $0.contents) }
    }

    /// A page: the body rendered into the layout; `root` leads from the page's folder back to the site root.
    private func page(at path: String, title: String, body: String) throws -> OutputFile {
        let html = try theme.render(["root": SitePaths.root(from: path), "title": title, "body": body], with: "layout")
        return OutputFile(path: path, contents: Data(html.utf8))
    }
}
