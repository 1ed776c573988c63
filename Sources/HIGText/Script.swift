/// Script facts about text, read from UTF-8 bytes where it is hot (the build avoids Character and Foundation searches).
@usableFromInline package enum Script {
    /// Hangul syllables and jamo: conjoining (U+1100–U+11FF, Extended-A U+A960–U+A97F, Extended-B U+D7B0–U+D7FF)
    /// and compatibility (U+3130–U+318F).
    @inlinable @inline(__always) package static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        isHangul(scalar.value)
    }

    @inlinable @inline(__always) package static func isHangul(_ value: UInt32) -> Bool {
        switch value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF: true
        default: false
        }
    }

    /// The precomposed Hangul syllables.
    @usableFromInline package static let hangulSyllables: ClosedRange<UInt32> = 0xAC00...0xD7A3

    /// A precomposed Hangul syllable, U+AC00…U+D7A3.
    @inlinable @inline(__always) package static func isHangulSyllable(_ scalar: Unicode.Scalar) -> Bool {
        isHangulSyllable(scalar.value)
    }

    @inlinable @inline(__always) package static func isHangulSyllable(_ value: UInt32) -> Bool {
        hangulSyllables.contains(value)
    }

    /// Whether UTF-8 bytes are exactly one precomposed Hangul syllable (three bytes, lead EA–ED).
    @inlinable @inline(__always) package static func isOneHangulSyllable(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count == 3, bytes[0] >= 0xEA && bytes[0] <= 0xED else { return false }
        return isHangulSyllable(threeByteValue(bytes[0], bytes[1], bytes[2]))
    }

    /// The scalar value of a three-byte UTF-8 sequence (lead E0–EF), its bytes taken as they are.
    @inlinable @inline(__always) package static func threeByteValue(_ lead: UInt8, _ second: UInt8, _ third: UInt8) -> UInt32 {
        UInt32(lead & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
    }

    /// Whether the character opens with a Hangul syllable or jamo.
    @inlinable package static func isHangul(_ character: Character) -> Bool {
        character.unicodeScalars.first.map(isHangul) ?? false
    }

    /// `A`–`Z` or `a`–`z`: the same as `isASCII && isLetter`, without the Unicode property lookup behind `isLetter`.
    @inlinable package static func isASCIILetter(_ character: Character) -> Bool {
        character.asciiValue.map(isASCIILetter) ?? false
    }

    /// `A`–`Z` or `a`–`z` as a UTF-8 byte (setting bit 0x20 lowercases exactly the capitals).
    @inlinable @inline(__always) package static func isASCIILetter(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte | 0x20)
    }

    /// `A`–`Z` as a UTF-8 byte.
    @inlinable @inline(__always) package static func isASCIIUppercase(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte)
    }

    /// The byte as `lowercased()` leaves ASCII: `A`–`Z` to `a`–`z`, every other byte as it is.
    @inlinable @inline(__always) package static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        isASCIIUppercase(byte) ? byte | 0x20 : byte
    }

    /// Whether the text holds any Hangul.
    @inlinable package static func containsHangul(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains(where: isHangul)
    }

    /// Counts Hangul characters (`isHangul`) and ASCII Latin letters.
    @inlinable package static func letterCounts<S: StringProtocol>(_ text: S) -> (hangul: Int, latin: Int) {
        // A contiguous buffer is read several times faster than the generic UTF-8 view.
        if let counts = text.utf8.withContiguousStorageIfAvailable(letterCounts(utf8:)) { return counts }
        return letterCounts(utf8: text.utf8)
    }

    /// `letterCounts` over UTF-8 bytes.
    @inlinable package static func letterCounts<C: Sequence<UInt8>>(utf8 bytes: C) -> (hangul: Int, latin: Int) {
        var hangul = 0
        var latin = 0
        var value: UInt32 = 0
        var remaining = 0  // continuation bytes still to come in the current multi-byte sequence
        for byte in bytes {
            if byte < 0x80 {
                let folded = byte | 0x20
                if folded >= 0x61 && folded <= 0x7A { latin += 1 }
                remaining = 0
            } else if byte >= 0xC0 {
                // Hangul is three bytes (lead E1, E3, EA–ED); other sequences are skipped without decoding.
                remaining = byte >= 0xE0 && byte < 0xF0 ? 2 : 0
                value = UInt32(byte & 0x0F)
            } else if remaining > 0 {
                value = value << 6 | UInt32(byte & 0x3F)
                remaining -= 1
                if remaining == 0 && isHangul(value) { hangul += 1 }
            }
        }
        return (hangul, latin)
    }

    /// Share of Hangul among the letters of `text` (0 when it has no letters).
    @inlinable package static func hangulShare<S: StringProtocol>(_ text: S) -> Double {
        let (hangul, latin) = letterCounts(text)
        let letters = hangul + latin
        return letters == 0 ? 0 : Double(hangul) / Double(letters)
    }

    /// Whether the text reads as Korean: enough Hangul among its letters, Latin product names allowed.
    @inlinable package static func isKorean<S: StringProtocol>(_ text: S) -> Bool {
        hangulShare(text) >= 0.15
    }

    /// Whether the text has Latin letters and no Hangul at all.
    @inlinable package static func isEnglish<S: StringProtocol>(_ text: S) -> Bool {
        let (hangul, latin) = letterCounts(text)
        return hangul == 0 && latin > 0
    }
}

