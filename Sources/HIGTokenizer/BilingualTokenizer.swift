/// Tokenizes English and Korean text for the search index, the same way on both sides of a match.
///
/// Text is read one "normalisation cluster" at a time (a scalar plus following combining marks or
/// Hangul jamo), NFC-normalised where it may need it, lowercased and classified.
///
/// Latin (and other non-Hangul letters and digits): one token per run of letters; pure ASCII words
/// are Porter-stemmed (`sheets` → `sheet`, `scrolling` → `scroll`). Hyphens and punctuation split
/// words (`right-to-left` → `right`, `to`, `left`); an apostrophe between letters is dropped.
///
/// Hangul: a run of syllables is one word. Korean attaches particles and endings to words
/// (`시트는`, `시트를`, `시트에서`), so a word-level token would make `시트` miss all of them.
/// - Documents get one position per syllable: the syllable itself (the primary token, whose byte
///   ranges never overlap, which FTS5's highlight() needs), plus the bigram starting there,
///   colocated; a word whose particle-stripped stem is one syllable also gets `=` + that syllable.
/// - Queries strip a particle or ending, then ask for the stem as a chain of bigrams ending in its
///   last syllable (`시트` → `시트`, `트`), which matches any document word containing the stem at
///   consecutive positions and highlights exactly the stem. A one-syllable stem asks for `=` + the
///   syllable, so `앱` finds `앱`, `앱을`, `앱에서` but not every word containing `앱`.
/// - A prefix query (`앱*`) keeps its last word whole: `앱*` finds any word containing `앱`.
/// - A run that is only a particle glued to Latin text or a closing bracket (`Apple로`,
///   `시트(sheet)를`) gives no token at all.
package enum BilingualTokenizer {
    /// What the text being tokenized is.
    package enum Mode: Sendable {
        /// A document being indexed, or shown by highlight()/snippet().
        case document
        /// A query term.
        case query
        /// A query term followed by `*`: its last word is neither stemmed nor stripped of particles.
        case queryPrefix
    }

    /// Marks a single-syllable Korean stem token (`=앱`), so it never collides with the plain syllable.
    package static let stemMarker: UInt8 = UInt8(ascii: "=")

    /// All tokens of `text`, colocated ones included, with byte ranges into `text`.
    package static func tokens(in text: String, mode: Mode) -> [Token] {
        var result: [Token] = []
        forEachToken(in: text, mode: mode) { bytes, range, colocated in
            result.append(Token(String(decoding: bytes, as: UTF8.self), range, colocated: colocated))
            return true
        }
        return result
    }

    /// Calls `body` with each token's UTF-8 bytes (valid only during the call), its byte range in
    /// `text` and whether it is colocated; `body` returns `false` to stop. Allocates little: this is
    /// what FTS5 calls for every row it indexes.
    package static func forEachToken(
        in text: String,
        mode: Mode,
        _ body: (_ token: UnsafeBufferPointer<UInt8>, _ byteRange: Range<Int>, _ colocated: Bool) -> Bool
    ) {
        var scanner = TokenScanner(mode: mode)
        scanner.scan(text)
        scanner.arena.withUnsafeBufferPointer { arena in
            for record in scanner.records {
                let token = UnsafeBufferPointer(rebasing: arena[Int(record.tokenStart)..<Int(record.tokenEnd)])
                if !body(token, Int(record.lowerBound)..<Int(record.upperBound), record.colocated) { return }
            }
        }
    }
}
