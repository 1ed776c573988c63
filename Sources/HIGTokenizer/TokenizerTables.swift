import HIGText

/// The tables the tokenizer reads, as the site's search.js receives them: the site emitter writes them into the
/// script, so the JavaScript query side and this tokenizer read the same lists (`SearchScriptTokenizerTests` runs
/// both on the same strings). Scalars NFC replaces on their own need no table: search.js normalises every cluster.
package struct TokenizerTables: Codable, Equatable, Sendable {
    /// Korean particles and endings (`KoreanParticles.suffixes`).
    package var suffixes: [String]
    /// The only one-syllable suffixes stripped from two-syllable words.
    package var twoSyllableSafe: [String]
    /// Closing punctuation after which a particle is glued to the word before it (`)`, `”`, …).
    package var closing: [UInt32]
    /// `'` and `’`, dropped between letters.
    package var apostrophes: [UInt32]
    /// First and last precomposed Hangul syllable.
    package var syllables: [UInt32]
    /// Ranges (first, last) of scalars besides combining marks that extend a cluster (`NFC.clusterExtenders`).
    package var clusterExtenders: [[UInt32]]
    /// What marks a one-syllable Korean stem token (`=앱`).
    package var stemMarker: String

    /// The tables of this build.
    package static let current = TokenizerTables(
        suffixes: KoreanParticles.suffixes,
        twoSyllableSafe: KoreanParticles.twoSyllableSafe.sorted(),
        closing: CharacterClass.closingScalars,
        apostrophes: CharacterClass.apostropheScalars,
        syllables: [Script.hangulSyllables.lowerBound, Script.hangulSyllables.upperBound],
        clusterExtenders: NFC.clusterExtenders.map { [$0.lowerBound, $0.upperBound] },
        stemMarker: String(UnicodeScalar(BilingualTokenizer.stemMarker))
    )
}
