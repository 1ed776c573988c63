import HIGCorpus

/// Why each file of a page is that page, with the figures that say so, and which of those reasons are weak
/// (`hig.merge.weak`): `hig build --report duplicates` prints them for every page found in several files.
enum MergeExplanation {
    /// One file's evidence, measured against its reference: the page's canonical copy, or for a moved or renamed
    /// copy the file bearing the page's name that it resembles most (the pair the join was decided on).
    struct Explanation: Equatable {
        var evidence: MergeEvidence
        /// Share of the file's shingles found in the reference.
        var containment: Double
        /// Share of the reference's shingles found in the file.
        var reverse: Double
        var jaccard: Double
    }

    /// A moved or renamed copy is weak evidence when the smaller of its two shares is under this (each holds less
    /// than two thirds of the other). Real renames and moves measured 0.64 and over (docs/dedup.md).
    static let weakShare = 0.6

    /// Each file's explanation, in order. `canonical` indexes `files`.
    static func explain(_ files: [AssembledPage], prints: [PageFingerprint], canonical: Int, name: PageNaming.Name) -> [Explanation] {
        let (units, named) = IdentityClustering.units(files.map(PageDeduplicator.member))
        var unitOf = [Int](repeating: 0, count: files.count)
        for (u, unit) in units.enumerated() { for file in unit { unitOf[file] = u } }
        let bearing = units.indices.filter { named[$0] && files[units[$0][0]].name == name.slug }
        let home = bearing.first { units[$0].contains { PagePlace.meet(files[$0].places, [name.category]) } }
            ?? bearing.max { units[$0].count < units[$1].count || (units[$0].count == units[$1].count && $0 > $1) }
        return files.indices.map { index in
            let evidence: MergeEvidence
            var reference = canonical
            if files[index].name == nil || !named[unitOf[index]] {
                evidence = .copy
            } else if unitOf[index] == home {
                evidence = files[index].shape == .stub ? .stub : .sameNameAndPlace
            } else {
                evidence = files[index].name == name.slug ? .moved : .renamed
                if let home { reference = closest(index, among: units[home], prints: prints) }
            }
            let (containment, jaccard) = PageDeduplicator.overlap(prints[index].shingles, prints[reference].shingles)
            let reverse = PageDeduplicator.overlap(prints[reference].shingles, prints[index].shingles).0
            return Explanation(evidence: evidence, containment: containment, reverse: reverse, jaccard: jaccard)
        }
    }

    /// The file of `candidates` whose smaller share with `file` is largest (the first of equals).
    private static func closest(_ file: Int, among candidates: [Int], prints: [PageFingerprint]) -> Int {
        var best = (index: candidates[0], share: -1.0)
        for candidate in candidates {
            let there = PageDeduplicator.overlap(prints[file].shingles, prints[candidate].shingles).0
            let back = PageDeduplicator.overlap(prints[candidate].shingles, prints[file].shingles).0
            if min(there, back) > best.share { best = (candidate, min(there, back)) }
        }
        return best.index
    }

    /// Whether a file's evidence is weak. A name in its place is the page's identity, whatever its revisions say
    /// (a stub is a name and nothing else); a join on content is weak when the content says little.
    static func isWeak(_ explanation: Explanation, thresholds: DuplicateFinder.Thresholds) -> Bool {
        switch explanation.evidence {
        case .sameNameAndPlace, .stub: false
        case .moved, .renamed: min(explanation.containment, explanation.reverse) < weakShare
        // It joined through its best match, which may be another copy: weak when little of it is in the canonical one.
        case .copy: explanation.containment < thresholds.containment
        }
    }

    /// The warning for a weak merge, at the file it is about.
    static func weakMerge(_ member: DuplicateCluster.Member, page: String) -> Diagnostic {
        Diagnostic(.warning, "hig.merge.weak",
                   "made part of '\(page)' as \(member.evidence) on weak evidence (\(percent(member.containment)) of it in the page, \(percent(member.reverseContainment)) of the page in it); check it is that page, or pin it in \(Manifest.fileName)",
                   at: SourceLocation(path: member.path, line: 1))
    }

    private static func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }
}
