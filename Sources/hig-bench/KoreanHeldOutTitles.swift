import Foundation
import HIGCompiler
import HIGCorpus
import HIGText

/// `hig-bench korean SOURCE… --held-out-titles`: derived Korean of titles nobody has judged. The sources' English
/// links name guideline pages and their sections beyond the corpus (`see <a href=…/patterns/modality>Modality</a>`,
/// `…/charts#enhancing-the-accessibility-of-a-chart`): each link text that is its target's name (its words are the
/// target's slug or fragment) is the title or heading of a page a user of the whole repository would see, and no
/// derivation of it was ever judged: an item whose key (`TitleKey`) is a title, category title or heading of the
/// corpus is left out (those were the split's tuning and measure items). The lexicon and the translators' titles are
/// learned from the tuning side of issue 27's split only (its pages and categories; README `한국어(English)` links
/// except those to an item's page, whose Korean is the item's reference), then each item is derived. One JSON line
/// per item: the English, its target and the target's side, a translator's Korean where a README link gives one, the
/// derived Korean and its evidence.
struct KoreanHeldOutTitles {
    var sources: [String]

    struct Case {
        var kind: String
        var target: String
        var translator: Set<String> = []
    }

    func run() {
        let corpus = Pipeline().run(sources).products.corpus
        let cases = Self.cases(corpus)
        let training = Self.tuningSide(of: corpus, withoutLinksTo: Set(cases.values.map { Self.target($0.target).page }))
        let derivation = KoreanDerivation(lexicon: LexiconLearner().learn(training), corpus: training)
        for (en, item) in cases.sorted(by: { $0.key < $1.key }) {
            let derived = derivation.derivation(of: en)
            print(KoreanEvaluationDump.json([
                "kind": item.kind, "en": en, "target": item.target, "side": Self.isMeasure(slug: Self.target(item.target).page) ? "measure" : "tuning", "translator": item.translator.sorted().joined(separator: " | "),
                "derived": derived?.korean ?? "", "evidence": derived?.evidence.rawValue ?? "",
            ]))
        }
    }

    static func isMeasure(slug: String) -> Bool { KoreanEvaluationDump.isMeasure(slug) }

    /// The corpus a build of the tuning side alone would learn from, without README links to `held` pages.
    static func tuningSide(of corpus: Corpus, withoutLinksTo held: Set<String>) -> Corpus {
        var training = corpus
        training.pages = corpus.pages.filter { !isMeasure(slug: KoreanEvaluationDump.slug($0.id)) }
        training.categories = corpus.categories.filter { !isMeasure(slug: KoreanEvaluationDump.slug($0.id)) }
        for s in training.skipped.indices {
            training.skipped[s].titleLinks.removeAll { isMeasure(slug: target($0.target).page) || held.contains(target($0.target).page) }
        }
        return training
    }

    /// `../patterns/modality#best-practices` → (modality, best-practices); `./foundations/color.md` → (color, nil).
    static func target(_ href: String) -> (page: String, fragment: String?) {
        let parts = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        var page = String(parts[0].split(separator: "/").last ?? "")
        if page.hasSuffix(".md") { page.removeLast(3) }
        return (page.lowercased(), parts.count > 1 ? String(parts[1]).lowercased() : nil)
    }

    /// A guideline page's link: relative, or to Apple's guidelines site (not developer documentation).
    static func isGuidelineLink(_ href: String) -> Bool {
        href.hasPrefix("../") || href.hasPrefix("./") || href.contains("/design/human-interface-guidelines/")
    }

    /// `Enhancing the accessibility of a chart` → `enhancing-the-accessibility-of-a-chart`.
    static func slugOf(_ text: String) -> String {
        text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: "-")
    }

    /// The items, by English.
    static func cases(_ corpus: Corpus) -> [String: Case] {
        var known = Set(corpus.categories.map { TitleKey.of($0.title.en) })
        for page in corpus.pages {
            known.insert(TitleKey.of(page.title.en))
            for block in page.blocks where block.kind == .heading { known.insert(TitleKey.of(block.text.en)) }
        }
        var cases: [String: Case] = [:]
        func note(_ en: String, href: String, translator: String?) {
            let (page, fragment) = target(href)
            guard !known.contains(TitleKey.of(en)), slugOf(en) == (fragment ?? page) else { return }
            cases[en, default: Case(kind: fragment == nil ? "title" : "heading", target: page + (fragment.map { "#" + $0 } ?? ""))]
                .translator.formUnion(translator.map { [$0] } ?? [])
        }
        for page in corpus.pages {
            for block in page.blocks {
                let html = block.html.en
                guard html.contains("<a href=") else { continue }
                for (href, text) in anchors(in: html) where isGuidelineLink(href) { note(text, href: href, translator: nil) }
            }
        }
        for link in corpus.skipped.flatMap(\.titleLinks) { note(link.en, href: link.target, translator: link.ko) }
        return cases
    }

    /// `(href, text)` of each `<a href="…">text</a>` of escaped inline HTML, tags inside the text dropped.
    static func anchors(in html: String) -> [(String, String)] {
        let pattern = try! NSRegularExpression(pattern: "<a href=\"([^\"]*)\"[^>]*>(.*?)</a>")
        return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map { match in
            let href = String(html[Range(match.range(at: 1), in: html)!])
            let text = String(html[Range(match.range(at: 2), in: html)!]).replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
            return (Escape.unescapeHTML(href), Escape.unescapeHTML(text).trimmingCharacters(in: .whitespaces))
        }
    }
}
