import HIGCorpus
import HIGEmit
import HIGRanking
import HIGSearch
import HIGText

/// The terminal form of a page search: each page with its title and best blocks; with `--explain`, how the query was
/// read and what each field gave each page.
struct PageSearchTextReport {
    var request: SearchRequest
    var result: PageSearchResult
    var style: HighlightStyle
    var explain: Bool

    var text: String {
        let clean = Escape.terminal
        var lines: [String] = []
        if explain {
            lines.append(style.dim("query “\(clean(request.query))”:"))
            for group in result.plan.groups {
                let alternatives = group.alternatives.map { alternative in
                    "\(clean(alternative.text)) [\(alternative.via) ×\(Self.format(alternative.weight)): \(clean(alternative.terms.joined(separator: " ")))]"
                }
                lines.append(style.dim("  \(clean(group.label)) → " + alternatives.joined(separator: " | ")))
            }
            lines.append("")
        }
        guard !result.pages.isEmpty else { return lines.joined(separator: "\n") + "No pages for “\(clean(request.query))”.\n" }
        for (number, page) in result.pages.enumerated() {
            var header = "\(number + 1). " + style.strong(clean(page.page)) + "  " + clean(page.title.en)
            if let ko = page.title.ko { header += " · " + clean(ko) }
            lines.append(header)
            if explain { lines += explanation(page).map { "   " + style.dim($0) } }
            for hit in page.blocks {
                var where_ = "   ›"
                if !hit.section.isEmpty { where_ += " " + clean(hit.section.joined(separator: " › ")) }
                if let rule = hit.rule { where_ += "  rule " + clean(rule) }
                lines.append(where_)
                lines.append("     en  " + style.render(clean(Excerpt.around(firstMatchIn: hit.highlighted.en, maxCharacters: SearchTextReport.englishExcerpt))))
                if let ko = hit.highlighted.ko {
                    lines.append("     ko  " + style.render(clean(Excerpt.around(firstMatchIn: ko, maxCharacters: SearchTextReport.koreanExcerpt))))
                }
                lines.append("     " + style.dim(clean("\(hit.source.path):\(hit.source.line)")))
            }
            lines.append("")
        }
        if result.total > result.pages.count { lines.append(style.dim("\(result.total) pages matched; showing \(result.pages.count).")) }
        return lines.joined(separator: "\n") + (lines.last == "" ? "" : "\n")
    }

    /// `score 12.3 = title 8.1 + body 1.2 … + blocks 1.5 + coverage 4` (`+ adjacency 20` for a passage of three Korean words
    /// or more, `+ exact title 100` when the page's title is the query), then one line per group.
    func explanation(_ page: PageHit) -> [String] {
        var lines: [String] = []
        var totals = Array(repeating: 0.0, count: RankingField.allCases.count)
        for (g, groupScore) in page.explanation.groups.enumerated() {
            let group = result.plan.groups[g]
            guard let groupScore else {
                lines.append("  \(group.label): no match")
                continue
            }
            let alternative = group.alternatives[groupScore.alternative]
            let fields = RankingField.allCases.filter { groupScore.fields[$0.rawValue] > 0 }
                .map { "\($0.name) \(Self.format(groupScore.fields[$0.rawValue]))" }
            lines.append("  \(group.label) via \(alternative.text) [\(alternative.via)]: " + fields.joined(separator: ", "))
            for field in RankingField.allCases { totals[field.rawValue] += groupScore.fields[field.rawValue] }
        }
        let parts = RankingField.allCases.filter { totals[$0.rawValue] > 0 }.map { "\($0.name) \(Self.format(totals[$0.rawValue]))" }
            + ["title bonus \(Self.format(page.explanation.title))", "blocks \(Self.format(page.explanation.blockEvidence))",
               "coverage \(Self.format(page.explanation.coverage))"]
            + (result.plan.junctions.isEmpty ? [] : ["adjacency \(Self.format(page.explanation.adjacency))"])
            + (page.explanation.exactTitle > 0 ? ["exact title \(Self.format(page.explanation.exactTitle))"] : [])
        return ["score \(Self.format(page.score)) = " + parts.joined(separator: " + ")] + lines
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

/// The `--json` form of a page search, keys sorted:
/// `{"pages": [{"blocks": [hit…], "page", "score", "title": {"en", "ko"}}], "query", "total"}`.
package enum PageSearchJSONReport {
    package static func encode(query: String, result: PageSearchResult) -> [UInt8] {
        var json = JSONWriter(capacity: 4096)
        json.beginObject()
        json.key("pages")
        json.beginArray()
        for page in result.pages {
            json.beginObject()
            json.key("blocks")
            json.beginArray()
            for hit in page.blocks { SearchJSONReport.write(hit, into: &json) }
            json.endArray()
            json.field("page", page.page)
            json.field("score", (page.score * 10_000).rounded() / 10_000)
            json.field("title", page.title)
            json.endObject()
        }
        json.endArray()
        json.field("query", query)
        json.field("total", result.total)
        json.endObject()
        return json.finish()
    }
}