extension String {
    /// The text without leading and trailing white space (ASCII white space and no-break space).
    @inlinable package var trimmed: String { Trimming.trim(self[...]) }
}

extension Substring {
    /// The text without leading and trailing white space (ASCII white space and no-break space).
    @inlinable package var trimmed: String { Trimming.trim(self) }

    /// `trimmed` as a slice of the same text: for a caller that only reads it, no String is made.
    @inlinable package var trimmedSlice: Substring { Trimming.slice(self) }
}

/// Byte-level trimming shared by `String.trimmed` and `Substring.trimmed`.
@usableFromInline package enum Trimming {
    /// `trimmed` of the text in UTF-8 `bytes`, made straight from them.
    package static func string(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        let kept = slice(text[...])
        return kept.utf8.count == bytes.count ? text : String(kept)
    }

    @inlinable package static func trim(_ text: Substring) -> String {
        String(slice(text))
    }

    /// The part of `text` that `trim` keeps.
    @inlinable package static func slice(_ text: Substring) -> Substring {
        let bytes = text.utf8
        var start = bytes.startIndex
        var end = bytes.endIndex
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0B || b == 0x0C }
        while start < end {
            if isSpace(bytes[start]) { start = bytes.index(after: start); continue }
            // U+00A0 is C2 A0.
            let next = bytes.index(after: start)
            if bytes[start] == 0xC2, next < end, bytes[next] == 0xA0 { start = bytes.index(after: next); continue }
            break
        }
        while end > start {
            let last = bytes.index(before: end)
            if isSpace(bytes[last]) { end = last; continue }
            if bytes[last] == 0xA0, last > start, bytes[bytes.index(before: last)] == 0xC2 { end = bytes.index(before: last); continue }
            break
        }
        return text[start..<end]
    }
}

extension StringProtocol {
    /// Words separated by white space or punctuation; cheap, for counting.
    @inlinable package var wordCount: Int {
        utf8.withContiguousStorageIfAvailable { Script.words(in: $0, upTo: .max) } ?? Script.words(in: utf8, upTo: .max)
    }

    /// Whether `wordCount` is at least `count`; reading stops once it is (most callers only ask "more than a few?").
    @inlinable package func hasWords(atLeast count: Int) -> Bool {
        if let found = utf8.withContiguousStorageIfAvailable({ Script.words(in: $0, upTo: count) }) { return found >= count }
        return Script.words(in: utf8, upTo: count) >= count
    }
}

extension Script {
    /// The words `wordCount` counts in UTF-8 bytes, counting no further than `limit`.
    @inlinable package static func words<C: Sequence<UInt8>>(in bytes: C, upTo limit: Int) -> Int {
        var count = 0
        var inWord = false
        for byte in bytes {
            let isWordByte = byte >= 0x80 || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x27
            if isWordByte && !inWord {
                count += 1
                if count >= limit { return count }
            }
            inWord = isWordByte
        }
        return count
    }
}
