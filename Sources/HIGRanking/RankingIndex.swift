import Foundation
import HIGText

/// The page-ranking index both `hig search` (stored in `search.sqlite`) and the site (written as script shards) read:
/// for every term, the pages holding it with the term's count in each field and the blocks it occurs in; for every
/// page, its field lengths. Built once, in Swift; the two readers decode the same posting strings.
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
    /// Postings of each term, by page.
    package var postings: [String: [Posting]]

    package init(pages: [String], lengths: [[Int]], postings: [String: [Posting]]) {
        self.pages = pages
        self.lengths = lengths
        self.postings = postings
    }

    /// Indexes the pages: each page on its own (over all cores, `ConcurrentMap`), then their postings appended page by
    /// page, so the index is the same however the pages were scheduled.
    package init(_ rankingPages: [RankingPage]) {
        pages = rankingPages.map(\.id)
        let indexed = ConcurrentMap.map(rankingPages, PageTerms.init)
        lengths = indexed.map(\.lengths)
        var postings: [String: [Posting]] = [:]
        postings.reserveCapacity(indexed.reduce(0) { max($0, $1.terms.count) } * 4)
        for (number, page) in indexed.enumerated() {
            for (slot, term) in page.terms.enumerated() {
                postings[term, default: []].append(page.posting(slot, page: number))
            }
        }
        self.postings = postings
    }

    /// One page's terms with their counts per field and blocks, in slots (a term's slot is its order of first use),
    /// so a part's terms are hashed once into the page and never into per-term dictionaries of arrays.
    struct PageTerms: Sendable {
        var terms: [String] = []
        var lengths = Array(repeating: 0, count: RankingField.allCases.count)
        /// `slot * fields + field` → count.
        var counts: [Int] = []
        var blocks: [[Int]] = []
        var places: [[Int]] = []

        init(_ page: RankingPage) {
            let fields = RankingField.allCases.count
            var slots: [String: Int] = [:]
            var partCounts: [String: Int] = [:]
            func add(_ part: RankingPage.Part, block: Int?) {
                partCounts.removeAll(keepingCapacity: true)
                lengths[part.field.rawValue] += RankingTerms.count(part.text, into: &partCounts)
                for (term, count) in partCounts {
                    let slot: Int
                    if let known = slots[term] {
                        slot = known
                    } else {
                        slot = terms.count
                        slots[term] = slot
                        terms.append(term)
                        counts.append(contentsOf: repeatElement(0, count: fields))
                        blocks.append([])
                        places.append([])
                    }
                    counts[slot * fields + part.field.rawValue] += count
                    guard let block else { continue }
                    if blocks[slot].last != block {
                        blocks[slot].append(block)
                        places[slot].append(0)
                    }
                    places[slot][places[slot].count - 1] |= BlockPlace.bit(part.field)
                }
            }
            for part in page.pageParts { add(part, block: nil) }
            for block in page.blocks { for part in block.parts { add(part, block: block.ordinal) } }
        }

        /// The posting of the term in `slot`, for page number `page`.
        func posting(_ slot: Int, page: Int) -> Posting {
            let fields = RankingField.allCases.count
            return Posting(page: page, counts: Array(counts[(slot * fields)..<((slot + 1) * fields)]), blocks: blocks[slot], places: places[slot])
        }
    }

    /// Average field lengths over all pages.
    package var averageLengths: [Double] {
        RankingField.allCases.map { field in
            pages.isEmpty ? 0 : Double(lengths.reduce(0) { $0 + $1[field.rawValue] }) / Double(pages.count)
        }
    }

    /// Terms in JavaScript string order (UTF-16 code units), which the site's shard lookup relies on.
    package var sortedTerms: [String] {
        postings.keys.map { (Array($0.utf16), $0) }.sorted { $0.0.lexicographicallyPrecedes($1.0) }.map(\.1)
    }
}

/// The text form of a term's postings, the same in `search.sqlite` and the site's shards:
/// `page:c.c…:b,b,…` per page, separated by `;`, numbers in base 36, pages as gaps from the previous page; the counts
/// per field in `countOrder` (body first) without trailing zeros (most postings are body text alone: `1`); each block
/// as its gap from the previous block times 8 plus its `BlockPlace` bits.
package enum PostingCoding {
    /// The order counts are written in: the fields a term is most often counted in first, so trailing zeros can go.
    package static let countOrder: [RankingField] = [.body, .rule, .heading, .title, .derived, .derivedTitle]

    package static func encode(_ postings: [RankingIndex.Posting]) -> String {
        var previousPage = 0
        var text = ""
        for (index, posting) in postings.enumerated() {
            if index > 0 { text += ";" }
            text += String(posting.page - previousPage, radix: 36)
            text += ":"
            var ordered = countOrder.map { $0.rawValue < posting.counts.count ? posting.counts[$0.rawValue] : 0 }
            while ordered.count > 1, ordered.last == 0 { ordered.removeLast() }
            text += ordered.map { String($0, radix: 36) }.joined(separator: ".")
            text += ":"
            var previousBlock = 0
            for (number, (block, place)) in zip(posting.blocks, posting.places).enumerated() {
                if number > 0 { text += "," }
                text += String((block - previousBlock) * 8 + place, radix: 36)
                previousBlock = block
            }
            previousPage = posting.page
        }
        return text
    }

    /// Reads the text back; one pass over its UTF-8 bytes (a common term's postings run to tens of kilobytes, and
    /// `hig search` decodes them on every query).
    package static func decode(_ text: String) -> [RankingIndex.Posting] {
        var text = text
        return text.withUTF8 { bytes in
            var result: [RankingIndex.Posting] = []
            let fields = RankingField.allCases.count
            let order = countOrder.map(\.rawValue)
            var page = 0, number = 0, section = 0, block = 0, field = 0
            var counts = Array(repeating: 0, count: fields), blocks: [Int] = [], places: [Int] = []
            func finishNumber() {
                switch section {
                case 0: page += number
                case 1:
                    if field < order.count { counts[order[field]] = number }
                    field += 1
                default:
                    block += number / 8
                    blocks.append(block)
                    places.append(number % 8)
                }
                number = 0
            }
            var hasDigits = false
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): number = number * 36 + Int(byte - UInt8(ascii: "0")); hasDigits = true
                case UInt8(ascii: "a")...UInt8(ascii: "z"): number = number * 36 + Int(byte - UInt8(ascii: "a")) + 10; hasDigits = true
                case UInt8(ascii: "."), UInt8(ascii: ","):
                    if hasDigits { finishNumber() }
                    hasDigits = false
                case UInt8(ascii: ":"):
                    if hasDigits || section < 2 { finishNumber() }
                    hasDigits = false
                    section += 1
                case UInt8(ascii: ";"):
                    if hasDigits { finishNumber() }
                    hasDigits = false
                    result.append(RankingIndex.Posting(page: page, counts: counts, blocks: blocks, places: places))
                    counts = Array(repeating: 0, count: fields); blocks = []; places = []; section = 0; block = 0; field = 0
                default: break
                }
            }
            if hasDigits { finishNumber() }
            if section == 2 { result.append(RankingIndex.Posting(page: page, counts: counts, blocks: blocks, places: places)) }
            return result
        }
    }
}
