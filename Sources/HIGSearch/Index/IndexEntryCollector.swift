import HIGCorpus
import HIGText

/// Turns what a build compiled into index rows: one per block with text, in corpus order, each
/// carrying its page title, heading path and the rule it leads.
package struct IndexEntryCollector: Sendable {
    /// Block kinds left out: an image's alt text repeats the page title and only adds noise.
    static let skippedKinds: Set<BlockKind> = [.image]

    package init() {}

    package func entries(for products: BuildProducts) -> [IndexEntry] {
        let rulesByBlock = Dictionary(grouping: products.rules) { BlockKey(page: $0.page, block: $0.block) }
        var entries: [IndexEntry] = []
        var ledBlocks: Set<BlockKey> = []
        for page in products.corpus.pages {
            for (ordinal, block) in page.blocks.enumerated() where !Self.skippedKinds.contains(block.kind) {
                let key = BlockKey(page: page.id, block: block.id)
                let rules = rulesByBlock[key] ?? []
                if !rules.isEmpty { ledBlocks.insert(key) }
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
        // A rule whose block is not in the corpus (it should not happen) is still findable on its own row.
        for rule in products.rules where !ledBlocks.contains(BlockKey(page: rule.page, block: rule.block)) {
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

    private struct BlockKey: Hashable {
        var page: String
        var block: String
    }
}
