import Foundation
import HIGCorpus
import HIGText

/// How guideline sentences name platforms (`In an iPhone app`, `Not supported in macOS`); the names, the devices and
/// the heading rule are `PlatformName`'s.
enum Platforms {
    /// The platforms a phrase mentions by name or device (`In an iPhone app` → iOS; `In iPadOS and macOS apps`).
    static func mentioned(in phrase: String, includingDevices: Bool = true) -> [String] {
        var found: Set<String> = []
        for word in ImperativeLead.words(in: phrase) {
            if let platform = PlatformName.canonical(word) { found.insert(platform) }
        }
        if includingDevices {
            for (name, platform) in PlatformName.devices where containsWord(phrase, name) { found.insert(platform) }
        }
        return PlatformName.ordered(found)
    }

    /// Platforms a page says it does not support: `Not supported in macOS, tvOS, or watchOS.`
    static func unsupported(in text: String) -> [String] {
        var result: Set<String> = []
        for sentence in SentenceSplitter.english(text) where sentence.hasPrefix("Not supported in") || sentence.hasPrefix("Not available in") {
            result.formUnion(mentioned(in: sentence, includingDevices: false))
        }
        return PlatformName.ordered(result)
    }

    /// Platforms a page names as having nothing to add: `No additional considerations for iOS or iPadOS.`
    static func withoutConsiderations(in text: String) -> [String] {
        var result: Set<String> = []
        for sentence in SentenceSplitter.english(text) where sentence.hasPrefix("No additional considerations for") {
            result.formUnion(mentioned(in: sentence, includingDevices: false))
        }
        return PlatformName.ordered(result)
    }

    /// Whether the text opens the platform-considerations part of a headingless page
    /// (`No additional considerations for tvOS.`).
    static func isConsiderationsMarker(_ text: String) -> Bool {
        text.hasPrefix("No additional considerations for") || text.hasPrefix("Not supported in")
    }

    /// Whether `name` occurs in `text` as whole words (`Mac` in `a Mac app`, not in `Macintosh` or `macOS`).
    private static func containsWord(_ text: String, _ name: String) -> Bool {
        var searchStart = text.startIndex
        while let range = text.range(of: name, range: searchStart..<text.endIndex) {
            let beforeOK = range.lowerBound == text.startIndex || !text[text.index(before: range.lowerBound)].isLetter
            let afterOK = range.upperBound == text.endIndex || !text[range.upperBound].isLetter
            if beforeOK && afterOK { return true }
            searchStart = range.upperBound
        }
        return false
    }
}
