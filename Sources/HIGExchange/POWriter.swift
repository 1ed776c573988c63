import HIGText

/// gettext PO: `msgctxt` = `page#block`, `#:` the English and Korean `path:line`, QA findings as translator
/// comments (`# [hig.qa.id] …`), untranslated blocks with an empty `msgstr`.
public struct POWriter: Sendable {
    public init() {}

    public func write(_ units: [ExchangeUnit]) -> String {
        var out = """
        # Korean translation of the Human Interface Guidelines, exported by hig.
        msgid ""
        msgstr ""
        "MIME-Version: 1.0\\n"
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Content-Transfer-Encoding: 8bit\\n"
        "Language: ko\\n"
        "X-Generator: hig\\n"\n
        """
        for unit in units {
            out += "\n"
            for finding in unit.findings { out += "# \(Self.comment(finding))\n" }
            if unit.state == .reviewed { out += "# reviewed\n" }
            if let rule = unit.ruleID { out += "#. rule: \(Self.comment(rule))\n" }
            let references = [unit.source] + (unit.translationSource.map { [$0] } ?? [])
            out += "#: " + references.map { $0.path.contains(" ") ? "\u{2068}\($0.reference)\u{2069}" : $0.reference }.joined(separator: " ") + "\n"
            out += "msgctxt \(Escape.poString(unit.key))\n"
            out += "msgid \(Escape.poString(unit.en))\n"
            out += "msgstr \(Escape.poString(unit.ko ?? ""))\n"
        }
        return out
    }

    /// Comment text on one line.
    static func comment(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: " ")
    }
}
