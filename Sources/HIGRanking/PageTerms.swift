import HIGText
import HIGTokenizer

/// One page's index terms (`RankingTerms`), each with the text of its posting after the page gap (`PostingCoding`
/// fragment: counts per field, blocks with their place bits): the page's share of `RankingIndex`, made on one core.
///
/// Terms are interned straight from the tokenizer's bytes (`InternTable`) and counted in flat arrays by slot (a term's
/// order of first use); no `String` is made per token and no array per term (it replaced a `[String: Int]` per part
/// and an `[[Int]]` per term, and `Posting` values for every page of every term).
struct PageTerms {
    /// The page's terms (keys and hashes, by slot).
    var terms = PageKeys()
    /// The page's length in positions per field, in `RankingField` order.
    var lengths = Array(repeating: 0, count: RankingField.allCases.count)
    /// Each slot's posting fragment, one after another; `fragmentEnds[slot]` ends slot's.
    var fragments: [UInt8] = []
    var fragmentEnds: [Int32] = []

    /// The bytes of slot's fragment.
    func fragment(_ slot: Int) -> Range<Int> {
        (slot == 0 ? 0 : Int(fragmentEnds[slot - 1]))..<Int(fragmentEnds[slot])
    }

    /// No terms (filled in by `PageTermsCoding`; left in place of a page the merge is done with).
    init() {}

    /// Counts the page's terms with `scanner` (kept across pages for its buffers and stems).
    init(_ page: RankingPage, scanner: inout TokenScanner) {
        var counter = Counter()
        var table = InternTable(capacity: 1024)
        for part in page.pageParts { counter.add(part, block: -1, scanner: &scanner, terms: &table, lengths: &lengths) }
        // Title terms count in the title field and add no length: no query alternative asks for them.
        for term in page.titleTerms {
            var term = term
            term.withUTF8 { counter.count($0, column: Counter.countColumn[RankingField.title.rawValue], block: -1, place: 0, terms: &table) }
        }
        for block in page.blocks {
            for part in block.parts { counter.add(part, block: block.ordinal, scanner: &scanner, terms: &table, lengths: &lengths) }
        }
        var fragments: [UInt8] = []
        var fragmentEnds: [Int32] = []
        counter.writeFragments(slots: table.count, into: &fragments, ends: &fragmentEnds)
        // Kept until every page is merged: exact sizes, and no lookup table (the merge never looks a key up here).
        terms = PageKeys(table)
        self.fragments = PageKeys.exact(fragments)
        self.fragmentEnds = PageKeys.exact(fragmentEnds)
    }

    /// What is counted while a page's parts are read.
    private struct Counter {
        static let fields = RankingField.allCases.count
        /// Where each field goes in a fragment's counts (`PostingCoding.countOrder`).
        static let countColumn: [Int] = RankingField.allCases.map { field in PostingCoding.countOrder.firstIndex(of: field)! }

        /// `slot * fields + countColumn[field]` → count.
        var counts: [Int32] = []
        /// One entry per (slot, block) holding the slot, in block order: the block and its place bits.
        var entrySlots: [Int32] = []
        var entryBlocks: [Int32] = []
        var entryPlaces: [UInt8] = []
        /// Per slot: the last block it was seen in, and that block's entry.
        var lastBlock: [Int32] = []
        var lastEntry: [Int32] = []

        mutating func add(_ part: RankingPage.Part, block: Int, scanner: inout TokenScanner, terms: inout InternTable, lengths: inout [Int]) {
            scanner.scan(part.text)
            let column = Self.countColumn[part.field.rawValue]
            let place = UInt8(RankingIndex.BlockPlace.bit(part.field))
            var length = 0
            scanner.forEachToken { token, record in
                if !record.colocated { length += 1 }
                if Script.isOneHangulSyllable(utf8: token) { return }
                count(token, column: column, block: block, place: place, terms: &terms)
            }
            lengths[part.field.rawValue] += length
            RankingTerms.forEachSpacedBigram(in: part.text, textIsNFC: !scanner.sawUnnormalized) { bigram in
                count(bigram, column: column, block: block, place: place, terms: &terms)
            }
        }

