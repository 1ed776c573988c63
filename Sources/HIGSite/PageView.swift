import HIGCorpus
import HIGText

/// The template context of one guideline page: breadcrumbs, title, section table of contents, blocks, banners,
/// previous/next.
struct PageView {
    let content: SiteContent
    /// Links between pages of the build, rewritten to stay in the site.
    let links: SiteLinks
    let chrome: SiteChrome

    /// Kinds whose inline HTML is wrapped in a paragraph; images, tables and code carry their own elements.
    static let paragraphKinds: Set<BlockKind> = [.abstract, .paragraph, .listItem, .quote, .caption, .apiReference]

    func context(for page: Page) -> [String: Any] {
        let anchors = content.anchors(for: page)
        let path = SitePaths.page(page.id)
        let root = SitePaths.root(from: path)
        let images = ImageVariants(page: page)
        var toc: [[String: Any]] = []
        var blocks: [[String: Any]] = []
        var ruleCount = 0
        for (index, block) in page.blocks.enumerated() {
            let anchor = anchors[index]
            var view = blockContext(block, anchor: anchor)
            var en = block.html.en, ko = block.html.ko
            if let rule = content.rule(page: page.id, block: block.id) {
                ruleCount += 1
                view.merge(Self.ruleFields(rule)) { _, new in new }
                en = Self.emphasizingLead(rule.text.en, in: en)
                ko = ko.map { Self.emphasizingLead(rule.text.ko, in: $0) }
            }
            if block.kind == .image {
                view["hidden"] = images.isPairedDarkBlock(en)
                en = images.rewrite(en)
            }
            view["enHTML"] = links.rewrite(en, at: path)
            if let ko { view["koHTML"] = links.rewrite(ko, at: path) }
            if block.kind == .heading {
                toc.append(["anchor": anchor, "name": SiteChrome.name(en: block.text.en, ko: block.text.ko, derivedKo: block.derivedKo),
                            "depth": Self.depth(block)])
            }
            blocks.append(view)
        }
        let (previous, next) = chrome.navigation.neighbours(of: page.id)
        func neighbour(_ id: String?) -> Any {
            guard let id, let title = chrome.navigation.titles[id] else { return false }
            return ["name": SiteChrome.name(title), "url": root + SitePaths.page(id)]
        }
        var context: [String: Any] = [
            "title": SiteChrome.name(page.title),
            "crumbs": chrome.breadcrumbs(to: page.category, path: path),
            "share": SiteContent.share(page.blocks),
            "ruleCount": ruleCount,
            "toc": toc,
            "hasToc": !toc.isEmpty,
            "blocks": blocks,
            "banners": [[String: Any]](),
            "hasChangeLog": !page.changeLog.isEmpty,
            "changeLog": page.changeLog.map { ["date": $0.date, "author": $0.author, "change": $0.change] },
            "previous": neighbour(previous),
            "next": neighbour(next),
            "hasPager": previous != nil || next != nil,
        ]
        context.merge(TranslationStateView.pageFields(page)) { _, new in new }
        return context
    }

    /// Every key the block template reads is set, so Mustache never falls back to the page's values.
    func blockContext(_ block: Block, anchor: String) -> [String: Any] {
        var view: [String: Any] = [
            "kind": block.kind.rawValue,
            "anchor": anchor,
            "rule": false,
            "heading": block.kind == .heading,
            "level": min(Self.depth(block) + 1, 6),
            "enHTML": block.html.en,
            "translatable": block.kind.isTranslatable,
            "missing": block.kind.isTranslatable && !block.isTranslated,
            "paragraph": Self.paragraphKinds.contains(block.kind),
            "translatorNote": block.translatorNote,
            "source": "\(block.source.path):\(block.source.line)",
            "summary": false,
            "koHTML": false,
            "derived": false,
            "hidden": false,
        ]
        if let ko = block.html.ko {
            view["koHTML"] = ko
        } else if block.kind == .heading, let derived = block.derivedKo {
            // A heading no translator translated shows the Korean learned from the corpus, marked as such.
            view["koHTML"] = Escape.html(derived)
            view["derived"] = true
        }
        if let summary = block.summary { view["summary"] = summary }
        view.merge(TranslationStateView.blockFields(block)) { _, new in new }
        return view
    }

