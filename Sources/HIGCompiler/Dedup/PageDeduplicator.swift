import HIGCorpus
import HIGText

/// The dedup/merge pass: recognises every copy of a page from its content and compiles it once.
struct PageDeduplicator {
    var finder = DuplicateFinder()

    struct Result {
        var pages: [Page]
        var clusters: [DuplicateCluster]
    }

    func deduplicate(_ pages: [Page], diagnostics: inout [Diagnostic]) -> Result {
        let prints = ConcurrentMap.map(pages, PageFingerprint.init)
        var sets = UnionFind(count: pages.count)
        for link in finder.links(prints) { sets.union(link.a, link.b) }
        attachStubs(pages, prints, &sets)

        var groups: [Int: [Int]] = [:]
        for index in pages.indices { groups[sets.find(index), default: []].append(index) }
        // Clusters merge independently, two or more at a time.
        let outcomes = ConcurrentMap.map(groups.keys.sorted().map { groups[$0]! }) { members in
            var notes: [Diagnostic] = []
            let merged = mergeCluster(members, pages: pages, prints: prints, diagnostics: &notes)
            return (merged.page, merged.cluster, notes)
        }
        var merged: [Page] = []
        var clusters: [DuplicateCluster] = []
        for (page, cluster, notes) in outcomes {
            merged.append(page)
            if let cluster { clusters.append(cluster) }
            diagnostics += notes
        }
        return Result(pages: merged, clusters: clusters)
    }

    /// One page from a cluster of copies, with the cluster's report (`nil` for a page found once).
    private func mergeCluster(_ members: [Int], pages: [Page], prints: [PageFingerprint],
                              diagnostics: inout [Diagnostic]) -> (page: Page, cluster: DuplicateCluster?) {
        guard members.count > 1 else { return (pages[members[0]], nil) }
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
        return (page, DuplicateCluster(page: page.id, members: report))
    }

    /// Stubs and fragments (a title and a paragraph or two) have too little content to compare: a cluster made
    /// only of them joins the one content cluster whose pages share their title's slug (the one with the same
    /// id when several do); stubs of one id with no content page become one page.
    private func attachStubs(_ pages: [Page], _ prints: [PageFingerprint], _ sets: inout UnionFind) {
        var largest: [Int: Int] = [:]
        for index in pages.indices { largest[sets.find(index), default: 0] = max(largest[sets.find(index)] ?? 0, prints[index].shingles.count) }
        let isFragmentCluster = { (root: Int) in (largest[root] ?? 0) < finder.thresholds.excerptMinimumShingles }
        var contentRootsBySlug: [String: Set<Int>] = [:]
        var fragments: [Int] = []
        for index in pages.indices {
            let root = sets.find(index)
            if isFragmentCluster(root) { fragments.append(index) } else { contentRootsBySlug[prints[index].slug, default: []].insert(root) }
        }
        var loneByID: [String: Int] = [:]
        for index in fragments {
            let roots = contentRootsBySlug[prints[index].slug] ?? []
            if roots.count == 1, let root = roots.first {
                sets.union(index, root)
            } else if let sameID = roots.sorted().first(where: { root in pages.indices.contains { sets.find($0) == root && pages[$0].id == pages[index].id } }) {
                sets.union(index, sameID)
            } else if roots.isEmpty {
                if let first = loneByID[pages[index].id] { sets.union(first, index) } else { loneByID[pages[index].id] = index }
            }
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
