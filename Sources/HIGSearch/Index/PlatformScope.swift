/// Which platforms a block is about, read off its heading path ("Platform considerations › iOS, iPadOS").
public enum PlatformScope {
    /// Apple's platform names as the guidelines spell them.
    public static let names = ["iOS", "iPadOS", "macOS", "tvOS", "visionOS", "watchOS"]

    /// The platforms named by the innermost heading that is a list of platforms; empty means all.
    public static func platforms(inSection section: [String]) -> [String] {
        for heading in section.reversed() {
            if let platforms = platformList(heading) { return platforms }
        }
        return []
    }

    /// The canonical spelling of a platform name typed in any case (`watchos` → `watchOS`).
    public static func canonicalName(_ name: String) -> String? {
        names.first { $0.lowercased() == name.lowercased() }
    }

    /// `"iOS, iPadOS"` → `["iOS", "iPadOS"]`; `nil` when the heading is anything else.
    static func platformList(_ heading: String) -> [String]? {
        let words = heading.split { $0 == "," || $0 == " " }.filter { $0 != "and" }
        guard !words.isEmpty else { return nil }
        var platforms: [String] = []
        for word in words {
            guard let name = names.first(where: { $0 == word }) else { return nil }
            platforms.append(name)
        }
        return platforms
    }
}
