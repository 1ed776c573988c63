import HIGCorpus

extension Glossary {
    /// The entry for an English term, matched singular and case-insensitively (`Action sheets` finds `action sheet`).
    func entry(for term: EnglishTerm) -> Entry? {
        entries.first { EnglishTerm(title: $0.term) == term }
    }
}
