import Foundation
import HIGTokenizer

/// The theme's `assets/search.js` with the tokenizer's tables written in, so the browser's query tokenizer reads
/// the lists the Swift tokenizer reads (`TokenizerTables`).
enum SearchScript {
    /// The asset that receives the tables.
    static let path = "assets/search.js"
    /// What search.js holds where the tables go.
    static let placeholder = "/*hig:tokenizer-tables*/null"

    /// The script with the placeholder replaced by the tables as a JSON object; a script without one is unchanged.
    static func filling(_ script: Data) -> Data {
        let text = String(decoding: script, as: UTF8.self)
        guard text.contains(placeholder) else { return script }
        return Data(text.replacingOccurrences(of: placeholder, with: tablesJSON).utf8)
    }

    /// `TokenizerTables.current` as compact JSON with sorted keys.
    static var tablesJSON: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and numbers cannot fail.
        return String(decoding: try! encoder.encode(TokenizerTables.current), as: UTF8.self)
    }
}
