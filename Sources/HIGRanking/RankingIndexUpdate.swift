import HIGText
import HIGTokenizer

/// What differs between an index and the one it was updated from: a reader that stored that index's terms (search.sqlite's
/// `ranking_terms`) deletes `removed` and writes `written`, and holds this index's terms.
package struct TermChanges: Equatable, Sendable {
    /// `RankingIndex.sourceDigest` of the index the changes apply to.
    package var base: String
    /// Terms that index held and this one does not.
    package var removed: [String]
    /// Numbers (in the new index's `terms`) of the terms that are new or whose postings may differ, ascending.
    package var written: [Int]
}

/// Brings the last build's index to this build's pages by their difference rather than merging every page's terms: a
/// page whose id and `termsDigest` are the last index's keeps its postings; the postings of the others (changed,
/// added, removed, renamed) are taken out of the terms they held and put into the terms they hold now. The result is
/// the index a fresh merge of the same pages gives, byte for byte (`RankingIndexUpdateTests`).
enum RankingIndexUpdate {
    /// `last` updated to the pages `ids` (ranking views from `page`); `nil` when the memo lacks the terms of a page
    /// that left (the caller merges afresh).
    static func index(from last: RankingIndex, ids: [String], page: @Sendable (Int) -> RankingPage, memo: any PageTermsMemo) -> RankingIndex? {
        guard last.pageDigests.count == last.pages.count, last.lengths.count == last.pages.count else { return nil }
        let digests = ConcurrentMap.map(RankingIndex.runs(ids.count)) { run in run.map { page($0).termsDigest } }.flatMap { $0 }
        let match = PageMatch(last: last, ids: ids, digests: digests)
        // The terms the leaving pages held, unless every term is written again anyway.
        var left: [PageTerms] = []
        for old in match.removed where match.keepsNumbers {
            guard let terms = PageTermsMemoUse.stored(memo.key(ofTerms: last.pageDigests[old]), in: memo) else { return nil }
            left.append(terms)
        }
        let arrived = ConcurrentMap.map(match.added) { number in
            var scanner = TokenScanner(mode: .document)
            return PageTermsMemoUse.terms(of: page(number), digest: digests[number], memo: memo, scanner: &scanner)
        }
        memo.retain(ids.indices.filter { match.oldNumber[$0] >= 0 }.map { memo.key(ofTerms: digests[$0]) })
        let rewrite = PostingRewrite(last: last, match: match, arrived: arrived)
        let written = rewrite.write(left: left)
        var lengths = [[Int]]()
        lengths.reserveCapacity(ids.count)
        var next = 0
        for number in ids.indices {
            if match.oldNumber[number] >= 0 {
                lengths.append(last.lengths[match.oldNumber[number]])
            } else {
                lengths.append(arrived[next].lengths)
                next += 1
            }
        }
        let changes = match.keepsNumbers ? TermChanges(base: last.sourceDigest, removed: written.removed, written: written.written) : nil
        return RankingIndex(pages: ids, lengths: lengths, pageDigests: digests, terms: written.terms, postingText: written.text,
                            postingEnds: written.ends, changes: changes)
    }
}

/// Which of the last index's pages a build keeps: a page whose id and `termsDigest` are the same, in the same order
/// relative to the other kept pages (a page moved before another kept one counts as removed and added, so page
/// numbers only ever grow along a term's postings).
struct PageMatch {
    /// For each new page, the last index's page it keeps, or -1 (new or changed).
    var oldNumber: [Int]
    /// For each of the last index's pages, its number now, or -1 (removed or changed).
    var newNumber: [Int]
    /// The last index's pages whose postings leave, ascending.
    var removed: [Int]
    /// The new pages whose postings arrive, ascending.
    var added: [Int]
    /// Whether every kept page keeps its number: then only the terms of removed and added pages change.
    var keepsNumbers: Bool

