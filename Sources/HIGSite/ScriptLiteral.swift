/// Compact JavaScript/JSON literals that are safe inside an HTML `<script>` element and a script file:
/// `<` is written `\u003c` (so neither `</script>` nor `<!--` can appear) and U+2028/U+2029 are escaped.
public enum ScriptLiteral {
    /// A quoted JSON string.
    public static func string(_ value: String) -> String {
        // Most strings need no escape (0xE2 leads U+2028/U+2029 and other punctuation: take the slow path).
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || $0 == 0xE2 }) {
            return "\"" + value + "\""
        }
        var out = "\""
        out.reserveCapacity(value.utf8.count + 2)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
        return out
    }

    /// `["a","b"]`.
    public static func array(_ values: [String]) -> String {
        "[" + values.map(string).joined(separator: ",") + "]"
    }

    /// `{"key":value,…}` from already-written values, keys sorted for stable output.
    public static func object(_ fields: [String: String]) -> String {
        "{" + fields.keys.sorted().map { string($0) + ":" + fields[$0]! }.joined(separator: ",") + "}"
    }

    /// A JSON string or `null`.
    public static func optional(_ value: String?) -> String { value.map(string) ?? "null" }
}
