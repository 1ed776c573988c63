import Foundation
import HIGText
import HIGTokenizer

/// The page-ranking index both `hig search` (stored in `search.sqlite`) and the site (written as script shards) read:
/// for every term, the pages holding it with the term's count in each field and the blocks it occurs in; for every
/// page, its field lengths. Built once per build, in Swift, straight into the posting text both readers store
/// (`PostingCoding`): one buffer for every term, in the order the site's shards list them.
package struct RankingIndex: Sendable {
    /// One page's counts for a term.
    package struct Posting: Equatable, Sendable {
        /// The page number (its index in corpus order).
        package var page: Int
        /// The term's count in each field, in `RankingField` order.
        package var counts: [Int]
        /// Ordinals (indexes into `Page.blocks`) of the blocks holding the term, ascending.
        package var blocks: [Int]
        /// For each block, where in it the term occurs: `BlockPlace` bits.
        package var places: [Int]

        package init(page: Int, counts: [Int], blocks: [Int], places: [Int]? = nil) {
            self.page = page
            self.counts = counts
            self.blocks = blocks
            self.places = places ?? Array(repeating: BlockPlace.text, count: blocks.count)
        }
    }

    /// Where in a block a term occurs, as bits: the block's heading, its rule sentence, its other text.
    package enum BlockPlace {
        package static let heading = 1
        package static let rule = 2
        package static let text = 4

        /// The bit of a field.
        static func bit(_ field: RankingField) -> Int {
            switch field {
            case .heading: heading
            case .rule: rule
            default: text
            }
        }
    }

    /// Page ids in corpus order.
    package var pages: [String]
    /// Each page's length in positions per field, in `RankingField` order.
    package var lengths: [[Int]]
    /// Each page's `RankingPage.termsDigest`: what its terms are made from, so the next build knows which pages changed.
    package var pageDigests: [String]
    /// Every term, in JavaScript string order (UTF-16 code units), which the site's shard lookup relies on.
    package var terms: [String]
    /// The posting text of every term (`PostingCoding`), one after another in `terms` order.
    package var postingText: [UInt8]
    /// Where each term's posting text ends in `postingText`.
    package var postingEnds: [Int]
    /// What differs from the index this one was updated from, when that is known (`TermChanges`); `nil` when the index
    /// was merged afresh or the pages' numbers moved.
    package var changes: TermChanges?

    /// Indexes the pages: each page's terms on its own (over all cores, a scanner per run of pages), then every term's
    /// postings written page by page, so the index is the same however the pages were scheduled.
    package init(_ rankingPages: [RankingPage], memo: (any PageTermsMemo)? = nil) {
        self.init(count: rankingPages.count, id: { rankingPages[$0].id }, page: { rankingPages[$0] }, memo: memo)
    }

    /// Indexes a build's pages, each made as it is indexed (`RankingPages`) and let go once its terms are counted; a
    /// page whose ranking view is one `memo` remembers takes its terms from there. With the index `memo` kept from the
    /// last build, that index is updated by the difference (`RankingIndexUpdate`): only the changed pages' terms are
    /// counted or read, and only the terms they hold are written again.
    package init(_ source: RankingPages, memo: (any PageTermsMemo)? = nil) {
        self.init(count: source.count, id: source.id, page: source.page, memo: memo)
    }

    private init(count: Int, id: (Int) -> String, page: @Sendable (Int) -> RankingPage, memo: (any PageTermsMemo)?) {
        let ids = (0..<count).map(id)
        if let memo, let last = memo.lastIndex(), let updated = RankingIndexUpdate.index(from: last, ids: ids, page: page, memo: memo) {
            self = updated
        } else {
            self = Self.merged(ids: ids, page: page, memo: memo)
        }
        memo?.keepIndex(self)
    }

    /// An index of its parts (`RankingIndexUpdate`, `RankingIndexCoding`).
    init(pages: [String], lengths: [[Int]], pageDigests: [String], terms: [String], postingText: [UInt8], postingEnds: [Int],
         changes: TermChanges? = nil) {
        self.pages = pages
        self.lengths = lengths
        self.pageDigests = pageDigests
        self.terms = terms
        self.postingText = postingText
        self.postingEnds = postingEnds
        self.changes = changes
    }

    /// Every page's terms counted (or taken from `memo`) and merged.
    private static func merged(ids: [String], page: @Sendable (Int) -> RankingPage, memo: (any PageTermsMemo)?) -> RankingIndex {
        // Runs of pages rather than single pages: a scanner keeps its buffers and English stems across a run.
        let counted = ConcurrentMap.map(runs(ids.count)) { run in
            var scanner = TokenScanner(mode: .document)
            return run.map { number in
                let rankingPage = page(number)
                let digest = rankingPage.termsDigest
                return (digest, PageTermsMemoUse.terms(of: rankingPage, digest: digest, memo: memo, scanner: &scanner))
            }
        }.flatMap { $0 }
        var indexed = counted.map(\.1)
        let lengths = indexed.map(\.lengths)
        let merged = TermMerger.merge(&indexed)
        return RankingIndex(pages: ids, lengths: lengths, pageDigests: counted.map(\.0), terms: merged.terms, postingText: merged.text,
                            postingEnds: merged.ends)
    }

    /// Contiguous runs of page numbers, several per core so a long page does not hold the rest back.
    static func runs(_ count: Int) -> [Range<Int>] {
        let runCount = max(1, min(count, ProcessInfo.processInfo.activeProcessorCount * 8))
        return (0..<runCount).map { run in (count * run / runCount)..<(count * (run + 1) / runCount) }.filter { !$0.isEmpty }
    }

    /// The range of term `number`'s posting text in `postingText`.
    package func postingRange(_ number: Int) -> Range<Int> {
        (number == 0 ? 0 : postingEnds[number - 1])..<postingEnds[number]
    }

    /// The number of `term` in `terms`, found by binary search in their UTF-16 order.
    package func number(of term: String) -> Int? {
        let low = place(of: term)
        return low < terms.count && terms[low] == term ? low : nil
    }

    /// The number of the first term not before `term` in UTF-16 order: where `term` is or would go.
    func place(of term: String) -> Int {
        let key = Array(term.utf16)
        var low = 0, high = terms.count
        while low < high {
            let middle = (low + high) / 2
            if terms[middle].utf16.lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// A digest of what the index is made from: every page's id and `termsDigest`, in order. Two indexes of the same
    /// source digest are the same index (made by the same hig), so a reader that stored one index's terms may take
    /// another's `changes` from it.
    package var sourceDigest: String {
        var material = Array("hig-ranking-source 1\n".utf8)
        for (id, digest) in zip(pages, pageDigests) {
            material += Array("\(id.utf8.count):".utf8) + Array(id.utf8) + Array(digest.utf8)
        }
        return Hashing.sha256Hex(material)
    }

    /// A term's postings, decoded; nil when no page holds it.
    package func postings(of term: String) -> [Posting]? {
        guard let number = number(of: term) else { return nil }
        return postingText.withUnsafeBufferPointer { PostingCoding.decode(UnsafeBufferPointer(rebasing: $0[postingRange(number)])) }
    }

    /// The decoded postings of the given terms that the index holds, for `PageRanker.rank`.
    package func postings(of terms: some Sequence<String>) -> [String: [Posting]] {
        var result: [String: [Posting]] = [:]
        for term in terms { result[term] = postings(of: term) }
        return result
    }

    /// Every term's postings, decoded (tests and tuning; a build never needs them all).
    package var postings: [String: [Posting]] {
        var result: [String: [Posting]] = [:]
        result.reserveCapacity(terms.count)
        postingText.withUnsafeBufferPointer { text in
            for (number, term) in terms.enumerated() {
                result[term] = PostingCoding.decode(UnsafeBufferPointer(rebasing: text[postingRange(number)]))
            }
        }
        return result
    }

    /// Average field lengths over all pages.
    package var averageLengths: [Double] {
        RankingField.allCases.map { field in
            pages.isEmpty ? 0 : Double(lengths.reduce(0) { $0 + $1[field.rawValue] }) / Double(pages.count)
        }
    }
}
