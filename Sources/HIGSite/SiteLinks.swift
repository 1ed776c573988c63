import Foundation
import HIGCorpus
import HIGText

/// Rewrites the links in a block's HTML for the site: a link to a guideline page (or category) that is in the
/// build becomes a link to its page here, marked `data-internal` so it keeps the reading mode; a link to a
/// heading of it (`#Best-practices`) leads to that heading's anchor. Every other link stays external and is
/// marked so: Apple's root-relative paths (`/documentation/…`) and relative paths between its old pages
/// (`../components/presentation/alerts`) get their site's address, and relative links to files that are not in
/// the build, which would lead nowhere from disk, keep only their text.
struct SiteLinks {
    let targets: LinkTargets
    /// Anchors of each page's headings by the heading's slug (`best-practices`).
    let headingAnchors: [String: [String: String]]

    static let appleSite = "https://developer.apple.com"

    init(content: SiteContent) {
        let corpus = content.corpus
        targets = LinkTargets(pages: corpus.pages, categories: Set(corpus.categories.map(\.id)))
        var headings: [String: [String: String]] = [:]
        for page in corpus.pages {
            let anchors = content.anchors(for: page)
            for (block, anchor) in zip(page.blocks, anchors) where block.kind == .heading {
                let key = Self.fragmentKey(block.text.en)
                if headings[page.id]?[key] == nil { headings[page.id, default: [:]][key] = anchor }
            }
        }
        headingAnchors = headings
    }

    /// `html` with every `<a href="…">` rewritten, for a site file at `path` (relative to the site root).
    func rewrite(_ html: String, at path: String) -> String {
        guard html.contains("<a href=\"") else { return html }
        let root = SitePaths.root(from: path)
        var out = ""
        var rest = Substring(html)
        while let open = rest.range(of: "<a href=\"") {
            out += rest[..<open.lowerBound]
            let afterOpen = rest[open.upperBound...]
            guard let quote = afterOpen.firstIndex(of: "\""), let tagEnd = afterOpen[quote...].firstIndex(of: ">") else {
                out += rest[open.lowerBound...]
                return out
            }
            let escaped = String(afterOpen[..<quote])
            let href = Self.unescape(escaped)
            rest = afterOpen[afterOpen.index(after: tagEnd)...]
            switch link(href, root: root) {
            case .internal(let url):
                out += "<a href=\"\(Escape.html(url))\" data-internal>"
            case .external(let url):
                out += "<a href=\"\(Escape.html(url))\" class=\"external\" rel=\"external\">"
            case .textOnly:
                // Drop the opening tag and its matching close.
                if let close = rest.range(of: "</a>") {
                    out += rest[..<close.lowerBound]
                    rest = rest[close.upperBound...]
                }
            }
        }
        out += rest
        return out
    }

    enum Link: Equatable {
        case `internal`(String)
        case external(String)
        case textOnly
    }

    /// Where a source link leads from a site file whose root prefix is `root`.
    func link(_ href: String, root: String) -> Link {
        let (target, fragment) = targets.resolveWithFragment(href)
        switch target {
        case .page(let id):
            let anchor = fragment.flatMap { headingAnchors[id]?[Self.fragmentKey($0)] }
            return .internal(root + SitePaths.page(id) + (anchor.map { "#" + $0 } ?? ""))
        case .category(let id):
            return .internal(root + SitePaths.category(id))
        case .external:
            if href.hasPrefix("//") { return .external("https:" + href) }
            if href.hasPrefix("/") { return .external(Self.appleSite + href) }
            if href.hasPrefix("#") || href.contains(":") { return href.hasPrefix("#") ? .textOnly : .external(href) }
            if let apple = LinkTargets.appleAddress(ofRelative: href) { return .external(apple) }
            return .textOnly
        }
    }

    /// `Best-practices`, `best-practices` and `Best practices` → `best-practices`.
    static func fragmentKey(_ text: String) -> String {
        Anchor.safe(text.lowercased().replacingOccurrences(of: " ", with: "-"))
    }

    static func unescape(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
