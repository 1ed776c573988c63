import HIGCorpus
import HIGText

/// Makes the view of one guideline page: breadcrumbs, title, section table of contents, blocks (rules marked, links
/// and images rewritten for the site), banners, previous/next.
struct PageViewBuilder: Sendable {
    let content: SiteContent
    /// Links between pages of the build, rewritten to stay in the site.
    let links: SiteLinks
    let chrome: SiteChrome

    /// Kinds whose inline HTML is wrapped in a paragraph; images, tables and code carry their own elements.
    static let paragraphKinds: Set<BlockKind> = [.abstract, .paragraph, .listItem, .quote, .caption, .apiReference]

    func view(for page: Page) -> PageView {
        let anchors = content.anchors(for: page)
        let path = content.pagePath(page.id)
        let root = SitePaths.root(from: path)
        let images = ImageVariants(page: page)
        var toc: [TocEntryView] = []
        var blocks: [BlockView] = []
        blocks.reserveCapacity(page.blocks.count)
        var ruleCount = 0
        let pageRules = content.rules(onPage: page.id)
        for (index, block) in page.blocks.enumerated() {
            let anchor = anchors[index]
            var view = blockView(block, anchor: anchor)
            var en = block.html.en, ko = block.html.ko
            if let rule = pageRules[block.id] {
                ruleCount += 1
                view.rule = Self.badge(rule)
                en = Self.emphasizingLead(rule.text.en, in: en)
                ko = ko.map { Self.emphasizingLead(rule.text.ko, in: $0) }
            }
            if block.kind == .image {
                view.hidden = images.isPairedDarkBlock(en)
                en = images.rewrite(en) { content.localImage($0, from: block.source.path).map { root + $0 } }
                ko = ko.map { html in images.rewrite(html) { content.localImage($0, from: (block.translationSource ?? block.source).path).map { root + $0 } } }
            }
            view.enHTML = links.rewrite(en, root: root)
            if let ko { view.koHTML = links.rewrite(ko, root: root) }
            if block.kind == .heading {
                toc.append(TocEntryView(anchor: anchor, name: NameView(en: block.text.en, ko: block.text.ko, derivedKo: block.derivedKo),
                                        depth: Self.depth(block)))
            }
            blocks.append(view)
        }
        let (previous, next) = chrome.navigation.neighbours(of: page.id)
        func neighbour(_ id: String?) -> LinkView? {
            guard let id, let title = chrome.navigation.titles[id] else { return nil }
            return LinkView(url: root + content.pagePath(id), name: NameView(title))
        }
        let counts = TranslationStateView.counts(page)
        return PageView(title: NameView(page.title), crumbs: chrome.breadcrumbs(to: page.category, path: path), share: SiteContent.share(page.blocks),
                        ruleCount: ruleCount, toc: toc, blocks: blocks, changeLog: page.changeLog, previous: neighbour(previous),
                        next: neighbour(next), outdatedCount: counts.outdated, suggestedCount: counts.suggested)
    }

    /// A block's view before rules, images and links are applied.
    func blockView(_ block: Block, anchor: String) -> BlockView {
        var view = BlockView(kind: block.kind.rawValue, anchor: anchor, rule: nil, heading: block.kind == .heading,
                             level: min(Self.depth(block) + 1, 6), enHTML: block.html.en, koHTML: block.html.ko, derived: false,
                             translatable: block.kind.isTranslatable, missing: block.kind.isTranslatable && !block.isTranslated,
                             paragraph: Self.paragraphKinds.contains(block.kind), translatorNote: block.translatorNote,
                             source: "\(block.source.path):\(block.source.line)", summary: block.summary, hidden: false,
                             outdated: false, similarity: "", diffHTML: "", suggestion: nil)
        if block.html.ko == nil, block.kind == .heading, let derived = block.derivedKo {
            // A heading no translator translated shows the Korean learned from the corpus, marked as such.
            view.koHTML = Escape.html(derived)
            view.derived = true
        }
        TranslationStateView.apply(block, to: &view)
        TranslationsView.apply(block, to: &view)
        return view
    }

