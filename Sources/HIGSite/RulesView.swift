import HIGCorpus
import HIGEmit

/// The rules index, filterable in the browser by platform and kind. Up to `singlePageLimit` rules it is one
/// page (`rules.html`); above, `rules.html` lists the categories and each category's rules get their own page
/// (`rules/<category>.html`), so no index page grows with the whole corpus.
struct RulesView {
    let content: SiteContent
    let navigation: SiteNavigation
    var singlePageLimit: Int

    /// One page of the rules index: where it goes and what its template receives.
    struct IndexPage {
        var path: String
        var title: String
        var context: [String: Any]
    }

    func pages() -> [IndexPage] {
        let titles = Dictionary(content.corpus.pages.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        let categories = Dictionary(content.corpus.pages.map { ($0.id, $0.category) }, uniquingKeysWith: { first, _ in first })
        if content.rules.count <= singlePageLimit {
            var context = listContext(content.rules, titles: titles, root: "")
            context["categoryHeading"] = false
            return [IndexPage(path: SitePaths.rules, title: "Rules · 규칙 — HIG", context: context)]
        }
        let grouped = Dictionary(grouping: content.rules) { categories[$0.page] ?? "" }
        var used = AnchorSet()
        var hubEntries: [[String: Any]] = []
        var result: [IndexPage] = []
        // Categories in the guidelines' order: where each one's first page comes in reading order.
        var rank: [String: Int] = [:]
        for (index, page) in navigation.readingOrder.enumerated() { rank[categories[page] ?? ""] = rank[categories[page] ?? ""] ?? index }
        for category in grouped.keys.sorted(by: { (rank[$0] ?? Int.max, $0) < (rank[$1] ?? Int.max, $1) }) {
            let rules = grouped[category]!
            let fileName = category.isEmpty ? "other" : category
            let path = "rules/" + used.claim(OutputFileName.name(Anchor.safe(fileName), from: fileName.replacingOccurrences(of: "/", with: "-"))) + ".html"
            let name = content.categoryName(category)
            hubEntries.append(["name": name, "url": path, "count": rules.count])
            var context = listContext(rules, titles: titles, root: SitePaths.root(from: path))
            context["categoryHeading"] = name
            context["allRulesURL"] = SitePaths.root(from: path) + SitePaths.rules
            result.append(IndexPage(path: path, title: "Rules · \(name) — HIG", context: context))
        }
        let hub: [String: Any] = [
            "categoryHeading": false, "hub": true, "noRules": false, "ruleCount": content.rules.count, "categories": hubEntries,
        ]
        return [IndexPage(path: SitePaths.rules, title: "Rules · 규칙 — HIG", context: hub)] + result
    }

    private func listContext(_ rules: [Rule], titles: [String: LocalizedTitle], root: String) -> [String: Any] {
        let entries: [[String: Any]] = rules.map { rule in
            let anchor = content.ruleAnchors[rule.id] ?? Anchor.rule(rule.id)
            var entry = PageView.ruleFields(rule)
            entry["anchor"] = anchor
            entry["url"] = root + SitePaths.page(rule.page) + "#\(anchor)"
            entry["pageName"] = SiteChrome.name(titles[rule.page] ?? LocalizedTitle(en: rule.page))
            entry["platformList"] = rule.platforms.isEmpty ? "all" : rule.platforms.joined(separator: " ")
            entry["en"] = rule.text.en
            entry["missing"] = rule.text.ko == nil
            if let ko = rule.text.ko { entry["ko"] = ko }
            return entry
        }
        return [
            "hub": false,
            "ruleCount": rules.count,
            "noRules": rules.isEmpty,
            "platforms": Set(rules.flatMap(\.platforms)).sorted(),
            "rules": entries,
        ]
    }
}
