import Dispatch
import HIGTokenizer

/// Joins the pages' terms into the whole index: every distinct term once (its hash kept from the page, never computed
/// again), sorted in UTF-16 order, with its postings written page by page into one buffer (`PostingCoding`: the page
/// gap, then the fragment the page wrote). No `Posting` value and no string per posting is made.
enum TermMerger {
    /// The terms in UTF-16 order, their posting text and where each term's ends. Each page's terms are let go once
    /// its fragments are in the joined buffer, so every page's terms and their copy are never held at once (the
    /// ranking index is where a full build's memory peaks).
    static func merge(_ pages: inout [PageTerms]) -> (terms: [String], text: [UInt8], ends: [Int]) {
        let interned = intern(pages)
        let order = sortedIDs(interned.table)
        let postings = TermPostings(order: order, counts: interned.postingCounts, slotTerms: interned.slotTerms)
        let fragments = JoinedFragments(taking: &pages)
        let ends = textEnds(postings, fragments)
        let text = write(postings, fragments, ends: ends)
        let terms = interned.table.bytes.withUnsafeBufferPointer { bytes in
            order.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[interned.table.range(of: Int($0))]), as: UTF8.self) }
        }
        return (terms, text, ends)
    }

    /// Every term's id, in order of first use, how many pages hold each, and each page slot's term.
    private static func intern(_ pages: [PageTerms]) -> (table: InternTable, postingCounts: [Int32], slotTerms: [[Int32]]) {
        var table = InternTable(capacity: 1 << 16)
        var postingCounts: [Int32] = []
        var slotTerms: [[Int32]] = []
        slotTerms.reserveCapacity(pages.count)
        for page in pages {
            var terms = [Int32](repeating: 0, count: page.terms.count)
            page.terms.bytes.withUnsafeBufferPointer { bytes in
                for slot in 0..<page.terms.count {
                    let key = UnsafeBufferPointer(rebasing: bytes[page.terms.range(of: slot)])
                    let id = table.intern(key, hash: page.terms.hashes[slot])
                    if id == postingCounts.count { postingCounts.append(0) }
                    postingCounts[id] += 1
                    terms[slot] = Int32(id)
                }
            }
            slotTerms.append(terms)
        }
        return (table, postingCounts, slotTerms)
    }

    /// Each term's postings as (page, slot), grouped by term in sorted order, pages ascending (a counting sort).
    private struct TermPostings: Sendable {
        /// Where the postings of the term at each sorted position start (one more entry: the end).
        var starts: [Int]
        var pages: [Int32]
        var slots: [Int32]

        init(order: [Int32], counts: [Int32], slotTerms: [[Int32]]) {
            starts = [Int](repeating: 0, count: order.count + 1)
            var rank = [Int32](repeating: 0, count: order.count)
            for (position, id) in order.enumerated() {
                rank[Int(id)] = Int32(position)
                starts[position + 1] = starts[position] + Int(counts[Int(id)])
            }
            var next = starts
            pages = [Int32](repeating: 0, count: starts[order.count])
            slots = [Int32](repeating: 0, count: starts[order.count])
            for (number, terms) in slotTerms.enumerated() {
                for (slot, id) in terms.enumerated() {
                    let position = Int(rank[Int(id)])
                    pages[next[position]] = Int32(number)
                    slots[next[position]] = Int32(slot)
                    next[position] += 1
                }
            }
        }

        var termCount: Int { starts.count - 1 }
    }

    /// Every page's fragments in one buffer, so writing a posting copies bytes without touching a page's arrays
    /// (taking a `PageTerms` out of the array per posting retained its five arrays each time).
    private struct JoinedFragments: Sendable {
        var bytes: [UInt8] = []
        /// Where each fragment ends in `bytes` (after a leading 0).
        var ends: [Int] = [0]
        /// Each page's first fragment.
        var firstSlot: [Int] = []

        /// Each page is let go once its fragments are joined, so every page's terms and their copy are never held at once.
        init(taking pages: inout [PageTerms]) {
            bytes.reserveCapacity(pages.reduce(0) { $0 + $1.fragments.count })
            for number in pages.indices {
                firstSlot.append(ends.count - 1)
                let base = bytes.count
                bytes.append(contentsOf: pages[number].fragments)
                for end in pages[number].fragmentEnds { ends.append(base + Int(end)) }
                pages[number] = PageTerms()
            }
        }

        /// The fragment of a posting: its page's slot.
        func range(page: Int, slot: Int32) -> Range<Int> {
            let fragment = firstSlot[page] + Int(slot)
            return ends[fragment]..<ends[fragment + 1]
        }
    }

    /// Where each term's text ends in the joined text: page gaps in base 36, fragments, separators, counted before
    /// anything is written, so no text is made twice or copied after.
    private static func textEnds(_ postings: TermPostings, _ fragments: JoinedFragments) -> [Int] {
        var ends = [Int](repeating: 0, count: postings.termCount)
        var length = 0
        for position in 0..<postings.termCount {
            var previousPage = 0
            for posting in postings.starts[position]..<postings.starts[position + 1] {
                if posting > postings.starts[position] { length += 1 }
                let number = Int(postings.pages[posting])
                length += PostingCoding.base36Count(number - previousPage)
                length += fragments.range(page: number, slot: postings.slots[posting]).count
                previousPage = number
            }
            ends[position] = length
        }
        return ends
    }

    /// Each term's text written into its place in one buffer, runs of terms over all cores.
    private static func write(_ postings: TermPostings, _ fragments: JoinedFragments, ends: [Int]) -> [UInt8] {
        let length = ends.last ?? 0
        let runs = Self.runs(ends: ends, count: 16)
        return [UInt8](unsafeUninitializedCapacity: length) { buffer, count in
            count = 0
            fragments.bytes.withUnsafeBufferPointer { source in
                // No terms, or none with a fragment byte: nothing to write.
                guard let out = buffer.baseAddress, let source = source.baseAddress else { return }
                let bytes = RunBytes(out: out, source: source)
                DispatchQueue.concurrentPerform(iterations: runs.count) { run in
                    var offset = runs[run].lowerBound == 0 ? 0 : ends[runs[run].lowerBound - 1]
                    for position in runs[run] { offset = writeTerm(position, postings, fragments, to: bytes, at: offset) }
                }
                count = length
            }
        }
    }

    /// One term's postings written at `offset`; where they end.
    private static func writeTerm(_ position: Int, _ postings: TermPostings, _ fragments: JoinedFragments, to bytes: RunBytes,
                                  at offset: Int) -> Int {
        var offset = offset
        var previousPage = 0
        for posting in postings.starts[position]..<postings.starts[position + 1] {
            if posting > postings.starts[position] {
                bytes.out[offset] = UInt8(ascii: ";")
                offset += 1
            }
            let number = Int(postings.pages[posting])
            offset += PostingCoding.writeBase36(number - previousPage, at: bytes.out + offset)
            let range = fragments.range(page: number, slot: postings.slots[posting])
            (bytes.out + offset).initialize(from: bytes.source + range.lowerBound, count: range.count)
            offset += range.count
            previousPage = number
        }
        return offset
    }

    /// The joined text being written and the fragments it is written from, shared by the runs: each run writes only
    /// its own terms' bytes and only reads the fragments.
    private struct RunBytes: @unchecked Sendable {
        let out: UnsafeMutablePointer<UInt8>
        let source: UnsafePointer<UInt8>
    }

    /// Up to `count` runs of consecutive terms holding about as many bytes each, by the terms' `ends`.
    static func runs(ends: [Int], count: Int) -> [Range<Int>] {
        guard let total = ends.last, total > 0 else { return ends.isEmpty ? [] : [0..<ends.count] }
        var runs: [Range<Int>] = []
        var start = 0
        for run in 1...count where start < ends.count {
            let limit = total * run / count
            var end = start
            while end < ends.count && (ends[end] <= limit || end == start) { end += 1 }
            if run == count { end = ends.count }
            runs.append(start..<end)
            start = end
        }
        return runs
    }

    /// The table's ids in UTF-16 order of their keys (`UTF16Order`).
    static func sortedIDs(_ table: InternTable) -> [Int32] {
        var ids = (0..<Int32(table.count)).map { $0 }
        table.bytes.withUnsafeBufferPointer { bytes in
            table.ends.withUnsafeBufferPointer { ends in
                ids.sort { left, right in
                    let leftStart = left == 0 ? 0 : Int(ends[Int(left) - 1]), leftEnd = Int(ends[Int(left)])
                    let rightStart = right == 0 ? 0 : Int(ends[Int(right) - 1]), rightEnd = Int(ends[Int(right)])
                    return UTF16Order.precedes(UnsafeBufferPointer(rebasing: bytes[leftStart..<leftEnd]),
                                               UnsafeBufferPointer(rebasing: bytes[rightStart..<rightEnd]))
                }
            }
        }
        return ids
    }
}

/// JavaScript's string order (UTF-16 code units) over UTF-8 bytes, without decoding: UTF-8 byte order is scalar order,
/// and UTF-16 differs from it only in putting U+E000…U+FFFF (lead bytes EE, EF) after the supplementary planes
/// (surrogates, lead bytes F0–F4). Continuation bytes never take those values, so raising EE and EF above F4 wherever
/// they appear gives UTF-16 order.
enum UTF16Order {
    @inline(__always) static func key(_ byte: UInt8) -> UInt8 {
        byte == 0xEE || byte == 0xEF ? byte &+ 7 : byte
    }

    /// Whether `left` sorts before `right` in UTF-16 order.
    static func precedes(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        let shared = min(left.count, right.count)
        var index = 0
        while index < shared {
            let a = left[index], b = right[index]
            if a != b { return key(a) < key(b) }
            index += 1
        }
        return left.count < right.count
    }
}