    /// A rule's badges.
    static func badge(_ rule: Rule) -> RuleBadgeView {
        RuleBadgeView(kind: rule.kind.rawValue, kindLabel: SiteContent.kindLabel(rule.kind), platforms: rule.platforms)
    }

    /// Sources without markup carry no bold lead: the rule sentence at the start of the block's (escaped) HTML is
    /// wrapped in `<strong>` so it stands out as it does in Markdown sources.
    /// (`hasPrefix` and `dropFirst` by Characters walk grapheme clusters over every block of every page; the prefix
    /// is matched by bytes where that gives the same answer, `GraphemeNeighbours.end(ofPrefix:in:)`.)
    static func emphasizingLead(_ lead: String?, in html: String) -> String {
        guard let lead, !lead.isEmpty, GraphemeNeighbours.end(ofPrefix: "<strong>", in: html) == nil else { return html }
        let escaped = Escape.html(lead)
        guard let end = GraphemeNeighbours.end(ofPrefix: escaped, in: html) else { return html }
        return "<strong>" + escaped + "</strong>" + html[end...]
    }

    /// Heading depth from the section path (a heading's section ends with itself); at least 1.
    static func depth(_ block: Block) -> Int { max(block.section.count, 1) }
}

/// Makes the home page's view: categories in the guidelines' order (`SiteNavigation`) with their pages and each
/// page's translated share; each category's name leads to its landing page.
struct HomeViewBuilder {
    let content: SiteContent
    let navigation: SiteNavigation

    func view() -> HomeView {
        var used = AnchorSet()
        var categories: [HomeCategoryView] = []
        func visit(_ node: SiteNavigation.Node, trail: [LocalizedTitle]) {
            let trail = trail + [node.title]
            if !node.pages.isEmpty {
                categories.append(HomeCategoryView(names: trail.map(NameView.init), url: node.id.isEmpty ? nil : content.categoryPath(node.id),
                                                   anchor: used.claim(node.id.isEmpty ? "c-other" : "c-" + Anchor.safe(node.id)),
                                                   pages: node.pages.map { Self.entry($0, root: "", content: content) }))
            }
            node.children.forEach { visit($0, trail: trail) }
        }
        navigation.roots.forEach { visit($0, trail: []) }
        let total = content.corpus.pages.reduce(TranslatedShare()) { $0 + content.translationCounts(of: $1) }
        let translatedShare = SiteContent.share(translated: total.translated, of: total.translatable)
        return HomeView(pageCount: content.corpus.pages.count, ruleCount: content.rules.count, translatedShare: translatedShare,
                        categories: categories)
    }

    static func entry(_ page: Page, root: String, content: SiteContent) -> PageEntryView {
        PageEntryView(url: root + content.pagePath(page.id), name: NameView(page.title), share: content.share(of: page))
    }
}

/// Makes a category landing page's view: its introduction, its sub-categories and its pages in the order its
/// index gives.
struct CategoryViewBuilder {
    let content: SiteContent
    let chrome: SiteChrome
    private let pagesByID: [String: Page]

    init(content: SiteContent, chrome: SiteChrome) {
        self.content = content
        self.chrome = chrome
        pagesByID = Dictionary(content.corpus.pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func view(for category: Category) -> CategoryView {
        let path = content.categoryPath(category.id)
        let root = SitePaths.root(from: path)
        let pages = category.pages.compactMap { pagesByID[$0] }.map { HomeViewBuilder.entry($0, root: root, content: content) }
        let subcategories = category.subcategories.compactMap(content.category).map { sub in
            LinkView(url: root + content.categoryPath(sub.id), name: NameView(sub.title))
        }
        return CategoryView(title: NameView(category.title), crumbs: chrome.breadcrumbs(to: category.id, path: path, includingLast: false),
                            introEn: category.intro?.en, introKo: category.intro?.ko, subcategories: subcategories, pages: pages)
    }
}
