/// Apple product and technology names as the guidelines spell them, and the one rule for making a name out of a
/// slug when no source gives one: sentence case, as the guidelines title their pages (`menus-and-actions` →
/// `Menus and actions`), with every known name spelled right (`carplay` → `CarPlay`, `apple-pay` → `Apple Pay`).
package enum ProductName {
    /// Known names, one or more words each; platforms come from `PlatformName`.
    package static let all: [String] = PlatformName.all + [
        "AirDrop", "AirPlay", "AirPods", "App Clips", "App Store", "App Shortcuts", "Apple", "Apple Music", "Apple Pay",
        "Apple Pencil", "Apple TV", "Apple Vision Pro", "Apple Watch", "ARKit", "CallKit", "CareKit", "CarPlay",
        "ClassKit", "CloudKit", "Digital Crown", "Dynamic Island", "Face ID", "Game Center", "HealthKit", "HomeKit",
        "HomePod", "iCloud", "ID", "iMessage", "iPad", "iPhone", "Live Activities", "Live Photos", "Mac",
        "MapKit", "NFC", "ResearchKit", "SF Symbols", "SharePlay", "ShazamKit", "Siri", "SiriKit", "Tap to Pay",
        "Touch Bar", "Touch ID", "Wallet", "WidgetKit",
    ]

    /// Known names by their lowercased words, longest first, for matching runs of slug words.
    private static let byWords: [(words: [String], name: String)] = all
        .map { name in (name.lowercased().split(separator: " ").map(String.init), name) }
        .sorted { $0.words.count > $1.words.count }

    /// The known spelling of a single word, case-insensitively (`homekit` → `HomeKit`); `nil` for other words.
    package static func canonical(_ word: some StringProtocol) -> String? {
        let lowered = word.lowercased()
        return byWords.first { $0.words == [lowered] }?.name
    }

    /// A name for a slug: words split at `-`, sentence case, known names spelled right
    /// (`menus-and-actions` → `Menus and actions`, `carplay` → `CarPlay`, `tap-to-pay-on-iphone` → `Tap to Pay on iPhone`).
    package static func title(fromSlug slug: some StringProtocol) -> String {
        let words = slug.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " }).map { $0.lowercased() }
        var out: [String] = []
        var index = 0
        while index < words.count {
            if let match = byWords.first(where: { entry in
                index + entry.words.count <= words.count && Array(words[index..<(index + entry.words.count)]) == entry.words
            }) {
                out.append(match.name)
                index += match.words.count
            } else {
                let word = words[index]
                out.append(out.isEmpty ? word.prefix(1).uppercased() + word.dropFirst() : word)
                index += 1
            }
        }
        return out.joined(separator: " ")
    }
}
