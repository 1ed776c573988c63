import HIGCorpus
import HIGText

/// The template context of one guideline page: header, section table of contents, blocks.
struct PageView {
    let content: SiteContent
    /// Links between pages of the build, rewritten to stay in the site.
    let links: SiteLinks

    /// Kinds whose inline HTML is wrapped in a paragraph; images, tables and code carry their own elements.
    static let paragraphKinds: Set<BlockKind> = [.abstract, .paragraph, .listItem, .quote, .caption, .apiReference]

    func context(for page: Page) -> [String: Any] {
        let anchors = content.anchors(for: page)
        let path = SitePaths.page(page.id)
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
            view["enHTML"] = links.rewrite(en, at: path)
            if let ko { view["koHTML"] = links.rewrite(ko, at: path) }
            if block.kind == .heading {
                var entry: [String: Any] = ["anchor": anchor, "en": block.text.en, "depth": Self.depth(block)]
                if let ko = block.text.ko { entry["ko"] = ko }
                toc.append(entry)
            }
            blocks.append(view)
        }
        var context: [String: Any] = [
            "titleEn": page.title.en,
            "category": content.categoryName(page.category),
            "categoryURL": content.category(page.category) == nil ? false : SitePaths.root(from: path) + SitePaths.category(page.category),
            "share": SiteContent.share(page.blocks),
            "ruleCount": ruleCount == 1 ? "1 rule" : "\(ruleCount) rules",
            "toc": toc,
            "hasToc": !toc.isEmpty,
            "blocks": blocks,
            "hasChangeLog": !page.changeLog.isEmpty,
            "changeLog": page.changeLog.map { ["date": $0.date, "author": $0.author, "change": $0.change] },
        ]
        if let ko = page.title.ko { context["titleKo"] = ko }
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
        ]
        if let ko = block.html.ko { view["koHTML"] = ko }
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

/// The home page: categories (in the order their index pages give) with their pages and each page's
/// translated share; each category's name leads to its landing page.
struct HomeView {
    let content: SiteContent

    func context() -> [String: Any] {
        let pagesByID = Dictionary(content.corpus.pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var used = AnchorSet()
        var categories: [[String: Any]] = content.categoryOrder().compactMap { category in
            let pages = category.pages.compactMap { pagesByID[$0] }
            guard !pages.isEmpty else { return nil }
            return [
                "name": content.categoryName(category.id),
                "url": SitePaths.category(category.id),
                "anchor": used.claim("c-" + Anchor.safe(category.id)),
                "pages": pages.map(Self.entry),
            ]
        }
        let uncategorised = content.corpus.pages.filter { $0.category.isEmpty || content.category($0.category) == nil }
        if !uncategorised.isEmpty {
            categories.append(["name": SiteContent.categoryName(""), "url": false, "anchor": used.claim("c-other"),
                               "pages": uncategorised.map(Self.entry)])
        }
        let blocks = content.corpus.pages.flatMap(\.blocks)
        return [
            "pageCount": content.corpus.pages.count,
            "ruleCount": content.rules.count,
            "translatedShare": SiteContent.share(blocks),
            "categories": categories,
        ]
    }

    static func entry(_ page: Page) -> [String: Any] {
        var entry: [String: Any] = ["url": SitePaths.page(page.id), "titleEn": page.title.en, "share": SiteContent.share(page.blocks)]
        if let ko = page.title.ko { entry["titleKo"] = ko }
        return entry
    }
}

/// A category's landing page: its introduction, its sub-categories and its pages in the order its index gives.
struct CategoryView {
    let content: SiteContent

    func context(for category: Category) -> [String: Any] {
        let path = SitePaths.category(category.id)
        let root = SitePaths.root(from: path)
        let pagesByID = Dictionary(content.corpus.pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let pages = category.pages.compactMap { pagesByID[$0] }.map { page -> [String: Any] in
            var entry = HomeView.entry(page)
            entry["url"] = root + SitePaths.page(page.id)
            return entry
        }
        let subcategories = category.subcategories.compactMap(content.category).map { sub -> [String: Any] in
            ["url": root + SitePaths.category(sub.id), "title": sub.title.en]
        }
        var context: [String: Any] = [
            "titleEn": category.title.en,
            "crumbs": Category.parent(of: category.id).map(content.categoryName) ?? "",
            "pages": pages, "hasPages": !pages.isEmpty,
            "subcategories": subcategories, "hasSubcategories": !subcategories.isEmpty,
            "introEn": category.intro?.en ?? false,
            "introKo": category.intro?.ko ?? false,
        ]
        if let ko = category.title.ko { context["titleKo"] = ko }
        return context
    }
}
