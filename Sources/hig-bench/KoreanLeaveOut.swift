import Foundation
import HIGCompiler
import HIGCorpus
import HIGText

/// `hig-bench korean SOURCE… --leave-out FOLDS`: derived Korean of the titles and headings translators did title,
/// each derived with every translator's Korean for that English taken out of the build. The distinct English titles
/// and headings with a translator's Korean (by `TitleKey`) are cut into FOLDS parts by the first byte of their key's
/// SHA-256; for each part, the corpus loses those keys' Korean titles and headings (pages, headings, categories, a
/// README's `한국어(English)` links), the lexicon is learned again from it, and each key of the part is derived as a
/// build would show it. What a derivation with the translators' Korean removed says is what hig shows a reader of a
/// page whose translator left its title in English. One JSON line per key: the translator's Korean, the derived Korean
/// and its evidence; equal Korean (spaces aside) is counted right here, the rest is judged by reading.
struct KoreanLeaveOut {
    var sources: [String]
    var folds: Int

    func run() {
        let corpus = Pipeline().run(sources).products.corpus
        let translated = Self.translatedTitles(corpus)
        for fold in 0..<folds {
            let keys = Set(translated.keys.filter { Self.fold(of: $0, in: folds) == fold })
            let without = Self.removing(keys, from: corpus)
            let derivation = KoreanDerivation(lexicon: LexiconLearner().learn(without), corpus: without)
            for key in keys.sorted() {
                let (english, translator) = translated[key]!
                let derived = derivation.derivation(of: english)
                let same = derived.map { Self.spaceless($0.korean) == Self.spaceless(translator) }
                print(KoreanEvaluationDump.json([
                    "fold": String(fold), "en": english, "translator": translator, "derived": derived?.korean ?? "",
                    "evidence": derived?.evidence.rawValue ?? "",
                    "verdict": same == nil ? "english-kept" : same! ? "right" : "read",
                ]))
            }
        }
    }

    /// `TitleKey` → (the English as first written, the Korean a translator gave it most often).
    static func translatedTitles(_ corpus: Corpus) -> [String: (String, String)] {
        var votes: [String: (english: String, korean: [String: Int])] = [:]
        func vote(_ english: String, _ ko: String?) {
            guard let ko = ko?.trimmingCharacters(in: .whitespaces), Script.containsHangul(ko) else { return }
            let key = TitleKey.of(english)
            guard !key.isEmpty else { return }
            votes[key, default: (english, [:])].korean[ko, default: 0] += 1
        }
        for page in corpus.pages {
            vote(page.title.en, page.title.ko)
            for block in page.blocks where block.kind == .heading { vote(block.text.en, block.text.ko) }
        }
        for category in corpus.categories { vote(category.title.en, category.title.ko) }
        for link in corpus.skipped.flatMap(\.titleLinks) { vote(link.en, link.ko) }
        return votes.mapValues { entry in
            (entry.english, entry.korean.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }!.key)
        }
    }

    /// The corpus without any translator's Korean for the keys.
    static func removing(_ keys: Set<String>, from corpus: Corpus) -> Corpus {
        var corpus = corpus
        let held = { (english: String) in keys.contains(TitleKey.of(english)) }
        for p in corpus.pages.indices {
            if held(corpus.pages[p].title.en) { corpus.pages[p].title.ko = nil }
            for b in corpus.pages[p].blocks.indices where corpus.pages[p].blocks[b].kind == .heading && held(corpus.pages[p].blocks[b].text.en) {
                corpus.pages[p].blocks[b].text.ko = nil
                corpus.pages[p].blocks[b].html.ko = nil
            }
        }
        for c in corpus.categories.indices where held(corpus.categories[c].title.en) { corpus.categories[c].title.ko = nil }
        for s in corpus.skipped.indices { corpus.skipped[s].titleLinks.removeAll { held($0.en) } }
        return corpus
    }

    static func fold(of key: String, in folds: Int) -> Int { Int(Hashing.sha256Hex(Array(key.utf8)).prefix(2), radix: 16)! % folds }

    static func spaceless(_ text: String) -> String { text.filter { !$0.isWhitespace } }
}