        @inline(__always)
        mutating func count(_ token: UnsafeBufferPointer<UInt8>, column: Int, block: Int, place: UInt8, terms: inout InternTable) {
            let slot = terms.intern(token, hash: InternTable.hash(token))
            if slot == lastBlock.count {
                counts.append(contentsOf: repeatElement(0, count: Self.fields))
                lastBlock.append(-1)
                lastEntry.append(-1)
            }
            counts[slot * Self.fields + column] += 1
            guard block >= 0 else { return }
            if lastBlock[slot] != block {
                lastBlock[slot] = Int32(block)
                lastEntry[slot] = Int32(entrySlots.count)
                entrySlots.append(Int32(slot))
                entryBlocks.append(Int32(block))
                entryPlaces.append(place)
            } else {
                entryPlaces[Int(lastEntry[slot])] |= place
            }
        }

        /// Each slot's fragment: its counts, then its blocks (entries grouped by slot, a counting sort that keeps block
        /// order). Written out by hand: through `PostingCoding.appendFragment`'s generic collections it cost as much as
        /// counting the terms.
        func writeFragments(slots: Int, into fragments: inout [UInt8], ends: inout [Int32]) {
            var starts = [Int32](repeating: 0, count: slots + 1)
            for slot in entrySlots { starts[Int(slot) + 1] += 1 }
            for slot in 0..<slots { starts[slot + 1] += starts[slot] }
            var next = starts
            var ordered = [Int32](repeating: 0, count: entrySlots.count)
            for (entry, slot) in entrySlots.enumerated() {
                ordered[Int(next[Int(slot)])] = Int32(entry)
                next[Int(slot)] += 1
            }
            fragments.reserveCapacity(slots * 8)
            ends.reserveCapacity(slots)
            for slot in 0..<slots {
                fragments.append(UInt8(ascii: ":"))
                let first = slot * Self.fields
                var kept = Self.fields
                while kept > 1 && counts[first + kept - 1] == 0 { kept -= 1 }
                for column in 0..<kept {
                    if column > 0 { fragments.append(UInt8(ascii: ".")) }
                    PostingCoding.appendBase36(Int(counts[first + column]), to: &fragments)
                }
                fragments.append(UInt8(ascii: ":"))
                var previousBlock = 0
                for position in Int(starts[slot])..<Int(starts[slot + 1]) {
                    let entry = Int(ordered[position])
                    if position > Int(starts[slot]) { fragments.append(UInt8(ascii: ",")) }
                    let block = Int(entryBlocks[entry])
                    PostingCoding.appendBase36((block - previousBlock) * 8 + Int(entryPlaces[entry]), to: &fragments)
                    previousBlock = block
                }
                ends.append(Int32(fragments.count))
            }
        }
    }
}

/// A page's terms once counted: each key's bytes, end and hash by slot, in arrays of their exact size, without the
/// lookup table that counting them needed (every page's table and its spare capacity, held until the merge, were a
/// large part of a full build's peak).
struct PageKeys {
    /// Every key's bytes, one after another.
    private(set) var bytes: [UInt8] = []
    /// Where each key ends in `bytes`.
    private(set) var ends: [Int32] = []
    /// Each key's hash (`InternTable.hash`).
    private(set) var hashes: [UInt64] = []

    init() {}

    /// The keys of `table`, by id.
    init(_ table: InternTable) {
        bytes = Self.exact(table.bytes)
        ends = Self.exact(table.ends)
        hashes = Self.exact(table.hashes)
    }

    /// How many keys there are.
    var count: Int { ends.count }

    /// The range of key `slot` in `bytes`.
    func range(of slot: Int) -> Range<Int> {
        (slot == 0 ? 0 : Int(ends[slot - 1]))..<Int(ends[slot])
    }

    /// A copy of `array` with no spare capacity.
    static func exact<Element>(_ array: [Element]) -> [Element] {
        array.withUnsafeBufferPointer { Array($0) }
    }
}
