/// Fragment identifiers for the site: stable, readable and safe in URLs, HTML ids and CSS selectors.
package enum Anchor {
    /// `id` with every character outside `[A-Za-z0-9_-]` turned into `-` (runs collapsed, ends trimmed),
    /// prefixed with `x-` when it would not start with a letter.
    ///
    /// Byte by byte: a non-ASCII scalar is only ever unsafe bytes, which collapse into one `-` as the scalar did, so
    /// no scalar's Unicode properties are looked up for an anchor every heading and link of the site makes.
    package static func safe(_ id: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(id.utf8.count + 2)
        var lastWasDash = false
        for byte in id.utf8 {
            if isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") {
                result.append(byte)
                lastWasDash = false
            } else if !lastWasDash && !result.isEmpty {
                result.append(UInt8(ascii: "-"))
                lastWasDash = true
            }
        }
        while result.last == UInt8(ascii: "-") { result.removeLast() }
        let safe = String(decoding: result, as: UTF8.self)
        if let first = result.first, isLetter(first) { return safe }
        return "x-" + safe
    }

    /// An ASCII letter (the ASCII characters with the Unicode Alphabetic property).
    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// The anchor of a rule on its page and in the rules index.
    package static func rule(_ ruleID: String) -> String { safe(ruleID) }

    /// The anchor of a block that leads no rule; `b-` keeps block anchors apart from rule anchors.
    package static func block(_ blockID: String) -> String { "b-" + safe(blockID) }
}

/// Hands out anchors that are unique within one page, suffixing `-2`, `-3`, … on collisions.
struct AnchorSet {
    private var used: Set<String> = []

    mutating func claim(_ anchor: String) -> String {
        var candidate = anchor
        var counter = 2
        while used.contains(candidate) {
            candidate = "\(anchor)-\(counter)"
            counter += 1
        }
        used.insert(candidate)
        return candidate
    }
}
