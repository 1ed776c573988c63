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
        // Most English is ASCII with typographic punctuation, where each scalar is a character and the classes below
        // are byte ranges or a single scalar; the general path over Characters and Foundation's case mapping is several
        // times slower for the same result.
        let fast = text.utf8.withContiguousStorageIfAvailable { bytes -> [(word: String, key: String)]? in
            var out: [(word: String, key: String)] = []
            let read = simpleTokens(bytes) { range, key in
                out.append((String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self), String(decoding: key, as: UTF8.self)))
            }
            return read ? out : nil
        }
        if let fast, let tokens = fast { return tokens }
        return characterTokens(text)
    }

    /// `tokens` read Character by Character: the rule itself, which the byte path gives the answers of.
    static func characterTokens(_ text: String) -> [(word: String, key: String)] {
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

    /// `tokens` of a text whose scalars are ASCII, `’`, or scalars that stand alone and are neither letters nor
    /// numbers (dashes, quotes, bullets, `×`), read from bytes: `emit` gets each token's byte range and key; `false`
    /// (with tokens already emitted, to be dropped) when another scalar occurs. For these texts the general path's
    /// key (lowercased, `’` as `'`, letters, numbers and apostrophes kept) is the ASCII word bytes lowercased with
    /// `’` read as `'`. (`\r\n`, ASCII's one multi-byte Character, is a separator either way.)
    private static func simpleTokens(_ bytes: UnsafeBufferPointer<UInt8>, _ emit: (Range<Int>, [UInt8]) -> Void) -> Bool {
        var start = 0
        var key: [UInt8] = []
        var inSeparator = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            var isWord = false
            var keyByte: UInt8?
            var length = 1
            if byte < 0x80 {
                isWord = isASCIIWord(byte)
                if isWord { keyByte = Script.asciiLowercased(byte) }
            } else {
                let (value, width) = UTF8Scalar.decode(bytes, at: index)
                length = width
                if value == 0x2019 {
                    isWord = true
                    keyByte = UInt8(ascii: "'")
                } else {
                    guard let scalar = Unicode.Scalar(value), SimpleScalars.standsAlone(scalar), !SimpleScalars.isLetter(scalar),
                          !SimpleScalars.isNumber(scalar) else { return false }
                }
            }
            if isWord && inSeparator {
                emit(start..<index, key)
                start = index
                key.removeAll(keepingCapacity: true)
                inSeparator = false
            }
            if let keyByte { key.append(keyByte) }
            if !isWord { inSeparator = true }
            index += length
        }
        if start < bytes.count { emit(start..<bytes.count, key) }
        return true
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
        // The words themselves are not needed: the simple path makes only the keys.
        let fast = text.utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
            var out: [String] = []
            return simpleTokens(bytes) { _, key in out.append(String(decoding: key, as: UTF8.self)) } ? out : nil
        }
        if let fast, let keys = fast { return keys }
        return tokens(text).map(\.key)
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
        // Equal lists of non-empty keys have equal concatenations, so the concatenations decide; for ASCII keys
        // (where canonical equivalence is byte equality) they are compared byte by byte without being built.
        if let equal = asciiConcatenationsEqual(a, b) { return equal }
        let x = a.filter { !$0.isEmpty }, y = b.filter { !$0.isEmpty }
        return x == y || x.joined() == y.joined()
    }

    /// Whether the keys joined give the same bytes, or `nil` when a key is not ASCII.
    private static func asciiConcatenationsEqual(_ a: [String], _ b: [String]) -> Bool? {
        var lengthA = 0, lengthB = 0
        for key in a { guard key.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }; lengthA += key.utf8.count }
        for key in b { guard key.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }; lengthB += key.utf8.count }
        guard lengthA == lengthB else { return false }
        var keyB = 0
        var bytesB = b.first?.utf8.makeIterator()
        for key in a {
            for byte in key.utf8 {
                var next = bytesB?.next()
                while next == nil, keyB + 1 < b.count {
                    keyB += 1
                    bytesB = b[keyB].utf8.makeIterator()
                    next = bytesB?.next()
                }
                guard next == byte else { return false }
            }
        }
        return true
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
               SentenceEnd.isTerminal(previous[1]), character.isUppercase { return true }
            previous.append(character)
            if previous.count > 2 { previous.removeFirst() }
        }
        return false
    }
}
