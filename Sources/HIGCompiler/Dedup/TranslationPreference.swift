import HIGCorpus

/// Which of a block's translations is shown, the others kept as alternatives (docs/corpus.md, "Which translation is
/// shown"): a person's before an unknown maker's before a machine's; then one made for the block's current English
/// before one made for an older English; then the newer (by its date) before the older; then the merge's own order
/// (a translator-curated copy, the canonical copy, other copies in path order).
enum TranslationPreference {
    /// 0 for a person's translation, 1 when nobody says, 2 for a machine's.
    static func makerRank(_ origin: TranslationOrigin?) -> Int {
        switch origin?.madeBy {
        case .person: 0
        case .machine: 2
        case .unknown, nil: 1
        }
    }

    /// A sort key, smaller first: maker, then whether the translation is made for the current English, then its
    /// date (newest first; none last), then `order`.
    static func key(origin: TranslationOrigin?, isCurrent: Bool = true, order: [Int]) -> SortKey {
        SortKey(maker: makerRank(origin), outdated: isCurrent ? 0 : 1, date: origin?.date, order: order)
    }

    struct SortKey: Comparable {
        var maker: Int
        var outdated: Int
        var date: String?
        var order: [Int]

        static func < (a: Self, b: Self) -> Bool {
            if a.maker != b.maker { return a.maker < b.maker }
            if a.outdated != b.outdated { return a.outdated < b.outdated }
            if a.date != b.date {
                // Newer first; a dated translation before an undated one.
                guard let x = a.date else { return false }
                guard let y = b.date else { return true }
                return x > y
            }
            return a.order.lexicographicallyPrecedes(b.order)
        }
    }
}
