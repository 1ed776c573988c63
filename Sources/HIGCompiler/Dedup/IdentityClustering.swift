/// Decides which read files are one page: identity before similarity.
///
/// - Files that bear the same name (slug) in the same place (`PagePlace`) are one page, however far their revisions
///   drifted. The same name in another place (another section, another technology) is another page unless content
///   shows a moved copy, both ways, as for a rename.
/// - Pages of different names join only on direct evidence both ways (a rename, a page filed under two
///   categories): each holds most of the other's text. A page that merely contains another is not evidence,
///   and a page that holds two or more other pages consolidates them and never joins any of them; boilerplate
///   is no evidence either (it is already dropped from the fingerprints).
/// - Two pages that one export holds side by side, each with content, are two pages (a page still there under its
///   own name was not renamed), unless they are copies of each other; and a page is never its own sub-page
///   (`technologies/carplay` and `technologies/carplay/introduction`), however much text they share.
/// - Names join by average linkage, never by transitive closure: a group joins another only when its files
///   resemble the other group's on average, so a chain A~B~C does not pull A and C together.
/// - Files without a name (a title inferred from a sentence), and named files without a place whose name is borne
///   in several places, are copies of the one page they most resemble, by the same-page thresholds, or pages of
///   their own.
struct IdentityClustering {
    /// One read file as the clustering sees it.
    struct Member: Sendable {
        /// The name it bears (a slug), or `nil` when it has none.
        var name: String?
        /// The categories it names for itself (`PageIdentity.places`); empty when none.
        var places: [String] = []
        /// The export it belongs to (`PathName.exportRoot`).
        var root: String?
        /// A title and no content: a name, and no evidence of anything else.
        var isStub = false
    }

    var thresholds = DuplicateFinder.Thresholds()

