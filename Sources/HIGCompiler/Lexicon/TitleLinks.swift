import HIGCorpus
import HIGText

/// Links whose whole text pairs a Korean name with its English, as a translation's README lists its pages:
/// `[손쉬운 사용(Accessibility)](./foundations/accessibility.md)`, `[다크 모드 (Dark Mode)](…)`. Only the whole link
/// text counts (a Korean name, then the English in parentheses, nothing after): in prose, how many Korean words the
/// English names cannot be told.
enum TitleLinks {
    /// Every such link of a Markdown text, with its line (from 1).
    static func find(in text: String) -> [TitleLink] {
        guard text.utf8.contains(UInt8(ascii: "]")) else { return [] }
        var links: [TitleLink] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = line[...]
            while let open = rest.firstIndex(of: "[") {
                rest = rest[rest.index(after: open)...]
                guard let close = rest.firstIndex(of: "]"), rest[close...].hasPrefix("]("),
                      let end = rest[close...].firstIndex(of: ")") else { continue }
                let label = rest[..<close]
                let target = rest[rest.index(close, offsetBy: 2)..<end]
                if let pair = pair(label) { links.append(TitleLink(ko: pair.ko, en: pair.en, target: String(target), line: offset + 1)) }
                rest = rest[rest.index(after: end)...]
            }
        }
        return links
    }

    /// `손쉬운 사용(Accessibility)` → (손쉬운 사용, Accessibility): Hangul words (and spaces) before, Latin words in
    /// parentheses closing the text.
    static func pair(_ label: Substring) -> (ko: String, en: String)? {
        let text = label.trimmingCharacters(in: .whitespaces)
        guard text.hasSuffix(")"), let open = text.lastIndex(of: "(") else { return nil }
        let ko = text[..<open].trimmingCharacters(in: .whitespaces)
        let en = text[text.index(after: open)..<text.index(before: text.endIndex)].trimmingCharacters(in: .whitespaces)
        guard !ko.isEmpty, ko.unicodeScalars.allSatisfy({ Script.isHangulSyllable($0) || $0 == " " }),
              !en.isEmpty, en.unicodeScalars.contains(where: { $0.properties.isAlphabetic }),
              en.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || " -&'".unicodeScalars.contains($0)) }) else { return nil }
        return (ko, en)
    }
}
