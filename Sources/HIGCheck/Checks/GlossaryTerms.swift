import HIGCorpus

/// Terms from the glossary (the shipped `Glossary.standard` under a user's `--glossary FILE`) translated otherwise than it says.
package struct GlossaryTerms: BlockCheck {
    package init() {}

    package static let description = CheckDescription(
        id: "hig.qa.glossary",
        name: "Glossary term",
        summary: "An English term from the user's glossary is rendered with a rejected variant, or without the preferred Korean.",
        rationale: "A team's glossary is its decision; the check enforces it where the corpus-wide terminology check only sees majorities.",
        triggering: [],
        nonTriggering: [CheckExample("Use an action sheet.", "수행 시트를 사용합니다.")]
    )

    package func findings(in block: Block, of page: Page, context: CheckContext) -> [Finding] {
        guard let ko = block.text.ko else { return [] }
        return context.glossary.entries.compactMap { entry in
            guard EnglishTerm(entry.term).occurs(in: block.text.en), !ko.contains(entry.preferred) else { return nil }
            if let rejected = entry.rejected.first(where: { ko.contains($0) }) {
                return Finding(self, "“\(entry.term)” is rendered “\(rejected)”; the glossary says “\(entry.preferred)”", block: block, page: page, excerpt: rejected)
            }
            // A shipped entry (`Glossary.standard`) cannot know the sentence uses its word in the term's sense (`view`
            // the verb): only its rejected renderings are findings.
            guard entry.source == nil else { return nil }
            return Finding(self, "“\(entry.term)” should be rendered “\(entry.preferred)” (glossary)", block: block, page: page, severity: .note)
        }
    }
}
