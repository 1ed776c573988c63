import HIGText

/// How the lexicon passes read words: English content words keyed by their singular (`buttons` → `button`), Korean
/// words without their particle or ending.
enum LexiconText {
    /// English words too common to name anything (`StopWords.naming`).
    static let functionWords = StopWords.naming

    /// `(stem, surface)` of each English content word (ASCII letters, three or more; names such as `iOS`, `SwiftUI`
    /// with a capital after the first letter are left out).
    static func englishWords(_ text: String) -> [(stem: String, surface: String)] {
        // From the bytes when they split as Characters do (`ScalarRuns`): the Character split walks grapheme clusters of every block.
        let fast = text.utf8.withContiguousStorageIfAvailable { bytes -> [(stem: String, surface: String)]? in
            guard let runs = ScalarRuns.asciiLetters(in: bytes) else { return nil }
            return runs.compactMap { run in
                guard run.count >= 3, !bytes[run].dropFirst().contains(where: Script.isASCIIUppercase) else { return nil }
                let surface = lowercased(bytes[run])
                return functionWords.contains(surface) ? nil : (EnglishPlural.singular(surface), surface)
            }
        }
        if let fast, let words = fast { return words }
        return characterEnglishWords(text)
    }

    /// `englishWords` split by Characters: the rule the byte path gives the answers of.
    static func characterEnglishWords(_ text: String) -> [(stem: String, surface: String)] {
        text.split(whereSeparator: { !Script.isASCIILetter($0) }).compactMap { word in
            guard !word.utf8.dropFirst().contains(where: Script.isASCIIUppercase) else { return nil }
            let surface = word.lowercased()
            guard surface.count >= 3, !functionWords.contains(surface) else { return nil }
            return (EnglishPlural.singular(surface), surface)
        }
    }

    /// Every run of ASCII letters, lowercased (`split(whereSeparator: { !Script.isASCIILetter($0) })`, read from the
    /// bytes when they split as Characters do).
    static func lowercasedASCIIWords(_ text: String) -> [String] {
        let fast = text.utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
            ScalarRuns.asciiLetters(in: bytes)?.map { lowercased(bytes[$0]) }
        }
        if let fast, let words = fast { return words }
        return text.split(whereSeparator: { !Script.isASCIILetter($0) }).map { $0.lowercased() }
    }

    /// ASCII bytes as a lowercased String.
    private static func lowercased(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            for (offset, byte) in bytes.enumerated() { buffer[offset] = Script.asciiLowercased(byte) }
            return bytes.count
        }
    }


    /// Korean words of a text without their particle or ending, as search strips them (`창을` → `창`, `설계할` → `설계`).
    static func koreanWords(_ text: String) -> [String] {
        // From the bytes when the text is NFC and splits as Characters do (`ScalarRuns`): then each run is a word of
        // Hangul syllables, which `KoreanParticles.stem` shortens by whole syllables (three bytes each).
        let fast = text.utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
            guard !NFC.mayChange(utf8: bytes), let runs = ScalarRuns.hangulSyllables(in: bytes) else { return nil }
            var syllables: [UInt32] = []
            return runs.map { run in
                syllables.removeAll(keepingCapacity: true)
                for offset in stride(from: run.lowerBound, to: run.upperBound, by: 3) { syllables.append(UTF8Scalar.decode(bytes, at: offset).0) }
                let kept = KoreanParticles.stemLength(syllables)
                return String(decoding: bytes[run.lowerBound..<(run.lowerBound + 3 * kept)], as: UTF8.self)
            }
        }
        if let fast, let words = fast { return words }
        return characterKoreanWords(text)
    }

    /// `koreanWords` split by Characters: the rule the byte path gives the answers of.
    static func characterKoreanWords(_ text: String) -> [String] {
        NFC.normalize(text).split(whereSeparator: { !Script.isHangul($0) })
            .map { String(KoreanParticles.stem($0)) }.filter { !$0.isEmpty }
    }

    /// Names kept in Latin inside Korean text in camel case (`HomeKit`, `SwiftUI`, `iPhone`): a capital after the first
    /// letter and a lowercase letter, three to twelve letters, lowercased. A capitalised word or an acronym (`Delete`,
    /// `PNG`) is no such name, nor a code identifier (`isSecureDigitEntry`).
    static func latinNames(_ koreanText: String) -> [String] {
        // Most Korean text holds no capital at all: a byte scan skips it.
        guard koreanText.utf8.contains(where: Script.isASCIIUppercase) else { return [] }
        return koreanText.split(whereSeparator: { !Script.isASCIILetter($0) }).filter { word in
            // Longer than twelve letters: a code identifier (`isSecureDigitEntry`), never said aloud.
            (3...12).contains(word.count) && word.dropFirst().contains(where: \.isUppercase) && word.contains(where: \.isLowercase)
        }.map { $0.lowercased() }
    }

    /// Whether English in parentheses reads as a term rather than a name: lowercase words only (`sheet`, `action
    /// sheet`; not `UIKit`, `Bluetooth`).
    static func isTerm(_ english: Substring) -> Bool {
        english.allSatisfy { $0.isLowercase || $0 == " " || $0 == "-" }
    }
}