    init(last: RankingIndex, ids: [String], digests: [String]) {
        var lastNumbers: [String: Int] = [:]
        for (number, id) in last.pages.enumerated() where lastNumbers[id] == nil { lastNumbers[id] = number }
        oldNumber = Array(repeating: -1, count: ids.count)
        newNumber = Array(repeating: -1, count: last.pages.count)
        added = []
        keepsNumbers = true
        var previous = -1
        for (number, id) in ids.enumerated() {
            if let old = lastNumbers[id], old > previous, last.pageDigests[old] == digests[number] {
                oldNumber[number] = old
                newNumber[old] = number
                previous = old
                if old != number { keepsNumbers = false }
            } else {
                added.append(number)
            }
        }
        let newNumber = newNumber
        removed = newNumber.indices.filter { newNumber[$0] < 0 }
    }
}

/// The last index's posting text with the removed pages' postings taken out, the added pages' put in, and the kept
/// pages renumbered: terms untouched by the change are copied as they are; the others are written again posting by
/// posting, each posting's fragment (`PostingCoding`: everything after its page gap) copied from where it is.
struct PostingRewrite {
    let last: RankingIndex
    let match: PageMatch
    let arrived: [PageTerms]
    /// For each term the added pages hold: (index into `arrived` and `match.added`, slot), in page order.
    private var arrivals: [String: [(index: Int, slot: Int)]] = [:]

    init(last: RankingIndex, match: PageMatch, arrived: [PageTerms]) {
        self.last = last
        self.match = match
        self.arrived = arrived
        for (index, terms) in arrived.enumerated() {
            terms.terms.bytes.withUnsafeBufferPointer { bytes in
                for slot in 0..<terms.terms.count {
                    let term = String(decoding: UnsafeBufferPointer(rebasing: bytes[terms.terms.range(of: slot)]), as: UTF8.self)
                    arrivals[term, default: []].append((index, slot))
                }
            }
        }
    }

    /// The new terms, posting text and ends; which terms were written again and which left.
    func write(left: [PageTerms]) -> (terms: [String], text: [UInt8], ends: [Int], written: [Int], removed: [String]) {
        let (rewritten, newTerms) = touched(left: left)
        var terms: [String] = [], text: [UInt8] = [], ends: [Int] = [], written: [Int] = [], removed: [String] = []
        terms.reserveCapacity(last.terms.count + newTerms.count)
        ends.reserveCapacity(last.terms.count + newTerms.count)
        text.reserveCapacity(last.postingText.count + last.postingText.count / 64)
        var nextNew = 0, nextRewritten = 0
        func finish(_ term: String, isWritten: Bool) {
            terms.append(term)
            ends.append(text.count)
            if isWritten { written.append(terms.count - 1) }
        }
        func addNew(before place: Int) {
            while nextNew < newTerms.count, newTerms[nextNew].place <= place {
                let term = newTerms[nextNew].term
                rewrite(nil, arrivals: arrivals[term] ?? [], into: &text)
                finish(term, isWritten: true)
                nextNew += 1
            }
        }
        let count = last.terms.count
        last.postingText.withUnsafeBufferPointer { old in
            // The last index's terms `run`, untouched: their text in one piece, their ends shifted.
            func copy(_ run: Range<Int>) {
                guard !run.isEmpty else { return }
                let start = run.lowerBound == 0 ? 0 : last.postingEnds[run.lowerBound - 1]
                let shift = text.count - start
                text.append(contentsOf: old[start..<last.postingEnds[run.upperBound - 1]])
                terms.append(contentsOf: last.terms[run])
                for number in run { ends.append(last.postingEnds[number] + shift) }
            }
            var number = 0
            while number < count {
                let nextRewrite = rewritten.map { nextRewritten < $0.count ? $0[nextRewritten] : count } ?? number
                let stop = min(nextRewrite, nextNew < newTerms.count ? newTerms[nextNew].place : count)
                copy(number..<stop)
                number = stop
                addNew(before: number)
                guard number < count, number == nextRewrite else { continue }
                nextRewritten += 1
                let start = text.count
                rewrite(UnsafeBufferPointer(rebasing: old[last.postingRange(number)]), arrivals: arrivals[last.terms[number]] ?? [], into: &text)
                if text.count == start { removed.append(last.terms[number]) } else { finish(last.terms[number], isWritten: true) }
                number += 1
            }
            addNew(before: count)
        }
        return (terms, text, ends, written, removed)
    }

