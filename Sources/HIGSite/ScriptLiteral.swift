import HIGText

/// Compact JavaScript/JSON literals that are safe inside an HTML `<script>` element and a script file:
/// `<` is written `\u003c` (so neither `</script>` nor `<!--` can appear) and U+2028/U+2029 are escaped.
package enum ScriptLiteral {
    /// A quoted JSON string (`Escape.jsonString` for scripts).
    package static func string(_ value: String) -> String { Escape.jsonString(value, forScript: true) }

    /// `["a","b"]`.
    package static func array(_ values: [String]) -> String {
        "[" + values.map(string).joined(separator: ",") + "]"
    }

    /// `{"key":value,…}` from already-written values, keys sorted for stable output.
    package static func object(_ fields: [String: String]) -> String {
        "{" + fields.keys.sorted().map { string($0) + ":" + fields[$0]! }.joined(separator: ",") + "}"
    }

    /// A JSON string or `null`.
    package static func optional(_ value: String?) -> String { value.map(string) ?? "null" }
}
