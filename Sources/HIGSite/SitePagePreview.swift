import Foundation
import HIGCorpus

/// Renders one guideline page with the rest of a built site as it was: the navigation, sidebar, titles and links of
/// that build, the page's own blocks and rules new. `hig serve` serves it while the full build runs; the full build's
/// page replaces it.
package struct SitePagePreview {
    private let content: SiteContent
    private let links: SiteLinks
    private let chrome: SiteChrome
    private let renderer: SiteRenderer

    /// The context of the site `emitter` makes of `products`.
    package init(products: BuildProducts, emitter: SiteEmitter) {
        content = SiteContent(products)
        let navigation = SiteNavigation(corpus: content.corpus)
        let rulesIndex = RulesIndexBuilder(content: content, navigation: navigation, singlePageLimit: emitter.rulesPerIndexPage).pages()
        chrome = SiteChrome(content: content, navigation: navigation,
                            deepestPath: SiteFile.deepestFolder(content: content, rulesIndex: rulesIndex))
        links = SiteLinks(content: content)
        renderer = SiteRenderer(theme: emitter.theme, chrome: chrome, head: SiteHead(siteURL: emitter.siteURL))
    }

    /// The page's file inside the site folder (`pages/…html`) and its bytes.
    package func render(_ page: Page, rules: [Rule]) throws -> (path: String, contents: Data) {
        let views = PageViewBuilder(content: content.replacing(page, rules: rules), links: links, chrome: chrome)
        let file = SiteFile.page(page, views: views)
        return (file.path, try renderer.document(file))
    }
}
