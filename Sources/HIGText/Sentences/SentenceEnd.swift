/// The punctuation that ends a sentence, declared once in the variants the rules mean; each wider one is the one
/// before it and more.
package enum SentenceEnd {
    /// `.`, `!` or `?`: what ends a sentence in running prose (where the splitter cuts; what Korean typography
    /// expects a space after).
    @inlinable @inline(__always) package static func isTerminal(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?"): true
        default: false
        }
    }

    /// A terminal or `:`: what ends a clause that may be the whole of a rule or a lead (`**Prefer short labels:**`),
    /// so the word after it starts a sentence and the punctuation belongs to the lead before it.
    @inlinable @inline(__always) package static func isClauseEnd(_ byte: UInt8) -> Bool {
        isTerminal(byte) || byte == UInt8(ascii: ":")
    }

    /// `isTerminal` for a character: an ASCII one alone.
    @inlinable package static func isTerminal(_ character: Character) -> Bool {
        character.asciiValue.map(isTerminal) ?? false
    }

    /// `isClauseEnd` for a character: an ASCII one alone.
    @inlinable package static func isClauseEnd(_ character: Character) -> Bool {
        character.asciiValue.map(isClauseEnd) ?? false
    }

    /// A clause end or the ideographic full stop `。`: what text that ends like a sentence, in any script, ends with
    /// (captions, labels and table rows do not).
    @inlinable package static func isClauseEndInAnyScript(_ character: Character) -> Bool {
        isClauseEnd(character) || character == "。"
    }
}
