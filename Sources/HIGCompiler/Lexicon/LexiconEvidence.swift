import HIGCorpus
import HIGText

/// What one page gives the lexicon and derived Korean that depends on the page alone: how its English writes each
/// word (`ProperNames`), the pairs its Korean states in parentheses, the Latin names its Korean keeps, and its Korean
/// links that may name a page. Kept in the build's store (`LexiconPageCoding`), so an unchanged page is not read.
struct LexiconPageCounts: Equatable, Sendable {
    var names: ProperNames
    /// `(english, korean)` pairs stated in parentheses (`ParentheticalTerms`), in text order.
    var stated: [ParentheticalTerms.Pair]
    /// Latin names of its Korean (`LexiconText.latinNames`), in text order.
    var latinNames: [String]
    var linkNames: [TranslatorTitles.LinkName]

    init(names: ProperNames, stated: [ParentheticalTerms.Pair], latinNames: [String], linkNames: [TranslatorTitles.LinkName]) {
        (self.names, self.stated, self.latinNames, self.linkNames) = (names, stated, latinNames, linkNames)
    }

    init(_ page: Page) {
        names = ProperNames(page: page)
        let korean = page.blocks.compactMap(\.text.ko)
        stated = korean.flatMap { ParentheticalTerms.pairs(in: $0) }
        latinNames = korean.flatMap(LexiconText.latinNames)
        linkNames = TranslatorTitles.linkNames(of: page)
    }
}

/// The corpus's sums of its pages' `LexiconPageCounts`, as `PageSums` keeps them per corpus.
struct LexiconSums: PageCountSum {
    var names = ProperNames()
    /// English term → Korean → times stated in parentheses.
    var stated: [String: [String: Int]] = [:]
    /// Latin name (lowercased) → the blocks' mentions of it in Korean text.
    var latinNames: [String: Int] = [:]
    /// Korean link names → how many there are.
    var linkNames: [TranslatorTitles.LinkName: Int] = [:]

    init() {}

    init(names: ProperNames, stated: [String: [String: Int]], latinNames: [String: Int], linkNames: [TranslatorTitles.LinkName: Int]) {
        (self.names, self.stated, self.latinNames, self.linkNames) = (names, stated, latinNames, linkNames)
    }

    /// One page's counts.
    init(_ page: LexiconPageCounts) {
        names = page.names
        for pair in page.stated { stated[pair.en, default: [:]][pair.ko, default: 0] += 1 }
        for name in page.latinNames { latinNames[name, default: 0] += 1 }
        for link in page.linkNames { linkNames[link, default: 0] += 1 }
    }

    mutating func add(_ other: LexiconSums, times: Int) {
        names.add(other.names, times: times)
        CountSum.add(other.stated, times: times, to: &stated)
        CountSum.add(other.latinNames, times: times, to: &latinNames)
        CountSum.add(other.linkNames, times: times, to: &linkNames)
    }
}

/// The corpus's sums of its pages' `LexiconPageCounts`, each page's taken from the store when an earlier build kept
/// it, or the last build's sums updated by the pages that changed (`PageSums`): the same in any page order, so the
/// same as counting the whole corpus afresh.
struct LexiconEvidence: Equatable, Sendable {
    var names = ProperNames()
    var translators: TranslatorTitles
    /// English term → Korean → times stated in parentheses.
    var stated: [String: [String: Int]] = [:]
    /// Latin name (lowercased) → the blocks' mentions of it in Korean text.
    var latinNames: [String: Int] = [:]

    init(_ corpus: Corpus, cache: ReadCache? = nil) {
        let pages = corpus.pages
        let sums = PageSums<LexiconPageCoding, LexiconSumsCoding, LexiconSums>(cache: cache, context: "", asSum: LexiconSums.init).sum(
            count: pages.count, key: { $0.lexiconPageKey(pages[$1]) }, make: { LexiconPageCounts(pages[$0]) })
        (names, stated, latinNames) = (sums.names, sums.stated, sums.latinNames)
        translators = TranslatorTitles(corpus, linkNames: sums.linkNames)
    }
}
