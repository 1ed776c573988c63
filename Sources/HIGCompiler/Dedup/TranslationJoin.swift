import HIGCorpus
import HIGText

/// Joins the Korean-only translations of a page (`markdown-korean`) to the page merged from its English-bearing
/// copies: each translation is aligned (`CrossFileAligner`) with every copy that holds Apple's English, the copy
/// it fits best is taken (the newest when two fit alike), and each of its Korean blocks becomes a translation of the
/// merged block that holds that English, competing with the block's other translations by `TranslationPreference`.
/// A Korean block with no English counterpart is kept as a block of its own (no English) and reported; nothing
/// of a translation is dropped.
struct TranslationJoin {
    /// The members of a group that are Korean-only translations, when the group also holds a copy with English
    /// (alone, a translation is its page).
    static func translations(_ members: [Int], read: [AssembledPage]) -> Set<Int> {
        let korean = members.filter { read[$0].page.sources[0].format == .koreanMarkdown }
        let withEnglish = members.contains { read[$0].page.sources[0].format.hasEnglish && read[$0].shape != .stub }
        return withEnglish ? Set(korean) : []
    }

    /// Two copies whose alignments cost within this of each other per block fit alike; the newer wins.
    static let tie = 0.15

    func join(_ merged: Page, translations: [Page], englishCopies: [RevisionCarrier.Copy], diagnostics: inout [Diagnostic]) -> Page {
        var page = merged
        for translation in translations {
            join(translation, into: &page, englishCopies: englishCopies, diagnostics: &diagnostics)
        }
        page.blocks = BlockIDs.reassign(page.blocks)
        return page
    }

    private func join(_ translation: Page, into page: inout Page, englishCopies: [RevisionCarrier.Copy], diagnostics: inout [Diagnostic]) {
        if page.title.ko == nil { page.title.ko = translation.title.ko }
        let candidates = englishCopies.filter { !$0.page.blocks.isEmpty }
        guard !translation.blocks.isEmpty, let (english, alignment) = bestFit(translation, candidates) else { return }
        let targets = MergedTargets(merged: page.blocks, english: english.page.blocks)
        var ages: [String: [Int]] = [:]
        for copy in englishCopies { if let path = copy.page.sources.first?.path, ages[path] == nil { ages[path] = copy.age } }
        // Whether the English the translation was made for is as new as the merged block's (the block then takes it).
        let isAsNew = { (block: Block) -> Bool in
            guard let own = ages[block.source.path] else { return true }
            return !RevisionAge.newer(own, than: english.age)
        }
        var placements = Placements(isMadeForNewestEnglish: isAsNew)
        var lastTarget: Int?
        var unpaired: [Int] = []
        for group in Self.groups(alignment.links) {
            guard let j = group.english, let target = targets.index(of: j) else {
                placements.insert(group.translation.map { translation.blocks[$0] }, after: lastTarget, english: group.english.map { english.page.blocks[$0] })
                unpaired += group.english == nil ? group.translation.filter { translation.blocks[$0].text.ko != nil } : []
                continue
            }
            lastTarget = target
            let parts = group.translation.map { translation.blocks[$0] }
            placements.offer(Self.candidate(parts, confidence: group.confidence, englishOf: english.page.blocks[j]), to: target)
        }
        page.blocks = placements.apply(to: page.blocks)
        if !unpaired.isEmpty {
            let first = translation.blocks[unpaired[0]]
            diagnostics.append(Diagnostic(.warning, "hig.align.unpaired-translation",
                "\(unpaired.count) Korean block\(unpaired.count == 1 ? "" : "s") of this translation match\(unpaired.count == 1 ? "es" : "") no block of '\(english.page.sources[0].path)' (the translation may follow another revision of the English); kept without English",
                at: first.translationSource ?? first.source))
        }
    }

    /// The English copy the translation fits best, with the alignment; the newest of copies that fit alike.
    private func bestFit(_ translation: Page, _ copies: [RevisionCarrier.Copy]) -> (RevisionCarrier.Copy, CrossFileAligner.Result)? {
        let fits = copies.map { ($0, CrossFileAligner(translation: translation.blocks, english: $0.page.blocks).align()) }
        guard let cheapest = fits.map(\.1.cost).min() else { return nil }
        return fits.filter { $0.1.cost <= cheapest + Self.tie }.min { RevisionAge.newer($0.0.age, than: $1.0.age) }
    }

    /// Links grouped by the English block they share (a lead and its body), in order.
    struct Group {
        var translation: [Int]
        var english: Int?
        var confidence: Double
    }

    static func groups(_ links: [CrossFileAligner.Link]) -> [Group] {
        var groups: [Group] = []
        for link in links {
            if let j = link.english, let last = groups.last, last.english == j {
                groups[groups.count - 1].translation.append(link.translation)
            } else {
                groups.append(Group(translation: [link.translation], english: link.english, confidence: link.confidence))
            }
        }
        return groups
    }

    /// The translator's blocks as one translation of `english`: their Korean joined (a lead and its body), each
    /// block a part of it; a local image the translator holds is the block's Korean image.
    static func candidate(_ parts: [Block], confidence: Double, englishOf english: Block) -> Candidate? {
        let korean = parts.filter { $0.text.ko != nil || ($0.kind == .image && $0.html.ko == nil) }
        guard let first = korean.first else { return nil }
        var origin = first.translationOrigin ?? TranslationOrigin()
        if korean.count > 1 {
            origin.parts = korean.compactMap { part in part.text.ko.map { TranslationPart(ko: $0, source: part.translationSource ?? part.source) } }
        }
        let text = korean.map { $0.text.ko ?? "" }.filter { !$0.isEmpty }.joined(separator: " ")
        let html = korean.map { $0.html.ko ?? $0.html.en }.joined(separator: " ")
        return Candidate(ko: text.isEmpty ? nil : text, html: html, source: first.translationSource ?? first.source, origin: origin,
                         confidence: confidence, englishItTranslates: english)
    }

    /// A translation offered to a merged block.
    struct Candidate {
        var ko: String?
        var html: String
        var source: SourceLocation
        var origin: TranslationOrigin
        var confidence: Double
        /// The English block of the copy the translation was aligned with: what it was made for.
        var englishItTranslates: Block
    }
}

/// Which merged block holds each block of the English copy a translation was aligned with: the block with the
/// same source line and English (the merge took that copy's block), else the block `BlockMatcher` pairs by words.
struct MergedTargets {
    private var indexOfEnglish: [Int: Int] = [:]

    init(merged: [Block], english: [Block]) {
        // Several blocks can start on one line (a figure glued to its paragraph): the English tells them apart.
        var bySource: [SourceLocation: [Int]] = [:]
        for (index, block) in merged.enumerated() { bySource[block.source, default: []].append(index) }
        for (b, o) in BlockMatcher.match(base: merged, other: english) { indexOfEnglish[o] = b }
        for (o, block) in english.enumerated() {
            if let exact = bySource[block.source]?.first(where: { merged[$0].kind == block.kind && merged[$0].text.en == block.text.en }) {
                indexOfEnglish[o] = exact
            }
        }
    }

    func index(of english: Int) -> Int? { indexOfEnglish[english] }
}
