extension Escape {
    /// A quoted JSON string. U+2028/U+2029 are always escaped, so the text is also a valid JavaScript literal;
    /// `forScript` also escapes `<`, `>` and `&`, so neither `</script>` nor `<!--` can appear inside an HTML
    /// `<script>` element or a script file.
    package static func jsonString(_ value: String, forScript: Bool = false) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count + 2)
        appendJSONString(value, to: &bytes, forScript: forScript)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `jsonString(value, forScript:)` to UTF-8 bytes (the streaming JSON writer's hot path).
    package static func appendJSONString(_ value: String, to bytes: inout [UInt8], forScript: Bool = false) {
        bytes.append(UInt8(ascii: "\""))
        // Read from a contiguous buffer, runs that need no escape copied whole: byte by byte through the String's
        // UTF-8 view showed in a compile's profile (corpus.json), and English with typographic punctuation (0xE2) took it often.
        var value = value
        value.withUTF8 { appendEscaped($0, to: &bytes, forScript: forScript) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The escaping of `appendJSONString` between the quotes.
    private static func appendEscaped(_ value: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8], forScript: Bool) {
        var runStart = 0
        var index = 0
        while index < value.count {
            let byte = value[index]
            let escape: [UInt8]?
            var length = 1
            switch byte {
            case UInt8(ascii: "\""): escape = [0x5C, 0x22]
            case UInt8(ascii: "\\"): escape = [0x5C, 0x5C]
            case 0x0A: escape = [0x5C, UInt8(ascii: "n")]
            case 0x0D: escape = [0x5C, UInt8(ascii: "r")]
            case 0x09: escape = [0x5C, UInt8(ascii: "t")]
            case 0x00..<0x20: escape = [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            case 0x3C where forScript: escape = Array("\\u003c".utf8)
            case 0x3E where forScript: escape = Array("\\u003e".utf8)
            case 0x26 where forScript: escape = Array("\\u0026".utf8)
            case 0xE2 where index + 2 < value.count && value[index + 1] == 0x80 && (value[index + 2] == 0xA8 || value[index + 2] == 0xA9):
                // U+2028 / U+2029 (E2 80 A8 / A9).
                escape = Array((value[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                length = 3
            default: escape = nil
            }
            if let escape {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: value[runStart..<index]))
                bytes += escape
                index += length
                runStart = index
            } else {
                index += 1
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: value[runStart..<value.count]))
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
