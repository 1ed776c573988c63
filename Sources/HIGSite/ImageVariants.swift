import HIGCorpus
import HIGText

/// The sources' images as the site shows them. Apple names an image's dark variant by adding `-dark` (or `_dark`)
/// before its scale suffix (`sheet-intro-dark_2x.png` beside `sheet-intro_2x.png`, `panel-dark@2x.png` beside
/// `panel@2x.png`). Where a page gives both, the light one is served with the dark one as a
/// `prefers-color-scheme: dark` source of a `<picture>` and the dark one's own block is hidden; where it gives
/// only the dark one, the light one is asked for by that convention and the dark one is the fallback the site's
/// script loads if it fails. An image the site cannot load from its own pages (a path relative to the sources)
/// becomes a placeholder with its alt text, linking to Apple's copy when there is one.
struct ImageVariants {
    /// Light image URL → dark image URL, for the light/dark pairs of one page.
    let darkOfLight: [String: String]
    /// Dark images whose light partner is on the same page.
    let pairedDark: Set<String>

    init(page: Page) {
        var light: [String: String] = [:]
        var dark: [String: String] = [:]
        // By index: a `for` over the blocks copied every block of every page.
        for index in page.blocks.indices where page.blocks[index].kind == .image {
            for image in Self.images(in: page.blocks[index].html.en) {
                guard let name = Self.variant(of: image.src) else { continue }
                if name.isDark { dark[name.key] = dark[name.key] ?? image.src } else { light[name.key] = light[name.key] ?? image.src }
            }
        }
        var pairs: [String: String] = [:]
        for (key, lightURL) in light { if let darkURL = dark[key] { pairs[lightURL] = darkURL } }
        darkOfLight = pairs
        pairedDark = Set(pairs.values)
    }

    /// Whether a block shows only dark images whose light partners another block of the page serves.
    func isPairedDarkBlock(_ html: String) -> Bool {
        let images = Self.images(in: html)
        return !images.isEmpty && images.allSatisfy { pairedDark.contains($0.src) }
    }

    /// The block's HTML with each `<img>` served for both colour schemes; a relative one from the site's copy of the
    /// source's image (`local`: `src` → its site path from the page, `nil` when the site has no copy), else as a
    /// placeholder.
    func rewrite(_ html: String, local: (String) -> String? = { _ in nil }) -> String {
        guard html.contains("<img ") else { return html }
        var out = ""
        var rest = Substring(html)
        while let open = rest.range(of: "<img "), let close = rest[open.upperBound...].firstIndex(of: ">") {
            out += rest[..<open.lowerBound]
            let tag = rest[open.lowerBound...close]
            rest = rest[rest.index(after: close)...]
            guard let src = Self.attribute("src", in: tag) else { out += tag; continue }
            let alt = Self.attribute("alt", in: tag) ?? ""
            out += render(src: src, alt: alt, tag: String(tag), local: local)
        }
        return out + rest
    }

    private func render(src: String, alt: String, tag: String, local: (String) -> String?) -> String {
        let lower = src.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://") || lower.hasPrefix("//") else {
            if let copy = local(src) { return "<img src=\"\(Escape.html(copy))\" alt=\"\(Escape.html(alt))\" loading=\"lazy\">" }
            return Self.placeholder(alt: alt, link: LinkTargets.appleAddress(ofRelative: src))
        }
        if let dark = darkOfLight[src] { return Self.picture(light: src, dark: dark, alt: alt) }
        if let name = Self.variant(of: src), name.isDark, let light = name.lightURL { return Self.picture(light: light, dark: src, alt: alt) }
        return tag
    }

    static func picture(light: String, dark: String, alt: String) -> String {
        "<picture><source media=\"(prefers-color-scheme: dark)\" srcset=\"\(Escape.html(srcsetSafe(dark)))\">"
            + "<img src=\"\(Escape.html(light))\" alt=\"\(Escape.html(alt))\" loading=\"lazy\" data-fallback=\"\(Escape.html(dark))\"></picture>"
    }

    static func placeholder(alt: String, link: String?) -> String {
        let text = "<span class=\"img-missing-alt\">\(Escape.html(alt))</span> <span class=\"img-missing-note\">\(SiteStrings.html("imageMissing"))</span>"
        guard let link else { return "<span class=\"img-missing\">\(text)</span>" }
        return "<a class=\"img-missing\" href=\"\(Escape.html(link))\" rel=\"external\">\(text)</a>"
    }

    /// A URL as one `srcset` candidate: commas and spaces would split it.
    static func srcsetSafe(_ url: String) -> String {
        url.replacingOccurrences(of: " ", with: "%20").replacingOccurrences(of: ",", with: "%2C")
    }

    /// What an image's file name says about it.
    struct Variant: Equatable {
        /// The name without colour scheme and scale, lowercased: images with one key are variants of one image.
        var key: String
        var isDark: Bool
        /// For a dark image, the light one's URL by Apple's naming.
        var lightURL: String?
    }

    /// `…/sheet-intro-dark_2x.png` → key `sheet-intro`, dark, light `…/sheet-intro_2x.png`; `nil` without a file name.
    static func variant(of url: String) -> Variant? {
        let pathEnd = url.firstIndex(where: { $0 == "?" || $0 == "#" }) ?? url.endIndex
        let path = url[..<pathEnd]
        let fileStart = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let file = path[fileStart...]
        guard let dot = file.lastIndex(of: "."), dot > file.startIndex else { return nil }
        var stem = String(file[..<dot])
        var scale = ""
        for suffix in ["@2x", "@3x", "_2x", "_3x", "-2x", "-3x"] where stem.lowercased().hasSuffix(suffix) {
            scale = String(stem.suffix(suffix.count))
            stem = String(stem.dropLast(suffix.count))
            break
        }
        for marker in ["-dark", "_dark"] where stem.lowercased().hasSuffix(marker) {
            let base = String(stem.dropLast(marker.count))
            let light = String(url[..<fileStart]) + base + scale + String(file[dot...]) + String(url[pathEnd...])
            return Variant(key: base.lowercased(), isDark: true, lightURL: base.isEmpty ? nil : light)
        }
        return Variant(key: stem.lowercased(), isDark: false, lightURL: nil)
    }

    /// Each `<img>` of compiler-written HTML, with its (unescaped) `src`.
    static func images(in html: String) -> [(src: String, alt: String)] {
        var found: [(String, String)] = []
        var rest = Substring(html)
        while let open = rest.range(of: "<img "), let close = rest[open.upperBound...].firstIndex(of: ">") {
            let tag = rest[open.lowerBound...close]
            if let src = attribute("src", in: tag) { found.append((src, attribute("alt", in: tag) ?? "")) }
            rest = rest[rest.index(after: close)...]
        }
        return found
    }

    /// An attribute's value in a tag the compiler wrote (double quotes, escaped), unescaped.
    static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        let value = tag[start.upperBound...]
        guard let end = value.firstIndex(of: "\"") else { return nil }
        return Escape.unescapeHTML(String(value[..<end]))
    }
}
