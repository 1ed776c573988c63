/// Apple platform names as the guidelines spell them, and the one rule for reading them out of headings: the
/// compiler's rules, the search index, `hig rules --platform` and `hig search --platform` all use it.
package enum PlatformName {
    /// Every platform, in the order the guidelines list them; rules.json uses this order.
    package static let all = ["iOS", "iPadOS", "macOS", "tvOS", "visionOS", "watchOS"]

    /// Devices that stand for a platform in an introductory phrase (`In an iPhone app, …`).
    package static let devices: [(name: String, platform: String)] = [
        ("Apple Vision Pro", "visionOS"), ("Apple Watch", "watchOS"), ("Apple TV", "tvOS"),
        ("iPhone", "iOS"), ("iPad", "iPadOS"), ("Mac", "macOS"),
    ]

    /// The canonical spelling of a platform name, case-insensitively (`watchos` → `watchOS`); `nil` for other words.
    package static func canonical(_ name: some StringProtocol) -> String? {
        let lowered = name.lowercased()
        return all.first { $0.lowercased() == lowered }
    }

    /// The platforms in the order of `all`.
    package static func ordered(_ platforms: Set<String>) -> [String] {
        all.filter(platforms.contains)
    }

    /// The platforms a heading names when it names nothing else (`iOS, iPadOS`, `watchOS`, `macOS and visionOS`,
    /// `iOS/iPadOS`), in the order of `all`; `nil` when the heading is anything else.
    package static func inHeading(_ heading: String) -> [String]? {
        let words = heading.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "/" || $0 == "&" })
        var found: Set<String> = []
        for word in words {
            if let platform = canonical(word) { found.insert(platform) } else if word.lowercased() != "and" { return nil }
        }
        return found.isEmpty ? nil : ordered(found)
    }

    /// The platforms of the innermost heading of a section path that lists platforms
    /// (`Platform considerations › iOS, iPadOS`); empty, meaning all platforms, when none does.
    package static func inSection(_ section: [String]) -> [String] {
        for heading in section.reversed() {
            if let platforms = inHeading(heading) { return platforms }
        }
        return []
    }
}
