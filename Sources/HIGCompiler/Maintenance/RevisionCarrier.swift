import HIGCorpus
import HIGText

/// Brings each merged block up to the newest English any copy of its page has, and keeps the Korean that was made
/// for older English on it as `outdated` (with the old English, a similarity and a word-level diff), never as
/// current. Runs inside the merge, where the copies are; `TranslationStates` then settles every other block.
struct RevisionCarrier {
    /// A copy of the page with its age key (`RevisionAge`).
    struct Copy {
        var page: Page
        var age: [Int]
    }

    /// Blocks of the newest copy that share fewer words than this with the merged block are other blocks.
    static let minimumSimilarity = 0.5

    /// Updates `blocks` (the merged page's) from every copy newer than the one each block's text came from.
    func carry(_ blocks: inout [Block], copies: [Copy]) {
        let byAge = copies.enumerated().sorted { RevisionAge.newer($0.element.age + [$0.offset], than: $1.element.age + [$1.offset]) }.map(\.element)
        var ageOfPath: [String: [Int]] = [:]
        for copy in byAge { if let path = copy.page.sources.first?.path, ageOfPath[path] == nil { ageOfPath[path] = copy.age } }
        var carried = Set<Int>()
        for copy in byAge {
            for (b, o) in BlockMatcher.match(base: blocks, other: copy.page.blocks) where !carried.contains(b) {
                let newer = copy.page.blocks[o]
                let block = blocks[b]
                guard block.kind.isTranslatable, newer.kind == block.kind,
                      let own = ageOfPath[(block.translationSource ?? block.source).path], RevisionAge.newer(copy.age, than: own) else { continue }
                // The same words, or the same words but for a callout's label, are the same English for a translator.
                if WordDiff.sameWording(WordDiff.droppingCalloutLabel(block.text.en), WordDiff.droppingCalloutLabel(newer.text.en)) { continue }
                // A faulty export that glued an image's description onto the paragraph is no revision of it.
                if WordDiff.hasRunTogetherSentences(newer.text.en) && !WordDiff.hasRunTogetherSentences(block.text.en) { continue }
                guard WordDiff.similarity(block.text.en, newer.text.en) >= Self.minimumSimilarity else { continue }
                carried.insert(b)
                blocks[b] = Self.carry(block, onto: newer)
            }
        }
    }

    /// The block with the newer copy's English; its Korean, if any, kept and marked outdated.
    static func carry(_ block: Block, onto newer: Block) -> Block {
        var result = block
        result.text.en = newer.text.en
        result.html.en = newer.html.en
        result.lead = newer.lead
        result.links = newer.links
        result.source = newer.source
        guard let ko = block.text.ko else { return result }
        // A newer copy's own translation is made for this English and wins, unless a person made the older one and
        // a machine the newer (`TranslationPreference`): then the person's stays, outdated, the machine's beside it.
        let newerWins = TranslationPreference.makerRank(newer.translationOrigin) <= TranslationPreference.makerRank(block.translationOrigin)
        if let newerKo = newer.text.ko, !newerWins, let newerSource = newer.translationSource, newerKo != ko {
            result.alternatives = [AlternativeTranslation(ko: newerKo, source: newerSource, origin: newer.translationOrigin, en: newer.text.en)]
                + block.alternatives.filter { $0.ko != newerKo }
        }
        if let newerKo = newer.text.ko, newerWins {
            // The newer copy has its own translation: it is made for this English; the older one stays as an alternative.
            result.text.ko = newerKo
            result.html.ko = newer.html.ko
            result.translationSource = newer.translationSource
            result.translationOrigin = newer.translationOrigin
            result.alignment = newer.alignment
            if let source = block.translationSource, ko != newerKo {
                result.alternatives = [AlternativeTranslation(ko: ko, source: source, origin: block.translationOrigin, en: block.text.en)]
                    + block.alternatives.filter { $0.ko != newerKo && $0.ko != ko }
            }
            return result
        }
        let similarity = WordDiff.similarity(block.text.en, newer.text.en)
        result.translationState = TranslationState(
            status: .outdated, previousEn: block.text.en, previousSource: block.source,
            similarity: (similarity * 100).rounded() / 100,
            diff: WordDiff.spans(from: block.text.en, to: newer.text.en).map { DiffSpan(op: $0.operation.rawValue, text: $0.text) },
            changedSentences: SentenceChanges.changed(from: block.text.en, to: newer.text.en, korean: ko))
        return result
    }
}

/// The sentences that changed between two revisions of a paragraph, each with the Korean sentences the aligner
/// paired with its old wording, so a translator sees which Korean sentence to touch.
enum SentenceChanges {
    static func changed(from old: String, to new: String, korean: String) -> [ChangedSentence] {
        let oldSentences = SentenceSplitter.english(old), newSentences = SentenceSplitter.english(new)
        let koreanSentences = SentenceSplitter.korean(korean)
        var koreanFor: [Int: String] = [:]
        for group in SentenceAligner().align(oldSentences, koreanSentences) where group.english.count == 1 && !group.korean.isEmpty {
            koreanFor[group.english.lowerBound] = group.korean.map { koreanSentences[$0] }.joined(separator: " ")
        }
        let matched = SentenceMatch.pairs(oldSentences, newSentences)
        var changes: [ChangedSentence] = []
        var i = 0, j = 0
        for (x, y) in matched + [(oldSentences.count, newSentences.count)] {
            // Between two unchanged sentences: pair removed and added sentences in order as rewordings.
            var removed = Array(i..<x), added = Array(j..<y)
            while !removed.isEmpty || !added.isEmpty {
                let r = removed.isEmpty ? nil : removed.removeFirst()
                let a = added.isEmpty ? nil : added.removeFirst()
                changes.append(ChangedSentence(previousEn: r.map { oldSentences[$0] }, en: a.map { newSentences[$0] }, ko: r.flatMap { koreanFor[$0] }))
            }
            i = x + 1
            j = y + 1
        }
        return changes
    }
}

/// Pairs of sentences with the same wording, in order.
enum SentenceMatch {
    static func pairs(_ a: [String], _ b: [String]) -> [(Int, Int)] {
        var pairs: [(Int, Int)] = []
        var start = 0
        for (i, sentence) in a.enumerated() {
            if let j = b[start...].firstIndex(where: { WordDiff.sameWording($0, sentence) }) {
                pairs.append((i, j))
                start = j + 1
            }
        }
        return pairs
    }
}
