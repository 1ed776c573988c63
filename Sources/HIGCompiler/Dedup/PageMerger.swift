import HIGCorpus
import HIGText

/// Merges the copies of one page into one page: structure from the canonical copy, Korean by the
/// documented preference, absolute links from an English export, blocks that only one copy has.
///
/// A block's English and Korean always come from the same copy, so they stay translations of each other:
/// when a newer copy's translation wins, its English (and source line) comes with it.
struct PageMerger {
    /// A copy to merge, with how it relates to the canonical.
    struct Copy {
        var page: Page
        var relation: SourceRelation
    }

    /// One copy's version of a block that has Korean.
    struct Candidate {
        var rank: Int
        var order: Int
        var block: Block
    }

    /// Korean preference, best first: a translator-curated copy (summaries, notes or a change log: a human
    /// translation), then the canonical copy, then other copies in path order.
    static func koreanRank(_ page: Page, isCanonical: Bool) -> Int {
        if isCurated(page) { return 0 }
        return isCanonical ? 1 : 2
    }

    /// Whether a translator curated the page (summaries, notes or a change log).
    static func isCurated(_ page: Page) -> Bool {
        !page.changeLog.isEmpty || page.blocks.contains { $0.summary != nil || $0.translatorNote }
    }

    func merge(canonical: Page, others: [Copy], diagnostics: inout [Diagnostic]) -> Page {
        var blocks = canonical.blocks
        let canonicalRank = Self.koreanRank(canonical, isCanonical: true)
        var candidates: [[Candidate]] = blocks.map { $0.isTranslated ? [Candidate(rank: canonicalRank, order: 0, block: $0)] : [] }
        for (order, copy) in others.enumerated() {
            let rank = Self.koreanRank(copy.page, isCanonical: false)
            let pairs = BlockMatcher.match(base: blocks, other: copy.page.blocks)
            for (b, o) in pairs {
                let theirs = copy.page.blocks[o]
                if theirs.isTranslated { candidates[b].append(Candidate(rank: rank, order: order + 1, block: theirs)) }
                if copy.relation == .englishExport { Self.takeAbsoluteLinks(from: theirs, into: &blocks[b]) }
            }
            insertUnmatched(of: copy, rank: rank, order: order + 1, pairs: pairs, into: &blocks, candidates: &candidates)
        }
        var conflicts = 0
        var firstConflict: SourceLocation?
        for index in blocks.indices {
            // Who made each translation first (`TranslationPreference`), then the curated, canonical and path order.
            let ranked = candidates[index].sorted {
                TranslationPreference.key(origin: $0.block.translationOrigin, order: [$0.rank, $0.order])
                    < TranslationPreference.key(origin: $1.block.translationOrigin, order: [$1.rank, $1.order])
            }
            guard let best = ranked.first else { continue }
            Self.adopt(best.block, into: &blocks[index])
            var seen: Set<String> = [best.block.text.ko ?? ""]
            blocks[index].alternatives = ranked.dropFirst().compactMap { candidate in
                guard let ko = candidate.block.text.ko, let source = candidate.block.translationSource, seen.insert(ko).inserted else { return nil }
                return AlternativeTranslation(ko: ko, source: source, origin: candidate.block.translationOrigin, en: candidate.block.text.en)
            }
            if !blocks[index].alternatives.isEmpty {
                conflicts += 1
                if firstConflict == nil { firstConflict = blocks[index].translationSource }
            }
        }
        if conflicts > 0 {
            diagnostics.append(Diagnostic(.warning, "hig.merge.conflicting-translation",
                "\(conflicts) block\(conflicts == 1 ? "" : "s") of '\(canonical.id)' translated differently in other copies; kept the curated or canonical translation, others are in alternatives",
                at: firstConflict))
        }
        let ages = [RevisionCarrier.Copy(page: canonical, age: RevisionAge.key(canonical, isCanonical: true))]
            + others.map { RevisionCarrier.Copy(page: $0.page, age: RevisionAge.key($0.page, isCanonical: false)) }
        RevisionCarrier().carry(&blocks, copies: ages)
        var page = canonical
        page.blocks = BlockIDs.reassign(blocks)
        page.changeLog = others.reduce(canonical.changeLog) { $0.isEmpty ? $1.page.changeLog : $0 }
        if page.title.ko == nil { page.title.ko = others.compactMap(\.page.title.ko).first }
        return page
    }

