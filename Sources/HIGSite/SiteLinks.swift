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
            // By index, so no block is copied whole to read its kind.
            for index in page.blocks.indices where index < anchors.count && page.blocks[index].kind == .heading {
                let key = Self.fragmentKey(page.blocks[index].text.en)
                if headings[page.id]?[key] == nil { headings[page.id, default: [:]][key] = anchors[index] }
            }
        }
        headingAnchors = headings
    }

    /// `html` with every `<a href="…">` rewritten, for a site file at `path` (relative to the site root).
    ///
    /// Searched byte by byte: the search by Characters (`rewriteByCharacters`, through Foundation's `range(of:)`)
    /// walks grapheme clusters over every page's whole HTML. A tag found by bytes that a neighbouring non-ASCII scalar
    /// joins into a larger Character is not what the search by Characters finds; such text (never seen in real
    /// pages) is rewritten by Characters, so the result is the same for every input.
    func rewrite(_ html: String, at path: String) -> String {
        rewrite(html, root: SitePaths.root(from: path))
    }

    /// `rewrite(_:at:)` for a file whose root prefix (`SitePaths.root`) is `root`.
    func rewrite(_ html: String, root: String) -> String {
        var text = html
        let result = text.withUTF8 { rewriteBytes($0, root: root) }
        switch result {
        case .unchanged: return html
        case .rewritten(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .needsCharacters: return rewriteByCharacters(html, root: root)
        }
    }

    /// What the byte search made of a block's HTML.
    private enum ByteRewrite {
        case unchanged
        case rewritten([UInt8])
        case needsCharacters
    }

    private static let openTag = Array("<a href=\"".utf8)
    private static let closeTag = Array("</a>".utf8)

    private func rewriteBytes(_ source: UnsafeBufferPointer<UInt8>, root: String) -> ByteRewrite {
        func find(_ pattern: [UInt8], from start: Int) -> Int? {
            guard let first = pattern.first, source.count >= pattern.count else { return nil }
            var index = start
            while index <= source.count - pattern.count {
                if source[index] == first, pattern.indices.allSatisfy({ source[index + $0] == pattern[$0] }) { return index }
                index += 1
            }
            return nil
        }
        func find(_ byte: UInt8, from start: Int) -> Int? {
            UnsafeBufferPointer(rebasing: source[start...]).firstIndex(of: byte).map { start + $0 }
        }
        func apart(_ start: Int, _ count: Int) -> Bool { GraphemeNeighbours.standApart(start..<(start + count), in: source) }
        guard var open = find(Self.openTag, from: 0) else { return .unchanged }
        var out: [UInt8] = []
        out.reserveCapacity(source.count + 256)
        var rest = 0
        while true {
            guard apart(open, Self.openTag.count) else { return .needsCharacters }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: source[rest..<open]))
            let afterOpen = open + Self.openTag.count
            guard let quote = find(UInt8(ascii: "\""), from: afterOpen), let tagEnd = find(UInt8(ascii: ">"), from: quote) else {
                rest = open
                break
            }
            guard apart(quote, 1), apart(tagEnd, 1) else { return .needsCharacters }
            let href = Escape.unescapeHTML(String(decoding: UnsafeBufferPointer(rebasing: source[afterOpen..<quote]), as: UTF8.self))
            rest = tagEnd + 1
            switch link(href, root: root) {
            case .internal(let url):
                out.append(contentsOf: "<a href=\"\(Escape.html(url))\" data-internal>".utf8)
            case .external(let url):
                out.append(contentsOf: "<a href=\"\(Escape.html(url))\" class=\"external\" rel=\"external\">".utf8)
            case .textOnly:
                // Drop the opening tag and its matching close.
                if let close = find(Self.closeTag, from: rest) {
                    guard apart(close, Self.closeTag.count) else { return .needsCharacters }
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: source[rest..<close]))
                    rest = close + Self.closeTag.count
                }
            }
            guard let following = find(Self.openTag, from: rest) else { break }
            open = following
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: source[rest...]))
        return .rewritten(out)
    }

    /// `rewrite` by Characters: what it always did, and the reference for text the byte search cannot decide.
    func rewriteByCharacters(_ html: String, root: String) -> String {
        guard html.contains("<a href=\"") else { return html }
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
            let href = Escape.unescapeHTML(escaped)
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
        // `Anchor.safe` turns spaces and dashes alike into one `-`, and ASCII text lowercases byte by byte: the
        // lowercasing and replacing of Foundation it skips were most of building the site's links.
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return Anchor.safe(text.lowercased().replacingOccurrences(of: " ", with: "-")) }
        return Anchor.safe(String(decoding: text.utf8.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self))
    }
}
