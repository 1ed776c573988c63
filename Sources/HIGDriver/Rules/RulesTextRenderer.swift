import HIGCorpus
import HIGText

/// Readable terminal output for rules: id and kind, the rule in English and Korean, where it sits, its source.
struct RulesTextRenderer {
    var color: Bool
    /// The platform asked for, to say how many rules name it.
    var platform: String?

    func render(_ rules: [Rule]) -> String {
        var out = ""
        for rule in rules {
            out += render(rule)
            out += "\n"
        }
        out += paint(summary(rules), Style.dim) + "\n"
        return out
    }

    /// Text from sources goes through `Escape.terminal`; only this renderer's own colours reach the terminal raw.
    func render(_ rule: Rule) -> String {
        let clean = Escape.terminal
        let platforms = clean(rule.platforms.isEmpty ? "all platforms" : rule.platforms.joined(separator: ", "))
        var facts = [paint(rule.kind.rawValue, kindStyle(rule.kind)), platforms]
        if rule.detection == .imperativeLead { facts.append("confidence \(rule.confidence)") }
        var lines = [paint(clean(rule.id), Style.bold) + "  " + paint("[", Style.dim) + facts.joined(separator: paint(" · ", Style.dim)) + paint("]", Style.dim)]
        lines.append("  " + paint("en", Style.dim) + "  " + clean(rule.text.en))
        lines.append("  " + paint("ko", Style.dim) + "  " + (rule.text.ko.map(clean) ?? paint(missingKorean(rule.translation), Style.dim)))
        let place = ([rule.pageTitle.en + " (" + rule.page + ")"] + rule.section).joined(separator: " › ")
        lines.append("  " + paint("in", Style.dim) + "  " + clean(place))
        lines.append("  " + paint("at", Style.dim) + "  " + paint(clean("\(rule.source.path):\(rule.source.line)"), Style.cyan))
        return lines.joined(separator: "\n") + "\n"
    }

    func summary(_ rules: [Rule]) -> String {
        let noun = rules.count == 1 ? "rule" : "rules"
        guard let platform = platform.map(Escape.terminal) else { return "\(rules.count) \(noun)" }
        let specific = rules.filter(\.isPlatformSpecific).count
        return "\(rules.count) \(noun): \(specific) naming \(platform), \(rules.count - specific) for all platforms"
    }

    private func missingKorean(_ translation: RuleTranslation) -> String {
        translation == .missing ? "— (the translation dropped this sentence; 번역에서 빠짐)" : "— (untranslated; 번역 없음)"
    }

    private func kindStyle(_ kind: RuleKind) -> String {
        switch kind {
        case .do: Style.green
        case .dont: Style.red
        case .consider: Style.yellow
        }
    }

    private func paint(_ text: String, _ style: String) -> String {
        color ? style + text + Style.reset : text
    }

    /// ANSI SGR sequences.
    enum Style {
        static let reset = "\u{1B}[0m"
        static let bold = "\u{1B}[1m"
        static let dim = "\u{1B}[2m"
        static let red = "\u{1B}[31m"
        static let green = "\u{1B}[32m"
        static let yellow = "\u{1B}[33m"
        static let cyan = "\u{1B}[36m"
    }
}
