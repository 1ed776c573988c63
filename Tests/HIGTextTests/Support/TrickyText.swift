/// Random texts (seeded, so every run tests the same ones) made of the pieces byte-level rules must get right:
/// ASCII, typographic punctuation, Hangul syllables and jamo, combining and prepended marks, CR LF, emoji with
/// modifiers and joiners, and the scalars canonically equivalent to ASCII.
enum TrickyText {
    static let pieces: [String] = [
        "a", "Z", "iOS", "sheet", "Use", "the", " ", "  ", "\t", "\n", "\r\n", "\r", "'", "’", "“", "”", "—", "–", "…", "•", "×",
        "\u{A0}", "(", ")", "[", "]", "*", "**", "-", "=", "|", ">", "#", ":", ";", ".", ",", "1", "42", "_", "\"",
        "é", "e\u{301}", "\u{301}", "\u{308}", "\u{903}", "\u{FE0F}", "\u{200D}", "\u{600}", "\u{94D}",
        "가", "시트", "버튼을", "합니다", "\u{1100}", "\u{1161}", "\u{11A8}", "ㅋ", "가\u{11A8}",
        "👍", "👍🏽", "👨\u{200D}👩", "🇰🇷", "\u{212A}", "\u{37E}", "\u{1FEF}", "中", "ａ", "Ω", "µ", "ß", "İ", "™", "→", "●",
    ]

    /// `count` texts of up to `length` pieces.
    static func samples(count: Int = 4_000, length: Int = 12) -> [String] {
        var generator = SplitMix(seed: 16)
        return (0..<count).map { _ in
            let n = Int(generator.next() % UInt64(length)) + 1
            return (0..<n).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
        }
    }

    /// A small deterministic generator (SplitMix64).
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
