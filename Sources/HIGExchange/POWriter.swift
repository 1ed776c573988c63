import Foundation
import HIGText

/// gettext PO: `msgctxt` = `page#block`, `#:` the English and Korean `path:line`, QA findings as translator
/// comments (`# [hig.qa.id] …`), untranslated blocks with an empty `msgstr`. An outdated block is `#, fuzzy` with the
/// English its Korean was made for as `#| msgid`; a block with only a suggestion is `#, fuzzy` with the suggestion's
/// English as `#| msgid` and its Korean as `msgstr` (gettext's own way to offer a previous translation).
package struct POWriter: Sendable {
    package init() {}

    package func write(_ units: [ExchangeUnit]) -> String {
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
            out += "\(Self.exportedPrefix)\(Data(unit.exportedPlainKorean.utf8).base64EncodedString())\n"
            let references = [unit.source] + (unit.translationSource.map { [$0] } ?? [])
            out += "#: " + references.map { $0.path.contains(" ") ? "\u{2068}\($0.reference)\u{2069}" : $0.reference }.joined(separator: " ") + "\n"
            var ko = unit.ko ?? ""
            if unit.status == .outdated, let previous = unit.previousEn {
                out += "#. outdated: the Korean was made for older English (\(Int(((unit.similarity ?? 0) * 100).rounded()))% similar)\n"
                out += "#, fuzzy\n"
                out += "#| msgid \(Self.previous(previous))\n"
            } else if unit.ko == nil, let offer = unit.suggestions.first {
                out += "#. suggestion: \(offer.match)% match from \(Self.comment(offer.from)) (\(offer.granularity))\n"
                out += "#, fuzzy\n"
                out += "#| msgid \(Self.previous(offer.en))\n"
                ko = offer.ko
            }
            out += "msgctxt \(Escape.poString(unit.key))\n"
            out += "msgid \(Escape.poString(unit.en))\n"
            out += "msgstr \(Escape.poString(ko))\n"
        }
        return out
    }

    /// The comment that records the Korean a unit is exported with (plain, as `msgstr` carries it), as base64 of its
    /// UTF-8 (exact, and out of reach of a find-and-replace meant for the translation), which `hig import` compares the
    /// `msgstr` and the source with.
    static let exportedPrefix = "#. exported-korean-base64: "

    /// A `#| msgid` string: a multi-line one continues on `#| "…"` lines, as msgmerge writes it.
    static func previous(_ text: String) -> String {
        Escape.poString(text).replacingOccurrences(of: "\n", with: "\n#| ")
    }

    /// Comment text on one line.
    static func comment(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: " ")
    }
}
