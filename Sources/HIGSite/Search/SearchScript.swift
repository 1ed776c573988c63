import Foundation
import HIGRanking
import HIGText
import HIGTokenizer

/// The theme's `assets/search.js` with the tokenizer's tables written in, so the browser's query tokenizer reads
/// the lists the Swift tokenizer reads (`TokenizerTables`).
enum SearchScript {
    /// The asset that receives the tables.
    static let path = "assets/search.js"
    /// What search.js holds where the tables go.
    static let placeholder = "/*hig:tokenizer-tables*/null"
    /// Where the ranking's constants go (`RankingParameters.standard`), so the site ranks with the same numbers.
    static let parametersPlaceholder = "/*hig:ranking-parameters*/null"

    /// The script with the placeholder replaced by the tables as a JSON object; a script without one is unchanged.
    static func filling(_ script: Data) -> Data {
        let text = String(decoding: script, as: UTF8.self)
        guard text.contains(placeholder) else { return script }
        return Data(text.replacingOccurrences(of: placeholder, with: tablesJSON)
            .replacingOccurrences(of: parametersPlaceholder, with: parametersJSON).utf8)
    }

    /// What search.js ranks with: `RankingParameters.standard` and the Hangul classes of `PhoneticKey`.
    struct RankingTables: Encodable {
        var parameters = RankingParameters.standard
        var initials = PhoneticKey.initials
        var finals = PhoneticKey.finals
    }

    /// `RankingTables()` as compact JSON with sorted keys.
    static var parametersJSON: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try! encoder.encode(RankingTables()), as: UTF8.self)
    }

    /// `TokenizerTables.current` as compact JSON with sorted keys.
    static var tablesJSON: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and numbers cannot fail.
        return String(decoding: try! encoder.encode(TokenizerTables.current), as: UTF8.self)
    }
}
