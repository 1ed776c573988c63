import HIGCorpus

/// Pages that hold another page's text: a newer page that consolidates several older ones. Each stays a page
/// of its own (containment is not identity); the consolidating page records them and takes their Korean for
/// blocks whose English is the same and that it has no translation for.
enum Consolidation {
    static func apply(groups: [[Int]], overlaps: [DuplicateFinder.Overlap], thresholds: DuplicateFinder.Thresholds,
                      pages: inout [Page], clusters: inout [DuplicateCluster?]) {
        var groupOf: [Int: Int] = [:]
        for (g, group) in groups.enumerated() { for file in group { groupOf[file] = g } }
        var contained: [Int: Set<Int>] = [:]  // consolidating group → groups it holds
        for overlap in overlaps where min(overlap.sizeA, overlap.sizeB) >= thresholds.minimumShingles {
            guard let ga = groupOf[overlap.a], let gb = groupOf[overlap.b], ga != gb else { continue }
            if overlap.aInB >= thresholds.consolidationContainment && overlap.sizeB > overlap.sizeA { contained[gb, default: []].insert(ga) }
            if overlap.bInA >= thresholds.consolidationContainment && overlap.sizeA > overlap.sizeB { contained[ga, default: []].insert(gb) }
        }
        for (holder, held) in contained.sorted(by: { $0.key < $1.key }) {
            let heldPages = held.sorted().map { pages[$0] }
            pages[holder].consolidates = heldPages.map(\.id).sorted()
            lendKorean(from: heldPages, to: &pages[holder])
            if clusters[holder] == nil {
                let source = pages[holder].sources[0]
                clusters[holder] = DuplicateCluster(page: pages[holder].id, members: [
                    DuplicateCluster.Member(path: source.path, relation: source.relation, containment: 1, jaccard: 1, name: pages[holder].id),
                ])
            }
            clusters[holder]?.consolidates = pages[holder].consolidates
        }
    }

    /// Untranslated blocks take the Korean of a held page's block with the same English.
    static func lendKorean(from held: [Page], to page: inout Page) {
        var translations: [String: Block] = [:]
        for block in held.flatMap(\.blocks) where block.isTranslated && translations[block.text.en] == nil {
            translations[block.text.en] = block
        }
        for index in page.blocks.indices where !page.blocks[index].isTranslated {
            guard let lender = translations[page.blocks[index].text.en] else { continue }
            page.blocks[index].text.ko = lender.text.ko
            page.blocks[index].html.ko = lender.html.ko
            page.blocks[index].translationSource = lender.translationSource
            page.blocks[index].alignment = lender.alignment
            page.blocks[index].summary = page.blocks[index].summary ?? lender.summary
            page.blocks[index].translatorNote = page.blocks[index].translatorNote || lender.translatorNote
        }
    }
}
