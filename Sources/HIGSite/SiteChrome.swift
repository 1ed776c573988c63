import HIGCorpus
import HIGText

/// Template values that surround every page: names in both languages, the sidebar and the breadcrumbs.
struct SiteChrome {
    let content: SiteContent
    let navigation: SiteNavigation

    /// A name for the `name` partial: English, and Korean (a translator's, else a derived one, marked so) or `false`.
    static func name(_ title: LocalizedTitle) -> [String: Any] {
        name(en: title.en, ko: title.ko, derivedKo: title.derivedKo)
    }

    static func name(en: String, ko: String?, derivedKo: String?) -> [String: Any] {
        let korean = ko ?? derivedKo
        return ["en": en, "ko": korean ?? false, "derived": ko == nil && derivedKo != nil]
    }

    /// The title of a category, from its index page; the id's last component made readable when it has none.
    func categoryTitle(_ id: String) -> LocalizedTitle {
        if let category = content.category(id) { return category.title }
        let last = id.split(separator: "/").last.map(String.init) ?? id
        return LocalizedTitle(en: ProductName.title(fromSlug: last))
    }

    /// The sidebar for a file at `path`: the current page (or category) highlighted, the categories holding it open.
    func sidebar(path: String, currentPage: String? = nil, currentCategory: String? = nil) -> [[String: Any]] {
        let root = SitePaths.root(from: path)
        let open = Set(Self.prefixes(currentCategory ?? currentPage.flatMap { content.pageCategory[$0] } ?? ""))
        func render(_ node: SiteNavigation.Node) -> (view: [String: Any], open: Bool) {
            let children = node.children.map(render)
            let holdsCurrent = currentPage.map { id in node.pages.contains { $0.id == id } } ?? false
            let isOpen = (!node.id.isEmpty && open.contains(node.id)) || holdsCurrent || children.contains { $0.open }
            let listed = navigation.listsEveryPage || isOpen || node.id.isEmpty
            let pages: [[String: Any]] = listed ? node.pages.map { page in
                ["name": Self.name(page.title), "url": root + SitePaths.page(page.id), "current": page.id == currentPage]
            } : []
            let view: [String: Any] = [
                "name": Self.name(node.title),
                "url": node.id.isEmpty ? false : root + SitePaths.category(node.id),
                "open": isOpen,
                "current": !node.id.isEmpty && node.id == currentCategory,
                "listed": listed,
                "pages": pages,
                "children": listed ? children.map(\.view) : [],
            ]
            return (view, isOpen)
        }
        return navigation.roots.map { render($0).view }
    }

    /// Home, then each category holding `categoryID` (itself included), each linked to its landing page.
    func breadcrumbs(to categoryID: String, path: String, includingLast: Bool = true) -> [[String: Any]] {
        let root = SitePaths.root(from: path)
        var crumbs: [[String: Any]] = [["name": Self.name(LocalizedTitle(en: SiteStrings["home"].en, ko: SiteStrings["home"].ko)),
                                        "url": root + SitePaths.home]]
        let prefixes = Self.prefixes(categoryID)
        for prefix in includingLast ? prefixes : Array(prefixes.dropLast()) {
            crumbs.append(["name": Self.name(categoryTitle(prefix)),
                           "url": content.category(prefix) == nil ? false : root + SitePaths.category(prefix)])
        }
        return crumbs
    }

    /// `components/presentation` → `components`, `components/presentation`.
    static func prefixes(_ id: String) -> [String] {
        let parts = id.split(separator: "/")
        return parts.indices.map { parts[...$0].joined(separator: "/") }
    }
}
