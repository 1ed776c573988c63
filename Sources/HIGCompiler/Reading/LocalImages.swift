import Foundation
import HIGCorpus
import HIGText

/// Images a source holds beside its pages (`.attachments/.launching/launch-screen@2x.png`) that blocks show: found
/// from each image's `src`, relative to the file of the block that shows it, and read so that the site can copy them
/// and show them offline (`ImagePath` resolves them). Images on other servers stay links.
enum LocalImages {
    /// The largest image copied.
    static let maximumBytes = 16 << 20

    /// Every local image the corpus's blocks show, read through `openPath` (recorded path → a path to open), by
    /// recorded path; images that cannot be read stay placeholders in the site.
    static func collect(_ corpus: Corpus, openPath: (String) -> String) -> [LocalImage] {
        references(in: corpus).compactMap { path in
            let url = URL(fileURLWithPath: openPath(path))
            guard let size = try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize, size <= maximumBytes,
                  let data = try? Data(contentsOf: url) else { return nil }
            return LocalImage(path: path, bytes: [UInt8](data))
        }
    }

    /// The recorded paths of the local images the corpus's image blocks show, sorted, without repeats.
    static func references(in corpus: Corpus) -> [String] {
        var found: Set<String> = []
        for page in corpus.pages {
            for block in page.blocks where block.kind == .image {
                for src in sources(in: block.html.en) { if let path = ImagePath.resolve(src, from: block.source.path) { found.insert(path) } }
                if let ko = block.html.ko {
                    let base = (block.translationSource ?? block.source).path
                    for src in sources(in: ko) { if let path = ImagePath.resolve(src, from: base) { found.insert(path) } }
                }
            }
        }
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The `src` of each `<img>` in compiler-written HTML, unescaped.
    static func sources(in html: String) -> [String] {
        var found: [String] = []
        var rest = Substring(html)
        while let open = rest.range(of: "<img "), let close = rest[open.upperBound...].firstIndex(of: ">") {
            let tag = rest[open.lowerBound...close]
            if let start = tag.range(of: " src=\"") {
                let value = tag[start.upperBound...].prefix { $0 != "\"" }
                found.append(Escape.unescapeHTML(String(value)))
            }
            rest = rest[rest.index(after: close)...]
        }
        return found
    }
}
