import HIGCorpus
import HIGText

/// Builds the corpus's categories: every category a page is filed in (and its parents), titled and ordered by
/// its index page when a source has one (its introduction, then its pages and sub-categories in the order it
/// links them), and by id otherwise.
enum CategoryBuilder {
    /// `indexes` are the category index pages and the stubs that name a category, each with its content (`nil`
    /// for a stub).
    static func build(indexes: [(page: Page, content: CategoryIndexContent?)], pages: [Page]) -> [Category] {
        var ids: Set<String> = []
        for page in pages where !page.category.isEmpty { ids.formUnion(prefixes(page.category)) }
        for index in indexes { ids.formUnion(prefixes(index.page.id)) }
        let bySourceID = Dictionary(grouping: indexes, by: \.page.id)
        let resolver = LinkTargets(pages: pages, categories: ids)
        return ids.sorted().map { id in
            let copies = bySourceID[id] ?? []
            // The copy with the most links is the index (the first of equals); its introduction, else the first one with any.
            var best: (page: Page, content: CategoryIndexContent?)?
            for copy in copies where best == nil || (copy.content?.links.count ?? -1) > (best!.content?.links.count ?? -1) { best = copy }
            let links = best?.content?.links ?? []
            let intro = copies.lazy.compactMap(\.content?.intro).first.map { intro -> BilingualText in
                var intro = intro
                if intro.ko == nil { intro.ko = copies.lazy.compactMap(\.content?.intro?.ko).first }
                return intro
            }
            var pageOrder: [String] = []
            var subcategoryOrder: [String] = []
            for link in links {
                switch resolver.resolve(link.target) {
                case .page(let pageID) where !pageOrder.contains(pageID): pageOrder.append(pageID)
                case .category(let categoryID) where categoryID != id && !subcategoryOrder.contains(categoryID): subcategoryOrder.append(categoryID)
                default: break
                }
            }
            pageOrder += pages.filter { $0.category == id && !pageOrder.contains($0.id) }.map(\.id).sorted()
            subcategoryOrder += ids.filter { Category.parent(of: $0) == id && !subcategoryOrder.contains($0) }.sorted()
            let title = best.map { $0.page.title } ?? LocalizedTitle(en: humanize(id))
            let sources = copies.map { copy -> PageSource in
                var source = copy.page.sources[0]
                source.relation = copy.page.sources[0].path == best?.page.sources[0].path ? SourceRelation.canonical.rawValue
                    : (copy.content == nil ? SourceRelation.stub.rawValue : SourceRelation.identical.rawValue)
                return source
            }
            return Category(id: id, title: title, intro: intro, pages: pageOrder, subcategories: subcategoryOrder, sources: sources)
        }
    }

    /// `components/presentation` → `components`, `components/presentation`.
    static func prefixes(_ id: String) -> [String] {
        let parts = id.split(separator: "/")
        return parts.indices.map { parts[...$0].joined(separator: "/") }
    }

    /// `layout-and-organization` → `Layout and organization`, `carplay` → `CarPlay` (`ProductName`).
    static func humanize(_ id: String) -> String {
        ProductName.title(fromSlug: id.split(separator: "/").last.map(String.init) ?? id)
    }
}
