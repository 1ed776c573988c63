import Foundation

/// SplitMix64: a small, seedable generator, so a failing case is replayed from its seed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random guideline sources in the formats hig reads, with the layouts that broke `hig import`: wrapped Korean
/// quotes, `- >` list translations, hard-wrapped interleaved paragraphs, repeated English blocks, CR / CRLF /
/// mixed line ends, UTF-16 with either byte order, byte order marks and decomposed (NFD) Hangul.
struct RandomSources {
    var rng: SplitMix64

    private static let englishWords = [
        "sheet", "people", "task", "context", "view", "button", "action", "content", "choice", "alert", "menu", "title",
        "message", "screen", "window", "control", "option", "item", "list", "detail", "information", "interface", "system",
        "app", "experience", "selection", "gesture", "toolbar", "panel", "layout", "label", "setting", "account", "file",
    ]
    private static let verbs = ["Use", "Avoid", "Consider", "Prefer", "Keep", "Provide", "Show", "Place", "Make", "Let"]
    private static let koreanWords = [
        "시트는", "사용자가", "작업을", "화면에", "버튼을", "표시합니다", "선택할", "수", "있습니다", "메뉴에서", "정보를", "제공합니다",
        "앱의", "경우에는", "필요한", "콘텐츠를", "보기를", "항목을", "간단하게", "유지하세요", "중요한", "선택사항을", "현재", "맥락과",
        "관련된", "모달", "방식으로", "알림을", "피하세요", "사람들이", "쉽게", "이해할", "설정을", "계정을", "파일을", "레이아웃은",
    ]

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }
    mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &rng)] }
    mutating func count(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }

    /// An English sentence; `lead` makes it start with an imperative verb.
    mutating func english(words: ClosedRange<Int> = 6...16, lead: Bool = false, end: String = ".") -> String {
        var words = (0..<count(words)).map { _ in pick(Self.englishWords) }
        words[0] = lead ? pick(Self.verbs) : words[0].prefix(1).uppercased() + words[0].dropFirst()
        return words.joined(separator: " ") + end
    }

    /// Korean about 0.56 times as long as `english`, the ratio the aligner expects.
    mutating func korean(for english: String) -> String {
        var text = ""
        let target = max(8, Int(Double(english.count) * 0.56))
        while text.count < target { text += (text.isEmpty ? "" : " ") + pick(Self.koreanWords) }
        return text + "."
    }

    /// A bilingual Markdown page.
    mutating func markdown(category: String, slug: String) -> String {
        var lines = ["# **[\(category)] \(slug)**", ""]
        let abstract = english()
        lines += ["## " + abstract, "> " + korean(for: abstract), ">"]
        var paragraphs: [String] = []
        for _ in 0..<count(3...8) {
            lines += Array(repeating: "", count: count(1...4))
            switch count(0...9) {
            case 0...3:
                let text = "**\(english(words: 3...6, lead: true))** \(english())"
                paragraphs.append(text)
                lines.append(text)
                lines += quote(korean(for: text))
            case 4, 5:
                for _ in 0..<count(1...3) {
                    let item = english(words: 4...10)
                    lines.append("- " + item)
                    if chance(80) { lines.append("- >  " + korean(for: item)) }
                }
            case 6:
                lines.append("# **Best practices**")
                if chance(50) { lines += ["> 모범 사례", ">"] }
            case 7:
                lines.append(english())
            default:
                // The same English again, with its own Korean: told apart by the recorded lines.
                let text = paragraphs.isEmpty ? english() : pick(paragraphs)
                lines.append(text)
                lines += quote(korean(for: text))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Korean quote, wrapped over one to three `> ` lines, closed by an empty `>` line.
    private mutating func quote(_ korean: String) -> [String] {
        let words = korean.split(separator: " ").map(String.init)
        let pieces = min(words.count, count(1...3))
        var lines: [String] = []
        for piece in 0..<pieces {
            let slice = words[(piece * words.count / pieces)..<((piece + 1) * words.count / pieces)]
            lines.append("> " + slice.joined(separator: " "))
        }
        return lines + [">"]
    }

    /// A plain-text export that interleaves English and Korean lines.
    mutating func interleaved() -> String {
        var lines: [String] = []
        for _ in 0..<count(4...10) {
            if chance(15) {
                // A hard-wrapped paragraph, translated piece by piece.
                let first = english(end: ""), rest = english(words: 4...10).lowercased()
                lines += [first, korean(for: first), rest, korean(for: rest)]
            } else {
                let text = english()
                lines += [text, korean(for: text)]
                if chance(20) { lines.append("→ " + korean(for: english(words: 3...5))) }
            }
            if chance(30) { lines.append("") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` in a random line-end style, normalisation and encoding, as bytes.
    mutating func encode(_ text: String) -> (bytes: [UInt8], style: String) {
        var text = text
        let ends = pick(["LF", "CRLF", "CR", "mixed"])
        switch ends {
        case "CRLF": text = text.replacingOccurrences(of: "\n", with: "\r\n")
        case "CR": text = text.replacingOccurrences(of: "\n", with: "\r")
        case "mixed":
            text = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                .map { $0 + pick(["\n", "\r\n", "\r"]) }.joined().dropLast().description
        default: break
        }
        let nfd = chance(20)
        if nfd { text = text.decomposedStringWithCanonicalMapping }
        let encoding = pick(["utf8", "utf8-bom", "utf16le", "utf16be"])
        let bytes: [UInt8]
        switch encoding {
        case "utf8-bom": bytes = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        case "utf16le": bytes = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        case "utf16be": bytes = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        default: bytes = Array(text.utf8)
        }
        return (bytes, "\(encoding) \(ends)\(nfd ? " NFD" : "")")
    }

    /// A corrected translation: `old` with a word changed and, in Markdown, punctuation that is markup there.
    mutating func correction(of old: String, markdown: Bool) -> String {
        var words = old.split(separator: " ").map(String.init)
        words[count(0...(words.count - 1))] = pick(Self.koreanWords)
        let tricky = markdown
            ? ["*강조*", "_밑줄_", "[참고]", "<태그>", "&amp;", "R&D", "#", "~~", "\\", "`코드`", "\"인용\"", "(괄호)", "100%", "SwiftUI", "![그림](x)"]
            : ["(괄호)", "\"인용\"", "100%", "SwiftUI", "#", "*", "<태그>", "&amp;", "\\"]
        for _ in 0..<count(0...2) { words.insert(pick(tricky), at: count(0...words.count)) }
        if markdown, chance(15) { words.insert(pick(["#", "-", "1.", ">", "+", "="]), at: 0) }
        let text = words.joined(separator: " ")
        return chance(15) ? text.decomposedStringWithCanonicalMapping : text
    }
}
