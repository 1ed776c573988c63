/// Splits text into lines on `\n` by scanning UTF-8 (Character-based splitting is several times slower).
enum Lines {
    static func split(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == 0x0A {
                lines.append(text[start..<index])
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        lines.append(text[start..<utf8.endIndex])
        return lines
    }
}

/// Byte-level substring search, ASCII case-insensitive, for short needles.
enum ByteSearch {
    /// Byte offsets where `needle` occurs in `haystack`, ignoring ASCII case.
    static func occurrences(of needle: [UInt8], in haystack: [UInt8]) -> [Int] {
        guard !needle.isEmpty, haystack.count >= needle.count else { return [] }
        let folded = needle.map(fold)
        var found: [Int] = []
        var i = 0
        let last = haystack.count - needle.count
        while i <= last {
            if fold(haystack[i]) == folded[0] {
                var k = 1
                while k < folded.count && fold(haystack[i + k]) == folded[k] { k += 1 }
                if k == folded.count { found.append(i); i += needle.count; continue }
            }
            i += 1
        }
        return found
    }

    @inline(__always) static func fold(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
}

extension ByteSearch {
    /// Whether `needle` occurs in `haystack`, byte for byte (case-sensitive, no Unicode equivalence).
    static func contains(_ needle: String, in haystack: String) -> Bool {
        var haystack = haystack
        let needle = Array(needle.utf8)
        return haystack.withUTF8 { contains(needle, in: $0) }
    }

    private static func contains(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first else { return true }
        guard bytes.count >= needle.count else { return false }
        var i = 0
        let last = bytes.count - needle.count
        while i <= last {
            if bytes[i] == first {
                var k = 1
                while k < needle.count && bytes[i + k] == needle[k] { k += 1 }
                if k == needle.count { return true }
            }
            i += 1
        }
        return false
    }
}
