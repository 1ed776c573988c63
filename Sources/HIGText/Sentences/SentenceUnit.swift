/// What the sentence splitter asks of a character or of a scalar that stands alone as one.
package protocol SentenceUnit {
    var isLetter: Bool { get }
    var isNumber: Bool { get }
    var isWhitespace: Bool { get }
    var isUppercase: Bool { get }
    /// The ASCII value when the unit is one ASCII scalar.
    var asciiValue: UInt8? { get }
    /// Whether the unit is, or (for a character) opens with, a Hangul syllable.
    var isHangulSyllable: Bool { get }
    /// The whole value when the unit is a single scalar.
    var singleScalarValue: UInt32? { get }
    static func string(_ units: ArraySlice<Self>) -> String
}

extension SentenceUnit {
    /// `.`, `!` or `?` (`SentenceEnd.isTerminal`).
    @inlinable package var isTerminator: Bool {
        asciiValue.map(SentenceEnd.isTerminal) ?? false
    }

    /// A terminator or what may close a sentence after one: `"”’')]`.
    @inlinable package var isTerminatorOrCloser: Bool {
        if isTerminator { return true }
        switch singleScalarValue {
        case 0x22, 0x201D, 0x2019, 0x27, 0x29, 0x5D: return true
        default: return false
        }
    }

    /// What may open a sentence: `“"‘'(`.
    @inlinable package var isOpener: Bool {
        switch singleScalarValue {
        case 0x201C, 0x22, 0x2018, 0x27, 0x28: true
        default: false
        }
    }
}

extension Character: SentenceUnit {
    @inlinable package var isHangulSyllable: Bool { unicodeScalars.first.map(Script.isHangulSyllable) ?? false }
    @inlinable package var singleScalarValue: UInt32? {
        let scalars = unicodeScalars
        return scalars.count == 1 ? scalars.first?.value : nil
    }
    package static func string(_ units: ArraySlice<Character>) -> String { String(units) }
}

extension Unicode.Scalar: SentenceUnit {
    @inlinable package var isLetter: Bool { SimpleScalars.isLetter(self) }
    @inlinable package var isNumber: Bool { SimpleScalars.isNumber(self) }
    @inlinable package var isWhitespace: Bool { SimpleScalars.isWhitespace(self) }
    @inlinable package var isUppercase: Bool { SimpleScalars.isUppercase(self) }
    @inlinable package var asciiValue: UInt8? { value < 0x80 ? UInt8(value) : nil }
    @inlinable package var isHangulSyllable: Bool { Script.isHangulSyllable(self) }
    @inlinable package var singleScalarValue: UInt32? { value }
    package static func string(_ units: ArraySlice<Unicode.Scalar>) -> String {
        var text = String()
        text.unicodeScalars.append(contentsOf: units)
        return text
    }
}