    static func ruleFields(_ rule: Rule) -> [String: Any] {
        [
            "rule": true,
            "ruleKind": rule.kind.rawValue,
            "ruleKindLabel": SiteContent.kindLabel(rule.kind),
            "rulePlatforms": rule.platforms,
        ]
    }

    /// Sources without markup carry no bold lead: the rule sentence at the start of the block's (escaped) HTML is
    /// wrapped in `<strong>` so it stands out as it does in Markdown sources.
    static func emphasizingLead(_ lead: String?, in html: String) -> String {
        guard let lead, !lead.isEmpty, !html.hasPrefix("<strong>") else { return html }
        let escaped = Escape.html(lead)
        guard html.hasPrefix(escaped) else { return html }
        return "<strong>" + escaped + "</strong>" + html.dropFirst(escaped.count)
    }

    /// Heading depth from the section path (a heading's section ends with itself); at least 1.
    static func depth(_ block: Block) -> Int { max(block.section.count, 1) }
}

/// The home page: categories in the guidelines' order (`SiteNavigation`) with their pages and each page's
/// translated share; each category's name leads to its landing page.
struct HomeView {
    let content: SiteContent
    let navigation: SiteNavigation

    func context() -> [String: Any] {
        var used = AnchorSet()
        var categories: [[String: Any]] = []
        func visit(_ node: SiteNavigation.Node, trail: [LocalizedTitle]) {
            let trail = trail + [node.title]
            if !node.pages.isEmpty {
                categories.append([
                    "names": trail.map(SiteChrome.name),
                    "url": node.id.isEmpty ? false : SitePaths.category(node.id),
                    "anchor": used.claim(node.id.isEmpty ? "c-other" : "c-" + Anchor.safe(node.id)),
                    "pages": node.pages.map { Self.entry($0, root: "") },
                ])
            }
            node.children.forEach { visit($0, trail: trail) }
        }
        navigation.roots.forEach { visit($0, trail: []) }
        let blocks = content.corpus.pages.flatMap(\.blocks)
        return [
            "pageCount": content.corpus.pages.count,
            "ruleCount": content.rules.count,
            "translatedShare": SiteContent.share(blocks),
            "categories": categories,
        ]
    }

    static func entry(_ page: Page, root: String) -> [String: Any] {
        ["url": root + SitePaths.page(page.id), "name": SiteChrome.name(page.title), "share": SiteContent.share(page.blocks)]
    }
}

/// A category's landing page: its introduction, its sub-categories and its pages in the order its index gives.
struct CategoryView {
    let content: SiteContent
    let chrome: SiteChrome

    func context(for category: Category) -> [String: Any] {
        let path = SitePaths.category(category.id)
        let root = SitePaths.root(from: path)
        let pagesByID = Dictionary(content.corpus.pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let pages = category.pages.compactMap { pagesByID[$0] }.map { HomeView.entry($0, root: root) }
        let subcategories = category.subcategories.compactMap(content.category).map { sub -> [String: Any] in
            ["url": root + SitePaths.category(sub.id), "name": SiteChrome.name(sub.title)]
        }
        return [
            "title": SiteChrome.name(category.title),
            "crumbs": chrome.breadcrumbs(to: category.id, path: path, includingLast: false),
            "pages": pages, "hasPages": !pages.isEmpty,
            "subcategories": subcategories, "hasSubcategories": !subcategories.isEmpty,
            "introEn": category.intro?.en ?? false,
            "introKo": category.intro?.ko ?? false,
            "banners": [[String: Any]](),
        ]
    }
}
