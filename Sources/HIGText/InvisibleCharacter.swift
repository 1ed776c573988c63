/// Characters that change how text is laid out or shown rather than being seen: line breaks, control characters,
/// zero-width characters and bidirectional controls. One list for every rule about them: the decoder removes the
/// zero-width ones, `hig import` refuses all of them in a translation, `Escape.terminal` shows them as `\u{…}`, and
/// a bidirectional control in a title is a warning.
package enum InvisibleCharacter: Equatable, Sendable {
    /// LF, VT, FF, CR, NEL, U+2028 and U+2029: each starts a new line somewhere (cmark, a terminal, a text editor).
    case lineBreak
    /// C0 and C1 controls other than the line breaks and the tab (ESC among them).
    case control
    /// U+200B, U+200C, U+200D, U+2060 and U+FEFF inside text: they break matching and never carry meaning here.
    case zeroWidth
    /// U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C: they make text display in another order than it reads.
    case bidiControl

    /// What `scalar` is, or `nil` for a visible character or the tab.
    package static func kind(of scalar: Unicode.Scalar) -> InvisibleCharacter? {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return .lineBreak
        case 0x09: return nil
        case 0x00...0x1F, 0x7F...0x9F: return .control
        case let value where isZeroWidth(value): return .zeroWidth
        default: return scalar.properties.isBidiControl ? .bidiControl : nil
        }
    }

    /// The zero-width characters (`zeroWidth`).
    @inlinable package static func isZeroWidth(_ value: UInt32) -> Bool {
        value == 0x200B || value == 0x200C || value == 0x200D || value == 0x2060 || value == 0xFEFF
    }
}
