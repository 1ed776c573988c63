import Foundation
import HIGCorpus

/// Apple platform names as guideline text spells them, and how to read them out of headings and sentences.
enum Platforms {
    /// Every platform, in the order the guidelines list them; rules.json uses this order.
    static let all = PlatformName.all

    /// Devices that stand for a platform in an introductory phrase (`In an iPhone app, …`).
    static let devices: [(name: String, platform: String)] = [
        ("Apple Vision Pro", "visionOS"), ("Apple Watch", "watchOS"), ("Apple TV", "tvOS"),
        ("iPhone", "iOS"), ("iPad", "iPadOS"), ("Mac", "macOS"),
    ]

    /// The platforms a heading names when it names nothing else (`iOS, iPadOS`, `watchOS`, `macOS and visionOS`).
    static func inHeading(_ heading: String) -> [String]? {
        let words = heading.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "/" || $0 == "&" })
        var found: Set<String> = []
        for word in words {
            if let platform = canonical(String(word)) { found.insert(platform) } else if word.lowercased() != "and" { return nil }
        }
        return found.isEmpty ? nil : ordered(found)
    }

    /// The platforms a phrase mentions by name or device (`In an iPhone app` → iOS; `In iPadOS and macOS apps`).
    static func mentioned(in phrase: String, includingDevices: Bool = true) -> [String] {
        var found: Set<String> = []
        for word in ImperativeLead.words(in: phrase) {
            if let platform = canonical(word) { found.insert(platform) }
        }
        if includingDevices {
            for (name, platform) in devices where containsWord(phrase, name) { found.insert(platform) }
        }
        return ordered(found)
    }

    /// Platforms a page says it does not support: `Not supported in macOS, tvOS, or watchOS.`
    static func unsupported(in text: String) -> [String] {
        var result: Set<String> = []
        for sentence in SentenceSplitter.english(text) where sentence.hasPrefix("Not supported in") || sentence.hasPrefix("Not available in") {
            result.formUnion(mentioned(in: sentence, includingDevices: false))
        }
        return ordered(result)
    }

    /// Platforms a page names as having nothing to add: `No additional considerations for iOS or iPadOS.`
    static func withoutConsiderations(in text: String) -> [String] {
        var result: Set<String> = []
        for sentence in SentenceSplitter.english(text) where sentence.hasPrefix("No additional considerations for") {
            result.formUnion(mentioned(in: sentence, includingDevices: false))
        }
        return ordered(result)
    }

    /// Whether the text opens the platform-considerations part of a headingless page
    /// (`No additional considerations for tvOS.`).
    static func isConsiderationsMarker(_ text: String) -> Bool {
        text.hasPrefix("No additional considerations for") || text.hasPrefix("Not supported in")
    }

    static func ordered(_ platforms: Set<String>) -> [String] {
        all.filter(platforms.contains)
    }

    /// The canonical spelling of a platform name, case-insensitively (`ios` → `iOS`); `nil` for other words.
    static func canonical(_ word: String) -> String? { PlatformName.canonical(word) }

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
