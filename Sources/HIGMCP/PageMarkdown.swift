import HIGCheck
import HIGCorpus

/// A compiled page as Markdown for an assistant: a header with its id, titles, sources and translation state, then
/// each block in the reading mode, English as a paragraph and its Korean as a `> ` quote (the sources' own layout),
/// each followed by where it came from, its translation state and the rule it leads.
struct PageMarkdown {
    var page: Page
    var mode: AnswerLanguage
    /// The rule each block of the page leads, by block id.
    var rules: [String: Rule]

    init(page: Page, mode: AnswerLanguage, rules: [Rule]) {
        self.page = page
        self.mode = mode
        var byBlock: [String: Rule] = [:]
        for rule in rules where rule.page == page.id && byBlock[rule.block] == nil { byBlock[rule.block] = rule }
        self.rules = byBlock
    }

    /// The page's translation counts (`hig check --status` counts them the same way).
    var status: PageTranslationStatus {
        PageTranslationStatus.report(Corpus(pages: [page], skipped: []), findings: []).first!
    }

    var header: String {
        let ko = page.title.ko.map { " · \($0)" } ?? page.title.derivedKo.map { " · \($0) (Korean derived from the corpus)" } ?? ""
        let status = status
        var lines = ["# \(page.title.en)\(ko)", "",
                     "Page `\(page.id)`" + (page.category.isEmpty ? "" : " in `\(page.category)`") + "; \(page.blocks.count) blocks. "
                        + "Translation: \(status.translated) of \(status.translatable) translatable blocks current (\(Int((status.share * 100).rounded()))%), "
                        + "\(status.outdated) outdated, \(status.suggested) suggested, \(status.untranslated) untranslated."]
        let sources = page.sources.map { "`\($0.path)` (\($0.relation))" }.joined(separator: ", ")
        lines.append("Sources: \(sources).")
        if !page.aliases.isEmpty { lines.append("Also named: \(page.aliases.joined(separator: ", ")).") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One block, then its citation line.
    func markdown(_ block: Block) -> String {
        var parts: [String] = []
        switch block.kind {
        case .heading:
            let level = String(repeating: "#", count: min(block.section.count + 1, 6))
            return "\(level) \(heading(block))\n"
        case .image:
            parts.append("*[image: \(block.text.en)]*")
        case .caption:
            parts.append("*\(block.text.en)*")
            if mode.showsKorean, let ko = block.text.ko { parts.append("*\(ko)*") }
        case .code:
            parts.append("```\n\(block.text.en)\n```")
        case .table:
            parts.append(Self.table(block.text.en))
            if mode.showsKorean, let ko = block.text.ko { parts.append(Self.quote(ko)) }
        default:
            parts += prose(block)
        }
        parts.append(citation(block))
        return parts.joined(separator: "\n\n") + "\n"
    }

    /// A heading in the mode; Korean no translator wrote is marked as derived.
    func heading(_ block: Block) -> String {
        let ko = block.text.ko ?? block.derivedKo
        switch mode {
        case .en: return block.text.en
        case .ko: return ko ?? block.text.en
        case .both: return ko.map { "\(block.text.en) · \($0)" } ?? block.text.en
        }
    }

    /// A paragraph, list item or quote: English (its rule lead in bold), then Korean as a quote.
    private func prose(_ block: Block) -> [String] {
        let marker = block.kind == .listItem ? "- " : ""
        var english = block.text.en
        if let lead = block.lead, english.hasPrefix(lead) { english = "**\(lead)**" + english.dropFirst(lead.count) }
        var parts: [String] = []
        let ko = block.text.ko
        if mode.showsEnglish || ko == nil {
            parts.append(marker + english + (mode == .ko ? " *(not translated; English)*" : ""))
        }
        if mode.showsKorean, let ko {
            let outdated = block.isOutdated ? " *(outdated: made for older English)*" : ""
            parts.append(mode == .ko ? marker + ko + outdated : Self.quote(ko + outdated))
        }
        if mode.showsKorean, ko == nil, let suggestion = block.translationState?.suggestions.first {
            parts.append(Self.quote("*(suggested, \(suggestion.match)% match from `\(suggestion.from)`)* " + suggestion.ko))
        }
        return parts
    }

    /// `↳ source · Korean source · state · rule id · kind`.
    func citation(_ block: Block) -> String {
        var items = ["↳ source \(ToolSupport.cite(block.source))"]
        if let translation = block.translationSource, translation != block.source { items.append("Korean \(ToolSupport.cite(translation))") }
        if block.kind.isTranslatable { items.append(block.status.rawValue) }
        if let rule = rules[block.id] {
            let platforms = rule.platforms.isEmpty ? "" : " · " + rule.platforms.joined(separator: ", ")
            items.append("rule `\(rule.id)` (\(rule.kind.rawValue)\(platforms))")
        }
        return items.joined(separator: " · ")
    }

    static func quote(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "> " + $0 }.joined(separator: "\n")
    }

    /// A table's text (`a | b` per row) as a Markdown table, its first row the header.
    static func table(_ text: String) -> String {
        let rows = text.split(separator: "\n").map { "| " + $0 + " |" }
        guard let first = rows.first else { return "" }
        let columns = first.filter { $0 == "|" }.count - 1
        let rule = "|" + String(repeating: " --- |", count: max(columns, 1))
        return ([first, rule] + rows.dropFirst()).joined(separator: "\n")
    }
}
