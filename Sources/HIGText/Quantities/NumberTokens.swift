/// Cuts text into the pieces numbers are read from — digit runs (`1,000`, `1.5`, `1/3`), words, and symbols —
/// keeping where each piece sits. (The search tokenizer is another thing: it cuts text into search terms.)
package struct NumberToken: Sendable {
    package enum Kind: Equatable, Sendable {
        /// A digit number; `glued` holds letters written right after it (`44pt`, `2x`, `3rd`), lowercased.
        case number(Double, glued: String)
        /// A run of letters (Latin or Hangul), with inner hyphens and apostrophes; lowercased.
        case word(String)
        /// One punctuation or symbol character.
        case symbol(Character)
    }

    package var kind: Kind
    /// Character offsets in the text.
    package var start: Int
    package var end: Int
    /// Whether the word starts with a capital letter in the text.
    package var isCapitalized = false

    package var word: String? { if case .word(let word) = kind { word } else { nil } }
    package var number: Double? { if case .number(let value, _) = kind { value } else { nil } }
    package var symbol: Character? { if case .symbol(let symbol) = kind { symbol } else { nil } }

    /// The tokens of a text. A digit run glued after a letter (`H264`, `iOS17`) belongs to its word; a date
    /// (`6/6/2023`) is one symbol so its parts are not read as a fraction.
    package static func tokens(_ text: String) -> [NumberToken] {
        var reader = Reader(characters: Array(text))
        reader.readAll()
        return reader.tokens
    }

    /// Reads the tokens of one text, left to right.
    private struct Reader {
        let characters: [Character]
        var tokens: [NumberToken] = []
        var index = 0

        init(characters: [Character]) { self.characters = characters }

        func isDigit(_ offset: Int) -> Bool { offset >= 0 && offset < characters.count && characters[offset].isASCII && characters[offset].isNumber }
        func isLetter(_ offset: Int) -> Bool { offset >= 0 && offset < characters.count && characters[offset].isLetter }

        mutating func readAll() {
            while index < characters.count {
                let character = characters[index]
                if character.isWhitespace { index += 1; continue }
                // A dotted identifier (`person.3.fill`, `square.grid.2x2`) is a name: its digits are no quantity.
                if !isLetter(index - 1), let end = NumberToken.dottedIdentifierEnd(characters, from: index) {
                    tokens.append(NumberToken(kind: .word(String(characters[index..<end]).lowercased()), start: index, end: end))
                    index = end
                    continue
                }
                // Digits right after a letter belong to its word (`H264`), except the second side of `44x44`.
                if isDigit(index), !isLetter(index - 1) || tokens.last?.symbol == "×" && tokens.last?.end == index {
                    readNumber()
                } else if character.isLetter || isDigit(index) {
                    readWord()
                } else {
                    tokens.append(NumberToken(kind: .symbol(character), start: index, end: index + 1))
                    index += 1
                }
            }
        }

        /// A word: letters and digits, with inner hyphens and apostrophes.
        private mutating func readWord() {
            let start = index
            while index < characters.count {
                let next = characters[index]
                if next.isLetter || isDigit(index) { index += 1; continue }
                if "-'’".contains(next), isLetter(index + 1), index > start { index += 1; continue }
                break
            }
            var token = NumberToken(kind: .word(String(characters[start..<index]).lowercased()), start: start, end: index)
            token.isCapitalized = characters[start].isUppercase
            tokens.append(token)
        }

        /// A digit number, with its fraction (or a whole date) and the letters glued after it.
        private mutating func readNumber() {
            let start = index
            let digits = readDigits()
            var value = Double(digits) ?? 0
            // A fraction `1/3`; a date `6/6/2023` is skipped whole.
            if index < characters.count, characters[index] == "/", isDigit(index + 1) {
                var end = index + 1
                var denominator = ""
                while isDigit(end) { denominator.append(characters[end]); end += 1 }
                if end < characters.count, characters[end] == "/" {
                    while end < characters.count, isDigit(end) || characters[end] == "/" { end += 1 }
                    tokens.append(NumberToken(kind: .symbol("/"), start: start, end: end))
                    index = end
                    return
                }
                // Only a proper fraction (`1/3`, `3/4`, `1/1000`); `6/6` or `16/9` are two numbers.
                if let bottom = Double(denominator), value < bottom, value > 0, !digits.contains(".") {
                    value /= bottom
                    index = end
                }
            }
            readGlued(after: value, from: start)
        }

        /// Digits, thousands separators (followed by exactly three digits, dropped) and one decimal point.
        private mutating func readDigits() -> String {
            var digits = ""
            while index < characters.count {
                if isDigit(index) { digits.append(characters[index]); index += 1; continue }
                if characters[index] == ",", isDigit(index + 1), isDigit(index + 2), isDigit(index + 3), !isDigit(index + 4) { index += 1; continue }
                if characters[index] == ".", isDigit(index + 1), !digits.contains(".") { digits.append("."); index += 1; continue }
                break
            }
            return digits
        }

        /// The number `value` (from `start`) with the ASCII letters glued after it: a unit or ordinal suffix, the `x`
        /// of `44x44`, or a name (`3D`, `4K`) that makes the whole a word.
        private mutating func readGlued(after value: Double, from start: Int) {
            var glued = ""
            var end = index
            while end < characters.count, characters[end].isASCII, characters[end].isLetter { glued.append(characters[end]); end += 1 }
            let lowered = glued.lowercased()
            if lowered == "x", isDigit(end) {
                // `44x44`: the `x` separates the sides.
                tokens.append(NumberToken(kind: .number(value, glued: ""), start: start, end: index))
                tokens.append(NumberToken(kind: .symbol("×"), start: index, end: end))
            } else if !glued.isEmpty, QuantityUnit.latinAbbreviations[lowered] == nil, !QuantityUnit.otherLatinUnits.contains(lowered),
                      !["st", "nd", "rd", "th"].contains(lowered) {
                // `3D`, `4K`, `5G`: a name, not a quantity.
                tokens.append(NumberToken(kind: .word(String(characters[start..<end]).lowercased()), start: start, end: end))
            } else {
                tokens.append(NumberToken(kind: .number(value, glued: lowered), start: start, end: end))
            }
            index = end
        }
    }

    /// Where a dotted identifier starting at `start` ends: an ASCII letter, then letters and digits, then one or more
    /// `.` parts, at least one holding a digit (`person.3.fill`); `nil` for anything else (a sentence end `다.iOS`,
    /// `e.g.`, a version `17.2`).
    static func dottedIdentifierEnd(_ characters: [Character], from start: Int) -> Int? {
        func isPart(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c.isNumber) }
        guard characters[start].isASCII, characters[start].isLetter else { return nil }
        var end = start
        while end < characters.count, isPart(characters[end]) { end += 1 }
        var parts = 0
        var hasDigit = false
        while end + 1 < characters.count, characters[end] == ".", isPart(characters[end + 1]) {
            end += 1
            while end < characters.count, isPart(characters[end]) {
                if characters[end].isNumber { hasDigit = true }
                end += 1
            }
            parts += 1
        }
        return parts > 0 && hasDigit ? end : nil
    }
}
