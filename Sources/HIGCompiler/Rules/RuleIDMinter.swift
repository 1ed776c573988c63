/// Mints rule ids: `page-id/slug-of-the-english-rule`, the slug cut to `wordLimit` words. Rules of one page whose
/// cut slugs collide get longer slugs until they differ; rules with the same English text get `-2`, `-3` in
/// document order. Korean never enters an id, so re-translating a page keeps its ids.
struct RuleIDMinter {
    var wordLimit = 10

    /// Ids for the English rule texts of one page, in the order given.
    func ids(page: String, rules englishTexts: [String]) -> [String] {
        let words = englishTexts.map { Slug.make($0).split(separator: "-").map(String.init) }
        var slugs = words.map { slug($0, limit: wordLimit) }
        // Lengthen colliding slugs until they differ or run out of words.
        var limit = wordLimit
        while limit < (words.map(\.count).max() ?? 0) {
            let counts = Dictionary(slugs.map { ($0, 1) }, uniquingKeysWith: +)
            guard counts.values.contains(where: { $0 > 1 }) else { break }
            limit += 5
            for index in slugs.indices where counts[slugs[index]]! > 1 { slugs[index] = slug(words[index], limit: limit) }
        }
        var seen: [String: Int] = [:]
        return slugs.map { slug in
            let base = slug.isEmpty ? "rule" : slug
            let n = (seen[base] ?? 0) + 1
            seen[base] = n
            return "\(page)/\(base)" + (n == 1 ? "" : "-\(n)")
        }
    }

    private func slug(_ words: [String], limit: Int) -> String {
        words.prefix(limit).joined(separator: "-")
    }
}
