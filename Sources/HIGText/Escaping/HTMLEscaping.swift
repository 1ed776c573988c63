import Foundation

extension Escape {
    /// HTML text and attribute values: `&`, `<`, `>`, `"` and `'` as entities, so source text never becomes markup.
    @inlinable package static func html<S: StringProtocol>(_ text: S) -> String {
        guard text.utf8.contains(where: { htmlEntity(for: $0) != nil }) else { return String(text) }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        appendHTML(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `html(text)` to UTF-8 bytes.
    @inlinable package static func appendHTML<S: StringProtocol>(_ text: S, to out: inout [UInt8]) {
        for byte in text.utf8 {
            if let entity = htmlEntity(for: byte) { out += entity } else { out.append(byte) }
        }
    }

    /// The entity `html` writes for a byte, or `nil` for a byte written as it is.
    @inlinable @inline(__always) package static func htmlEntity(for byte: UInt8) -> [UInt8]? {
        switch byte {
        case 0x26: htmlEntities[0]
        case 0x3C: htmlEntities[1]
        case 0x3E: htmlEntities[2]
        case 0x22: htmlEntities[3]
        case 0x27: htmlEntities[4]
        default: nil
        }
    }

    @usableFromInline package static let htmlEntities: [[UInt8]] = ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"].map { Array($0.utf8) }
}

extension Escape {
    /// The text of escaped HTML: the entities `html` writes (and cmark-gfm's `&quot;`) read back; `&amp;` last, so
    /// `&amp;lt;` stays `&lt;`.
    package static func unescapeHTML(_ html: String) -> String {
        guard html.contains("&") else { return html }
        var text = html
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text
    }
}
