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
        repair(text, lines: Lines.split(text))
    }

    /// `repair(text)` for a caller that has split the text already (`Lines.split`).
    static func repair(_ text: String, lines split: [Substring]) -> String {
        repaired(text, lines: split) ?? text
    }

    /// `repair(text, lines:)`, or `nil` when it leaves the text as it is (a caller need not compare the texts).
    static func repaired(_ text: String, lines split: [Substring]) -> String? {
        guard text.containsLiteral("\n=") || text.containsLiteral("\n-") || text.containsLiteral("\n ") else { return nil }
        // Only an underline below the first line changes anything, and most pages have none: look before copying.
        guard split.indices.dropFirst().contains(where: { underlineLevel(split[$0]) != nil }) else { return nil }
        var lines = split.map(String.init)
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
        return changed ? lines.joined(separator: "\n") : nil
    }

    /// 1 for a run of `=`, 2 for a run of `-` (three or more, up to three spaces before); `nil` otherwise.
    ///
    /// Read from bytes (counting Characters of every line showed in a compile's profile), with the Character rule's answers: a
    /// run of `=` or `-` Characters is a run of those bytes, and a space that a combining mark extends starts a body
    /// that is no run either way.
    static func underlineLevel(_ line: some StringProtocol) -> Int? {
        var leading = 0
        for byte in line.utf8 {
            guard byte == 0x20 else { break }
            leading += 1
        }
        guard leading <= 3 else { return nil }
        let body = Substring(line).trimmedSlice.utf8
        guard body.count >= 3, let first = body.first, first == UInt8(ascii: "=") || first == UInt8(ascii: "-"),
              body.allSatisfy({ $0 == first }) else { return nil }
        return first == UInt8(ascii: "=") ? 1 : 2
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

    /// Only spaces, tabs and carriage returns (as bytes: a mark extending a space is no such byte either).
    private static func isBlank(_ line: String) -> Bool { line.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } }
    private static func isQuote(_ line: String) -> Bool { line[...].trimmedSlice.hasASCIIPrefix(">") }
}