    /// Page groups (indices into `members`, ascending), ordered by their first member.
    func clusters(_ members: [Member], overlaps: [DuplicateFinder.Overlap]) -> [[Int]] {
        let (units, isNamedUnit) = Self.units(members)
        var unitOf = [Int](repeating: -1, count: members.count)
        for (u, unit) in units.enumerated() { for file in unit { unitOf[file] = u } }

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
        let roots: [Set<String>] = units.map { unit in Set(unit.compactMap { members[$0].isStub ? nil : members[$0].root }) }
        let ids: [Set<String>] = units.map { unit in Set(unit.flatMap { file in members[file].places.map { "\($0)/\(members[file].name ?? "")" } }) }
        let places: [Set<String>] = units.map { unit in Set(unit.flatMap { members[$0].places }) }
        var groups = averageLinkage(unitCount: units.count, named: isNamedUnit, evidence: evidence) { a, b in
            // Side by side in one export, and not copies of each other: two pages. A page and its sub-page: two pages.
            (!roots[a].isDisjoint(with: roots[b]) && (evidence[UnitPair(a, b)] ?? 0) < thresholds.containment)
                || !ids[a].isDisjoint(with: places[b]) || !ids[b].isDisjoint(with: places[a])
        }

        // Unnamed files join the group holding their best same-page match, or start their own.
        var groupOfUnit = [Int](repeating: -1, count: units.count)
        for (g, group) in groups.enumerated() { for unit in group { groupOfUnit[unit] = g } }
        var byFile: [Int: [DuplicateFinder.Overlap]] = [:]
        for overlap in overlaps { byFile[overlap.a, default: []].append(overlap); byFile[overlap.b, default: []].append(overlap) }
        for unit in units.indices where !isNamedUnit[unit] {
            let file = units[unit][0]
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
                groups[best.group].append(unit)
                groupOfUnit[unit] = best.group
            } else {
                groupOfUnit[unit] = groups.count
                groups.append([unit])
            }
        }
        return groups.map { $0.flatMap { units[$0] }.sorted() }.sorted { $0[0] < $1[0] }
    }

    /// Units of identity: the files of one name whose places meet (connected: a moved page's copies meet through
    /// the title line that kept its old category). A place that holds another place of the name (`technologies`
    /// beside `technologies/carplay`, `components` beside `components/content`) says less, not something else: it
    /// connects nothing, so a file that names only such places, or none, joins the one unit its places lead to; when
    /// they lead to several, it is told apart by content like a file without a name (`named` false).
    static func units(_ members: [Member]) -> (units: [[Int]], named: [Bool]) {
        var filesByName: [String: [Int]] = [:]
        var names: [String] = []
        var unnamed: [Int] = []
        for (index, member) in members.enumerated() {
            guard let name = member.name else { unnamed.append(index); continue }
            if filesByName[name] == nil { names.append(name) }
            filesByName[name, default: []].append(index)
        }
        var units: [[Int]] = []
        for name in names {
            let files = filesByName[name]!
            let places = Set(files.flatMap { members[$0].places })
            let isCoarse = { (place: String) in places.contains { $0.hasPrefix(place + "/") } }
            let precise = files.filter { members[$0].places.contains { !isCoarse($0) } }
            var placed = joiningStubs(placeComponents(precise, members, ignoring: isCoarse), members)
            var loose: [Int] = []
            for file in files where !precise.contains(file) {
                let leads = placed.indices.filter { component in
                    members[file].places.isEmpty || placed[component].contains { other in
                        members[other].places.contains { place in members[file].places.contains { place.hasPrefix($0 + "/") || PagePlace.same(place, $0) } }
                    }
                }
                if leads.count == 1 { placed[leads[0]] = (placed[leads[0]] + [file]).sorted() } else if placed.isEmpty { loose.append(file) } else { unnamed.append(file) }
            }
            units += placed
            if !loose.isEmpty { units.append(loose) }
        }
        let namedCount = units.count
        units += unnamed.sorted().map { [$0] }
        return (units, units.indices.map { $0 < namedCount })
    }

    /// A stub is a name and a place and no content: where its place meets no page of its name, it is the stub of
    /// the one page of its name with content in the same section (a page moved between a section's categories),
    /// and stays a stub of no page when there are several such pages or none.
    private static func joiningStubs(_ components: [[Int]], _ members: [Member]) -> [[Int]] {
        func sections(_ component: [Int]) -> Set<String> {
            Set(component.flatMap { members[$0].places }.filter { !PagePlace.isPartial($0) }.compactMap { $0.split(separator: "/").first.map(String.init) })
        }
        let withContent = components.indices.filter { components[$0].contains { !members[$0].isStub } }
        var result = components
        var absorbed: Set<Int> = []
        for stubs in components.indices where !withContent.contains(stubs) {
            let section = sections(components[stubs])
            let candidates = withContent.filter { section.isEmpty || !sections(components[$0]).isDisjoint(with: section) }
            guard candidates.count == 1 else { continue }
            result[candidates[0]] = (result[candidates[0]] + components[stubs]).sorted()
            absorbed.insert(stubs)
        }
        return result.indices.filter { !absorbed.contains($0) }.map { result[$0] }
    }

    /// Files of one name grouped by place: connected components of "their places meet", coarse places left out.
    private static func placeComponents(_ files: [Int], _ members: [Member], ignoring isCoarse: (String) -> Bool) -> [[Int]] {
        let places = files.map { members[$0].places.filter { !isCoarse($0) } }
        var parent = Array(files.indices)
        func root(_ i: Int) -> Int { var i = i; while parent[i] != i { i = parent[i] }; return i }
        for i in files.indices {
            for j in files.indices where j > i && PagePlace.meet(places[i], places[j]) {
                let (a, b) = (root(i), root(j))
                if a != b { parent[max(a, b)] = min(a, b) }
            }
        }
        var components: [Int: [Int]] = [:]
        for i in files.indices { components[root(i), default: []].append(files[i]) }
        return components.keys.sorted().map { components[$0]! }
    }

    /// Agglomerative clustering of named units: repeatedly joins the two groups whose average evidence over all
    /// unit pairs is highest, while it is at least `renameEvidence` and no unit of one may not link with a unit of the
    /// other (`cannotLink`). Unnamed units are left out (they join later).
    private func averageLinkage(unitCount: Int, named: [Bool], evidence: [UnitPair: Double],
                                cannotLink: (Int, Int) -> Bool) -> [[Int]] {
        var groups: [[Int]?] = (0..<unitCount).map { named[$0] ? [$0] : nil }
        // Sum of evidence between two live groups (keyed by group index, which is the group's first unit).
        var sums: [UnitPair: Double] = evidence
        while true {
            var best: (pair: UnitPair, average: Double)?
            for (pair, sum) in sums {
                guard let a = groups[pair.low], let b = groups[pair.high] else { continue }
                let average = sum / Double(a.count * b.count)
                guard average >= thresholds.renameEvidence,
                      best == nil || average > best!.average || (average == best!.average && pair < best!.pair) else { continue }
                guard !a.contains(where: { u in b.contains { cannotLink(u, $0) } }) else { continue }
                best = (pair, average)
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
