import Foundation
import HIGText

/// Shape tests on English text: sentence, caption, API reference.
enum ProseShape {
    /// Ends like a sentence (., !, ?, :, or a closing quote or bracket after one): `SentenceSplitter.endsSentence`,
    /// the one rule, which the QA checks use too.
    static func endsSentence(_ text: String) -> Bool {
        SentenceSplitter.endsSentence(text)
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
