import HIGCorpus
import HIGText

/// The guidelines' order of categories and pages, shared by the sidebar, the home page, breadcrumbs and the
/// previous/next links. Sub-categories and pages follow the order of their category's index page
/// (`corpus.json` `categories[]`); top categories follow `topOrder`, then the others by id; pages filed in no
/// category come last, under *Other pages*.
struct SiteNavigation: Sendable {
    /// The guidelines' own order of their top sections; a top category is placed by its title or its id.
    static let topOrder = ["foundations", "patterns", "components", "inputs", "technologies", "platforms"]
    /// Above this many pages the sidebar lists only the pages of the current page's categories (the others are
    /// links to their landing pages), so no page grows with the whole corpus.
    static let fullTreeLimit = 400

    /// A category and what it holds, in reading order; `id` is empty for the pages filed in no category.
    struct Node: Sendable {
        var id: String
        var title: LocalizedTitle
        var pages: [Page]
        var children: [Node]
    }

    let roots: [Node]
    /// Page ids in reading order: each category's pages, then its sub-categories', depth first.
    let readingOrder: [String]
    private let position: [String: Int]
    let titles: [String: LocalizedTitle]
    let pageCount: Int

    init(corpus: Corpus) {
        let categories = Dictionary(corpus.categories.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let pagesByID = Dictionary(corpus.pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var seen: Set<String> = []
        var placed: Set<String> = []
        func node(_ category: Category) -> Node? {
            guard seen.insert(category.id).inserted else { return nil }
            let pages = category.pages.compactMap { id -> Page? in
                guard let page = pagesByID[id], placed.insert(id).inserted else { return nil }
                return page
            }
            let children = category.subcategories.compactMap { categories[$0] }.compactMap(node)
            guard !pages.isEmpty || !children.isEmpty else { return nil }
            return Node(id: category.id, title: category.title, pages: pages, children: children)
        }
        let tops = corpus.categories.filter { Category.parent(of: $0.id).flatMap { categories[$0] } == nil }
            .sorted { Self.topRank($0) < Self.topRank($1) }
        var roots = tops.compactMap(node)
        // Categories their parent's index does not list still appear, under the top level.
        roots += corpus.categories.compactMap(node)
        let others = corpus.pages.filter { placed.insert($0.id).inserted }
        if !others.isEmpty { roots.append(Node(id: "", title: LocalizedTitle(en: SiteStrings["otherPages"].en, ko: SiteStrings["otherPages"].ko), pages: others, children: [])) }
        self.roots = roots
        var order: [String] = []
        func walk(_ node: Node) {
            order += node.pages.map(\.id)
            node.children.forEach(walk)
        }
        roots.forEach(walk)
        readingOrder = order
        position = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        titles = Dictionary(corpus.pages.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        pageCount = corpus.pages.count
    }

    /// Where a top category goes: its place in `topOrder` by title or id, else after them by id.
    static func topRank(_ category: Category) -> (Int, String) {
        let keys = [category.title.en.lowercased(), category.id.lowercased()]
        let rank = keys.compactMap { topOrder.firstIndex(of: $0) }.min() ?? topOrder.count
        return (rank, category.id)
    }

    /// The pages before and after `pageID` in reading order.
    func neighbours(of pageID: String) -> (previous: String?, next: String?) {
        guard let index = position[pageID] else { return (nil, nil) }
        return (index > 0 ? readingOrder[index - 1] : nil, index + 1 < readingOrder.count ? readingOrder[index + 1] : nil)
    }

    /// Whether the sidebar lists every page, or only those of the current page's categories.
    var listsEveryPage: Bool { pageCount <= Self.fullTreeLimit }
}
