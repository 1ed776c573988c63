import HIGCorpus

/// The site's search index: one document per page title and per block, numbered in page order, and for
/// every term the sorted numbers of the documents that contain it.
struct SearchIndex {
    /// What a search result shows for one block.
    struct Document {
        var anchor: String
        /// The block kind, or `rule` for a block that leads a rule.
        var kind: String
        var en: String
        var ko: String?
    }

    /// One page: its URL, title and block documents (document 0 of a page is its title).
    struct PageEntry {
        var url: String
        var title: LocalizedTitle
        var documents: [Document]
    }

    var pages: [PageEntry] = []
    /// Number of the first document of each page.
    var offsets: [Int] = []
    var postings: [String: [Int]] = [:]

    init(content: SiteContent) {
        var next = 0
        for page in content.corpus.pages {
            let anchors = content.anchors(for: page)
            offsets.append(next)
            add(SearchTokenizer.terms(page.title.en + "\n" + (page.title.ko ?? "")), document: next)
            next += 1
            var documents: [Document] = []
            for (index, block) in page.blocks.enumerated() {
                let isRule = content.rule(page: page.id, block: block.id) != nil
                documents.append(Document(anchor: anchors[index], kind: isRule ? "rule" : block.kind.rawValue,
                                          en: block.text.en, ko: block.text.ko))
                add(SearchTokenizer.terms(block.text.en + "\n" + (block.text.ko ?? "")), document: next)
                next += 1
            }
            pages.append(PageEntry(url: SitePaths.page(page.id), title: page.title, documents: documents))
        }
    }

    private mutating func add(_ terms: Set<String>, document: Int) {
        for term in terms { postings[term, default: []].append(document) }
    }

    /// Terms in JavaScript string order (UTF-16 code units), which the browser's shard lookup relies on.
    var sortedTerms: [String] {
        postings.keys.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }
    }

    /// `3,a,1f`: base-36 gaps between document numbers.
    static func encode(_ documents: [Int]) -> String {
        var previous = 0
        var parts: [String] = []
        parts.reserveCapacity(documents.count)
        for document in documents {
            parts.append(String(document - previous, radix: 36))
            previous = document
        }
        return parts.joined(separator: ",")
    }
}
