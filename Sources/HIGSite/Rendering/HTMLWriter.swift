import HIGText

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

    /// Text or HTML as it is (a template's `{{{…}}}`), its markup characters isolated as Mustache's values are
    /// (`MarkupIsolation`).
    mutating func unescaped(_ text: String) {
        rendered(MarkupIsolation.isolated(text))
    }

    /// HTML a template already rendered, as it is.
    mutating func rendered(_ html: String) {
        var html = html
        html.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Bytes written before (labels, shared sidebar subtrees).
    mutating func write(_ raw: [UInt8]) {
        bytes.append(contentsOf: raw)
    }

    /// A number as Mustache writes it (`String(describing:)`).
    mutating func write(_ number: Int) {
        unescaped(String(number))
    }

    /// Text escaped as swift-mustache escapes a `{{…}}` value: `& < > " '` as entities. Mustache looks at each
    /// Character (grapheme cluster) and would leave one of these that a neighbour joins as it is; the text is
    /// isolated first (`MarkupIsolation`), as every value handed to Mustache is, so every one of them is escaped.
    mutating func escaped(_ text: String) {
        var text = MarkupIsolation.isolated(text)
        text.withUTF8 { source in
            var start = 0
            for index in source.indices {
                let byte = source[index]
                guard byte < 64, Self.specialMask & (1 << UInt64(byte)) != 0, let entity = Escape.htmlEntity(for: byte) else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<index]))
                bytes.append(contentsOf: entity)
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start...]))
        }
    }

    /// The bytes `Escape.html` writes as entities (`& " ' < >`, all below 64) as bits of a 64-bit mask.
    private static let specialMask: UInt64 = (0..<64).filter { Escape.htmlEntity(for: UInt8($0)) != nil }.reduce(0) { $0 | (1 << UInt64($1)) }
}
