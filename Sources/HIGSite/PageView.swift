import HIGCorpus
import HIGText

/// The template context of one guideline page: header, section table of contents, blocks.
struct PageView {
    let content: SiteContent

    /// Kinds whose inline HTML is wrapped in a paragraph; images, tables and code carry their own elements.
    static let paragraphKinds: Set<BlockKind> = [.abstract, .paragraph, .listItem, .quote, .caption, .apiReference]

    func context(for page: Page) -> [String: Any] {
        let anchors = content.anchors(for: page)
        var toc: [[String: Any]] = []
        var blocks: [[String: Any]] = []
        var ruleCount = 0
        for (index, block) in page.blocks.enumerated() {
            let anchor = anchors[index]
            var view = blockContext(block, anchor: anchor)
            if let rule = content.rule(page: page.id, block: block.id) {
                ruleCount += 1
                view.merge(Self.ruleFields(rule)) { _, new in new }
                view["enHTML"] = Self.emphasizingLead(rule.text.en, in: block.html.en)
                if let ko = block.html.ko { view["koHTML"] = Self.emphasizingLead(rule.text.ko, in: ko) }
            }
            if block.kind == .heading {
                var entry: [String: Any] = ["anchor": anchor, "en": block.text.en, "depth": Self.depth(block)]
                if let ko = block.text.ko { entry["ko"] = ko }
                toc.append(entry)
            }
            blocks.append(view)
        }
        var context: [String: Any] = [
            "titleEn": page.title.en,
            "category": SiteContent.categoryName(page.category),
            "share": SiteContent.share(page.blocks),
            "ruleCount": ruleCount == 1 ? "1 rule" : "\(ruleCount) rules",
            "toc": toc,
            "hasToc": !toc.isEmpty,
            "blocks": blocks,
            "hasChangeLog": !page.changeLog.isEmpty,
            "changeLog": page.changeLog.map { ["date": $0.date, "author": $0.author, "change": $0.change] },
        ]
        if let ko = page.title.ko { context["titleKo"] = ko }
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

/// The home page: categories with their pages and each page's translated share.
struct HomeView {
    let content: SiteContent

    func context() -> [String: Any] {
        let grouped = Dictionary(grouping: content.corpus.pages, by: \.category)
        var used = AnchorSet()
        let categories: [[String: Any]] = grouped.keys.sorted().map { category in
            [
                "name": SiteContent.categoryName(category),
                "anchor": used.claim("c-" + Anchor.safe(category.isEmpty ? "other" : category)),
                "pages": grouped[category]!.map { page -> [String: Any] in
                    var entry: [String: Any] = [
                        "url": SitePaths.page(page.id), "titleEn": page.title.en,
                        "share": SiteContent.share(page.blocks),
                    ]
                    if let ko = page.title.ko { entry["titleKo"] = ko }
                    return entry
                },
            ]
        }
        let blocks = content.corpus.pages.flatMap(\.blocks)
        return [
            "pageCount": content.corpus.pages.count,
            "ruleCount": content.rules.count,
            "translatedShare": SiteContent.share(blocks),
            "categories": categories,
        ]
    }
}
