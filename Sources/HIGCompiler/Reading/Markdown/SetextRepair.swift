import HIGText

/// Setext underlines that exports pulled away from their heading: the translator's tool put a blank line (and
/// sometimes the Korean quote) between `Best practices` and its `-----`, so Markdown reads a paragraph and a
/// thematic break, or a paragraph and a paragraph of `=====` (or folds the `=====` into the quote above).
///
/// An underline separated from a short one-line text above it only by blank lines and quote lines makes that line a
/// heading and becomes a blank line itself: a `=====` (never a thematic break) under any heading-like line (`#`), a
/// `-----` under a section link, the exports' way of writing a heading (`[Resources](…#Resources)`, `##`); a `=====`
/// with no heading-like line above is blanked too, so it is never text. A `-----` under prose stays a thematic
/// break, and an underline under another underline is blanked. Line numbers never change (only the heading line
/// gains its `#` prefix), so the Korean keeps its lines.
enum SetextRepair {
    static func repair(_ text: String) -> String {
        guard text.containsLiteral("\n=") || text.containsLiteral("\n-") || text.containsLiteral("\n ") else { return text }
        var lines = Lines.split(text).map(String.init)
        var changed = false
        for index in lines.indices {
            guard let level = underlineLevel(lines[index]), index > 0 else { continue }
            let above = lines[index - 1]
            // A second underline under the first would be a heading or a paragraph made of `=`.
            if underlineLevel(above) != nil {
                lines[index] = ""
                changed = true
                continue
            }
            // Directly under text, Markdown itself makes the heading.
            if !isBlank(above) && !isQuote(above) { continue }
            var candidate = index - 1
            while candidate >= 0 && (isBlank(lines[candidate]) || isQuote(lines[candidate])) { candidate -= 1 }
            if candidate >= 0, isHeadingLike(lines[candidate]), level == 1 || isSectionLink(lines[candidate]),
               candidate == 0 || isBlank(lines[candidate - 1]) {
                lines[candidate] = String(repeating: "#", count: level) + " " + lines[candidate].trimmed
                lines[index] = ""
                changed = true
            } else if level == 1 {
                lines[index] = ""
                changed = true
            }
        }
        return changed ? lines.joined(separator: "\n") : text
    }

    /// 1 for a run of `=`, 2 for a run of `-` (three or more, up to three spaces before); `nil` otherwise.
    static func underlineLevel(_ line: String) -> Int? {
        let leading = line.prefix { $0 == " " }.count
        guard leading <= 3 else { return nil }
        let body = line.trimmed
        guard body.count >= 3, let first = body.first, first == "=" || first == "-", body.allSatisfy({ $0 == first }) else { return nil }
        return first == "=" ? 1 : 2
    }

    /// One line that reads as a heading: not a sentence, not another block's marker.
    static func isHeadingLike(_ line: String) -> Bool {
        let text = line.trimmed
        guard !text.isEmpty, text.count <= 120, underlineLevel(line) == nil else { return false }
        if let first = text.first, "#>|!*+-`<".contains(first) || first.isNumber { return false }
        return !ProseShape.isSentence(text) && !ProseShape.endsSentence(text)
    }

    /// `[Best practices](/design/…/sheets#Best-practices)`: the way exports write a section heading, a link to its own
    /// anchor. A `-----` under anything else may be a real thematic break (`Target width` / `---` / `26.67 pt`).
    static func isSectionLink(_ line: String) -> Bool {
        let text = line.trimmed
        guard text.hasPrefix("["), text.hasSuffix(")"), let close = text.range(of: "]("),
              let hash = text[close.upperBound...].lastIndex(of: "#") else { return false }
        return !text[text.index(after: hash)...].dropLast().isEmpty
    }

    private static func isBlank(_ line: String) -> Bool { line.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" } }
    private static func isQuote(_ line: String) -> Bool { line.trimmed.hasPrefix(">") }
}
