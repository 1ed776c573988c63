import HIGCorpus
import HIGText

/// What a translation join does to a merged page, collected first and applied once: translations offered to
/// existing blocks (each settled by `TranslationPreference` against the block's own), and blocks of the translation
/// with no English block in the page inserted after the block before them.
struct Placements {
    /// Whether the copy the translation was aligned with is at least as new as the one a merged block's English
    /// comes from (`RevisionAge`).
    let isMadeForNewestEnglish: (Block) -> Bool
    private var offers: [Int: [TranslationJoin.Candidate]] = [:]
    /// Blocks to insert after a merged block's index (-1: before the first).
    private var insertions: [Int: [Block]] = [:]

    init(isMadeForNewestEnglish: @escaping (Block) -> Bool = { _ in true }) {
        self.isMadeForNewestEnglish = isMadeForNewestEnglish
    }

    mutating func offer(_ candidate: TranslationJoin.Candidate?, to target: Int) {
        guard let candidate else { return }
        offers[target, default: []].append(candidate)
    }

    /// A translator's blocks that pair with no merged block: with `english`, that English block and their Korean;
    /// without, Korean with no English (Latin-only text is the translator's copy of English and adds nothing, but a
    /// local image is kept so that it travels with the site).
    mutating func insert(_ parts: [Block], after target: Int?, english: Block?) {
        let position = target ?? -1
        if let english, let candidate = TranslationJoin.candidate(parts, confidence: 0.5, englishOf: english) {
            var block = english
            block.alternatives = []
            block.translationState = nil
            Self.show(candidate, on: &block)
            insertions[position, default: []].append(block)
            return
        }
        for part in parts where part.text.ko != nil || (part.kind == .image && part.html.en.contains("<img")) {
            var block = part
            if block.text.ko != nil {
                block.text.en = ""
                block.html.en = ""
                block.lead = nil
            }
            block.alignment = Alignment(method: .none, confidence: 0)
            insertions[position, default: []].append(block)
        }
    }

    func apply(to blocks: [Block]) -> [Block] {
        var result: [Block] = []
        result.reserveCapacity(blocks.count + insertions.values.reduce(0) { $0 + $1.count })
        func inserted(after index: Int, sectionFrom neighbour: Block?) -> [Block] {
            (insertions[index] ?? []).map { block in
                var block = block
                if let neighbour { block.section = neighbour.section }
                return block
            }
        }
        result += inserted(after: -1, sectionFrom: blocks.first)
        for (index, block) in blocks.enumerated() {
            var block = block
            if let candidates = offers[index] { Self.settle(candidates, on: &block, newestEnglish: isMadeForNewestEnglish(block)) }
            result.append(block)
            result += inserted(after: index, sectionFrom: block)
        }
        return result
    }

    /// One of the block's translations (its own, its alternatives, the offered ones) shown, the others alternatives.
    /// `newestEnglish`: the translations offered are made for English at least as new as the block's, which the
    /// block then takes if one of them is shown.
    static func settle(_ candidates: [TranslationJoin.Candidate], on block: inout Block, newestEnglish: Bool = true) {
        for image in candidates where image.ko == nil && block.kind == .image && block.html.ko == nil {
            // A translator's local copy of the figure: shown in Korean, and copied into the site.
            show(image, on: &block)
        }
        let offered = candidates.filter { $0.ko != nil }
        guard !offered.isEmpty else { return }
        var options: [Option] = []
        if let ko = block.text.ko, let source = block.translationSource {
            options.append(Option(ko: ko, html: block.html.ko, source: source, origin: block.translationOrigin,
                                  isCurrent: block.translationState?.status != .outdated, order: [0], offered: nil,
                                  en: block.translationState?.previousEn ?? block.text.en))
        }
        for (k, alternative) in block.alternatives.enumerated() {
            options.append(Option(ko: alternative.ko, html: nil, source: alternative.source, origin: alternative.origin, isCurrent: false, order: [1, k],
                                  offered: nil, en: alternative.en))
        }
        for (k, candidate) in offered.enumerated() {
            let current = newestEnglish
                || WordDiff.sameWording(WordDiff.droppingCalloutLabel(candidate.englishItTranslates.text.en), WordDiff.droppingCalloutLabel(block.text.en))
            options.append(Option(ko: candidate.ko!, html: candidate.html, source: candidate.source, origin: candidate.origin,
                                  isCurrent: current, order: [2, k], offered: candidate, en: candidate.englishItTranslates.text.en))
        }
        let ranked = options.sorted { $0.key < $1.key }
        let winner = ranked[0]
        if let candidate = winner.offered {
            show(candidate, on: &block)
            if winner.isCurrent {
                // The same English or a newer one, as the copy the translation was made from words it: a block's
                // English and Korean come from one copy, as in the merge.
                adoptEnglish(of: candidate.englishItTranslates, into: &block)
            } else {
                block.translationState = outdatedState(candidate, against: block)
            }
        }
        var seen: Set<String> = [winner.ko]
        block.alternatives = ranked.dropFirst().compactMap { option in
            guard seen.insert(option.ko).inserted else { return nil }
            return AlternativeTranslation(ko: option.ko, source: option.source, origin: option.origin, en: option.en)
        }
    }

    /// The block with the candidate's Korean as its translation.
    static func show(_ candidate: TranslationJoin.Candidate, on block: inout Block) {
        guard candidate.ko != nil else {
            // A figure with no Korean text: its local image is the block's Korean image, found from its file.
            block.html.ko = candidate.html
            block.translationSource = candidate.source
            return
        }
        block.text.ko = candidate.ko
        block.html.ko = candidate.html
        block.translationSource = candidate.source
        block.translationOrigin = candidate.origin
        block.alignment = Alignment(method: .computed, confidence: candidate.confidence)
        block.translationState = nil
    }

    private static func adoptEnglish(of english: Block, into block: inout Block) {
        guard english.text.en != block.text.en else { return }
        block.text.en = english.text.en
        block.html.en = english.html.en
        block.lead = english.lead ?? block.lead
        if !english.links.isEmpty || block.links.isEmpty { block.links = english.links }
        block.source = english.source
    }

    /// The state of a translation made for an older English than the block's (as `RevisionCarrier` records it).
    private static func outdatedState(_ candidate: TranslationJoin.Candidate, against block: Block) -> TranslationState? {
        var older = candidate.englishItTranslates
        older.text.ko = candidate.ko
        older.html.ko = candidate.html
        older.translationSource = candidate.source
        var newer = block
        newer.text.ko = nil
        return RevisionCarrier.carry(older, onto: newer).translationState
    }

    private struct Option {
        var ko: String
        var html: String?
        var source: SourceLocation
        var origin: TranslationOrigin?
        var isCurrent: Bool
        var order: [Int]
        var offered: TranslationJoin.Candidate?
        /// The English the translation was made for.
        var en: String?

        var key: TranslationPreference.SortKey { TranslationPreference.key(origin: origin, isCurrent: isCurrent, order: order) }
    }
}
