import Foundation
import HIGCorpus
import HIGText

/// What a page tells search engines and link previews: a description from its first paragraph (English, and the
/// Korean the site's script puts in its place in Korean mode), a canonical link, `hreflang` alternates between
/// the views whose URL carries the mode (`?mode=ko`, `?mode=en`), and Open Graph tags. Every address is relative
/// to the page, so the site works from disk and under any sub-path, unless a site URL is given
/// (`hig build --site-url`); then canonical, alternates, `og:url` and the sitemap are absolute.
struct SiteHead {
    /// `https://example.org/hig`, without a trailing slash; `nil` for relative addresses.
    let siteURL: String?

    /// The longest description kept, in characters; longer text is cut at a word and ends with `…`.
    static let descriptionLimit = 160

    /// The head of the file at `path`; `modes` is whether the page's text changes with the reading mode.
    func view(path: String, title: String, description: BilingualText, modes: Bool, article: Bool) -> HeadView {
        let own = String(path.split(separator: "/").last ?? Substring(path))
        let base = siteURL.map { $0 + "/" + path } ?? own
        return HeadView(canonical: base, description: Self.shorten(description.en), descriptionKo: description.ko.map(Self.shorten),
                        ogTitle: title, ogType: article ? "article" : "website", ogURL: siteURL == nil ? nil : base, hasAlternates: modes,
                        alternates: modes ? [
                            AlternateView(lang: "en", href: base + "?mode=en"),
                            AlternateView(lang: "ko", href: base + "?mode=ko"),
                            AlternateView(lang: "x-default", href: base),
                        ] : [])
    }

    /// Text for a `description`: whitespace collapsed, cut at a word within `descriptionLimit` characters.
    static func shorten(_ text: String) -> String {
        let collapsed = text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        guard collapsed.count > descriptionLimit else { return collapsed }
        let cut = collapsed.prefix(descriptionLimit - 1)
        let atWord = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
        return atWord.trimmingCharacters(in: .punctuationCharacters) + "…"
    }

    /// The first abstract or paragraph of a page (English and its Korean), else its title.
    static func description(of page: Page) -> BilingualText {
        let first = page.blocks.first { $0.kind == .abstract || $0.kind == .paragraph }
        return first.map { $0.text } ?? BilingualText(en: page.title.en, ko: page.title.anyKo)
    }

    /// `sitemap.xml`: every page of the site, with its Korean and English views as alternates.
    func sitemap(paths: [(path: String, modes: Bool)]) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n"
        for entry in paths {
            let url = (siteURL.map { $0 + "/" } ?? "") + entry.path
            xml += "<url><loc>\(Escape.xml(url))</loc>"
            if entry.modes {
                for (lang, suffix) in [("en", "?mode=en"), ("ko", "?mode=ko"), ("x-default", "")] {
                    xml += "<xhtml:link rel=\"alternate\" hreflang=\"\(lang)\" href=\"\(Escape.xml(url + suffix))\"/>"
                }
            }
            xml += "</url>\n"
        }
        return xml + "</urlset>\n"
    }
}
