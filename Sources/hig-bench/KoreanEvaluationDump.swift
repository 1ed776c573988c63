import Foundation
import HIGCompiler
import HIGCorpus
import HIGRanking
import HIGText

/// `hig-bench korean SOURCE… --side tuning|measure`: the derived Korean of titles, category titles and headings, and
/// the lexicon's pairs, of one side of issue 27's split (Tests/HIGSearchTests/Fixtures/korean-split.json: a page by the
/// parity of the first byte of its slug's SHA-256, a pair by its English term's), as JSON lines to judge by reading.
/// Items are distinct by English; an item counts for a side when every page holding it is on that side (a heading
/// several pages share across the split belongs to neither).
struct KoreanEvaluationDump {
    var sources: [String]
    var measure: Bool

    func run() {
        let products = Pipeline().run(sources).products
        var sides: [String: Set<Bool>] = [:], korean: [String: (ko: String?, kind: String)] = [:]
        for page in products.corpus.pages {
            let side = Self.isMeasure(Self.slug(page.id))
            func note(_ en: String, _ ko: String?, _ derived: String?, _ kind: String) {
                guard ko == nil else { return }
                sides[en, default: []].insert(side)
                if korean[en]?.ko == nil { korean[en] = (derived, kind) }
            }
            note(page.title.en, page.title.ko, page.title.derivedKo, "title")
            for block in page.blocks where block.kind == .heading { note(block.text.en, block.text.ko, block.derivedKo, "heading") }
        }
        for category in products.corpus.categories where category.title.ko == nil {
            sides[category.title.en, default: []].insert(Self.isMeasure(Self.slug(category.id)))
            korean[category.title.en] = (category.title.derivedKo, "category")
        }
        for en in sides.keys.sorted() where sides[en] == [measure] {
            print(Self.json(["item": "title", "kind": korean[en]!.kind, "en": en, "ko": korean[en]!.ko ?? ""]))
        }
        for pair in products.lexicon.pairs where Self.isMeasure(pair.en.lowercased()) == measure {
            print(Self.json(["item": "pair", "origin": pair.origin.rawValue, "en": pair.en, "ko": pair.ko,
                             "count": String(pair.count), "score": String(pair.score)]))
        }
    }

    /// `components/presentation/sheets-2` → `sheets`.
    static func slug(_ id: String) -> String {
        String(EvaluationQueries.basePage(id).split(separator: "/").last ?? "")
    }

    /// The split's rule: the first byte of the text's SHA-256 is odd.
    static func isMeasure(_ text: String) -> Bool {
        let hex = Hashing.sha256Hex(Array(text.utf8))
        return Int(hex.prefix(2), radix: 16)! % 2 == 1
    }

    static func json(_ fields: [String: String]) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys, .withoutEscapingSlashes]), as: UTF8.self)
    }
}
