import Foundation
import HIGCorpus
import HIGText

/// What the opening of a sentence says about it as a rule: its lead verb and the kind that verb gives.
struct ImperativeReading: Equatable {
    /// The lead verb, lowercased (`avoid`, `use`, `don't`).
    var verb: String
    var kind: RuleKind
    /// The introductory phrase before the verb (`In an iPhone app`, `If necessary`), if any.
    var introduction: String?
}

/// Reads a sentence as an imperative: an optional introductory phrase ending in a comma (`If necessary,`,
/// `In visionOS,`), optional adverbs (`Always`, `Clearly`), then a base-form verb from `RuleVerbs`.
enum ImperativeLead {
    /// The reading of `sentence` when it opens like an instruction; `nil` when it does not.
    static func read(_ sentence: String) -> ImperativeReading? {
        guard let opening = mainClause(of: sentence) else { return nil }
        var words = opening.words
        guard !words.isEmpty else { return nil }
        // Introductory clauses and adverbs are written in lower case after a comma; a capital there is a name.
        if opening.introduction != nil, words[0].first?.isUppercase == true { return nil }
        var kindFromAdverb: RuleKind?
        while words.count > 1, RuleVerbs.isLeadingAdverb(words[0].lowercased()) {
            if RuleVerbs.negatingAdverbs.contains(words[0].lowercased()) { kindFromAdverb = .dont }
            words.removeFirst()
        }
        var verb = normalised(words[0])
        if verb == "do", words.count > 1, words[1].lowercased() == "not" { verb = "don't" }
        guard RuleVerbs.verbs.contains(verb) || RuleVerbs.dont.contains(verb) else { return nil }
        if verb != "don't", words.count > 1, RuleVerbs.nounFollowers.contains(words[1].lowercased()) { return nil }
        return ImperativeReading(verb: verb, kind: kindFromAdverb ?? RuleVerbs.kind(of: verb), introduction: opening.introduction)
    }

    /// The kind a rule sentence asks for, from its lead verb; `do` when the verb is not recognised.
    static func kind(of sentence: String) -> RuleKind {
        if let reading = read(sentence) { return reading.kind }
        guard let opening = mainClause(of: sentence) else { return .do }
        for word in opening.words.prefix(3) {
            let verb = normalised(word)
            if RuleVerbs.dont.contains(verb) || RuleVerbs.consider.contains(verb) { return RuleVerbs.kind(of: verb) }
            if !RuleVerbs.isLeadingAdverb(verb) { break }
        }
        return .do
    }

    /// The words of the sentence after an introductory phrase, with that phrase.
    private static func mainClause(of sentence: String) -> (words: [String], introduction: String?)? {
        let allWords = words(in: sentence)
        guard let first = allWords.first?.lowercased() else { return nil }
        let opensWithIntroduction = RuleVerbs.introductionWords.contains(first)
            || (first.hasSuffix("ly") && !RuleVerbs.verbs.contains(first) && allWords.count > 1
                && !RuleVerbs.verbs.contains(normalised(allWords[1])))
        guard opensWithIntroduction else { return (allWords, nil) }
        // The introductory phrase ends at the first comma, within a reasonable distance.
        guard let comma = sentence.firstIndex(of: ","), sentence.distance(from: sentence.startIndex, to: comma) <= 140 else { return nil }
        let introduction = String(sentence[..<comma]).trimmed
        return (words(in: String(sentence[sentence.index(after: comma)...])), introduction)
    }

    /// Letters, apostrophes and hyphens; everything else separates words.
    static func words(in text: String) -> [String] {
        guard SimpleScalars.allStandAlone(text) else { return characterWords(in: text) }
        // Every scalar is a character: cut words out of the scalars without building them character by character.
        var result: [String] = []
        let scalars = text.unicodeScalars
        var start: String.Index?
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            if SimpleScalars.isLetter(scalar) || scalar == "'" || scalar == "’" || scalar == "-" {
                if start == nil { start = index }
            } else if let wordStart = start {
                result.append(String(text[wordStart..<index]))
                start = nil
            }
            index = scalars.index(after: index)
        }
        if let wordStart = start { result.append(String(text[wordStart..<index])) }
        return result
    }

    /// `words(in:)` character by character, for text with scalars that join into one character.
    private static func characterWords(in text: String) -> [String] {
        var result: [String] = []
        var current = ""
        for character in text {
            if character.isLetter || character == "'" || character == "’" || character == "-" {
                current.append(character)
            } else if !current.isEmpty {
                result.append(current)
                current = ""
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    private static func normalised(_ word: String) -> String {
        let lowered = word.lowercased()
        // U+2019 is E2 80 99 in UTF-8; without an E2 byte there is nothing to replace (and Foundation is slow).
        guard lowered.utf8.contains(0xE2) else { return lowered }
        return lowered.replacingOccurrences(of: "’", with: "'")
    }
}
