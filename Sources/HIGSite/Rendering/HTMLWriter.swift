/// A page's HTML as it is written: UTF-8 bytes appended to one growing buffer, with no `String` made per piece.
/// The bundled templates' renderer (`BundledRenderer`) writes through it.
struct HTMLWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Template text.
    mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Text or HTML as it is (a template's `{{{…}}}`).
    mutating func unescaped(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Bytes written before (labels, shared sidebar subtrees).
    mutating func write(_ raw: [UInt8]) {
        bytes.append(contentsOf: raw)
    }

    /// A number as Mustache writes it (`String(describing:)`).
    mutating func write(_ number: Int) {
        unescaped(String(number))
    }

    /// Text escaped exactly as swift-mustache escapes a `{{…}}` value: `& < > " '` as entities. Mustache looks at
    /// each Character (grapheme cluster), so one of these that a neighbouring scalar joins into a larger cluster
    /// (a combining mark after it, a prepended mark before it) stays as it is (`GraphemeNeighbours`).
    mutating func escaped(_ text: String) {
        var text = text
        text.withUTF8 { source in
            var start = 0
            for index in source.indices {
                let byte = source[index]
                guard byte < 64, Self.specialMask & (1 << UInt64(byte)) != 0, GraphemeNeighbours.standApart(index..<(index + 1), in: source) else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<index]))
                switch byte {
                case UInt8(ascii: "&"): write("&amp;")
                case UInt8(ascii: "<"): write("&lt;")
                case UInt8(ascii: ">"): write("&gt;")
                case UInt8(ascii: "\""): write("&quot;")
                default: write("&#39;")
                }
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start...]))
        }
    }

    /// `& " ' < >` as bits of a 64-bit mask (all are below 64).
    private static let specialMask: UInt64 = [UInt8(ascii: "&"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "<"), UInt8(ascii: ">")]
        .reduce(0) { $0 | (1 << UInt64($1)) }
}
