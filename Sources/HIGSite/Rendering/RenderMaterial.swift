/// Bytes a `RenderMemo` keys a page by, written input after input so that two different sequences of inputs never
/// give the same bytes: every value with its type and length, every list with its count, an absent value told apart
/// from an empty one.
struct RenderMaterial {
    private(set) var bytes: [UInt8] = []

    mutating func string(_ text: String) {
        var text = text
        // Contiguous UTF-8 (every native string), appended without a copy of its own.
        text.withUTF8 { run in
            bytes.append(UInt8(ascii: "s"))
            bytes += String(run.count).utf8
            bytes.append(UInt8(ascii: ":"))
            bytes.append(contentsOf: run)
        }
    }

    mutating func int(_ number: Int) {
        let digits = String(number)
        bytes.append(UInt8(ascii: "i"))
        bytes += String(digits.utf8.count).utf8
        bytes.append(UInt8(ascii: ":"))
        bytes += digits.utf8
    }

    /// A run of bytes.
    mutating func bytes(_ run: [UInt8]) { append(run, tag: UInt8(ascii: "r")) }

    mutating func bool(_ flag: Bool) {
        bytes.append(UInt8(ascii: "b"))
        bytes.append(flag ? 1 : 0)
    }

    /// A one-character mark of structure (`MaterialEncoder`'s brackets and absent values).
    mutating func mark(_ mark: Unicode.Scalar) {
        bytes.append(UInt8(ascii: "m"))
        bytes.append(UInt8(ascii: mark))
    }

    mutating func optional<T>(_ value: T?, _ write: (inout RenderMaterial, T) -> Void) {
        bool(value != nil)
        if let value { write(&self, value) }
    }

    mutating func array<T>(_ values: [T], _ write: (inout RenderMaterial, T) -> Void) {
        append(Array(String(values.count).utf8), tag: UInt8(ascii: "a"))
        for value in values { write(&self, value) }
    }

    private mutating func append(_ run: [UInt8], tag: UInt8) {
        bytes.append(tag)
        bytes += String(run.count).utf8
        bytes.append(UInt8(ascii: ":"))
        bytes += run
    }
}
