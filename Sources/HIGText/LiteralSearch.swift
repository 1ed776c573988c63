/// Literal substring tests over UTF-8 bytes, for the reading passes' hot paths.
///
/// Foundation's `String.contains(_:)` goes through `NSString` and a locale-aware search; the repairs that ask
/// "is there a `**` or a newline before `=`?" of every block would spend much of a compile there. A valid UTF-8 needle starts
/// on a lead byte, so a byte match is always a match of whole scalars: the answers are the same as a literal search.
/// Written out because the standard library's generic `utf8.contains(_:)` goes through the generic collection
/// algorithms, much slower on this hot path.
extension String {
    /// Whether `needle` occurs in the text, compared byte for byte (no Unicode equivalence, as a literal search).
    public func containsLiteral(_ needle: String) -> Bool {
        var needle = needle
        var haystack = self
        return needle.withUTF8 { pattern in
            haystack.withUTF8 { bytes in LiteralSearch.firstMatch(of: pattern, in: bytes) != nil }
        }
    }
}

/// The byte search behind `containsLiteral`.
enum LiteralSearch {
    /// The offset of the first occurrence of `pattern` in `bytes`, if any (an empty pattern occurs at 0).
    static func firstMatch(of pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = pattern.first else { return 0 }
        guard pattern.count <= bytes.count else { return nil }
        var start = 0
        let last = bytes.count - pattern.count
        while start <= last {
            if bytes[start] == first {
                var offset = 1
                while offset < pattern.count, bytes[start + offset] == pattern[offset] { offset += 1 }
                if offset == pattern.count { return start }
            }
            start += 1
        }
        return nil
    }
}
