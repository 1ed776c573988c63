import Foundation
import HIGCorpus
import HIGText

/// Fills `derivedKo` of page titles, category titles and headings that no translator translated, from the lexicon:
/// the whole English if the lexicon (or glossary) has it, else word by word when every content word has a Korean
/// (`App icons` → `앱 아이콘`); `and`/`or` become `및`/`또는`, and any other function word leaves the text underived,
/// since Korean orders such phrases differently.
public struct KoreanDerivation: Sendable {
    public var lexicon: TermLexicon
    private let best: [String: String]
    private let byStem: [String: String]

    public init(lexicon: TermLexicon) {
        self.lexicon = lexicon
        best = lexicon.bestKorean
        var byStem: [String: String] = [:]
        for (en, ko) in best.sorted(by: { $0.key < $1.key }) where !en.contains(" ") {
            if let stem = LexiconText.englishWords(en).first?.stem, byStem[stem] == nil { byStem[stem] = ko }
        }
        self.byStem = byStem
    }

    static let connectives = ["and": "및", "or": "또는", "&": "및"]

    /// The Korean of an English title or heading, or `nil` when some word has none.
    public func korean(for english: String) -> String? {
        let whole = english.lowercased().trimmingCharacters(in: .whitespaces)
        if let ko = best[whole] { return ko }
        var words: [String] = []
        for raw in english.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "/" }) {
            let original = raw.trimmingCharacters(in: .punctuationCharacters)
            // Names stay as written: Korean text writes iOS, SwiftUI, HomeKit in Latin too.
            if PlatformName.canonical(original) != nil || original.dropFirst().contains(where: \.isUppercase) {
                words.append(original)
                continue
            }
            let word = original.lowercased()
            if word.isEmpty { continue }
            if let connective = Self.connectives[word] { words.append(connective); continue }
            if let ko = best[word] { words.append(ko); continue }
            guard let stem = LexiconText.englishWords(word).first?.stem, let ko = byStem[stem] else { return nil }
            words.append(ko)
        }
        guard !words.isEmpty, words.first != "및", words.last != "및" else { return nil }
        let korean = words.joined(separator: " ")
        return Script.containsHangul(korean) ? korean : nil
    }

    /// The corpus with `derivedKo` filled wherever a title, category title or heading has no translator's Korean.
    public func apply(to corpus: Corpus) -> Corpus {
        var corpus = corpus
        for p in corpus.pages.indices {
            let title = corpus.pages[p].title
            corpus.pages[p].title.derivedKo = title.ko == nil ? korean(for: title.en) : nil
            for b in corpus.pages[p].blocks.indices where corpus.pages[p].blocks[b].kind == .heading {
                let block = corpus.pages[p].blocks[b]
                corpus.pages[p].blocks[b].derivedKo = block.text.ko == nil ? korean(for: block.text.en) : nil
            }
        }
        for c in corpus.categories.indices where corpus.categories[c].title.ko == nil {
            corpus.categories[c].title.derivedKo = korean(for: corpus.categories[c].title.en)
        }
        return corpus
    }
}
