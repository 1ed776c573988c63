import HIGText

/// URL-safe slugs for page ids and block anchors.
enum Slug {
    /// Lowercased ASCII letters and digits joined by single hyphens; Hangul is kept as is.
    static func make<S: StringProtocol>(_ text: S, maxWords: Int = .max) -> String {
        var words: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let isASCIIAlphanumeric = (value | 0x20 >= 0x61 && value | 0x20 <= 0x7A) || (value >= 0x30 && value <= 0x39)
            if isASCIIAlphanumeric || Script.isHangulSyllable(scalar) {
                current.unicodeScalars.append(scalar)
            } else if scalar == "'" || scalar == "’" {
                continue
            } else if !current.isEmpty {
                words.append(current)
                current = ""
                if words.count == maxWords { break }
            }
        }
        if !current.isEmpty && words.count < maxWords { words.append(current) }
        return words.joined(separator: "-").lowercased()
    }
}
