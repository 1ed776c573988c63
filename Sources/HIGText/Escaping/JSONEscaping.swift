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
        // Most strings need no escape: copy them whole (0xE2 leads U+2028/U+2029 and other punctuation).
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0xE2 || (forScript && ($0 == 0x3C || $0 == 0x3E || $0 == 0x26)) }) {
            bytes.append(contentsOf: value.utf8)
            bytes.append(UInt8(ascii: "\""))
            return
        }
        var previous2: UInt8 = 0
        var previous1: UInt8 = 0
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += [0x5C, 0x22]
            case UInt8(ascii: "\\"): bytes += [0x5C, 0x5C]
            case 0x0A: bytes += [0x5C, UInt8(ascii: "n")]
            case 0x0D: bytes += [0x5C, UInt8(ascii: "r")]
            case 0x09: bytes += [0x5C, UInt8(ascii: "t")]
            case 0x00..<0x20:
                bytes += [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            case 0x3C where forScript: bytes += Array("\\u003c".utf8)
            case 0x3E where forScript: bytes += Array("\\u003e".utf8)
            case 0x26 where forScript: bytes += Array("\\u0026".utf8)
            case 0xA8...0xA9 where previous2 == 0xE2 && previous1 == 0x80:
                // U+2028 / U+2029 (E2 80 A8 / A9): drop the two bytes already written and escape.
                bytes.removeLast(2)
                bytes += Array((byte == 0xA8 ? "\\u2028" : "\\u2029").utf8)
            default:
                bytes.append(byte)
            }
            previous2 = previous1
            previous1 = byte
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
