import HIGCorpus
import HIGText

/// The dedup/merge pass: decides which files are one page (`IdentityClustering`: names first, then direct
/// two-way content evidence) and compiles each page once; stubs join their page, and a page that consolidates
/// others lends nothing and takes only their Korean.
struct PageDeduplicator {
    var finder = DuplicateFinder()
    /// Merges of earlier builds: a group whose files are all unchanged is not merged again.
    var cache: ReadCache?

    struct Result {
        var pages: [Page]
        var clusters: [DuplicateCluster]
        /// Stubs of a name that no page with content bears: listed, never emitted as empty pages.
        var orphanStubs: [Page] = []
    }

    /// Pages built by hand: each page's id is its name.
    func deduplicate(_ pages: [Page], diagnostics: inout [Diagnostic]) -> Result {
        deduplicate(pages.map(AssembledPage.init(named:)), diagnostics: &diagnostics)
    }

    func deduplicate(_ read: [AssembledPage], diagnostics: inout [Diagnostic]) -> Result {
        let pages = read.map(\.page)
        let prints = ConcurrentMap.map(pages, PageFingerprint.init)
        let overlaps = finder.overlaps(prints)
        let groups = IdentityClustering(thresholds: finder.thresholds).clusters(read.map(Self.member), overlaps: overlaps)
        let isStub = read.map { $0.shape == .stub }

        var orphanStubs: [Page] = []
        var contentGroups: [[Int]] = []
        for group in groups {
            if group.allSatisfy({ isStub[$0] }) { orphanStubs += group.map { pages[$0] } } else { contentGroups.append(group) }
        }
        // Groups merge independently, two or more at a time.
        let outcomes = ConcurrentMap.map(contentGroups) { members in
            let merge = { () -> MergedGroup in
                var notes: [Diagnostic] = []
                let merged = mergeGroup(members, read: read, prints: prints, diagnostics: &notes)
                return MergedGroup(page: merged.page, cluster: merged.cluster, diagnostics: notes)
            }
            guard let cache, members.count > 1, let key = mergeKey(members, read: read, cache: cache) else { return merge() }
            return cache.result(key, MergedGroupCoding.self, make: merge)
        }
        var merged: [Page] = []
        var clusters: [DuplicateCluster?] = []
        for group in outcomes {
            merged.append(group.page)
            clusters.append(group.cluster)
            diagnostics += group.diagnostics
        }
        Consolidation.apply(groups: contentGroups, overlaps: overlaps, thresholds: finder.thresholds, pages: &merged, clusters: &clusters)
        return Result(pages: merged, clusters: clusters.compactMap { $0 }, orphanStubs: orphanStubs)
    }

    /// A read file as the clustering sees it.
    static func member(_ file: AssembledPage) -> IdentityClustering.Member {
        IdentityClustering.Member(name: file.name, places: file.places, root: file.exportRoot, isStub: file.shape == .stub)
    }

    /// The cache's name for a group's merge, when every file of the group has a read entry (a page found once is
    /// not kept: taking it is cheaper than reading an entry).
    private func mergeKey(_ members: [Int], read: [AssembledPage], cache: ReadCache) -> StoreKey? {
        let keys = members.compactMap { read[$0].readKey }
        return keys.count == members.count ? cache.mergeKey(readKeys: keys) : nil
    }

