/// Fragment identifiers for the site: stable, readable and safe in URLs, HTML ids and CSS selectors.
package enum Anchor {
    /// `id` with every character outside `[A-Za-z0-9_-]` turned into `-` (runs collapsed, ends trimmed),
    /// prefixed with `x-` when it would not start with a letter.
    package static func safe(_ id: String) -> String {
        var result = ""
        result.reserveCapacity(id.utf8.count)
        var lastWasDash = false
        for scalar in id.unicodeScalars {
            let isSafe = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-")
            if isSafe && scalar != "-" {
                result.unicodeScalars.append(scalar)
                lastWasDash = false
            } else if !lastWasDash && !result.isEmpty {
                result.append("-")
                lastWasDash = true
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        if let first = result.unicodeScalars.first, first.properties.isAlphabetic { return result }
        return "x-" + result
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
