import HIGCorpus
import HIGText

/// What surrounds every page: the sidebar and the breadcrumbs.
///
/// Every page shows the whole navigation tree; pages differ only in which categories are open and which entry is
/// current. A subtree that holds nothing current is the same on every page at the same folder depth (its links
/// start with the same `../`), so it is built once per depth (`sharedNodes`) and each page builds only the
/// categories on its own path, instead of every page building every category afresh.
struct SiteChrome: Sendable {
    let content: SiteContent
    let navigation: SiteNavigation
    /// The sidebar subtrees that hold nothing current, by `NavNodeView.shared`: for each folder depth, each node.
    let sharedNodes: [NavNodeView]
    /// The navigation's nodes in preorder (a node's descendants follow it).
    private let nodes: [SiteNavigation.Node]
    private let parents: [Int?]
    private let childIndices: [[Int]]
    private let rootIndices: [Int]
    /// Preorder index of each category's node, by category id.
    private let nodeOfCategory: [String: Int]
    /// Preorder index of the node that lists each page, by page id.
    private let nodeOfPage: [String: Int]

    /// `deepestPath` is the largest number of folders a file of the site lies in (`pages/a/b/c.html`: 3); files
    /// deeper than that (none, or every file with `-1`) get sidebars made whole.
    init(content: SiteContent, navigation: SiteNavigation, deepestPath: Int) {
        self.content = content
        self.navigation = navigation
        var nodes: [SiteNavigation.Node] = [], parents: [Int?] = [], childIndices: [[Int]] = [], rootIndices: [Int] = []
        func flatten(_ node: SiteNavigation.Node, parent: Int?) -> Int {
            let index = nodes.count
            nodes.append(node)
            parents.append(parent)
            childIndices.append([])
            childIndices[index] = node.children.map { flatten($0, parent: index) }
            return index
        }
        rootIndices = navigation.roots.map { flatten($0, parent: nil) }
        var nodeOfCategory: [String: Int] = [:], nodeOfPage: [String: Int] = [:]
        for (index, node) in nodes.enumerated() {
            if !node.id.isEmpty, nodeOfCategory[node.id] == nil { nodeOfCategory[node.id] = index }
            for page in node.pages where nodeOfPage[page.id] == nil { nodeOfPage[page.id] = index }
        }
        (self.nodes, self.parents, self.childIndices, self.rootIndices) = (nodes, parents, childIndices, rootIndices)
        (self.nodeOfCategory, self.nodeOfPage) = (nodeOfCategory, nodeOfPage)
        var shared: [NavNodeView] = []
        shared.reserveCapacity(max(deepestPath + 1, 0) * nodes.count)
        for depth in stride(from: 0, through: deepestPath, by: 1) {
            let root = String(repeating: "../", count: depth)
            var views: [NavNodeView?] = Array(repeating: nil, count: nodes.count)
            // Last to first: a node's children (later in preorder) are made before it.
            for index in nodes.indices.reversed() {
                var view = Self.nodeView(nodes[index], root: root, content: content, listsEveryPage: navigation.listsEveryPage,
                                         children: childIndices[index].map { views[$0]! }, open: false, currentPage: nil, currentCategory: nil)
                view.shared = depth * nodes.count + index
                views[index] = view
            }
            shared += views.map { $0! }
        }
        sharedNodes = shared
    }

    /// The sidebar for a file at `path`: the current page (or category) highlighted, the categories holding it open.
    func sidebar(path: String, currentPage: String? = nil, currentCategory: String? = nil) -> [NavNodeView] {
        let root = SitePaths.root(from: path)
        let depth = root.utf8.count / 3
        let open = Set(Self.prefixes(currentCategory ?? currentPage.flatMap { content.pageCategory[$0] } ?? ""))
        // The nodes whose subtree holds an open category or the current page: only these differ from the shared ones.
        var onPath = Array(repeating: false, count: nodes.count)
        func mark(_ index: Int?) {
            var next = index
            while let index = next, !onPath[index] {
                onPath[index] = true
                next = parents[index]
            }
        }
        open.forEach { mark(nodeOfCategory[$0]) }
        mark(currentPage.flatMap { nodeOfPage[$0] })
        let sharedBase = (depth + 1) * nodes.count <= sharedNodes.count ? depth * nodes.count : nil
        func view(_ index: Int) -> (view: NavNodeView, open: Bool) {
            if !onPath[index], let sharedBase { return (sharedNodes[sharedBase + index], false) }
            let node = nodes[index]
            let children = childIndices[index].map(view)
            let holdsCurrent = currentPage.map { id in node.pages.contains { $0.id == id } } ?? false
            let isOpen = (!node.id.isEmpty && open.contains(node.id)) || holdsCurrent || children.contains { $0.open }
            return (Self.nodeView(node, root: root, content: content, listsEveryPage: navigation.listsEveryPage, children: children.map(\.view),
                                  open: isOpen, currentPage: currentPage, currentCategory: currentCategory), isOpen)
        }
        return rootIndices.map { view($0).view }
    }

    /// One node of the sidebar, given its children's views and whether it is open.
    private static func nodeView(_ node: SiteNavigation.Node, root: String, content: SiteContent, listsEveryPage: Bool, children: [NavNodeView],
                                 open: Bool, currentPage: String?, currentCategory: String?) -> NavNodeView {
        let listed = listsEveryPage || open || node.id.isEmpty
        let pages = listed ? node.pages.map { page in
            NavPageView(name: NameView(page.title), url: root + content.pagePath(page.id), current: page.id == currentPage)
        } : []
        return NavNodeView(name: NameView(node.title), url: node.id.isEmpty ? nil : root + content.categoryPath(node.id), open: open,
                           current: !node.id.isEmpty && node.id == currentCategory, listed: listed, pages: pages,
                           children: listed ? children : [], shared: nil)
    }

    /// The title of a category, from its index page; the id's last component made readable when it has none.
    func categoryTitle(_ id: String) -> LocalizedTitle {
        if let category = content.category(id) { return category.title }
        let last = id.split(separator: "/").last.map(String.init) ?? id
        return LocalizedTitle(en: ProductName.title(fromSlug: last))
    }

    /// Home, then each category holding `categoryID` (itself included), each linked to its landing page.
    func breadcrumbs(to categoryID: String, path: String, includingLast: Bool = true) -> [CrumbView] {
        let root = SitePaths.root(from: path)
        var crumbs = [CrumbView(name: NameView(en: SiteStrings["home"].en, ko: SiteStrings["home"].ko, derivedKo: nil), url: root + SitePaths.home)]
        let prefixes = Self.prefixes(categoryID)
        for prefix in includingLast ? prefixes : Array(prefixes.dropLast()) {
            crumbs.append(CrumbView(name: NameView(categoryTitle(prefix)),
                                    url: content.category(prefix) == nil ? nil : root + content.categoryPath(prefix)))
        }
        return crumbs
    }

    /// `components/presentation` → `components`, `components/presentation`.
    static func prefixes(_ id: String) -> [String] {
        let parts = id.split(separator: "/")
        return parts.indices.map { parts[...$0].joined(separator: "/") }
    }
}
