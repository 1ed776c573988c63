import HIGCorpus

/// One translation-quality check: metadata (id, description, rationale, examples) and the test itself.
///
/// Modelled on SwiftLint's `RuleDescription`: the examples document the check and are run as its tests.
public protocol QualityCheck: Sendable {
    /// What the check is, for `--list`, docs and SARIF rule metadata.
    static var description: CheckDescription { get }
    /// Every finding of this check in the corpus.
    func findings(in context: CheckContext) -> [Finding]
}

extension QualityCheck {
    /// The check's stable id, such as `hig.qa.numbers`.
    public var id: String { Self.description.id }
}

/// A check that looks at one translated block at a time.
public protocol BlockCheck: QualityCheck {
    /// Findings for one block; only called for translatable blocks that have Korean.
    func findings(in block: Block, of page: Page, context: CheckContext) -> [Finding]
}

extension BlockCheck {
    public func findings(in context: CheckContext) -> [Finding] {
        context.corpus.pages.flatMap { page in
            page.blocks.filter { $0.kind.isTranslatable && $0.text.ko != nil }
                .flatMap { findings(in: $0, of: page, context: context) }
        }
    }
}

/// Identifier, description, rationale and examples of a check.
public struct CheckDescription: Sendable {
    /// Stable dotted id (`hig.qa.numbers`); users and tools match on it.
    public var id: String
    /// Short human name.
    public var name: String
    /// One line: what is reported.
    public var summary: String
    /// Why it matters to a reader of the translation.
    public var rationale: String
    /// Severity of a finding unless the check says otherwise; `note` marks a hint.
    public var severity: Severity
    /// Inputs that must produce at least one finding.
    public var triggering: [CheckExample]
    /// Inputs that must produce none.
    public var nonTriggering: [CheckExample]

    public init(id: String, name: String, summary: String, rationale: String, severity: Severity = .warning,
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
public struct CheckExample: Sendable, CustomStringConvertible {
    /// English, Korean (`nil` when untranslated), and the English bold lead sentence if any.
    public var pairs: [(en: String, ko: String?, lead: String?)]
    /// The page's English title (terminology checks take their terms from titles).
    public var title: String
    /// The English the Korean was made for, when it is older than `en` (an outdated block, as the compiler marks it).
    public var previousEn: String?

    public init(_ en: String, _ ko: String?, lead: String? = nil) {
        pairs = [(en, ko, lead)]
        title = "Example"
    }

    /// One block whose Korean was made for `previousEn`, which the current English `en` replaced.
    public init(_ en: String, _ ko: String, madeFor previousEn: String) {
        pairs = [(en, ko, nil)]
        title = "Example"
        self.previousEn = previousEn
    }

    public init(title: String = "Example", pairs: [(en: String, ko: String?)]) {
        self.pairs = pairs.map { ($0.en, $0.ko, nil) }
        self.title = title
    }

    /// One page holding one block per pair (English on line 3i+1, Korean on 3i+2); an English that opens
    /// with `**…**` has that sentence as its lead, as the compiler reads it.
    public var corpus: Corpus {
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

    public var description: String {
        pairs.map { "\($0.en) → \($0.ko ?? "nil")" }.joined(separator: " | ")
    }
}
