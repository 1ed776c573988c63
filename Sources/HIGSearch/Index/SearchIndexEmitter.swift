import HIGCorpus
import HIGEmit
import HIGRanking

/// Writes `search.sqlite`, the full-text index `hig search` reads.
package struct SearchIndexEmitter: Emitter {
    /// The build's ranking index when the driver built it once for every emitter; else built here.
    package var ranking: RankingIndex?

    package init(ranking: RankingIndex? = nil) {
        self.ranking = ranking
    }

    package func emit(_ products: BuildProducts) throws -> [OutputFile] {
        let entries = IndexEntryCollector().entries(for: products)
        let tables = RankingTables(products, index: ranking)
        return [OutputFile(path: SearchIndexSchema.fileName, contents: try SearchIndexWriter().data(for: entries, ranking: tables))]
    }
}
