import HIGCorpus
import HIGText

/// Turns what a build compiled into index rows: one per block with text, in corpus order, each
/// carrying its page title, heading path and the rule it leads.
package struct IndexEntryCollector: Sendable {
    /// Block kinds left out: an image's alt text repeats the page title and only adds noise.
    static let skippedKinds: Set<BlockKind> = [.image]

    package init() {}

    /// Every page's rows, in order.
    package func entries(for products: BuildProducts) -> [IndexEntry] {
        let pages = pages(for: products)
        return pages.pageIDs.indices.flatMap(pages.rows(ofPage:))
    }

    /// The rows page by page, each page made only when asked (`CorpusRowPages`).
    package func pages(for products: BuildProducts) -> CorpusRowPages {
        CorpusRowPages(products)
    }

    /// The rows of one page id: a row per block with text (or leading a rule) of its corpus pages, then a row per rule
    /// of the page whose block is not one of those (it should not happen), so the rule is still findable.
    static func rows(pages: some Sequence<Page>, rules: some Collection<Rule>) -> [IndexEntry] {
        let rulesByBlock = Dictionary(grouping: rules, by: \.block)
        var entries: [IndexEntry] = []
        var ledBlocks: Set<String> = []
        for page in pages {
            for (ordinal, block) in page.blocks.enumerated() where !skippedKinds.contains(block.kind) {
                let rules = rulesByBlock[block.id] ?? []
                if !rules.isEmpty { ledBlocks.insert(block.id) }
                guard !block.text.en.isEmpty || !(block.text.ko ?? "").isEmpty || !rules.isEmpty else { continue }
                entries.append(IndexEntry(
                    page: page.id, block: block.id, ordinal: ordinal, rule: rules.first?.id, kind: block.kind.rawValue,
                    platforms: rules.first?.platforms ?? PlatformName.inSection(block.section),
                    source: block.source, titleEN: page.title.en, titleKO: page.title.ko ?? "",
                    heading: block.section.joined(separator: IndexEntry.headingSeparator),
                    ruleEN: rules.map(\.text.en).joined(separator: " "),
                    ruleKO: rules.compactMap(\.text.ko).joined(separator: " "),
                    textEN: block.text.en, textKO: block.text.ko ?? ""
                ))
            }
        }
        for rule in rules where !ledBlocks.contains(rule.block) {
            entries.append(IndexEntry(
                page: rule.page, block: rule.block, rule: rule.id, kind: "rule", platforms: rule.platforms,
                source: rule.source, titleEN: rule.pageTitle.en, titleKO: rule.pageTitle.ko ?? "",
                heading: rule.section.joined(separator: IndexEntry.headingSeparator),
                ruleEN: rule.text.en, ruleKO: rule.text.ko ?? "",
                textEN: [rule.text.en, rule.rationale.en].joined(separator: " "),
                textKO: [rule.text.ko, rule.rationale.ko].compactMap { $0 }.joined(separator: " ")
            ))
        }
        return entries
    }
}

/// A build's index rows page by page (`IndexRowPages`): page ids in corpus order, then the pages only rules name; each
/// page's digest is of its sources (`PageDigest.ofSources`), so a patch makes the rows of changed pages only.
package struct CorpusRowPages: IndexRowPages {
    package let pageIDs: [String]
    private let corpusPages: [Page]
    private let rules: [Rule]
    /// For each page id: its corpus pages and its rules (a rule belongs to the page it names), as indexes.
    private let sources: [(pages: [Int], rules: [Int])]

    init(_ products: BuildProducts) {
        var number: [String: Int] = [:]
        var ids: [String] = []
        var sources: [(pages: [Int], rules: [Int])] = []
        func slot(_ id: String) -> Int {
            if let known = number[id] { return known }
            number[id] = ids.count
            ids.append(id)
            sources.append(([], []))
            return ids.count - 1
        }
        for (index, page) in products.corpus.pages.enumerated() { sources[slot(page.id)].pages.append(index) }
        for (index, rule) in products.rules.enumerated() { sources[slot(rule.page)].rules.append(index) }
        pageIDs = ids
        corpusPages = products.corpus.pages
        rules = products.rules
        self.sources = sources
    }

    package func digests() -> [String] {
        ConcurrentMap.map(Array(pageIDs.indices)) { number in
            PageDigest.ofSources(pages: sources[number].pages.lazy.map { corpusPages[$0] }, rules: sources[number].rules.lazy.map { rules[$0] })
        }
    }

    package func rows(ofPage number: Int) -> [IndexEntry] {
        IndexEntryCollector.rows(pages: sources[number].pages.lazy.map { corpusPages[$0] }, rules: sources[number].rules.map { rules[$0] })
    }
}
