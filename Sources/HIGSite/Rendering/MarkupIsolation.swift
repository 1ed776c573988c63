/// Text the site hands to a template never lets a character HTML gives meaning to (`& < > " '`) share a grapheme
/// cluster with its neighbour.
///
/// Why: swift-mustache escapes a value Character by Character, so a `"` followed by a combining mark (`"\u{301}`) is one
/// Character that is not `"` and was written raw — inside `content="…"` it ended the attribute, and the rest of a
/// source's title became attributes of the page's `<meta>` (seen with a crafted title; browsers tokenize code points,
/// not clusters). A dotted circle (U+25CC, the character Unicode shows a mark with no base on) is put between the two,
/// so the mark keeps a base to show on, the markup character stands alone and is escaped by both renderers alike, and
/// no Korean or other text is lost. Only text with such a pair changes.
enum MarkupIsolation {
    /// `text` with U+25CC between each markup character and a scalar that joins it.
    static func isolated(_ text: String) -> String {
        var text = text
        guard let cuts = text.withUTF8(cutPoints), !cuts.isEmpty else { return text }
        var bytes: [UInt8] = []
        text.withUTF8 { source in
            bytes.reserveCapacity(source.count + 3 * cuts.count)
            var start = 0
            for cut in cuts {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<cut]))
                bytes.append(contentsOf: dottedCircle)
                start = cut
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start...]))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Every string in a template context, nested dictionaries and arrays included, isolated.
    static func isolated(_ values: [String: Any]) -> [String: Any] {
        values.mapValues(isolatedValue)
    }

    private static func isolatedValue(_ value: Any) -> Any {
        switch value {
        case let text as String: isolated(text)
        case let values as [String: Any]: isolated(values)
        case let list as [[String: Any]]: list.map(isolated)
        case let list as [String]: list.map(isolated)
        case let list as [Any]: list.map(isolatedValue)
        default: value
        }
    }

    /// UTF-8 of U+25CC DOTTED CIRCLE.
    private static let dottedCircle: [UInt8] = [0xE2, 0x97, 0x8C]

    /// Byte offsets where a dotted circle goes: before a scalar joining the markup character ahead of it, and before a
    /// markup character that the scalar ahead of it (a prepended mark) joins. `nil` when there is none.
    private static func cutPoints(_ source: UnsafeBufferPointer<UInt8>) -> [Int]? {
        var cuts: [Int]?
        for index in source.indices where isMarkup(source[index]) {
            // Next to ASCII (or at either end) a markup character always stands alone; only a non-ASCII neighbour can
            // join it, and `GraphemeNeighbours` asks Swift's own segmentation about that one pair. Each side is asked
            // apart, on a slice that ends (or starts) at the markup character.
            if index > 0, source[index - 1] >= 0x80,
               !GraphemeNeighbours.standApart(index..<(index + 1), in: UnsafeBufferPointer(rebasing: source[..<(index + 1)])) {
                cuts = (cuts ?? []) + [index]
            }
            if index + 1 < source.count, source[index + 1] >= 0x80,
               !GraphemeNeighbours.standApart(0..<1, in: UnsafeBufferPointer(rebasing: source[index...])) {
                cuts = (cuts ?? []) + [index + 1]
            }
        }
        return cuts
    }

    /// `& < > " '`.
    static func isMarkup(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
            || byte == UInt8(ascii: "'")
    }
}