    /// Takes the winning copy's English with its Korean (they translate each other), keeping the block's place.
    private static func adopt(_ winner: Block, into block: inout Block) {
        if winner.text.en != block.text.en {
            block.text.en = winner.text.en
            block.html.en = winner.html.en
            block.lead = winner.lead ?? block.lead
            if !winner.links.isEmpty || block.links.isEmpty { block.links = winner.links }
            block.source = winner.source
        }
        block.text.ko = winner.text.ko
        block.html.ko = winner.html.ko
        block.translationSource = winner.translationSource
        block.translationOrigin = winner.translationOrigin
        block.alignment = winner.alignment
        block.summary = winner.summary ?? block.summary
        block.translatorNote = winner.translatorNote || block.translatorNote
    }

    /// Blocks only this copy has go after the block its predecessor matched. A copy with headings (a newer
    /// revision) brings its new sections' headings too, and its blocks keep their own section; blocks of a
    /// headingless copy take the section of the block before them.
    private func insertUnmatched(of copy: Copy, rank: Int, order: Int, pairs: [(Int, Int)],
                                 into blocks: inout [Block], candidates: inout [[Candidate]]) {
        var inserted = 0
        var anchor: Int?
        var pairIndex = 0
        var positions: [Int] = []
        let headed = copy.page.blocks.contains { $0.kind == .heading }
        for o in copy.page.blocks.indices {
            if pairIndex < pairs.count, pairs[pairIndex].1 == o {
                anchor = pairs[pairIndex].0 + inserted
                pairIndex += 1
                continue
            }
            let block = copy.page.blocks[o]
            guard PageFingerprint.counts(block.kind) || block.kind == .caption || block.kind == .apiReference
                    || (headed && block.kind == .heading) else { continue }
            let position = (anchor.map { $0 + 1 }) ?? 0
            var added = block
            if !(headed && !block.section.isEmpty) {
                added.section = position > 0 ? blocks[position - 1].section : (blocks.first?.section ?? [])
            }
            blocks.insert(added, at: position)
            candidates.insert(block.isTranslated ? [Candidate(rank: rank, order: order, block: block)] : [], at: position)
            positions.append(position)
            anchor = position
            inserted += 1
        }
        PlatformSections.place(insertedAt: positions, in: &blocks, candidates: &candidates)
    }

    /// The English export's links are absolute; take them when the block's own are relative.
    private static func takeAbsoluteLinks(from export: Block, into block: inout Block) {
        guard !block.links.isEmpty, block.links.count == export.links.count,
              block.links.contains(where: { !$0.hasPrefix("http") }), export.links.allSatisfy({ $0.hasPrefix("http") }) else { return }
        block.links = export.links
        block.html.en = export.html.en
    }
}

/// Places blocks that only a headingless copy has: a run that opens by naming a platform the page has no
/// section for ("While a sheet is visible in a visionOS app, …") gets that platform's section under
/// "Platform considerations", with a heading; others stay in the section of the block before them.
enum PlatformSections {

    static func place(insertedAt positions: [Int], in blocks: inout [Block], candidates: inout [[PageMerger.Candidate]]) {
        var runs: [[Int]] = []
        for position in positions {
            if let last = runs.last?.last, last == position - 1 { runs[runs.count - 1].append(position) } else { runs.append([position]) }
        }
        var shift = 0
        for run in runs {
            let first = run[0] + shift
            // `containsASCII`: Foundation's `contains`, read from bytes (NSString here showed in a compile's profile).
            let named = PlatformName.all.filter { blocks[first].text.en.containsASCII($0) }
            guard named.count == 1, let platform = named.first,
                  let parentIndex = blocks.firstIndex(where: { $0.kind == .heading && $0.text.en.lowercased() == "platform considerations" }),
                  !blocks.contains(where: { $0.kind == .heading && $0.text.en.containsASCII(platform) }) else { continue }
            let section = blocks[parentIndex].section + [platform]
            let heading = Block(id: "", kind: .heading, section: section, text: BilingualText(en: platform, ko: nil),
                                html: BilingualText(en: platform, ko: nil), alignment: Alignment(method: .none, confidence: 1),
                                source: blocks[first].source)
            blocks.insert(heading, at: first)
            candidates.insert([], at: first)
            shift += 1
            for index in run { blocks[index + shift].section = section }
        }
    }
}
