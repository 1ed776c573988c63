import HIGCorpus
import HIGText
import HIGTokenizer

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
        // Tokenize pages in parallel (title first, then each block), then number documents in page order.
        let tokenized = ConcurrentMap.map(content.corpus.pages) { page -> (PageEntry, [Set<String>]) in
            let anchors = content.anchors(for: page)
            var terms = [Self.terms(page.title.en + "\n" + (page.title.ko ?? ""))]
            var documents: [Document] = []
            for (index, block) in page.blocks.enumerated() {
                let isRule = content.rule(page: page.id, block: block.id) != nil
                documents.append(Document(anchor: anchors[index], kind: isRule ? "rule" : block.kind.rawValue,
                                          en: block.text.en, ko: block.text.ko))
                terms.append(Self.terms(block.text.en + "\n" + (block.text.ko ?? "")))
            }
            return (PageEntry(url: SitePaths.page(page.id), title: page.title, documents: documents), terms)
        }
        var next = 0
        for (entry, documentTerms) in tokenized {
            offsets.append(next)
            for terms in documentTerms {
                add(terms, document: next)
                next += 1
            }
            pages.append(entry)
        }
    }

    /// The distinct index terms of a text: the document tokens of `BilingualTokenizer`, the tokenizer of the SQLite
    /// index, less the one-syllable Hangul tokens, which only give FTS5 its positions: bigrams find any word of two
    /// or more syllables, and `=`-marked stems the one-syllable words (`=앱` for 앱, 앱을, 앱에서).
    static func terms(_ text: String) -> Set<String> {
        var terms: Set<String> = []
        BilingualTokenizer.forEachToken(in: text, mode: .document) { token, _, _ in
            if !Self.isOneSyllable(token) { terms.insert(String(decoding: token, as: UTF8.self)) }
            return true
        }
        return terms
    }

    /// Whether UTF-8 bytes are one precomposed Hangul syllable (three bytes, lead EA–ED).
    private static func isOneSyllable(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
        guard token.count == 3 else { return false }
        let value = (UInt32(token[0] & 0x0F) << 12) | (UInt32(token[1] & 0x3F) << 6) | UInt32(token[2] & 0x3F)
        return token[0] >= 0xEA && token[0] <= 0xED && Script.isHangulSyllable(value)
    }

    private mutating func add(_ terms: Set<String>, document: Int) {
        for term in terms { postings[term, default: []].append(document) }
    }

    /// Terms in JavaScript string order (UTF-16 code units), which the browser's shard lookup relies on.
    var sortedTerms: [String] {
        postings.keys.map { (Array($0.utf16), $0) }
            .sorted { $0.0.lexicographicallyPrecedes($1.0) }
            .map(\.1)
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
