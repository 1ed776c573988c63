import Foundation
import HIGCorpus
import HIGText

/// Bold markers that Markdown could not pair, because the pieces of a hard-wrapped paragraph were parsed apart
/// (`**Use the toolbar` … three blank lines … `to place buttons in the corners.** The system…`): once the pieces
/// are joined, the literal `**` are paired in reading order into `<strong>`, a last unpaired one is dropped, the
/// plain text loses them, and a paragraph that now opens in bold gets its bold lead (so the rule is found). Text
/// inside `<code>` is left alone; no literal `**` reaches the corpus otherwise.
enum BoldMarkerRepair {
    static func repair(_ blocks: [RawBlock]) -> [RawBlock] {
        blocks.map(repair)
    }

    static func repair(_ block: RawBlock) -> RawBlock {
        guard block.english.html.containsLiteral("**") || block.english.text.containsLiteral("**") || (block.korean?.html.containsLiteral("**") ?? false)
            || (block.korean?.text.containsLiteral("**") ?? false) else { return block }
        var block = block
        block.english.html = pairing(block.english.html)
        block.english.text = removingMarkers(block.english.text)
        if var korean = block.korean {
            korean.html = pairing(korean.html)
            korean.text = removingMarkers(korean.text)
            block.korean = korean
        }
        if block.lead == nil, block.kind == .paragraph || block.kind == .listItem, let lead = openingBold(block.english.html) {
            block.lead = lead
        }
        return block
    }

    /// `**a** b **c` → `<strong>a</strong> b c`, outside tags and `<code>` only.
    static func pairing(_ html: String) -> String {
        guard html.containsLiteral("**") else { return html }
        var out = ""
        var open = false
        var markers: [String.Index] = []
        // First pass: where the literal markers are.
        var index = html.startIndex
        var inTag = false, inCode = false
        while index < html.endIndex {
            let character = html[index]
            if character == "<" {
                inTag = true
                if html[index...].hasPrefix("<code") { inCode = true }
                if html[index...].hasPrefix("</code>") { inCode = false }
            } else if character == ">" {
                inTag = false
            } else if !inTag, !inCode, character == "*", html[html.index(after: index)...].first == "*" {
                markers.append(index)
                index = html.index(index, offsetBy: 2)
                continue
            }
            index = html.index(after: index)
        }
        guard !markers.isEmpty else { return html }
        let paired = markers.count - markers.count % 2
        var last = html.startIndex
        for (number, marker) in markers.enumerated() {
            out += html[last..<marker]
            if number < paired {
                out += open ? "</strong>" : "<strong>"
                open.toggle()
            }
            last = html.index(marker, offsetBy: 2)
        }
        out += html[last...]
        return out
    }

    static func removingMarkers(_ text: String) -> String {
        collapsingSpaces(text.replacingOccurrences(of: "**", with: ""))
    }

    /// The plain text of a `<strong>` that opens the HTML.
    static func openingBold(_ html: String) -> String? {
        guard html.hasPrefix("<strong>"), let close = html.range(of: "</strong>") else { return nil }
        var text = ""
        var inTag = false
        for character in html[html.index(html.startIndex, offsetBy: 8)..<close.lowerBound] {
            if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { text.append(character) }
        }
        let lead = collapsingSpaces(Escape.unescapeHTML(text)).trimmingCharacters(in: .whitespaces)
        return lead.isEmpty ? nil : lead
    }

    private static func collapsingSpaces(_ text: String) -> String {
        guard text.containsLiteral("  ") else { return text }
        var out = ""
        var lastWasSpace = false
        for character in text {
            if character == " " {
                if !lastWasSpace { out.append(character) }
                lastWasSpace = true
            } else {
                out.append(character)
                lastWasSpace = false
            }
        }
        return out
    }
}
