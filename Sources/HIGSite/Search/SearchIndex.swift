import HIGCorpus
import HIGRanking
import HIGText

/// The site's search index: the page-ranking index `hig search` reads too (`HIGRanking`), the lexicon's expansions,
/// and for every page its title and block texts (for result snippets).
struct SearchIndex {
    /// What a search result shows for one block.
    struct Document {
        var anchor: String
        /// The block kind, or `rule` for a block that leads a rule.
        var kind: String
        var en: String
        var ko: String?
    }

    /// One page: its URL, title and documents, one per block of `Page.blocks` (ranking postings name blocks by that
    /// index).
    struct PageEntry {
        var url: String
        var title: LocalizedTitle
        var documents: [Document]
    }

    /// The site's content, whose pages the entries are made from (`page(_:)`), one at a time: an incremental build
    /// makes only the changed pages' entries.
    let content: SiteContent
    var ranking: RankingIndex
    var expansions: [String: [String]]

    /// The index of the site's content; `ranking` is the build's ranking index when the driver built it already.
    init(content: SiteContent, lexicon: TermLexicon, ranking: RankingIndex? = nil) {
        self.content = content
        let products = BuildProducts(corpus: content.corpus, rules: content.rules, lexicon: lexicon)
        self.ranking = ranking ?? RankingIndex(RankingPages(products))
        expansions = LexiconExpansion.table(lexicon)
    }

    /// How many pages the index holds: the corpus's.
    var pageCount: Int { content.corpus.pages.count }

    /// The entry of the corpus's page `number`.
    func page(_ number: Int) -> PageEntry {
        let page = content.corpus.pages[number]
        let anchors = content.anchors(for: page)
        let rules = content.rules(onPage: page.id)
        let documents = page.blocks.indices.map { index in
            let block = page.blocks[index]
            return Document(anchor: anchors[index], kind: rules[block.id] != nil ? "rule" : block.kind.rawValue, en: block.text.en,
                            ko: block.text.ko)
        }
        return PageEntry(url: SitePaths.page(page.id), title: page.title, documents: documents)
    }

    /// The distinct index terms of a text (`RankingTerms`).
    static func terms(_ text: String) -> Set<String> {
        var counts: [String: Int] = [:]
        _ = RankingTerms.count(text, into: &counts)
        return Set(counts.keys)
    }
}
