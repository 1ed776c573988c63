import HIGText

/// Repairs bold lead sentences that exports glued to the next word: `**Use rings wisely.**Many families…`.
///
/// CommonMark does not close `**` that follows punctuation and precedes a letter, so the lead would stay
/// literal asterisks. A space is inserted after such a closer at the start of a line (or list item); line
/// numbers do not change.
enum BoldLeadRepair {
    static func repair(_ text: String) -> String {
        repair(text, lines: Lines.split(text))
    }

    /// `repair(text)` for a caller that has split the text already (`Lines.split`); lines are copied only when one
    /// needs the space.
    static func repair(_ text: String, lines: [Substring]) -> String {
        guard text.utf8.contains(UInt8(ascii: "*")) else { return text }
        var repaired: [String]?
        for index in lines.indices {
            if let fixed = repairLine(lines[index]) {
                if repaired == nil { repaired = lines.map(String.init) }
                repaired![index] = fixed
            }
        }
        return repaired?.joined(separator: "\n") ?? text
    }

    /// What may close a lead after its punctuation, besides a clause end: `)`, `"`, and the curly quotes `”`, `’`,
    /// each compared as its whole UTF-8 sequence (a Hangul syllable can end in one of a curly quote's bytes).
    private static let closers: [[UInt8]] = [")", "\"", "”", "’"].map { Array($0.utf8) }

    /// Whether the character ending just before `end` is a clause end or a closer.
    private static func endsWithLeadPunctuation(_ bytes: [UInt8], before end: Int) -> Bool {
        if SentenceEnd.isClauseEnd(bytes[end - 1]) { return true }
        return closers.contains { closer in
            closer.count <= end && bytes[(end - closer.count)..<end].elementsEqual(closer)
        }
    }

    /// The line with a space after a glued bold-lead closer, or `nil` when it needs none.
    static func repairLine(_ line: some StringProtocol) -> String? {
        // Only a line opening with `**` or `- **` can hold a bold lead.
        guard let opening = line.utf8.first, opening == UInt8(ascii: "*") || opening == UInt8(ascii: "-") else { return nil }
        var bytes = Array(line.utf8)
        var start = 0
        if bytes.starts(with: Array("- ".utf8)) { start = 2 }
        guard bytes.count > start + 4, bytes[start] == UInt8(ascii: "*"), bytes[start + 1] == UInt8(ascii: "*") else { return nil }
        var i = start + 2
        while i + 1 < bytes.count && !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "*")) { i += 1 }
        guard i + 2 < bytes.count, i > start + 2 else { return nil }
        let after = bytes[i + 2]
        let punctuation = endsWithLeadPunctuation(bytes, before: i)
        let glued = (after | 0x20 >= 0x61 && after | 0x20 <= 0x7A) || (after >= 0x30 && after <= 0x39) || after >= 0xE0
        guard punctuation && glued else { return nil }
        bytes.insert(UInt8(ascii: " "), at: i + 2)
        return String(decoding: bytes, as: UTF8.self)
    }
}
