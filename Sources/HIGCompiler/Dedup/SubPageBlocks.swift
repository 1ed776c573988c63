import HIGCorpus

/// A block belongs to one page. Where a page and one of its sub-pages hold the same block (a technology's page
/// `technologies/carplay` and its sub-page `technologies/carplay/introduction`, which later exports folded into
/// it), the block stays on the sub-page, the narrower place whose title names what the block is about, and leaves
/// the parent; its Korean goes with it (the parent copy's translation becomes the sub-page block's, or one of its
/// alternatives), so nothing is lost and QA, rules and search see it once (docs/dedup.md).
enum SubPageBlocks {
    /// Moves shared blocks off parent pages. `pages` are final (ids settled).
    static func settle(_ pages: inout [Page]) {
        var indexByID: [String: Int] = [:]
        for (index, page) in pages.enumerated() where indexByID[page.id] == nil { indexByID[page.id] = index }
        for child in pages.indices {
            guard let parent = indexByID[pages[child].category], parent != child else { continue }
            var (parentPage, childPage) = (pages[parent], pages[child])
            settle(parent: &parentPage, child: &childPage)
            (pages[parent], pages[child]) = (parentPage, childPage)
        }
    }

    /// Removes from `parent` every prose block whose English `child` holds too, handing its Korean to the child's.
    static func settle(parent: inout Page, child: inout Page) {
        var childBlock: [String: Int] = [:]
        for (index, block) in child.blocks.enumerated() where block.kind.isTranslatable {
            let key = normalized(block.text.en)
            if childBlock[key] == nil { childBlock[key] = index }
        }
        guard !childBlock.isEmpty else { return }
        var kept: [Block] = []
        for block in parent.blocks {
            guard block.kind.isTranslatable, let index = childBlock[normalized(block.text.en)] else { kept.append(block); continue }
            hand(block, to: &child.blocks[index])
        }
        guard kept.count != parent.blocks.count else { return }
        parent.blocks = BlockIDs.reassign(kept)
    }

    /// The parent's copy of a block gives the child's its Korean: as the translation when the child has none, else
    /// as an alternative when it differs.
    private static func hand(_ block: Block, to target: inout Block) {
        var translations = block.alternatives
        if let ko = block.text.ko, let source = block.translationSource {
            if target.text.ko == nil {
                target.text.ko = ko
                target.html.ko = block.html.ko
                target.translationSource = source
                target.alignment = block.alignment
                target.translationState = block.translationState
            } else {
                translations.insert(AlternativeTranslation(ko: ko, source: source), at: 0)
            }
        }
        for alternative in translations where alternative.ko != target.text.ko && !target.alternatives.contains(where: { $0.ko == alternative.ko }) {
            target.alternatives.append(alternative)
        }
    }

    private static func normalized(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
