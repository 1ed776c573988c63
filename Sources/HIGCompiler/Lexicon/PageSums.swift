import HIGCorpus
import HIGText

/// A count summed over a corpus's pages that a page's counts can be taken out of again: what lets a build update the
/// corpus's sum by the changed pages' difference instead of summing every page.
protocol PageCountSum: Equatable, Sendable {
    init()
    /// Adds `other` `times` times (a negative number takes it out). An entry that comes to zero is dropped, so a sum
    /// updated by difference equals the sum made afresh (`==`).
    mutating func add(_ other: Self, times: Int)
}

extension PageCountSum {
    /// Adds another part of the corpus's counts (the sum is the same in any order).
    mutating func add(_ other: Self) { add(other, times: 1) }
}

/// Adding counts by word, `times` times, dropping a word whose count comes to zero.
enum CountSum {
    static func add<Key: Hashable>(_ other: [Key: Int], times: Int, to counts: inout [Key: Int]) {
        for (key, count) in other {
            let total = counts[key, default: 0] + count * times
            counts[key] = total == 0 ? nil : total
        }
    }

    static func add<Key: Hashable, Inner: Hashable>(_ other: [Key: [Inner: Int]], times: Int, to counts: inout [Key: [Inner: Int]]) {
        for (key, inner) in other {
            var total = counts[key] ?? [:]
            add(inner, times: times, to: &total)
            counts[key] = total.isEmpty ? nil : total
        }
    }
}

/// The per-corpus record of a `PageCountSum` (kept under a key of its kind and `context`): what else the pages'
/// counts read (`context`, a digest of the words asked about), the store keys of the pages it sums, each with how
/// many of the corpus's pages have it, and the sum.
struct SummedPages<Sum: PageCountSum>: Equatable, Sendable {
    var context: String
    var pages: [String: Int]
    var sum: Sum
}

/// A corpus's sum of its pages' counts, made from the last build's record (`SummedPages`) when the store holds one for
/// the same context: each page whose key left the corpus is taken out (its counts read back from the store) and each
/// page whose key joined it is added; the pages in both are not read. Without a record, or when a page that left has
/// no entry to take out, every page's counts are summed (each kept in the store). Either way the result is the sum a
/// count of the whole corpus gives, since a key names everything its page's counts are made from.
struct PageSums<PageKind: StoredKind, RecordKind: StoredKind, Sum: PageCountSum>
where RecordKind.Value == SummedPages<Sum>, PageKind: SendableMetatype, RecordKind: SendableMetatype {
    var cache: ReadCache?
    /// A digest of what every page's counts read besides the page (empty when there is none).
    var context: String
    /// The counts of one page as a sum.
    var asSum: @Sendable (PageKind.Value) -> Sum

    /// The sum over `count` pages: `key` names page `index`'s counts in the store, `make` counts them afresh.
    func sum(count: Int, key: @Sendable (ReadCache, Int) -> StoreKey, make: @Sendable (Int) -> PageKind.Value) -> Sum {
        guard let cache else {
            return ConcurrentMap.map(Array(0..<count)) { asSum(make($0)) }.reduce(into: Sum()) { $0.add($1) }
        }
        let keys = ConcurrentMap.map(Array(0..<count)) { key(cache, $0) }
        let recordKey = cache.key(RecordKind.self) { $0.string(context) }
        if let last = cache.value(recordKey, RecordKind.self), last.context == context,
           let updated = updated(last, keys: keys, cache: cache, make: make) {
            cache.retain(keys)
            if updated.pages != last.pages { cache.keep(recordKey, updated, RecordKind.self) }
            return updated.sum
        }
        let counts = ConcurrentMap.map(Array(0..<count)) { index in cache.result(keys[index], PageKind.self) { make(index) } }
        let sum = counts.reduce(into: Sum()) { $0.add(asSum($1)) }
        cache.keep(recordKey, SummedPages(context: context, pages: PageChanges.multiset(keys), sum: sum), RecordKind.self)
        return sum
    }

    /// `last` with the pages that left taken out and the pages that joined added, or `nil` when a page that left has
    /// no entry in the store to take out.
    private func updated(_ last: SummedPages<Sum>, keys: [StoreKey], cache: ReadCache,
                         make: @Sendable (Int) -> PageKind.Value) -> SummedPages<Sum>? {
        let changes = PageChanges(keys: keys, last: last.pages)
        // A page that left is read back from the store; a page that joined is read or counted, over all cores.
        let counts = ConcurrentMap.map(changes.changed.map { ($0.name, $0.page) }) { name, page -> PageKind.Value? in
            guard let page else { return cache.value(StoreKey(carried: name), PageKind.self) }
            return cache.result(keys[page], PageKind.self) { make(page) }
        }
        var sum = last.sum
        for (change, counted) in zip(changes.changed, counts) {
            guard let counted else { return nil }
            sum.add(asSum(counted), times: change.times)
        }
        return SummedPages(context: context, pages: changes.now, sum: sum)
    }
}
