import Foundation
import HIGCorpus
import HIGText

/// Fills `derivedKo` of page titles, category titles and headings that no translator translated there, precision
/// before coverage: a wrong Korean title is worse than the English one. The evidence, most trusted first:
/// 1. the Korean a translator wrote for the same English anywhere in the build (`TranslatorTitles`: another copy's
///    title or heading, a README's `한국어(English)` link, Korean links to the page);
/// 2. the glossary's entry for the whole English (`--glossary`, else `Glossary.standard`);
/// 3. the English read as a phrase, every word accounted for once: names kept as written (`ProperNames`), each run
///    of other words by the longest term the translators, the glossary or the lexicon's learned pairs (already held to
///    their precision bar by `LexiconLearner`) translate, `and`/`or` as `및`/`또는`, a leading article dropped.
///    Anything else leaves the English: a function word (Korean orders such phrases otherwise), a verb form
///    (`Managing accounts` is `계정 관리`, not word by word), a word no evidence translates, two English terms
///    given the same Korean (`재실행 및 재실행`), or a name alone (it stays as written).
public struct KoreanDerivation: Sendable {
    public var lexicon: TermLexicon
    private let translators: TranslatorTitles
    private let names: ProperNames
    /// `TitleKey` → Korean: the glossary's entries, then learned pairs for keys it does not hold.
    private let terms: [String: String]
    /// `TitleKey` → Korean from the glossary alone.
    private let glossary: [String: String]
    /// The most words a term of `terms` has.
    private let longestTerm: Int

    public init(lexicon: TermLexicon, corpus: Corpus) {
        self.init(lexicon: lexicon, translators: TranslatorTitles(corpus), names: ProperNames(corpus))
    }

    /// Derivation from the corpus's summed page counts the lexicon was learned from (`LexiconEvidence`).
    init(lexicon: TermLexicon, evidence: LexiconEvidence) {
        self.init(lexicon: lexicon, translators: evidence.translators, names: evidence.names)
    }

    init(lexicon: TermLexicon, translators: TranslatorTitles, names: ProperNames) {
        self.lexicon = lexicon
        self.translators = translators
        self.names = names
        var glossary: [String: String] = [:], terms: [String: String] = [:]
        for pair in lexicon.pairs where pair.origin != .transliteration {
            let key = TitleKey.of(pair.en)
            if pair.origin == .glossary, glossary[key] == nil { glossary[key] = pair.ko }
            if terms[key] == nil { terms[key] = pair.ko }
        }
        (self.glossary, self.terms) = (glossary, terms)
        longestTerm = terms.keys.map { $0.split(separator: " ").count }.max() ?? 1
    }

    static let connectives = ["and": "및", "or": "또는", "&": "및"]

    /// Where a derived Korean came from (1., 2., 3. above).
    public enum Evidence: String, Sendable {
        case translator, glossary, phrase
    }

    /// The Korean of an English title or heading, or `nil` when the evidence is not strong enough.
    public func korean(for english: String) -> String? { derivation(of: english)?.korean }

    /// The Korean of an English title or heading and the evidence it came from, or `nil`.
    public func derivation(of english: String) -> (korean: String, evidence: Evidence)? {
        if let ko = translators.korean(for: english) { return (ko, .translator) }
        if let ko = TitleKey.candidates(english).lazy.compactMap({ glossary[$0] }).first { return (ko, .glossary) }
        return composed(english).map { ($0, .phrase) }
    }

