import HIGCorpus

/// A page's English content reduced to hashed word 5-grams, for telling copies of one page apart from different pages.
///
/// Markup, link targets and Korean are already gone from `text.en`; headings, images, captions and tables are
/// left out so that layout differences between exports do not count.
struct PageFingerprint: Sendable {
    /// Distinct shingle hashes, sorted.
    var shingles: [UInt64]
    /// The page's slug (last id component), which copies usually share even when categories differ.
    var slug: String

    static let shingleWidth = 5
    /// Keep one shingle hash in four (mod-4 sampling, after Broder): overlap estimates stay unbiased at a quarter of the cost.
    static let samplingModulus: UInt64 = 4

    init(page: Page) {
        var hashes: [UInt64] = []
        for block in page.blocks where Self.counts(block.kind) {
            Self.appendShingles(of: block.text.en, to: &hashes)
        }
        hashes.sort()
        shingles = Self.unique(hashes)
        slug = page.id.split(separator: "/").last.map(String.init) ?? page.id
    }

    static func counts(_ kind: BlockKind) -> Bool {
        switch kind {
        case .abstract, .paragraph, .listItem, .quote: true
        default: false
        }
    }

    /// Word hashes combined five at a time.
    static func appendShingles(of text: String, to hashes: inout [UInt64]) {
        var words: [UInt64] = []
        WordHashes.append(text, to: &words)
        guard words.count >= shingleWidth else { return }
        for start in 0...(words.count - shingleWidth) {
            var hash: UInt64 = 0x9E37_79B9_7F4A_7C15
            for word in words[start..<(start + shingleWidth)] {
                hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
                hash ^= hash >> 31
            }
            if hash % samplingModulus == 0 { hashes.append(hash) }
        }
    }

    private static func unique(_ sorted: [UInt64]) -> [UInt64] {
        var out: [UInt64] = []
        out.reserveCapacity(sorted.count)
        for value in sorted where out.last != value { out.append(value) }
        return out
    }
}
