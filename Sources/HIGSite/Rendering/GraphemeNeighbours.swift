/// Whether ASCII text found by a byte search is also what a search by Characters (grapheme clusters) finds: Swift's
/// `Character` APIs, and swift-mustache's escaping, see `<` followed by a combining mark as one Character that is not
/// `<`. Byte-level code checks its matches with this to give exactly their answers.
enum GraphemeNeighbours {
    /// Whether the ASCII bytes `range` of `source` begin and end on grapheme cluster boundaries: no scalar before
    /// them joins their first character and none after joins their last. Next to ASCII that always holds (no ASCII
    /// character joins another but CR LF); next to a non-ASCII scalar Swift's own segmentation decides, on the two
    /// scalars alone: only the rules that can join an ASCII character apply there (a Prepend before it; an Extend,
    /// ZWJ or SpacingMark after it), and each looks at the neighbouring scalar only.
    static func standApart(_ range: Range<Int>, in source: UnsafeBufferPointer<UInt8>) -> Bool {
        if range.lowerBound > 0, source[range.lowerBound - 1] >= 0x80 {
            var start = range.lowerBound - 1
            while start > 0 && source[start] & 0xC0 == 0x80 { start -= 1 }
            if joined(start..<(range.lowerBound + 1), in: source) { return false }
        }
        if range.upperBound < source.count, source[range.upperBound] >= 0x80 {
            var end = range.upperBound + 1
            while end < source.count && source[end] & 0xC0 == 0x80 { end += 1 }
            if joined((range.upperBound - 1)..<end, in: source) { return false }
        }
        return true
    }

    /// Whether the two scalars in `bytes` of `source` form one Character.
    private static func joined(_ bytes: Range<Int>, in source: UnsafeBufferPointer<UInt8>) -> Bool {
        String(decoding: UnsafeBufferPointer(rebasing: source[bytes]), as: UTF8.self).count == 1
    }
}

extension GraphemeNeighbours {
    /// Where `prefix` ends in `text` when `text.hasPrefix(prefix)` (which compares Characters, canonically), else
    /// `nil`. Decided on bytes where ASCII around the deciding byte makes the answer certain (two different ASCII
    /// characters that each begin a Character never match; an ASCII character other than CR ends a Character when
    /// ASCII follows); by Characters otherwise, which only text with combining marks or odd spacing ever needs.
    static func end(ofPrefix prefix: String, in text: String) -> String.Index? {
        let bytes = text.utf8, pattern = prefix.utf8
        var index = bytes.startIndex
        var previous: UInt8?
        func endsCharacter(_ byte: UInt8?) -> Bool { byte.map { $0 < 0x80 && $0 != UInt8(ascii: "\r") } ?? true }
        for expected in pattern {
            guard index != bytes.endIndex else { return endByCharacters(ofPrefix: prefix, in: text) }
            let byte = bytes[index]
            if byte != expected {
                if byte < 0x80 && expected < 0x80 && endsCharacter(previous) { return nil }
                return endByCharacters(ofPrefix: prefix, in: text)
            }
            previous = byte
            index = bytes.index(after: index)
        }
        if endsCharacter(previous), index == bytes.endIndex || bytes[index] < 0x80 { return index }
        return endByCharacters(ofPrefix: prefix, in: text)
    }

    private static func endByCharacters(ofPrefix prefix: String, in text: String) -> String.Index? {
        text.hasPrefix(prefix) ? text.index(text.startIndex, offsetBy: prefix.count) : nil
    }
}
