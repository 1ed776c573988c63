import HIGCheck
import HIGCompiler
import HIGCorpus
import MCP

/// `check_translation`: `hig check`'s QA checks on one English text and its Korean, checked as one block added to
/// the build's corpus (so terminology and conflicting translations compare it with the corpus, and the length
/// check uses the corpus's own ratio), with the glossary terms that apply to it.
enum CheckTranslationTool: GuidelineTool {
    static let definition = Tool(
        name: "check_translation",
        title: "Check a Korean translation",
        description: """
            Check a Korean translation of an English guideline text with hig's translation QA checks (numbers, \
            links, code and product names, dropped lead sentence, inverted polarity, sentence count, length, \
            terminology against the corpus, glossary, conflicting translations, Korean typography). Mark the \
            English lead sentence in bold (**Avoid …**) to check it as a rule. Returns the findings and the \
            glossary: the user's glossary entries and the corpus's page-title terms that occur in the English, \
            with the Korean each should get.
            """,
        inputSchema: ToolSupport.objectSchema([
            "en": ToolSupport.string("The English text (one paragraph)."),
            "ko": ToolSupport.string("Its Korean translation."),
            "glossary": ["type": "array", "description": "Glossary entries to enforce beside the server's --glossary file.",
                         "items": ["type": "object", "required": ["term", "ko"], "additionalProperties": false, "properties": [
                            "term": ["type": "string", "description": "English term (action sheet)."],
                            "ko": ["type": "string", "description": "The Korean it must get (작업 시트)."],
                            "rejected": ["type": "array", "items": ["type": "string"], "description": "Renderings to flag (수행 시트)."],
                         ]]],
            "checks": ["type": "array", "items": ["type": "string"],
                       "description": "Run only these checks (ids such as numbers or hig.qa.polarity; default: all)."],
        ], required: ["en", "ko"]),
        annotations: ToolSupport.readOnly,
        outputSchema: outputSchema
    )

    /// The id of the page that holds the pair inside the checked corpus.
    static let pairPage = "hig-mcp/check-translation"

    static func call(_ arguments: ToolArguments, in build: BuildStore) async throws -> CallTool.Result {
        let en = try arguments.requiredString("en")
        let ko = try arguments.requiredString("ko")
        let glossary = Glossary(entries: build.glossary.entries + (try entries(arguments)))
        let checker: QualityChecker
        do {
            checker = try QualityChecker(enabled: try arguments.strings("checks"))
        } catch {
            throw MCPError.invalidParams("check_translation: \(error)")
        }
        let facts = try await build.corpusFacts()
        let catalogue = try await build.ruleCatalogue()
        let findings = check(en: en, ko: ko, checker: checker, glossary: glossary, facts: facts, rules: catalogue.rules)
        let terms = TermReport.terms(en: en, ko: ko, glossary: glossary, corpus: facts.corpus)
        let answer = CheckAnswer(findings: findings, terms: terms, checks: checker.checks.map(\.id), output: build.output,
                                 pages: facts.corpus.pages.count)
        return ToolSupport.result(answer.markdown, answer.structured)
    }

    /// The checks that compare a block with the rest of the corpus (how the corpus renders a term, how it translates
    /// the same English elsewhere); every other check judges a page on its own.
    static let corpusChecks: Set<String> = [TerminologyConsistency.description.id, ConflictingTranslations.description.id]

    /// The findings of `checker` about the pair. It is checked as a page of its own, with the corpus's length
    /// profile; the corpus checks see it added to the build's pages, and only their findings about it are kept.
    static func check(en: String, ko: String, checker: QualityChecker, glossary: Glossary, facts: CorpusFacts, rules: [Rule]) -> [Finding] {
        var page = CheckExample(en, ko).corpus.pages[0]
        page.id = pairPage
        let pair = Corpus(pages: [page], skipped: [])
        let pairRules = Pipeline().rules(of: pair)
        var pageChecker = checker
        pageChecker.checks = checker.checks.filter { !corpusChecks.contains($0.id) }
        var corpusChecker = checker
        corpusChecker.checks = checker.checks.filter { corpusChecks.contains($0.id) }
        var findings = pageChecker.run(CheckContext(corpus: pair, rules: pairRules, glossary: glossary, lengthProfile: facts.lengthProfile))
        if !corpusChecker.checks.isEmpty {
            var corpus = facts.corpus
            corpus.pages.append(page)
            let context = CheckContext(corpus: corpus, rules: rules + pairRules, glossary: glossary, lengthProfile: facts.lengthProfile)
            findings += corpusChecker.run(context).filter { $0.pageID == pairPage }
        }
        // One block: `hig check`'s order (place, check, message) is the order of check and message.
        return findings.sorted { ($0.checkID, $0.message) < ($1.checkID, $1.message) }
    }

