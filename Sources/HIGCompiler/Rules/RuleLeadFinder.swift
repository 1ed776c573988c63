import Foundation
import HIGCorpus
import HIGText

/// A block's rule sentence in English, before Korean, platforms and id are worked out.
struct RuleCandidate: Equatable {
    /// The rule sentence.
    var english: String
    /// The rest of the paragraph.
    var rest: String
    var detection: RuleDetection
    var confidence: Double
    /// The sentence read as an instruction; `nil` when a bold lead does not open with a known verb.
    var reading: ImperativeReading?

    /// The paragraph's English sentences, rule first.
    var sentences: [String] { [english] + SentenceSplitter.english(rest) }
}

/// Finds the rule sentence of one block: its bold lead in Markdown, or its leading imperative sentence in a
/// headingless plain-text page. Notes (`**NOTE**`), bold labels (`**Compact.**`, `**Standard.**`) and bold list
/// items that are not instructions are not rules.
enum RuleLeadFinder {
    /// Confidence of an imperative lead that opens with its verb (`Display only one sheet…`): the share of such
    /// readings that are bold rules when the reading is run on the Markdown pages of the real corpus (1275 of 1291).
    static let verbFirstConfidence = 0.98
    /// Confidence of an imperative lead after an introductory phrase (`In an iPhone app, consider…`), measured the
    /// same way (178 of 194).
    static let introducedConfidence = 0.91

    static func candidate(in block: Block, headingless: Bool) -> RuleCandidate? {
        guard block.kind == .paragraph || block.kind == .listItem else { return nil }
        if let (lead, rest) = boldLead(of: block) {
            guard isRuleLead(lead, rest: rest, isListItem: block.kind == .listItem) else { return nil }
            return RuleCandidate(english: lead, rest: rest, detection: .boldLead, confidence: 1, reading: ImperativeLead.read(lead))
        }
        guard headingless, block.kind == .paragraph else { return nil }
        return imperativeLead(of: block.text.en)
    }

    /// The leading imperative sentence of unmarked prose, if it reads as a guideline.
    static func imperativeLead(of text: String) -> RuleCandidate? {
        // Most paragraphs are not rules: split off the first sentence alone until it reads as one.
        guard let first = SentenceSplitter.english(text, limit: 1).first, first.wordCount >= 3, !first.hasPrefix("•"),
              !first.hasSuffix(":"), !first.lowercased().contains("the following"),
              let reading = ImperativeLead.read(first) else { return nil }
        let sentences = SentenceSplitter.english(text)
        return RuleCandidate(english: first, rest: sentences.dropFirst().joined(separator: " "), detection: .imperativeLead,
                             confidence: reading.introduction == nil ? verbFirstConfidence : introducedConfidence, reading: reading)
    }

    /// The bold lead (from the reader, which also repairs leads glued to the next word) and the text after it.
    static func boldLead(of block: Block) -> (lead: String, rest: String)? {
        guard let lead = block.lead else { return nil }
        let text = block.text.en
        let rest = text.hasPrefix(lead) ? String(text.dropFirst(lead.count)).trimmed : text
        // `**…based on that column**.` leaves the period outside the bold run; it belongs to the rule.
        let punctuation = rest.prefix(while: SentenceEnd.isClauseEnd)
        return (lead + punctuation, String(rest.dropFirst(punctuation.count)).trimmed)
    }

    /// Whether a bold lead is a rule rather than a note, a label or a caption.
    static func isRuleLead(_ lead: String, rest: String, isListItem: Bool) -> Bool {
        // Notes: DEVELOPER NOTE, IMPORTANT, TIP.
        if lead.contains(where: \.isLetter), !lead.contains(where: \.isLowercase) { return false }
        let words = ImperativeLead.words(in: lead)
        if words.count <= 2 {
            // Labels: Compact., Standard., Pop up., List picker. Short rules open with a verb that decides the kind.
            let first = words.first.map { $0.lowercased().replacingOccurrences(of: "’", with: "'") } ?? ""
            if !(RuleVerbs.dont.contains(first) || RuleVerbs.consider.contains(first) || first == "use") { return false }
        }
        // A bold line that is all there is and ends no sentence is a caption (`Target width (wide icons)`).
        if rest.isEmpty, !ProseShape.endsSentence(lead) { return false }
        // Bold list items are labels unless they read as instructions (`Avoid using subjective terms.`).
        if isListItem, ImperativeLead.read(lead) == nil { return false }
        return true
    }
}
