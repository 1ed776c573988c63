/// Decides which read files are one page: identity before similarity.
///
/// - Files that bear the same name (slug) are one page, however far their revisions drifted.
/// - Pages of different names join only on direct evidence both ways (a rename, a page filed under two
///   categories): each holds most of the other's text. A page that merely contains another is not evidence,
///   and a page that holds two or more other pages consolidates them and never joins any of them; boilerplate
///   is no evidence either (it is already dropped from the fingerprints).
/// - Names join by average linkage, never by transitive closure: a group joins another only when its files
///   resemble the other group's on average, so a chain A~B~C does not pull A and C together.
/// - Files without a name (a title inferred from a sentence) are copies of the one page they most resemble,
///   by the same-page thresholds, or pages of their own.
struct IdentityClustering {
    /// One read file as the clustering sees it.
    struct Member: Sendable {
        /// The name it bears (a slug), or `nil` when it has none.
        var name: String?
    }

    var thresholds = DuplicateFinder.Thresholds()

    /// Page groups (indices into `members`, ascending), ordered by their first member.
    func clusters(_ members: [Member], overlaps: [DuplicateFinder.Overlap]) -> [[Int]] {
        // Units: one per name, one per unnamed file.
        var unitOf = [Int](repeating: -1, count: members.count)
        var units: [[Int]] = []
        var unitByName: [String: Int] = [:]
        var unnamed: [Int] = []
        for (index, member) in members.enumerated() {
            if let name = member.name {
                if let unit = unitByName[name] { units[unit].append(index); unitOf[index] = unit; continue }
                unitByName[name] = units.count
            } else {
                unnamed.append(index)
            }
            unitOf[index] = units.count
            units.append([index])
        }
        let isNamedUnit = units.map { members[$0[0]].name != nil }

        // Two-way evidence between named units: the best file pair's mutual share.
        var evidence: [UnitPair: Double] = [:]
        // Named units whose files hold another named unit's text (the larger holds the smaller).
        var holds: [Int: Set<Int>] = [:]
        for overlap in overlaps where min(overlap.sizeA, overlap.sizeB) >= thresholds.minimumShingles {
            let (u, v) = (unitOf[overlap.a], unitOf[overlap.b])
            guard u != v, isNamedUnit[u], isNamedUnit[v] else { continue }
            let key = UnitPair(u, v)
            evidence[key] = max(evidence[key] ?? 0, overlap.mutual)
            if overlap.aInB >= thresholds.consolidationContainment && overlap.sizeA < overlap.sizeB { holds[v, default: []].insert(u) }
            if overlap.bInA >= thresholds.consolidationContainment && overlap.sizeB < overlap.sizeA { holds[u, default: []].insert(v) }
        }
        // A page that holds several other pages consolidates them: it is none of them (cannot-link), however
        // much of its text one of them makes up.
        for (holder, held) in holds where held.count >= 2 {
            for other in held { evidence[UnitPair(holder, other)] = nil }
        }
        var groups = averageLinkage(unitCount: units.count, named: isNamedUnit, evidence: evidence)

        // Unnamed files join the group holding their best same-page match, or start their own.
        var groupOfUnit = [Int](repeating: -1, count: units.count)
        for (g, group) in groups.enumerated() { for unit in group { groupOfUnit[unit] = g } }
        var byFile: [Int: [DuplicateFinder.Overlap]] = [:]
        for overlap in overlaps { byFile[overlap.a, default: []].append(overlap); byFile[overlap.b, default: []].append(overlap) }
        for file in unnamed {
            var best: (group: Int, jaccard: Double)?
            for overlap in byFile[file] ?? [] {
                let other = overlap.a == file ? overlap.b : overlap.a
                let group = groupOfUnit[unitOf[other]]
                guard group >= 0, DuplicateFinder(thresholds: thresholds).isSamePage(
                    smaller: min(overlap.sizeA, overlap.sizeB), containment: overlap.containment, jaccard: overlap.jaccard, sameSlug: false) else { continue }
                if best == nil || overlap.jaccard > best!.jaccard || (overlap.jaccard == best!.jaccard && group < best!.group) {
                    best = (group, overlap.jaccard)
                }
            }
            if let best {
                groups[best.group].append(unitOf[file])
                groupOfUnit[unitOf[file]] = best.group
            } else {
                groupOfUnit[unitOf[file]] = groups.count
                groups.append([unitOf[file]])
            }
        }
        return groups.map { $0.flatMap { units[$0] }.sorted() }.sorted { $0[0] < $1[0] }
    }

    /// Agglomerative clustering of named units: repeatedly joins the two groups whose average evidence over all
    /// unit pairs is highest, while it is at least `renameEvidence`. Unnamed units are left out (they join later).
    private func averageLinkage(unitCount: Int, named: [Bool], evidence: [UnitPair: Double]) -> [[Int]] {
        var groups: [[Int]?] = (0..<unitCount).map { named[$0] ? [$0] : nil }
        // Sum of evidence between two live groups (keyed by group index, which is the group's first unit).
        var sums: [UnitPair: Double] = evidence
        while true {
            var best: (pair: UnitPair, average: Double)?
            for (pair, sum) in sums {
                guard let a = groups[pair.low], let b = groups[pair.high] else { continue }
                let average = sum / Double(a.count * b.count)
                if average >= thresholds.renameEvidence,
                   best == nil || average > best!.average || (average == best!.average && pair < best!.pair) {
                    best = (pair, average)
                }
            }
            guard let (pair, _) = best else { break }
            let (keep, gone) = (pair.low, pair.high)
            groups[keep]! += groups[gone]!
            groups[gone] = nil
            // Sums to the merged group add up; pairs naming the absorbed group move to the kept one.
            var updated: [UnitPair: Double] = [:]
            for (other, sum) in sums {
                let low = other.low == gone ? keep : other.low
                let high = other.high == gone ? keep : other.high
                guard low != high else { continue }
                updated[UnitPair(low, high), default: 0] += sum
            }
            sums = updated
        }
        return groups.compactMap { $0 }
    }

    /// An unordered pair of unit (or group) indices.
    struct UnitPair: Hashable, Comparable, Sendable {
        var low: Int
        var high: Int

        init(_ a: Int, _ b: Int) {
            low = min(a, b)
            high = max(a, b)
        }

        static func < (lhs: Self, rhs: Self) -> Bool { (lhs.low, lhs.high) < (rhs.low, rhs.high) }
    }
}
