import Foundation
import HIGText

/// Shape tests on English text: sentence, caption, API reference.
enum ProseShape {
    /// Ends like a sentence (., !, ?, :, or a closing quote or bracket after one).
    static func endsSentence(_ text: String) -> Bool {
        var trimmed = Substring(text.trimmed)
        while let last = trimmed.last, "\"”’')*_".contains(last) { trimmed = trimmed.dropLast() }
        guard let last = trimmed.last else { return false }
        return ".!?:。".contains(last)
    }

    /// A heading that is really prose: a sentence of six or more words.
    static func isSentence(_ text: String) -> Bool {
        let count = text.wordCount
        return count >= 12 || (count >= 6 && endsSentence(text))
    }

    /// A short label with no sentence end, such as an image caption ("Large detent", "Series 4 and later").
    static func isCaptionLike(_ text: String) -> Bool {
        let count = text.wordCount
        return count >= 1 && count <= 8 && !endsSentence(text)
    }

    /// An API reference line: `sheet(item:onDismiss:content:) — SwiftUI`, `UISheetPresentationController — UIKit`.
    static func isAPIReference(_ text: String) -> Bool {
        // API reference lines are short and end in a framework name; test the cheap facts first.
        guard text.utf8.count < 200, let lastByte = text.utf8.last, lastByte | 0x20 >= 0x61 && lastByte | 0x20 <= 0x7A,
              text.utf8.contains(0x20) else { return false }
        let frameworks = ["SwiftUI", "UIKit", "AppKit", "WatchKit", "ActivityKit", "WidgetKit", "RealityKit", "TVUIKit", "Foundation", "MapKit", "HealthKit", "ARKit"]
        for separator in [" — ", " - ", " – "] {
            guard let range = text.range(of: separator, options: .backwards) else { continue }
            let framework = text[range.upperBound...].trimmed
            let symbol = text[..<range.lowerBound].trimmed
            if frameworks.contains(framework), !symbol.contains(" ") || symbol.contains("(") { return true }
        }
        return false
    }
}

/// The English→Korean length model: Korean runs about 0.56 of the English character count.
enum LengthModel {
    static let meanRatio = 0.56
    /// Spread of ln(ratio) between a block and its translation.
    static let logSpread = 0.35

    /// How many spreads the pair's length ratio lies from the mean (signed).
    static func zScore(englishLength: Int, koreanLength: Int) -> Double {
        let en = Double(max(1, englishLength))
        let ko = Double(max(1, koreanLength))
        return (log(ko / en) - log(meanRatio)) / logSpread
    }

    /// Confidence of a pairing read off the file's structure: near certain, lowered when lengths disagree badly.
    static func structuralConfidence(english: String, korean: String) -> Double {
        let z = abs(zScore(englishLength: english.count, koreanLength: korean.count))
        let confidence = z <= 2.5 ? 0.99 : max(0.5, 0.99 - 0.12 * (z - 2.5))
        return (confidence * 100).rounded() / 100
    }
}
