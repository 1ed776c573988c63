import HIGCorpus
import HIGSearch
import HIGText

/// The terminal form of a search result: for each hit its page and heading, its rule, both languages
/// with matches highlighted (long text cut around the first match) and `source path:line`.
struct SearchTextReport {
    var request: SearchRequest
    var result: SearchResult
    var style: HighlightStyle

    /// Longest excerpt shown, in characters; Korean says the same in about half the characters.
    static let englishExcerpt = 240
    static let koreanExcerpt = 140

    /// Text from sources and the query goes through `Escape.terminal`; only the style's own codes reach the terminal raw.
    var text: String {
        let clean = Escape.terminal
        let query = clean(request.query)
        guard !result.hits.isEmpty else { return "No hits for “\(query)”.\n" }
        var lines: [String] = []
        switch result.match {
        case .all: break
        case .allButOne:
            lines.append(style.dim("No block has every word of “\(query)”; showing blocks with all but one."))
            lines.append("")
        case .any:
            lines.append(style.dim("No block has every word of “\(query)”; showing blocks with any of them."))
            lines.append("")
        }
        for (number, hit) in result.hits.enumerated() {
            var header = "\(number + 1). " + style.strong(clean(hit.page))
            if !hit.section.isEmpty { header += " › " + clean(hit.section.joined(separator: " › ")) }
            lines.append(header)
            if let rule = hit.rule { lines.append("   rule " + clean(rule)) }
            lines.append("   en  " + style.render(clean(Excerpt.around(firstMatchIn: hit.highlighted.en, maxCharacters: Self.englishExcerpt))))
            if let ko = hit.highlighted.ko {
                lines.append("   ko  " + style.render(clean(Excerpt.around(firstMatchIn: ko, maxCharacters: Self.koreanExcerpt))))
            }
            lines.append("   " + style.dim(clean("\(hit.source.path):\(hit.source.line)")))
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}

/// Cuts long highlighted text to a window around its first match, on word boundaries.
enum Excerpt {
    static func around(firstMatchIn text: String, maxCharacters: Int) -> String {
        let characters = Array(text)
        guard characters.count > maxCharacters else { return text }
        let firstMatch = characters.firstIndex(of: SearchHit.highlightStart) ?? 0
        var start = max(0, min(firstMatch - maxCharacters / 4, characters.count - maxCharacters))
        var end = min(characters.count, start + maxCharacters)
        // Move the cuts to spaces so no word is split (Korean words are space-separated too).
        if start > 0, let space = characters[start..<firstMatch].firstIndex(of: " ") { start = space + 1 }
        if end < characters.count, let space = characters[start..<end].lastIndex(of: " "), space > firstMatch { end = space }
        var excerpt = String(characters[start..<end])
        // A cut inside a match must not leave a highlight open.
        let opened = excerpt.filter { $0 == SearchHit.highlightStart }.count
        let closed = excerpt.filter { $0 == SearchHit.highlightEnd }.count
        if opened > closed { excerpt.append(SearchHit.highlightEnd) }
        if closed > opened { excerpt.insert(SearchHit.highlightStart, at: excerpt.startIndex) }
        return (start > 0 ? "…" : "") + excerpt + (end < characters.count ? "…" : "")
    }
}
