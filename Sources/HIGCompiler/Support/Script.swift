/// Script facts about text, read from UTF-8 bytes (the build's hot path avoids Character and Foundation searches).
enum Script {
    /// Hangul syllables and jamo (conjoining and compatibility).
    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF: true
        default: false
        }
    }

    static func isHangulSyllable(_ scalar: Unicode.Scalar) -> Bool {
        (0xAC00...0xD7A3).contains(scalar.value)
    }

    /// Counts Hangul characters and ASCII Latin letters.
    static func letterCounts<S: StringProtocol>(_ text: S) -> (hangul: Int, latin: Int) {
        var hangul = 0
        var latin = 0
        var lead: UInt8 = 0
        var position = 0  // bytes seen of the current multi-byte sequence
        for byte in text.utf8 {
            if byte < 0x80 {
                let folded = byte | 0x20
                if folded >= 0x61 && folded <= 0x7A { latin += 1 }
                position = 0
            } else if byte >= 0xC0 {
                lead = byte
                position = 1
            } else if position == 1 {
                position = 2
                // Second byte decides the block: U+AC00–U+D7A3 syllables, U+1100–U+11FF and U+3130–U+318F jamo.
                switch lead {
                case 0xEA: if byte >= 0xB0 { hangul += 1 }
                case 0xEB, 0xEC: hangul += 1
                case 0xED: if byte <= 0x9E { hangul += 1 }
                case 0xE1: if byte >= 0x84 && byte <= 0x87 { hangul += 1 }
                case 0xE3: if byte >= 0x84 && byte <= 0x86 { hangul += 1 }
                default: break
                }
            }
        }
        return (hangul, latin)
    }

    /// Share of Hangul among the letters of `text` (0 when it has no letters).
    static func hangulShare<S: StringProtocol>(_ text: S) -> Double {
        let (hangul, latin) = letterCounts(text)
        let letters = hangul + latin
        return letters == 0 ? 0 : Double(hangul) / Double(letters)
    }

    /// Whether the text reads as Korean: enough Hangul among its letters, Latin product names allowed.
    static func isKorean<S: StringProtocol>(_ text: S) -> Bool {
        hangulShare(text) >= 0.15
    }

    /// Whether the text has Latin letters and no Hangul at all.
    static func isEnglish<S: StringProtocol>(_ text: S) -> Bool {
        let (hangul, latin) = letterCounts(text)
        return hangul == 0 && latin > 0
    }
}

extension String {
    /// The text without leading and trailing white space (ASCII white space and no-break space).
    var trimmed: String { Trimming.trim(self[...]) }
}

extension Substring {
    /// The text without leading and trailing white space (ASCII white space and no-break space).
    var trimmed: String { Trimming.trim(self) }
}

/// Byte-level trimming shared by `String.trimmed` and `Substring.trimmed`.
enum Trimming {
    static func trim(_ text: Substring) -> String {
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
        return String(text[start..<end])
    }
}

extension StringProtocol {
    /// Words separated by white space or punctuation; cheap, for counting.
    var wordCount: Int {
        var count = 0
        var inWord = false
        for byte in utf8 {
            let isWordByte = byte >= 0x80 || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x27
            if isWordByte && !inWord { count += 1 }
            inWord = isWordByte
        }
        return count
    }
}
