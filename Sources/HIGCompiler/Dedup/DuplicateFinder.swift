/// Finds which pages are copies of one page, from their English content.
///
/// Shingles that occur under many different slugs are boilerplate ("No additional considerations for tvOS")
/// and are dropped, so they never make two different pages look alike. Candidate pairs come from an inverted
/// index of the remaining shingles; since boilerplate is gone, posting lists are short and the cost stays
/// near-linear in the number of shingles, and overlaps are counted exactly (no MinHash estimate).
struct DuplicateFinder {
    /// Tunable thresholds; the defaults were tuned on ../shared/corpus (docs/dedup.md).
    struct Thresholds: Sendable {
        /// A shingle found under more distinct slugs than this is boilerplate.
        var boilerplateSlugs = 3
        /// Pages need this many shingles left to be compared on content.
        var minimumShingles = 5
        var containment = 0.8
        var jaccard = 0.5
        /// A copy almost wholly inside a longer page (truncated, excerpt) is the same page even at low Jaccard.
        var excerptContainment = 0.9
        var excerptMinimumShingles = 12
        /// Pages whose titles name the same slug need less overlap (older revisions with edits).
        var sameSlugContainment = 0.5
        /// Pages of different names are one page when each holds at least this share of the other's text
        /// (a rename, a page filed under two categories); averaged over their files' best pairs.
        var renameEvidence = 0.5
        /// A page holding at least this share of another page's text consolidates it (and may lend it Korean).
        var consolidationContainment = 0.8
        /// Posting lists longer than this pair each member with the first only, bounding the work.
        var maximumPairingList = 64
    }

    /// Two pages found to be copies, with their overlap.
    struct Link: Equatable, Sendable {
        var a: Int
        var b: Int
        var containment: Double
        var jaccard: Double
    }

    var thresholds = Thresholds()

    /// How much of their informative text two pages share.
    struct Overlap: Equatable, Sendable {
        var a: Int
        var b: Int
        var shared: Int
        var sizeA: Int
        var sizeB: Int

        /// Share of the smaller page found in the larger.
        var containment: Double { Double(shared) / Double(max(1, min(sizeA, sizeB))) }
        var jaccard: Double { Double(shared) / Double(max(1, sizeA + sizeB - shared)) }
        /// Evidence both ways: the share of each page found in the other, whichever is lower.
        var mutual: Double { Double(shared) / Double(max(1, max(sizeA, sizeB))) }
        /// Share of `a`'s text found in `b`.
        var aInB: Double { Double(shared) / Double(max(1, sizeA)) }
        /// Share of `b`'s text found in `a`.
        var bInA: Double { Double(shared) / Double(max(1, sizeB)) }
    }

    /// Same-page links between fingerprints (indices into the input).
    func links(_ prints: [PageFingerprint]) -> [Link] {
        overlaps(prints).compactMap { overlap in
            isSamePage(smaller: min(overlap.sizeA, overlap.sizeB), containment: overlap.containment, jaccard: overlap.jaccard,
                       sameSlug: prints[overlap.a].slug == prints[overlap.b].slug)
                ? Link(a: overlap.a, b: overlap.b, containment: overlap.containment, jaccard: overlap.jaccard) : nil
        }
    }

    /// Every pair of pages that shares informative (non-boilerplate) shingles, with the counts, sorted by pair.
    func overlaps(_ prints: [PageFingerprint]) -> [Overlap] {
        // One entry per (shingle, page), sorted by shingle: each run is a posting list.
        var slugIDs: [String: Int32] = [:]
        var entries: [(shingle: UInt64, slug: Int32, page: Int32)] = []
        entries.reserveCapacity(prints.reduce(0) { $0 + $1.shingles.count })
        for (index, print) in prints.enumerated() {
            let slug = slugIDs[print.slug] ?? { let id = Int32(slugIDs.count); slugIDs[print.slug] = id; return id }()
            for shingle in print.shingles { entries.append((shingle, slug, Int32(index))) }
        }
        entries.sort { ($0.shingle, $0.page) < ($1.shingle, $1.page) }

        var informativeSize = [Int](repeating: 0, count: prints.count)
        var shared: [Int64: Int] = [:]  // a * count + b (a < b) → shared shingles
        var start = 0
        while start < entries.count {
            var end = start + 1
            while end < entries.count && entries[end].shingle == entries[start].shingle { end += 1 }
            let run = entries[start..<end]
            start = end
            var slugs: Set<Int32> = []
            for entry in run {
                slugs.insert(entry.slug)
                if slugs.count > thresholds.boilerplateSlugs { break }
            }
            guard slugs.count <= thresholds.boilerplateSlugs else { continue }
            for entry in run { informativeSize[Int(entry.page)] += 1 }
            guard run.count > 1 else { continue }
            let members = run.map { Int($0.page) }
            let pairs: [(Int, Int)] = members.count <= thresholds.maximumPairingList
                ? members.indices.flatMap { i in members[(i + 1)...].map { (members[i], $0) } }
                : members.dropFirst().map { (members[0], $0) }
            for (a, b) in pairs { shared[Int64(a) * Int64(prints.count) + Int64(b), default: 0] += 1 }
        }
        return shared.map { key, count in
            let a = Int(key / Int64(prints.count)), b = Int(key % Int64(prints.count))
            return Overlap(a: a, b: b, shared: count, sizeA: informativeSize[a], sizeB: informativeSize[b])
        }.sorted { ($0.a, $0.b) < ($1.a, $1.b) }
    }

    func isSamePage(smaller: Int, containment: Double, jaccard: Double, sameSlug: Bool) -> Bool {
        guard smaller >= thresholds.minimumShingles else { return false }
        if containment >= thresholds.containment && jaccard >= thresholds.jaccard { return true }
        if containment >= thresholds.excerptContainment && smaller >= thresholds.excerptMinimumShingles { return true }
        return sameSlug && containment >= thresholds.sameSlugContainment
    }
}
