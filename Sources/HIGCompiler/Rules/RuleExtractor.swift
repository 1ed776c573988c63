import HIGCorpus
import HIGText

/// The extract-rules pass: finds each guideline's rule in the compiled corpus.
///
/// Per block: `RuleLeadFinder` picks the English rule sentence, `KoreanLeadFinder` its Korean,
/// `PagePlatformContext` its platforms, `ImperativeLead` its kind; `RuleIDMinter` names the rules of each page.
public struct RuleExtractor: Sendable {
    /// Rules of earlier builds: a page whose every field is unchanged gets its rules back instead of extracted again.
    public var cache: ReadCache?

    public init(cache: ReadCache? = nil) {
        self.cache = cache
    }

    /// Rules in page order, then block order. Pages are independent, so they are worked on in parallel. A rule whose
    /// Korean dropped the rule sentence has `translation: missing`; `hig check` reports it (`hig.qa.dropped-lead`).
    public func extract(from corpus: Corpus) -> [Rule] {
        ConcurrentMap.map(corpus.pages) { page in
            cache.result(RuleCoding.self, key: { $0.pageKey(page, RuleCoding.self) }) { extract(from: page) }
        }.flatMap { $0 }
    }

    /// The rules of one page, in block order.
    func extract(from page: Page) -> [Rule] {
        // The canonical copy gives a merged page its structure; only a page built from headingless text has no bold leads.
        let canonical = page.sources.first { $0.relation == "canonical" } ?? page.sources.first
        let headingless = canonical?.format == .interleavedText
        var context = PagePlatformContext(page: page)
        let koreanFinder = KoreanLeadFinder()
        var rules: [Rule] = []
        for block in page.blocks {
            let candidate = RuleLeadFinder.candidate(in: block, headingless: headingless)
            context.observe(block, isRule: candidate != nil)
            guard let candidate else { continue }
            let korean = koreanFinder.find(englishSentences: candidate.sentences, korean: block.text.ko)
            rules.append(Rule(
                id: "", page: page.id, pageTitle: page.title, block: block.id, section: block.section,
                platforms: context.platforms(for: block, reading: candidate.reading),
                kind: candidate.reading?.kind ?? ImperativeLead.kind(of: candidate.english),
                text: BilingualText(en: candidate.english, ko: korean.lead),
                rationale: BilingualText(en: candidate.rest, ko: korean.rationale),
                translation: korean.translation, links: block.links, source: block.source,
                translationSource: block.translationSource, detection: candidate.detection, confidence: candidate.confidence))
        }
        let ids = RuleIDMinter().ids(page: page.id, rules: rules.map(\.text.en))
        for index in rules.indices { rules[index].id = ids[index] }
        return rules
    }
}
