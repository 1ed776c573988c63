import HIGCorpus

/// The dedup/merge pass: recognises every copy of a page from its content and compiles it once.
struct PageDeduplicator {
    var finder = DuplicateFinder()

    struct Result {
        var pages: [Page]
        var clusters: [DuplicateCluster]
    }

    func deduplicate(_ pages: [Page], diagnostics: inout [Diagnostic]) -> Result {
        let prints = pages.map(PageFingerprint.init)
        var sets = UnionFind(count: pages.count)
        for link in finder.links(prints) { sets.union(link.a, link.b) }
        attachStubs(pages, prints, &sets)

        var groups: [Int: [Int]] = [:]
        for index in pages.indices { groups[sets.find(index), default: []].append(index) }
        var merged: [Page] = []
        var clusters: [DuplicateCluster] = []
        for root in groups.keys.sorted() {
            let members = groups[root]!
            guard members.count > 1 else { merged.append(pages[members[0]]); continue }
            let canonical = chooseCanonical(members.map { pages[$0] }, prints: members.map { prints[$0] })
            let canonicalIndex = members[canonical]
            var copies: [PageMerger.Copy] = []
            var report: [DuplicateCluster.Member] = []
            var sources: [PageSource] = []
            for index in members {
                let (containment, jaccard) = Self.overlap(prints[index].shingles, prints[canonicalIndex].shingles)
                let relation = index == canonicalIndex ? .canonical
                    : relate(pages[index], to: pages[canonicalIndex], print: prints[index], canonicalPrint: prints[canonicalIndex])
                if index != canonicalIndex { copies.append(PageMerger.Copy(page: pages[index], relation: relation)) }
                report.append(DuplicateCluster.Member(path: pages[index].sources[0].path, relation: relation.rawValue,
                                                      containment: Self.rounded(containment), jaccard: Self.rounded(jaccard)))
                var source = pages[index].sources[0]
                source.relation = relation.rawValue
                sources.append(source)
            }
            var page = PageMerger().merge(canonical: pages[canonicalIndex], others: copies, diagnostics: &diagnostics)
            page.sources = sources
            merged.append(page)
            clusters.append(DuplicateCluster(page: page.id, members: report))
        }
        return Result(pages: merged, clusters: clusters)
    }

    /// Stubs and fragments (a title and a paragraph or two) have too little content to compare: they join the
    /// one cluster whose pages share their title's slug (the same id when several do). A fragment that already
    /// joined a cluster by content stays there.
    private func attachStubs(_ pages: [Page], _ prints: [PageFingerprint], _ sets: inout UnionFind) {
        var rootsBySlug: [String: Set<Int>] = [:]
        var stubs: [Int] = []
        var clusterSizes: [Int: Int] = [:]
        for index in pages.indices { clusterSizes[sets.find(index), default: 0] += 1 }
        for index in pages.indices {
            let isFragment = prints[index].shingles.count < finder.thresholds.excerptMinimumShingles && clusterSizes[sets.find(index)] == 1
            if prints[index].shingles.count < finder.thresholds.minimumShingles || isFragment {
                stubs.append(index)
            } else {
                rootsBySlug[prints[index].slug, default: []].insert(sets.find(index))
            }
        }
        for stub in stubs {
            let roots = rootsBySlug[prints[stub].slug] ?? []
            if roots.count == 1, let root = roots.first {
                sets.union(stub, root)
            } else if roots.count > 1, let sameID = roots.first(where: { root in pages.indices.contains { sets.find($0) == root && pages[$0].id == pages[stub].id } }) {
                sets.union(stub, sameID)
            }
        }
        // Stubs of the same id with no content page still become one page.
        var stubByID: [String: Int] = [:]
        for stub in stubs where rootsBySlug[prints[stub].slug] == nil {
            if let first = stubByID[pages[stub].id] { sets.union(first, stub) } else { stubByID[pages[stub].id] = stub }
        }
    }

    /// The copy the page's structure comes from: bilingual Markdown over English-only, a headed copy over a
    /// headingless one, the more complete over truncated or stub, then the first path.
    func chooseCanonical(_ pages: [Page], prints: [PageFingerprint]) -> Int {
        func rank(_ i: Int) -> (Int, Int, Int, Int) {
            let page = pages[i]
            let bilingual = page.sources[0].format == .bilingualMarkdown && page.blocks.contains(where: \.isTranslated) ? 0 : 1
            let headed = page.blocks.contains { $0.kind == .heading } ? 0 : 1
            return (headed, bilingual, -prints[i].shingles.count, i)
        }
        return pages.indices.min { rank($0) < rank($1) }!
    }

    func relate(_ page: Page, to canonical: Page, print: PageFingerprint, canonicalPrint: PageFingerprint) -> SourceRelation {
        if print.shingles.count < finder.thresholds.minimumShingles { return .stub }
        let format = page.sources[0].format
        if format == canonical.sources[0].format && page.blocks.map(\.text.en) == canonical.blocks.map(\.text.en) { return .identical }
        if format == .englishMarkdown && canonical.sources[0].format != .englishMarkdown { return .englishExport }
        if format == .interleavedText { return .headinglessExport }
        let pairs = BlockMatcher.match(base: canonical.blocks, other: page.blocks)
        if pairs.count == page.blocks.count, page.blocks.count < canonical.blocks.count, pairs.last.map({ $0.0 == pairs.count - 1 }) ?? false {
            return .truncated
        }
        if !page.category.isEmpty && page.category != canonical.category { return .otherCategory }
        return .olderRevision
    }

    /// Containment of `a` in `b` and Jaccard, over sorted shingle arrays.
    static func overlap(_ a: [UInt64], _ b: [UInt64]) -> (Double, Double) {
        var i = 0, j = 0, shared = 0
        while i < a.count && j < b.count {
            if a[i] == b[j] { shared += 1; i += 1; j += 1 } else if a[i] < b[j] { i += 1 } else { j += 1 }
        }
        let containment = a.isEmpty ? 0 : Double(shared) / Double(a.count)
        let union = a.count + b.count - shared
        return (containment, union == 0 ? 0 : Double(shared) / Double(union))
    }

    static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
