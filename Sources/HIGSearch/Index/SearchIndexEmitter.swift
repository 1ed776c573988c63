import HIGCorpus
import HIGEmit
import HIGRanking

/// Writes `search.sqlite`, the full-text index `hig search` reads.
package struct SearchIndexEmitter: Emitter {
    /// The build's ranking index when the driver built it once for every emitter; else built here.
    package var ranking: RankingIndex?
    /// The last build's `search.sqlite`, when the driver knows it to be as that build left it: a copy of it is patched
    /// (`SearchIndexPatcher`) instead of writing every row again; `nil` writes the file clean.
    package var previous: String?

    package init(ranking: RankingIndex? = nil, previous: String? = nil) {
        self.ranking = ranking
        self.previous = previous
    }

    package func emit(_ products: BuildProducts) throws -> [OutputFile] {
        let collector = OutputCollector()
        try emit(products, into: collector)
        return collector.files
    }

    /// Writes the database straight into its place in the output (`OutputSink.addWritten`).
    package func emit(_ products: BuildProducts, into sink: any OutputSink) throws {
        let pages = IndexEntryCollector().pages(for: products)
        let tables = RankingTables(products, index: ranking)
        try sink.addWritten(SearchIndexSchema.fileName) { url in
            _ = try SearchIndexWriter().write(pages, ranking: tables, to: url.path, patching: previous)
        }
    }
}
