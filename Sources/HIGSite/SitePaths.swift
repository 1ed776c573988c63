import HIGCorpus
import HIGEmit

/// Where each page of the site lives, relative to the site folder.
enum SitePaths {
    static let home = "index.html"
    static let rules = "rules.html"
    /// The page a static host shows for an address it does not have.
    static let notFound = "404.html"
    static let sitemap = "sitemap.xml"

    /// `pages/<page id>.html`; page ids are already lowercase slug paths. A component that is too long for a file
    /// name, or not safe as one, is shortened or replaced and given a hash suffix, so two pages never share a file.
    static func page(_ pageID: String) -> String {
        let safeComponents = pageID.split(separator: "/").map { OutputFileName.name(Anchor.safe(String($0)), from: String($0)) }
        return "pages/" + (safeComponents.isEmpty ? "page" : safeComponents.joined(separator: "/")) + ".html"
    }

    /// `categories/<category id>.html`: a category's landing page, its components capped as page ids' are.
    static func category(_ categoryID: String) -> String {
        let safeComponents = categoryID.split(separator: "/").map { OutputFileName.name(Anchor.safe(String($0)), from: String($0)) }
        return "categories/" + (safeComponents.isEmpty ? "category" : safeComponents.joined(separator: "/")) + ".html"
    }

    /// `media/<hash of its path>-<file name>`: the site's copy of an image a source holds (`.attachments/…`); a
    /// name safe in any folder, never hidden, and two sources' images of one name never share a file.
    static func media(_ image: LocalImage) -> String {
        let file = image.path.split(separator: "/").last.map(String.init) ?? "image"
        let safe = Anchor.safe(file.replacingOccurrences(of: "@", with: "-").replacingOccurrences(of: ".", with: "-"))
        let dot = file.lastIndex(of: ".").map { String(file[file.index(after: $0)...]).lowercased() } ?? "png"
        let stem = safe.hasSuffix("-" + dot) ? String(safe.dropLast(dot.count + 1)) : safe
        return "media/" + OutputFileName.hash(image.path) + "-" + String(stem.prefix(60)) + "." + dot
    }

    /// The `../` prefix that leads from a file at `path` back to the site root.
    static func root(from path: String) -> String {
        // One `../` per non-empty component but the last (as `split(separator:)` counts them), counted on bytes:
        // every page asks several times.
        var components = 0
        var inComponent = false
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                inComponent = false
            } else if !inComponent {
                inComponent = true
                components += 1
            }
        }
        return String(repeating: "../", count: max(components - 1, 0))
    }
}