    /// One page from a group of files, with the group's report (`nil` for a page found once).
    private func mergeGroup(_ members: [Int], read: [AssembledPage], prints: [PageFingerprint],
                            diagnostics: inout [Diagnostic]) -> (page: Page, cluster: DuplicateCluster?) {
        // Pages are read in place (`read[i].page`): copying every page for each group made dedup quadratic.
        // Korean-only translations take no part in the page's structure or name: they are joined to its English.
        let translations = TranslationJoin.translations(members, read: read)
        let english = members.filter { !translations.contains($0) }
        let candidates = english.filter { read[$0].shape != .stub }
        let canonicalIndex = candidates[chooseCanonical(candidates.map { read[$0].page }, prints: candidates.map { prints[$0] })]
        let name = PageNaming.choose(english.map { read[$0] }, canonical: read[canonicalIndex])
        guard members.count > 1 else {
            var page = read[canonicalIndex].page
            (page.id, page.category, page.title) = (name.id, name.category, name.title)
            return (page, nil)
        }
        var copies: [PageMerger.Copy] = []
        var report: [DuplicateCluster.Member] = []
        var sources: [PageSource] = []
        let explanations = MergeExplanation.explain(members.map { read[$0] }, prints: members.map { prints[$0] },
                                                    canonical: members.firstIndex(of: canonicalIndex)!, name: name)
        for (index, explanation) in zip(members, explanations) {
            let relation: SourceRelation = index == canonicalIndex ? .canonical
                : translations.contains(index) ? .translation
                : relate(read[index], to: read[canonicalIndex].page, finalName: name, print: prints[index])
            if index != canonicalIndex && relation != .translation { copies.append(PageMerger.Copy(page: read[index].page, relation: relation)) }
            var member = DuplicateCluster.Member(path: read[index].page.sources[0].path, relation: relation.rawValue,
                                                 containment: Self.rounded(explanation.containment), jaccard: Self.rounded(explanation.jaccard),
                                                 name: read[index].evidence.isName ? read[index].page.id : nil,
                                                 reverseContainment: Self.rounded(explanation.reverse), evidence: explanation.evidence.rawValue)
            if MergeExplanation.isWeak(explanation, thresholds: finder.thresholds) {
                member.weak = true
                diagnostics.append(MergeExplanation.weakMerge(member, page: name.id))
            }
            report.append(member)
            var source = read[index].page.sources[0]
            source.relation = relation.rawValue
            sources.append(source)
        }
        var page = PageMerger().merge(canonical: read[canonicalIndex].page, others: copies, diagnostics: &diagnostics)
        if !translations.isEmpty {
            let ages = english.map { RevisionCarrier.Copy(page: read[$0].page, age: RevisionAge.key(read[$0].page, isCanonical: $0 == canonicalIndex)) }
            page = TranslationJoin().join(page, translations: translations.map { read[$0].page }, englishCopies: ages, diagnostics: &diagnostics)
        }
        (page.id, page.category, page.title) = (name.id, name.category, name.title)
        page.sources = sources
        page.aliases = Array(Set(members.filter { read[$0].evidence.isName }.map { read[$0].page.id }).subtracting([name.id])).sorted()
        return (page, DuplicateCluster(page: page.id, members: report))
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

    /// How one file relates to the page it joins.
    func relate(_ member: AssembledPage, to canonical: Page, finalName: PageNaming.Name, print: PageFingerprint) -> SourceRelation {
        let page = member.page
        if member.shape == .stub || print.shingles.count < finder.thresholds.minimumShingles { return .stub }
        if member.evidence.isName, member.name != finalName.slug { return .renamed }
        let format = page.sources[0].format
        if format == canonical.sources[0].format && page.blocks.map(\.text.en) == canonical.blocks.map(\.text.en) { return .identical }
        if format == .englishMarkdown && canonical.sources[0].format != .englishMarkdown { return .englishExport }
        if format == .interleavedText { return .headinglessExport }
        let pairs = BlockMatcher.match(base: canonical.blocks, other: page.blocks)
        if pairs.count == page.blocks.count, page.blocks.count < canonical.blocks.count, pairs.last.map({ $0.0 == pairs.count - 1 }) ?? false {
            return .truncated
        }
        if member.evidence.isName, !page.category.isEmpty, page.category != finalName.category { return .otherCategory }
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

/// The name a page takes when its files disagree: the name its files give as a written title before one given
/// as a slug (`Activity rings` over the typo `acitivity-rings`), then the name more files bear, then the
/// canonical copy's; the category its files with content give, a written title's before a slug's, then the most.
enum PageNaming {
    struct Name: Equatable, Sendable {
        var id: String
        var slug: String
        var category: String
        var title: LocalizedTitle
    }

    static func choose(_ members: [AssembledPage], canonical: AssembledPage) -> Name {
        let named = members.filter { $0.evidence.isName }
        guard !named.isEmpty else {
            let page = canonical.page
            return Name(id: page.id, slug: page.id.split(separator: "/").last.map(String.init) ?? page.id, category: page.category, title: page.title)
        }
        let bySlug: [String: [AssembledPage]] = Dictionary(grouping: named) { $0.name ?? "" }
        func rank(_ slug: String) -> (Int, Int, Int, String) {
            let bearers = bySlug[slug]!
            let strongest = bearers.map(\.evidence.rawValue).min()!
            let isCanonical = bearers.contains { $0.page.sources[0].path == canonical.page.sources[0].path } ? 0 : 1
            return (strongest, -bearers.count, isCanonical, slug)
        }
        let slug = bySlug.keys.min { rank($0) < rank($1) }!
        let bearers = bySlug[slug]!
        let withContent = bearers.filter { (bearer: AssembledPage) in bearer.shape != PageShape.stub }
        let voters = (withContent.isEmpty ? bearers : withContent).filter { !$0.page.category.isEmpty }
        // A category that is the start of another voted one (`components` beside `components/content`) says less,
        // not something else: its votes go to the longer one.
        let votedCategories = Set(voters.map(\.page.category))
        let votes: [String: [AssembledPage]] = Dictionary(grouping: voters) { voter in
            votedCategories.filter { $0.hasPrefix(voter.page.category + "/") }.min { ($0.count, $0) > ($1.count, $1) } ?? voter.page.category
        }
        // A written title is the later layout (a page moved to another category keeps its old one only in older
        // exports' slug titles), so its category goes before the number of files.
        func vote(_ category: String) -> (Int, Int, String) {
            let bearers = votes[category]!
            return (bearers.map(\.evidence.rawValue).min()!, -bearers.count, category)
        }
        let category = votes.keys.min { vote($0) < vote($1) } ?? ""
        func titleRank(_ bearer: AssembledPage) -> (Int, Int) { (bearer.evidence.rawValue, bearer.shape == PageShape.stub ? 1 : 0) }
        let titled = bearers.min { titleRank($0) < titleRank($1) }!
        var title = titled.page.title
        if title.ko == nil { title.ko = members.compactMap(\.page.title.ko).first }
        return Name(id: category.isEmpty ? slug : "\(category)/\(slug)", slug: slug, category: category, title: title)
    }
}
