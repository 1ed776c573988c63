import ArgumentParser
import Foundation
import HIGCompiler
import HIGCorpus

/// `hig-bench korean SOURCE… --held-out-human CASES`: the Korean hig shows for titles and headings a human translator
/// titled, built without that translator's files (leave their repository out of SOURCE…: a reader without the human
/// translation has only the other sources). CASES is `bench/results/issue-27/held-out-human-cases.tsv`
/// (`bench/held-out-human-cases.py`: kind, English, page slug, the human's Korean, where the human wrote it). For each
/// case, the page of that slug in the build: its title or heading's Korean as the sources give it (`source`), else its
/// derived Korean and the evidence `KoreanDerivation` names; a case with no such page in the build is derived as a
/// bare English title would be. One JSON line per case; judged by reading, not here.
struct KoreanHeldOutHuman {
    var sources: [String]
    var casesFile: String

    struct Case {
        var kind, english, page, human: String
    }

    func run() throws {
        let cases = try Self.cases(String(contentsOfFile: casesFile, encoding: .utf8))
        let products = Pipeline().run(sources).products
        let derivation = KoreanDerivation(lexicon: products.lexicon, corpus: products.corpus)
        for item in cases {
            let found = Self.text(of: item, in: products.corpus)
            let derived = derivation.derivation(of: item.english)
            let (shown, evidence): (String?, String) = if let ko = found?.ko {
                (ko, "source")
            } else {
                (found.map { $0.derivedKo } ?? derived?.korean, derived?.evidence.rawValue ?? "")
            }
            print(KoreanEvaluationDump.json([
                "kind": item.kind, "en": item.english, "page": item.page, "human": item.human,
                "inBuild": found == nil ? "no" : "yes", "shown": shown ?? "", "evidence": shown == nil ? "" : evidence,
            ]))
        }
    }

    /// The case's title or heading in the build: the first page whose slug is the case's page.
    static func text(of item: Case, in corpus: Corpus) -> (ko: String?, derivedKo: String?)? {
        let key = TitleKey.of(item.english)
        for page in corpus.pages where KoreanEvaluationDump.slug(page.id) == item.page {
            if item.kind == "title", TitleKey.of(page.title.en) == key { return (page.title.ko, page.title.derivedKo) }
            if let block = page.blocks.first(where: { $0.kind == .heading && TitleKey.of($0.text.en) == key }) {
                return (block.text.ko, block.derivedKo)
            }
        }
        return nil
    }

    /// The rows of the cases file; `#` lines are comments.
    static func cases(_ text: String) throws -> [Case] {
        try text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 4 else { throw ValidationError("a case needs kind, English, page and Korean: \(line)") }
            return Case(kind: fields[0], english: fields[1], page: fields[2], human: fields[3])
        }
    }
}