    /// The last index's terms to write again, ascending (`nil`: every term, as the pages' numbers moved), and the terms
    /// it lacks, in UTF-16 order with where each goes among its terms.
    private func touched(left: [PageTerms]) -> (rewritten: [Int]?, new: [(term: String, place: Int)]) {
        var held = Set<Int>()
        var new: [(term: String, place: Int)] = []
        for term in arrivals.keys {
            let place = last.place(of: term)
            if place < last.terms.count, last.terms[place] == term { held.insert(place) } else { new.append((term, place)) }
        }
        new.sort { $0.place != $1.place ? $0.place < $1.place : $0.term.utf16.lexicographicallyPrecedes($1.term.utf16) }
        guard match.keepsNumbers else { return (nil, new) }
        for terms in left {
            terms.terms.bytes.withUnsafeBufferPointer { bytes in
                for slot in 0..<terms.terms.count {
                    let term = String(decoding: UnsafeBufferPointer(rebasing: bytes[terms.terms.range(of: slot)]), as: UTF8.self)
                    if let number = last.number(of: term) { held.insert(number) }
                }
            }
        }
        return (held.sorted(), new)
    }

    /// One term's posting text: its postings in `old` of kept pages (renumbered) and its `arrivals`, by page.
    private func rewrite(_ old: UnsafeBufferPointer<UInt8>?, arrivals: [(index: Int, slot: Int)], into text: inout [UInt8]) {
        var previousPage = 0, first = true, nextArrival = 0
        func put(page: Int, fragment: UnsafeBufferPointer<UInt8>) {
            if !first { text.append(UInt8(ascii: ";")) }
            first = false
            PostingCoding.appendBase36(page - previousPage, to: &text)
            text.append(contentsOf: fragment)
            previousPage = page
        }
        func putArrivals(before page: Int) {
            while nextArrival < arrivals.count, match.added[arrivals[nextArrival].index] < page {
                let (index, slot) = arrivals[nextArrival]
                arrived[index].fragments.withUnsafeBufferPointer { fragments in
                    put(page: match.added[index], fragment: UnsafeBufferPointer(rebasing: fragments[arrived[index].fragment(slot)]))
                }
                nextArrival += 1
            }
        }
        if let old {
            PostingWalk.forEach(in: old) { page, fragment in
                let number = match.newNumber[page]
                guard number >= 0 else { return }
                putArrivals(before: number)
                put(page: number, fragment: fragment)
            }
        }
        putArrivals(before: Int.max)
    }
}

/// Reads a term's posting text posting by posting: each page's number and its fragment (from its first `:`), without
/// decoding the fragment.
enum PostingWalk {
    static func forEach(in text: UnsafeBufferPointer<UInt8>, _ body: (_ page: Int, _ fragment: UnsafeBufferPointer<UInt8>) -> Void) {
        var index = 0, page = 0
        while index < text.count {
            var gap = 0
            while index < text.count, text[index] != UInt8(ascii: ":") {
                gap = gap * 36 + digit(text[index])
                index += 1
            }
            let start = index
            while index < text.count, text[index] != UInt8(ascii: ";") { index += 1 }
            page += gap
            body(page, UnsafeBufferPointer(rebasing: text[start..<index]))
            index += 1
        }
    }

    @inline(__always) private static func digit(_ byte: UInt8) -> Int {
        byte >= UInt8(ascii: "a") ? Int(byte - UInt8(ascii: "a")) + 10 : Int(byte - UInt8(ascii: "0"))
    }
}