    /// The English read as a phrase (3. above).
    func composed(_ english: String) -> String? {
        let words = TitleKey.words(english)
        let isName = names.nameMask(words)
        // A name told only by its capitals (`Home Screen`, `Live Activity`) may be one Korean translates (홈 화면): beside
        // words to translate, only names told by their shape (`iOS`, `HomeKit`, `SF`) are kept as written.
        if isName.contains(false), words.indices.contains(where: { isName[$0] && !ProperNames.isNameByShape(words[$0]) }) { return nil }
        var parts: [(ko: String, translated: Bool)] = []
        var index = 0
        while index < words.count {
            if isName[index] {
                var end = index
                while end < words.count, isName[end] { end += 1 }
                parts.append((words[index..<end].joined(separator: " "), false))
                index = end
                continue
            }
            if let connective = Self.connectives[words[index].lowercased()] {
                guard !parts.isEmpty, index + 1 < words.count else { return nil }
                parts.append((connective, false))
                index += 1
                continue
            }
            guard let (ko, end) = longestTerm(words, from: index, names: isName) else { return nil }
            parts.append((ko, true))
            index = end
        }
        let translated = parts.filter(\.translated).map(\.ko)
        guard !translated.isEmpty else { return nil }
        // Each Korean word once: two English terms read the same (`Undo and redo` → `재실행 및 재실행`) is a wrong pair.
        let koreanWords = translated.flatMap { $0.split(separator: " ") }
        guard Set(koreanWords).count == koreanWords.count else { return nil }
        return parts.map(\.ko).joined(separator: " ")
    }

    /// The longest run of words from `start` (no name inside) that a term translates, and where it ends; a verb form
    /// (`-ing`, `-ed`) only as part of a longer term or alone, never word by word.
    private func longestTerm(_ words: [String], from start: Int, names: [Bool]) -> (String, Int)? {
        var end = min(words.count, start + longestTerm)
        while end > start {
            if !names[start..<end].contains(true), Self.connectives[words[end - 1].lowercased()] == nil {
                if let ko = TitleKey.candidates(words[start..<end].joined(separator: " ")).lazy.compactMap({ terms[$0] }).first {
                    let isVerbForm = end - start == 1 && words.count > 1 && Self.isVerbForm(words[start])
                    return isVerbForm ? nil : (ko, end)
                }
            }
            end -= 1
        }
        return nil
    }

    /// A gerund or participle (`Managing`, `Supported`), which Korean puts after its object.
    static func isVerbForm(_ word: String) -> Bool {
        let lower = word.lowercased()
        return (lower.hasSuffix("ing") && lower.count > 5) || (lower.hasSuffix("ed") && lower.count > 4)
    }

    /// The corpus with `derivedKo` filled wherever a title, category title or heading has no translator's Korean.
    public func apply(to corpus: Corpus) -> Corpus {
        var corpus = corpus
        apply(to: &corpus)
        return corpus
    }

    /// Fills `derivedKo` in place. The same heading recurs on many pages (`Best practices`, a platform's name), so
    /// each distinct English is derived once, in parallel; the pages are then changed where they are, not copied.
    public func apply(to corpus: inout Corpus) {
        let derived = derivations(of: Self.untranslatedTitles(corpus))
        for p in corpus.pages.indices {
            let title = corpus.pages[p].title
            corpus.pages[p].title.derivedKo = title.ko == nil ? derived[title.en] ?? nil : nil
            for b in corpus.pages[p].blocks.indices where corpus.pages[p].blocks[b].kind == .heading {
                let text = corpus.pages[p].blocks[b].text
                corpus.pages[p].blocks[b].derivedKo = text.ko == nil ? derived[text.en] ?? nil : nil
            }
        }
        for c in corpus.categories.indices where corpus.categories[c].title.ko == nil {
            corpus.categories[c].title.derivedKo = derived[corpus.categories[c].title.en] ?? nil
        }
    }

    /// Every distinct English of a page title, heading or category title with no translator's Korean, sorted.
    static func untranslatedTitles(_ corpus: Corpus) -> [String] {
        var english: Set<String> = []
        for page in corpus.pages {
            if page.title.ko == nil { english.insert(page.title.en) }
            for block in page.blocks where block.kind == .heading && block.text.ko == nil { english.insert(block.text.en) }
        }
        for category in corpus.categories where category.title.ko == nil { english.insert(category.title.en) }
        return english.sorted()
    }

    /// The Korean of each English (`nil` where the evidence is not strong enough), derived two or more at a time.
    private func derivations(of english: [String]) -> [String: String?] {
        let korean = ConcurrentMap.map(english) { self.korean(for: $0) }
        return Dictionary(uniqueKeysWithValues: zip(english, korean))
    }
}
