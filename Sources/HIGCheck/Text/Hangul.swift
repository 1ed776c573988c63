/// Facts about Korean script the checks need.
enum Hangul {
    /// Whether the scalar is a Hangul syllable or jamo.
    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F: true
        default: false
        }
    }

    /// Whether the text holds any Hangul.
    static func contains(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains(where: isHangul)
    }

    /// Whether the character is a Hangul syllable.
    static func isHangul(_ character: Character) -> Bool {
        character.unicodeScalars.first.map(isHangul) ?? false
    }

    /// Particles (josa) that attach to the word before them, longest first so `에서` wins over `에`.
    static let particles = [
        "으로서", "으로써", "에서는", "에서도", "에게서", "까지는", "이라고", "라고",
        "에서", "에게", "으로", "까지", "부터", "보다", "처럼", "과는", "와는", "에는", "에도", "이나", "이며",
        "은", "는", "을", "를", "의", "에", "로", "와", "과", "도", "만", "가", "이",
    ]

    /// The word with a trailing particle removed (`시트를` → `시트`); words of one syllable are left alone.
    static func stem(_ word: Substring) -> Substring {
        for particle in particles where word.hasSuffix(particle) && word.count > particle.count + 1 {
            return word.dropLast(particle.count)
        }
        return word
    }

    /// Korean words (runs of Hangul), stems only.
    static func words(_ text: String) -> [Substring] {
        text.split(whereSeparator: { !isHangul($0) }).map(stem)
    }
}
