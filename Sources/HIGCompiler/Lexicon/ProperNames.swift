import Foundation
import HIGCorpus
import HIGText

/// Which words of a title are names — products, features, technologies — which Korean text keeps as written
/// (`SF Symbols`, `Touch Bar`, `HomeKit`, `Dynamic Island`, `Apple Pay`), told by their shape and by how the corpus's
/// English writes them, never from a list of what was seen:
/// - a capital inside the word (`HomeKit`, `iCloud`, `visionOS`) or a word in capitals (`SF`, `NFC`), or a platform
///   (of a hyphenated word, every part: `HUD-style` is not a name);
/// - a capitalised word after a title's first word: the guidelines title in sentence case (`Tab bars`), so only a
///   name keeps its capital there (`Touch Bar`, `Sign in with Apple`);
/// - a capitalised first word before such a name (`Touch` of `Touch Bar`, `Apple` of `Apple Pay`), or one the
///   corpus's English capitalises inside its sentences at least twice and three times as often as not (`Siri`,
///   `Wallet`; not `Layout`, which sentences write `layout`).
/// A title in Title Case (`Best Practices`) thus reads as a name throughout: it stays English unless a translator or
/// the glossary gives its Korean.
struct ProperNames: PageCountSum {
    /// How often a word is written capitalised inside a sentence, and in lowercase.
    struct Usage: Equatable, Sendable {
        var capitalised = 0, lowercase = 0
    }

    /// Lowercased word → its usage in the corpus's English.
    private(set) var usage: [String: Usage] = [:]

    init() {}

    init(usage: [String: Usage]) { self.usage = usage }

    init(_ corpus: Corpus) {
        for page in corpus.pages { add(ProperNames(page: page)) }
    }

    /// One page's counts: the English of its translatable blocks.
    init(page: Page) {
        for block in page.blocks where block.kind.isTranslatable { count(block.text.en) }
    }

    init(texts: [String]) {
        for text in texts { count(text) }
    }

    mutating func add(_ other: ProperNames, times: Int) {
        for (word, counts) in other.usage {
            var total = usage[word, default: Usage()]
            total.capitalised += counts.capitalised * times
            total.lowercase += counts.lowercase * times
            usage[word] = total == Usage() ? nil : total
        }
    }

    private mutating func count(_ text: String) {
        // When every scalar is a Character of its own, the space bytes split the text as its Characters would.
        if SimpleScalars.allStandAlone(text) {
            count(tokens: text.utf8.split(separator: UInt8(ascii: " ")).lazy.map { text[$0.startIndex..<$0.endIndex] })
        } else {
            count(tokens: text.split(separator: " "))
        }
    }

    private mutating func count(tokens: some Sequence<Substring>) {
        var sentenceStart = true
        for token in tokens {
            if !sentenceStart, let word = Self.asciiWord(token) {
                let lower = word.lowercased()
                if Script.isASCIIUppercase(word.utf8.first!) { usage[lower, default: Usage()].capitalised += 1 } else { usage[lower, default: Usage()].lowercase += 1 }
            }
            sentenceStart = token.last.map(SentenceEnd.isClauseEnd) ?? false
        }
    }

    /// The token without the punctuation at its ends (`trimmingCharacters(in: .punctuationCharacters)`), when what
    /// is left is two ASCII letters or more; read from the scalars, since trimming through Foundation and asking
    /// each scalar's Unicode properties was most of the lexicon's evidence.
    static func asciiWord(_ token: Substring) -> Substring? {
        let scalars = token.unicodeScalars
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, isPunctuation(scalars[start]) { start = scalars.index(after: start) }
        while start < end, isPunctuation(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        let word = Substring(scalars[start..<end])
        guard word.utf8.count >= 2, word.utf8.allSatisfy(Script.isASCIILetter) else { return nil }
        return word
    }

    /// ASCII scalar → whether it is in `CharacterSet.punctuationCharacters`, asked once.
    private static let asciiPunctuation: [Bool] = (0..<128).map { CharacterSet.punctuationCharacters.contains(Unicode.Scalar(UInt8($0))) }

    private static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? asciiPunctuation[Int(scalar.value)] : CharacterSet.punctuationCharacters.contains(scalar)
    }

    /// Whether the corpus's sentences write `word` as a name.
    func isCapitalisedInSentences(_ word: String) -> Bool {
        guard let counts = usage[word.lowercased()] else { return false }
        return counts.capitalised >= 2 && counts.capitalised >= 3 * counts.lowercase
    }

    /// For each word of a title (as split by the caller), whether it is part of a name.
    func nameMask(_ words: [String]) -> [Bool] {
        var mask = words.enumerated().map { index, word in Self.isNameByShape(word) || (index > 0 && Self.isCapitalised(word)) }
        if let first = words.first, Self.isCapitalised(first), !mask[0] {
            mask[0] = (words.count > 1 && mask[1] && Self.isCapitalised(words[1])) || isCapitalisedInSentences(first)
        }
        return mask
    }

    /// A word whose shape alone says it is a name: a capital after its first letter, capitals only (two or more
    /// letters), or a platform.
    static func isNameByShape(_ word: String) -> Bool {
        // `HUD-style`: a name joined to a common word is a phrase to translate, not a name.
        if word.contains("-") { return word.split(separator: "-").allSatisfy { isNameByShape(String($0)) } }
        let letters = word.unicodeScalars.filter { $0.properties.isAlphabetic }
        guard !letters.isEmpty else { return false }
        if PlatformName.canonical(word) != nil { return true }
        if letters.dropFirst().contains(where: { $0.properties.isUppercase }) { return true }
        return false
    }

    static func isCapitalised(_ word: String) -> Bool {
        word.unicodeScalars.first.map { $0.properties.isUppercase } ?? false
    }
}
