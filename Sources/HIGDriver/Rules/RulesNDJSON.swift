import Foundation
import HIGCorpus

/// Newline-delimited JSON: one rule per line, keys sorted, the same fields as rules.json.
enum RulesNDJSON {
    static func render(_ rules: [Rule]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var out = ""
        for rule in rules {
            // Encoding a plain value type cannot fail; a failure would be a programming error.
            guard let data = try? encoder.encode(rule) else { preconditionFailure("cannot encode rule \(rule.id)") }
            out += String(decoding: data, as: UTF8.self) + "\n"
        }
        return out
    }
}
