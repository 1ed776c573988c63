/// A word-level diff of two English texts (longest common subsequence over words), and the similarity it implies:
/// twice the words kept over the words in both (Python difflib's ratio over words). The one diff hig shows: the
/// outdated-block diff in corpus.json, `hig check` notes, exchange files and the site all come from here.
package enum WordDiff {
    /// One run of the diff: text both have, text only the new one has, or text only the old one had.
    package enum Operation: String, Sendable {
        case equal, insert, delete
    }

    /// A run of words (with the spaces and punctuation after them) that share one operation.
    package struct Span: Equatable, Sendable {
        package var operation: Operation
        package var text: String

        package init(_ operation: Operation, _ text: String) {
            self.operation = operation
            self.text = text
        }
    }

    /// The words of `text`, each with the separator that follows it, so joining them gives the text back.
    package static func tokens(_ text: String) -> [(word: String, key: String)] {
        // Most English is ASCII, where a character is one byte and the classes below are plain byte ranges; the
        // general path over Characters and Foundation's case mapping is several times slower for the same result.
        if let ascii = text.utf8.withContiguousStorageIfAvailable({ asciiTokens($0) }), let ascii { return ascii }
        var out: [(String, String)] = []
        var current = ""
        // The key of a token of ASCII characters only, built as it is read; other tokens go through `key`.
        var asciiKey = "", ascii = true
        var inSeparator = false
        for character in text {
            let byte = character.asciiValue
            let isWord = byte.map(isASCIIWord) ?? (character.isLetter || character.isNumber || character == "’")
            if isWord && inSeparator {
                out.append((current, ascii ? asciiKey : key(current)))
                current = ""
                asciiKey = ""
                ascii = true
                inSeparator = false
            }
            if let byte {
                if isWord { asciiKey.unicodeScalars.append(Unicode.Scalar(Script.asciiLowercased(byte))) }
            } else {
                ascii = false
            }
            if !isWord { inSeparator = true }
            current.append(character)
        }
        if !current.isEmpty { out.append((current, ascii ? asciiKey : key(current))) }
        return out
    }

    /// Whether an ASCII character is part of a word (a letter, a digit or an apostrophe), as `Character.isLetter`
    /// and `isNumber` say for ASCII.
    @inline(__always) private static func isASCIIWord(_ byte: UInt8) -> Bool {
        Script.isASCIILetter(byte) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "'")
    }

    /// `tokens` of an all-ASCII text, read byte by byte; nil when the text has a byte outside ASCII. (The one
    /// multi-byte Character of ASCII, `\r\n`, is a separator either way.)
    private static func asciiTokens(_ bytes: UnsafeBufferPointer<UInt8>) -> [(word: String, key: String)]? {
        var out: [(word: String, key: String)] = []
        var start = 0
        var key: [UInt8] = []
        var inSeparator = false
        for (offset, byte) in bytes.enumerated() {
            guard byte < 0x80 else { return nil }
            let word = isASCIIWord(byte)
            if word && inSeparator {
                out.append((String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self),
                            String(decoding: key, as: UTF8.self)))
                start = offset
                key.removeAll(keepingCapacity: true)
                inSeparator = false
            }
            if word { key.append(Script.asciiLowercased(byte)) } else { inSeparator = true }
        }
        if start < bytes.count {
            out.append((String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self), String(decoding: key, as: UTF8.self)))
        }
        return out
    }

    /// A token compared by its word only: case, typographic apostrophes and trailing separators do not count.
    private static func key(_ token: String) -> String {
        String(token.lowercased().replacingOccurrences(of: "’", with: "'").filter { $0.isLetter || $0.isNumber || $0 == "'" })
    }

    /// The spans that turn `old` into `new`, runs of one operation merged.
    package static func spans(from old: String, to new: String) -> [Span] {
        let a = tokens(old), b = tokens(new)
        let (pairs, _) = lcs(a.map(\.key), b.map(\.key))
        var spans: [Span] = []
        func add(_ operation: Operation, _ text: String) {
            if let last = spans.last, last.operation == operation { spans[spans.count - 1].text += text } else { spans.append(Span(operation, text)) }
        }
        var i = 0, j = 0
        for (x, y) in pairs + [(a.count, b.count)] {
            while i < x { add(.delete, a[i].word); i += 1 }
            while j < y { add(.insert, b[j].word); j += 1 }
            if x < a.count { add(.equal, b[y].word); i += 1; j += 1 }
        }
        return spans
    }

    /// Twice the words both texts share in order over the words of both, 0…1; 1 for two empty texts.
    package static func similarity(_ old: String, _ new: String) -> Double {
        similarity(keys: keys(old), keys(new))
    }

    /// The keys of `tokens(text)`, in order (empty for a leading separator): what `similarity` compares.
    package static func keys(_ text: String) -> [String] {
        tokens(text).map(\.key)
    }

    /// `similarity` of two texts from their `keys`, for a caller comparing one text with many.
    package static func similarity(keys a: [String], _ b: [String]) -> Double {
        guard !a.isEmpty || !b.isEmpty else { return 1 }
        return Double(2 * lcs(a, b).count) / Double(a.count + b.count)
    }

    /// Index pairs of a longest common subsequence, increasing in both, and its length.
    private static func lcs(_ a: [String], _ b: [String]) -> (pairs: [(Int, Int)], count: Int) {
        let n = a.count, m = b.count
        guard n > 0, m > 0 else { return ([], 0) }
        let width = m + 1
        var table = [Int32](repeating: 0, count: (n + 1) * width)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i * width + j] = a[i] == b[j] ? table[(i + 1) * width + j + 1] + 1
                    : max(table[(i + 1) * width + j], table[i * width + j + 1])
            }
        }
        var pairs: [(Int, Int)] = []
        var i = 0, j = 0
        while i < n && j < m {
            if a[i] == b[j] { pairs.append((i, j)); i += 1; j += 1 }
            else if table[(i + 1) * width + j] >= table[i * width + j + 1] { i += 1 } else { j += 1 }
        }
        return (pairs, pairs.count)
    }

    /// Whether two texts have the same words in the same order (case, spacing, punctuation, quotes and dashes aside):
    /// the same English for a translator.
    /// Words run together or split by a faulty export (`Resourcesand`, `12pt` / `12 pt`) are the same wording too.
    package static func sameWording(_ a: String, _ b: String) -> Bool {
        a == b || sameWording(keys: keys(a), keys(b))
    }

    /// `sameWording` of two different texts from their `keys`.
    package static func sameWording(keys a: [String], _ b: [String]) -> Bool {
        let x = a.filter { !$0.isEmpty }, y = b.filter { !$0.isEmpty }
        return x == y || x.joined() == y.joined()
    }

    /// The text without a leading callout label in capitals (`NOTE`, `IMPORTANT`, `DEVELOPER NOTE`, `TIP`): one
    /// export keeps a callout's label in the text and another does not, which changes no guidance.
    package static func droppingCalloutLabel(_ text: String) -> String {
        for label in calloutLabels where text.hasPrefix(label + " ") || text.hasPrefix(label + ": ") {
            let rest = text.dropFirst(label.count).drop { $0 == ":" || $0.isWhitespace }
            if !rest.isEmpty { return String(rest) }
        }
        return text
    }

    /// The labels Apple's guidelines put over callouts, longest first.
    static let calloutLabels = ["DEVELOPER NOTE", "IMPORTANT", "WARNING", "CAUTION", "NOTE", "TIP"]

    /// Whether a sentence runs into the next without a space ("0% to 100%.In contrast"): text joined by a faulty
    /// export (an image's description glued to a paragraph), not a revision.
    package static func hasRunTogetherSentences(_ text: String) -> Bool {
        var previous: [Character] = []
        for character in text {
            if previous.count == 2, previous[0].isLowercase || previous[0].isNumber || previous[0] == "%" || previous[0] == ")",
               ".!?".contains(previous[1]), character.isUppercase { return true }
            previous.append(character)
            if previous.count > 2 { previous.removeFirst() }
        }
        return false
    }
}
