import HIGText

/// URL-safe slugs for page ids and block anchors.
enum Slug {
    /// Lowercased ASCII letters and digits joined by single hyphens; Hangul is kept as is.
    ///
    /// Written over UTF-8 bytes: the slug is ASCII and whole Hangul syllables, so each is copied (ASCII lowercased) as
    /// it is read, rather than building a String per word and lowercasing their join for every block id.
    static func make<S: StringProtocol>(_ text: S, maxWords: Int = .max) -> String {
        var bytes: [UInt8] = []
        var words = 0
        var inWord = false
        var wordStart = 0
        var index = text.utf8.startIndex
        let utf8 = text.utf8
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte < 0x80 {
                index = utf8.index(after: index)
                if Script.isASCIILetter(byte) || (0x30...0x39).contains(byte) {
                    if !inWord { wordStart = bytes.count; if words > 0 { bytes.append(UInt8(ascii: "-")) } }
                    inWord = true
                    bytes.append(Script.asciiLowercased(byte))
                    continue
                }
                if byte == UInt8(ascii: "'") { continue }
            } else {
                let scalar = text.unicodeScalars[index]
                let next = utf8.index(index, offsetBy: UTF8.width(scalar))
                if Script.isHangulSyllable(scalar) {
                    if !inWord { wordStart = bytes.count; if words > 0 { bytes.append(UInt8(ascii: "-")) } }
                    inWord = true
                    bytes += utf8[index..<next]
                    index = next
                    continue
                }
                index = next
                if scalar == "’" { continue }
            }
            if inWord {
                inWord = false
                words += 1
                if words == maxWords { break }
            }
        }
        // A word still open at the end counts only below the limit (it always is, unless the limit is below one).
        if inWord && words >= maxWords { bytes.removeSubrange(wordStart...) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
