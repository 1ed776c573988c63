/// The top-level sections of Apple's Human Interface Guidelines, which every layout of its pages keeps as folders
/// (`…/components/presentation/action-sheets.md`) and its older URLs as path components.
public enum GuidelineSections {
    public static let all: Set<String> = ["getting-started", "platforms", "foundations", "patterns", "components", "inputs", "technologies"]
}

/// Resolves a link found in a source to a page or category of the build, by the page name at the end of its
/// path: Apple's site paths (`/design/human-interface-guidelines/dark-mode`, the absolute URL, with or without
/// category folders), and relative paths between exported files (`../components/presentation/sheets.md`) or
/// between Apple's old pages (`../components/presentation/alerts`).
public struct LinkTargets: Sendable {
    /// What a link points at.
    public enum Target: Equatable, Sendable {
        case page(String)
        case category(String)
        /// Nothing in the build: the link stays external.
        case external
    }

    private var pagesBySlug: [String: String] = [:]
    /// Ids and aliases, and each of their tails of two or more components, to the page (empty when ambiguous).
    private var pagesByID: [String: String] = [:]
    private var categoriesBySlug: [String: String] = [:]

    /// Pages are found by their id or an alias, or its last components, when the link names them (pages of one name
    /// in several places: `technologies/carplay/introduction`, `../carplay/introduction.md`), else by the last component of their id and of each alias (a page's own
    /// id before another's alias, then the first by id); categories by their last component.
    public init(pages: [Page], categories: Set<String> = []) {
        var slugFromAlias: Set<String> = []
        for page in pages.sorted(by: { $0.id < $1.id }) {
            for id in [page.id] + page.aliases {
                let parts = id.split(separator: "/")
                for length in stride(from: parts.count, through: 2, by: -1) {
                    let tail = parts.suffix(length).joined(separator: "/")
                    // A tail two pages end with names neither.
                    if let known = pagesByID[tail], known != page.id { pagesByID[tail] = "" } else { pagesByID[tail] = page.id }
                }
                let slug = Self.lastComponent(id)
                if pagesBySlug[slug] == nil || (id == page.id && slugFromAlias.contains(slug)) {
                    pagesBySlug[slug] = page.id
                    if id == page.id { slugFromAlias.remove(slug) } else { slugFromAlias.insert(slug) }
                }
            }
        }
        for id in categories.sorted() { categoriesBySlug[Self.lastComponent(id)] = categoriesBySlug[Self.lastComponent(id)] ?? id }
    }

    /// Where `link` leads, plus its fragment (`#Best-practices` → `Best-practices`) when it has one.
    public func resolve(_ link: String) -> Target { resolveWithFragment(link).target }

    /// Apple's address of a relative link between its old pages (`../components/presentation/alerts`), or `nil`.
    public static func appleAddress(ofRelative link: String) -> String? {
        guard !link.hasPrefix("/"), !link.contains(":") else { return nil }
        let parts = link.split(separator: "/").map(String.init).filter { $0 != "." && $0 != ".." && !$0.isEmpty }
        guard let section = parts.firstIndex(where: { GuidelineSections.all.contains($0.lowercased()) }),
              !(parts.last?.lowercased().hasSuffix(".md") ?? false) else { return nil }
        return "https://developer.apple.com/design/human-interface-guidelines/" + parts[section...].joined(separator: "/")
    }

    public func resolveWithFragment(_ link: String) -> (target: Target, fragment: String?) {
        guard let (path, fragment) = Self.guidelinePath(link), let name = path.last else { return (.external, nil) }
        for length in stride(from: path.count, through: 2, by: -1) {
            if let page = pagesByID[path.suffix(length).joined(separator: "/")], !page.isEmpty { return (.page(page), fragment) }
        }
        if let page = pagesBySlug[name] { return (.page(page), fragment) }
        if let category = categoriesBySlug[name] { return (.category(category), fragment) }
        return (.external, nil)
    }

    /// The path components of a link that names a guideline page, or `nil` for links elsewhere (documentation,
    /// videos, images, other sites).
    static func guidelinePath(_ link: String) -> (path: [String], fragment: String?)? {
        var rest = Substring(link)
        while rest.first == " " { rest = rest.dropFirst() }
        while rest.last == " " { rest = rest.dropLast() }
        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            let value = rest[rest.index(after: hash)...]
            fragment = value.isEmpty ? nil : String(value)
            rest = rest[..<hash]
        }
        if let query = rest.firstIndex(of: "?") { rest = rest[..<query] }
        let appleSite = ["https://developer.apple.com", "http://developer.apple.com", "https://www.developer.apple.com"]
        var isRelativeFile = false
        if let host = appleSite.first(where: { rest.lowercased().hasPrefix($0) }) {
            rest = rest.dropFirst(host.count)
        } else if rest.contains(":") {
            return nil
        } else if !rest.hasPrefix("/") {
            isRelativeFile = true
        }
        var parts = rest.split(separator: "/").map(String.init).filter { $0 != "." && $0 != ".." && !$0.isEmpty }
        if isRelativeFile {
            guard let last = parts.last else { return nil }
            if last.lowercased().hasSuffix(".md") {
                parts[parts.count - 1] = String(last.dropLast(3))
            } else if let section = parts.firstIndex(where: { GuidelineSections.all.contains($0.lowercased()) }) {
                parts = Array(parts[section...])
            } else {
                return nil
            }
        } else {
            guard parts.count >= 3, parts[0] == "design", parts[1] == "human-interface-guidelines" else { return nil }
            parts.removeFirst(2)
            if parts.first == "guidelines" || parts.first == "images" || parts.first == "documentation" { return nil }
        }
        let slugs = parts.map { $0.lowercased() }
        guard let last = slugs.last, !last.isEmpty else { return nil }
        return (slugs, fragment)
    }

    private static func lastComponent(_ id: String) -> String {
        id.split(separator: "/").last.map(String.init) ?? id
    }
}
