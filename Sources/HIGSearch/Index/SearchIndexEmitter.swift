import HIGCorpus
import HIGEmit

/// Writes `search.sqlite`, the full-text index `hig search` reads.
package struct SearchIndexEmitter: Emitter {
    package init() {}

    package func emit(_ products: BuildProducts) throws -> [OutputFile] {
        let entries = IndexEntryCollector().entries(for: products)
        return [OutputFile(path: SearchIndexSchema.fileName, contents: try SearchIndexWriter().data(for: entries, ranking: RankingTables(products)))]
    }
}
