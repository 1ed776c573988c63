import Foundation
import HIGText

/// What a corrected translation may hold before `hig import` writes it into a source. A block's Korean is one
/// line of one paragraph in every format hig reads, so a line break or a control character would change the
/// file's structure (a new English paragraph, a `# heading` the translator never wrote): such text is refused,
/// never written raw.
public enum TranslationText {
    /// Why a translation cannot go into a source.
    public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// A stable diagnostic id: `hig.import.line-break` or `hig.import.control-character`.
        public var id: String
        public var description: String
    }

    /// The translation as it is written: outer white space trimmed, NFC; or the first problem found.
    public static func prepare(_ raw: String) -> Result<String, Problem> {
        let text = raw.trimmingCharacters(in: CharacterSet(charactersIn: " \t")).precomposedStringWithCanonicalMapping
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            guard let kind = InvisibleCharacter.kind(of: scalar) else { continue }
            let name = "U+" + String(scalar.value, radix: 16, uppercase: true).paddingLeft(to: 4)
            let place = "character \(offset + 1)"
            switch kind {
            case .lineBreak:
                return .failure(Problem(id: "hig.import.line-break",
                                        description: "the translation holds a line break (\(name)) at \(place); a block's Korean is one line in its source, so join the lines"))
            case .control, .zeroWidth, .bidiControl:
                return .failure(Problem(id: "hig.import.control-character",
                                        description: "the translation holds \(Self.describe(kind)) (\(name)) at \(place); remove it"))
            }
        }
        return .success(text)
    }

    private static func describe(_ kind: InvisibleCharacter) -> String {
        switch kind {
        case .zeroWidth: "a zero-width character, which the build removes"
        case .bidiControl: "a bidirectional control character"
        case .lineBreak, .control: "a control character"
        }
    }
}

private extension String {
    func paddingLeft(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
