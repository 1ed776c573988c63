import HIGCorpus

/// One translation-quality check: metadata (id, description, rationale, examples) and the test itself.
///
/// Modelled on SwiftLint's `RuleDescription`: the examples document the check and are run as its tests.
package protocol QualityCheck: Sendable {
    /// What the check is, for `--list`, docs and SARIF rule metadata.
    static var description: CheckDescription { get }
    /// Every finding of this check in the corpus.
    func findings(in context: CheckContext) -> [Finding]
}

extension QualityCheck {
    /// The check's stable id, such as `hig.qa.numbers`.
    package var id: String { Self.description.id }
}

/// A check that looks at one translated block at a time.
package protocol BlockCheck: QualityCheck {
    /// Findings for one block; only called for English/Korean pairs (`CheckContext.isPair`).
    func findings(in block: Block, of page: Page, context: CheckContext) -> [Finding]
}

extension BlockCheck {
    package func findings(in context: CheckContext) -> [Finding] {
        context.corpus.pages.flatMap { page in
            page.blocks.filter(CheckContext.isPair)
                .flatMap { findings(in: $0, of: page, context: context) }
        }
    }
}

/// Identifier, description, rationale and examples of a check.
package struct CheckDescription: Sendable {
    /// Stable dotted id (`hig.qa.numbers`); users and tools match on it.
    package var id: String
    /// Short human name.
    package var name: String
    /// One line: what is reported.
    package var summary: String
    /// Why it matters to a reader of the translation.
    package var rationale: String
    /// Severity of a finding unless the check says otherwise; `note` marks a hint.
    package var severity: Severity
    /// Inputs that must produce at least one finding.
    package var triggering: [CheckExample]
    /// Inputs that must produce none.
    package var nonTriggering: [CheckExample]

    package init(id: String, name: String, summary: String, rationale: String, severity: Severity = .warning,
                triggering: [CheckExample], nonTriggering: [CheckExample]) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.severity = severity
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}

/// A tiny corpus for a check's examples: English/Korean pairs that become the blocks of one page.
package struct CheckExample: Sendable, CustomStringConvertible {
    /// English, Korean (`nil` when untranslated), and the English bold lead sentence if any.
    package var pairs: [(en: String, ko: String?, lead: String?)]
    /// The page's English title (terminology checks take their terms from titles).
    package var title: String
    /// The English the Korean was made for, when it is older than `en` (an outdated block, as the compiler marks it).
    package var previousEn: String?

    package init(_ en: String, _ ko: String?, lead: String? = nil) {
        pairs = [(en, ko, lead)]
        title = "Example"
    }

    /// One block whose Korean was made for `previousEn`, which the current English `en` replaced.
    package init(_ en: String, _ ko: String, madeFor previousEn: String) {
        pairs = [(en, ko, nil)]
        title = "Example"
        self.previousEn = previousEn
    }

    package init(title: String = "Example", pairs: [(en: String, ko: String?)]) {
        self.pairs = pairs.map { ($0.en, $0.ko, nil) }
        self.title = title
    }

    /// One page holding one block per pair (English on line 3i+1, Korean on 3i+2); an English that opens
    /// with `**…**` has that sentence as its lead, as the compiler reads it.
    package var corpus: Corpus {
        let path = "example.md"
        let blocks = pairs.enumerated().map { index, pair -> Block in
            var en = pair.en
            var lead = pair.lead
            if lead == nil, en.hasPrefix("**"), let end = en.range(of: "**", range: en.index(en.startIndex, offsetBy: 2)..<en.endIndex) {
                let sentence = String(en[en.index(en.startIndex, offsetBy: 2)..<end.lowerBound])
                lead = sentence
                en = sentence + en[end.upperBound...]
            }
            return Block(id: "b\(index)", kind: .paragraph, section: [], text: BilingualText(en: en, ko: pair.ko),
                         html: BilingualText(en: en, ko: pair.ko), lead: lead,
                         alignment: Alignment(method: pair.ko == nil ? .none : .structural, confidence: 1),
                         source: SourceLocation(path: path, line: 3 * index + 1),
                         translationSource: pair.ko == nil ? nil : SourceLocation(path: path, line: 3 * index + 2),
                         translationState: previousEn.map { OutdatedState.state(previousEn: $0, en: en, at: SourceLocation(path: path, line: 3 * index + 1)) })
        }
        let page = Page(id: "example", title: LocalizedTitle(en: title), category: "",
                        sources: [PageSource(path: path, format: .bilingualMarkdown, sha256: "")], blocks: blocks)
        return Corpus(pages: [page], skipped: [])
    }

    package var description: String {
        pairs.map { "\($0.en) → \($0.ko ?? "nil")" }.joined(separator: " | ")
    }
}