    static func entries(_ arguments: ToolArguments) throws -> [Glossary.Entry] {
        try arguments.objects("glossary").map { object in
            let entry = try ToolArguments(tool: "check_translation glossary entry", values: object, accepted: ["term", "ko", "rejected"])
            return Glossary.Entry(term: try entry.requiredString("term"), preferred: try entry.requiredString("ko"),
                                  rejected: try entry.strings("rejected"))
        }
    }

    static let outputSchema: Value = [
        "type": "object", "required": ["findings", "terms", "checks", "build"],
        "properties": [
            "findings": ["type": "array", "items": ["type": "object", "required": ["check", "severity", "message"]]],
            "terms": ["type": "array", "items": ["type": "object", "required": ["en", "ko", "origin", "used"]]],
            "checks": ["type": "array", "items": ["type": "string"]],
            "build": ["type": "string"],
        ],
    ]
}

/// The glossary terms that occur in an English text, with the Korean each should get and whether the translation
/// has it: the user's glossary entries first, then the corpus's page titles (their translator's Korean, else the
/// Korean the build derived), which the terminology check takes as the corpus's terms.
enum TermReport {
    struct Term: Equatable {
        var en: String
        var ko: String
        var origin: String
        var page: String?
        var used: Bool
        var rejected: [String] = []
    }

    static func terms(en: String, ko: String, glossary: Glossary, corpus: Corpus) -> [Term] {
        var terms: [Term] = []
        for entry in glossary.entries where EnglishTerm(entry.term).occurs(in: en) {
            terms.append(Term(en: entry.term, ko: entry.preferred, origin: "glossary", used: ko.contains(entry.preferred),
                              rejected: entry.rejected.filter { ko.contains($0) }))
        }
        for page in corpus.pages {
            let term = EnglishTerm(title: page.title.en)
            guard let korean = page.title.ko ?? page.title.derivedKo, !terms.contains(where: { EnglishTerm($0.en) == term }),
                  term.occurs(in: en) else { continue }
            terms.append(Term(en: term.text, ko: korean, origin: page.title.ko == nil ? "derived" : "title", page: page.id,
                              used: ko.contains(korean)))
        }
        return terms
    }
}

/// What `check_translation` answers.
struct CheckAnswer {
    var findings: [Finding]
    var terms: [TermReport.Term]
    var checks: [String]
    var output: String
    var pages: Int

    var markdown: String {
        var lines = [findings.isEmpty ? "No findings." : "\(findings.count) finding\(findings.count == 1 ? "" : "s"):"]
        for finding in findings {
            lines.append("- \(finding.severity.rawValue) [\(finding.checkID)]: \(finding.message)")
            lines += finding.notes.map { "  - \($0)" }
        }
        if !terms.isEmpty {
            lines += ["", "Glossary:"]
            for term in terms {
                let from = term.page.map { "page `\($0)`, \(term.origin == "derived" ? "Korean derived from the corpus" : "its title")" } ?? "your glossary"
                var line = "- \(term.en) → \(term.ko) (\(from)): " + (term.used ? "used" : "not in this Korean")
                if !term.rejected.isEmpty { line += "; rejected rendering \(term.rejected.joined(separator: ", ")) found" }
                lines.append(line)
            }
        }
        lines += ["", "Checked against the build in \(output)/ (\(pages) pages) with \(checks.count) checks."]
        return lines.joined(separator: "\n") + "\n"
    }

    var structured: Value {
        .object([
            "findings": .array(findings.map { finding in
                .object(["check": .string(finding.checkID), "severity": .string(finding.severity.rawValue), "message": .string(finding.message),
                         "excerpt": finding.excerpt.map(Value.string) ?? .null, "notes": .array(finding.notes.map(Value.string))])
            }),
            "terms": .array(terms.map { term in
                .object(["en": .string(term.en), "ko": .string(term.ko), "origin": .string(term.origin), "page": term.page.map(Value.string) ?? .null,
                         "used": .bool(term.used), "rejected": .array(term.rejected.map(Value.string))])
            }),
            "checks": .array(checks.map(Value.string)),
            "build": .string(output),
        ])
    }
}
