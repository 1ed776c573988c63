import HIGCorpus
import HIGEmit

/// The rules index, filterable in the browser by platform and kind. Up to `singlePageLimit` rules it is one
/// page (`rules.html`); above, `rules.html` lists the categories and each category's rules get their own page
/// (`rules/<category>.html`), so no index page grows with the whole corpus.
struct RulesIndexBuilder {
    let content: SiteContent
    let navigation: SiteNavigation
    var singlePageLimit: Int

    /// One page of the rules index: where it goes and what it shows.
    struct IndexPage {
        var path: String
        var title: String
        var view: RulesIndexView
    }

    func pages() -> [IndexPage] {
        let titles = Dictionary(content.corpus.pages.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        let categories = Dictionary(content.corpus.pages.map { ($0.id, $0.category) }, uniquingKeysWith: { first, _ in first })
        if content.rules.count <= singlePageLimit {
            let list = listView(content.rules, titles: titles, root: "", categoryHeading: nil, allRulesURL: nil)
            return [IndexPage(path: SitePaths.rules, title: "Rules · 규칙 — HIG", view: .list(list))]
        }
        let grouped = Dictionary(grouping: content.rules) { categories[$0.page] ?? "" }
        var used = AnchorSet()
        var hubEntries: [RulesHubEntryView] = []
        var result: [IndexPage] = []
        // Categories in the guidelines' order: where each one's first page comes in reading order.
        var rank: [String: Int] = [:]
        for (index, page) in navigation.readingOrder.enumerated() { rank[categories[page] ?? ""] = rank[categories[page] ?? ""] ?? index }
        for category in grouped.keys.sorted(by: { (rank[$0] ?? Int.max, $0) < (rank[$1] ?? Int.max, $1) }) {
            let rules = grouped[category]!
            let fileName = category.isEmpty ? "other" : category
            let path = "rules/" + used.claim(OutputFileName.name(Anchor.safe(fileName), from: fileName.replacingOccurrences(of: "/", with: "-"))) + ".html"
            let name = content.categoryName(category)
            let nameView = content.categoryNameView(category)
            hubEntries.append(RulesHubEntryView(name: nameView, url: path, count: rules.count))
            let root = SitePaths.root(from: path)
            let list = listView(rules, titles: titles, root: root, categoryHeading: nameView, allRulesURL: root + SitePaths.rules)
            result.append(IndexPage(path: path, title: "Rules · \(name) — HIG", view: .list(list)))
        }
        let hub = RulesHubView(ruleCount: content.rules.count, categories: hubEntries)
        return [IndexPage(path: SitePaths.rules, title: "Rules · 규칙 — HIG", view: .hub(hub))] + result
    }

    private func listView(_ rules: [Rule], titles: [String: LocalizedTitle], root: String, categoryHeading: NameView?,
                          allRulesURL: String?) -> RuleListView {
        let entries = rules.map { rule in
            let anchor = content.ruleAnchors[rule.id] ?? Anchor.rule(rule.id)
            return RuleEntryView(badge: PageViewBuilder.badge(rule), anchor: anchor, url: root + content.pagePath(rule.page) + "#\(anchor)",
                                 pageName: NameView(titles[rule.page] ?? LocalizedTitle(en: rule.page)),
                                 platformList: rule.platforms.isEmpty ? "all" : rule.platforms.joined(separator: " "),
                                 en: rule.text.en, ko: rule.text.ko)
        }
        return RuleListView(categoryHeading: categoryHeading, allRulesURL: allRulesURL, platforms: Set(rules.flatMap(\.platforms)).sorted(),
                            rules: entries)
    }
}
