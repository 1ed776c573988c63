import HIGCorpus
import HIGEmit
import HIGSearch

/// The `--json` form of a search result, keys sorted:
/// `{"hits": [{"block", "page", "rule", "score", "section", "source", "text": {"en", "ko"}}], "match", "query"}`.
enum SearchJSONReport {
    static func encode(query: String, result: SearchResult) -> [UInt8] {
        var json = JSONWriter(capacity: 4096)
        json.beginObject()
        json.key("hits")
        json.beginArray()
        for hit in result.hits { write(hit, into: &json) }
        json.endArray()
        json.field("match", result.match.rawValue)
        json.field("query", query)
        json.endObject()
        return json.finish()
    }

    /// One hit: `{"block", "page", "rule", "score", "section", "source", "text"}`.
    static func write(_ hit: SearchHit, into json: inout JSONWriter) {
        json.beginObject()
        json.field("block", hit.block)
        json.field("page", hit.page)
        json.field("rule", hit.rule)
        json.field("score", (hit.score * 10_000).rounded() / 10_000)
        json.field("section", hit.section)
        json.field("source", hit.source)
        json.field("text", hit.text)
        json.endObject()
    }
}
