import XCTest
@testable import HIGCompiler
@testable import HIGText

/// The reading and lexicon passes' byte-level rules give their Character rules' answers on tricky texts.
final class ByteReadingTests: XCTestCase {
    /// Seeded random lines of pieces the byte rules must get right (combining and prepended marks, jamo, CR, emoji,
    /// scalars canonically equivalent to ASCII) among Markdown, code and bilingual prose.
    static let lines: [String] = {
        let pieces = ["import ", "from ", "def ", "class ", "return", "x = 1", "=", "===", "---", "-", "- ", "**", "*", "|", "[", "](", ")",
                      "./a.md", ".md#x", "http", " ", "   ", "\t", "\r", "a", "Sheet", "iOS", "(", "sheet", "Use the ", "’", "—", "é",
                      "e\u{301}", "\u{301}", "\u{600}", "\u{903}", "가", "시트", "버튼을", "(sheet)", "합니다", "\u{1100}", "\u{1161}", "ㅋ",
                      "👍🏽", "\u{200D}", "\u{212A}", "\u{37E}", "\u{A0}", ":", ">", "#", "\"", "'", "_", "1"]
        var state: UInt64 = 12
        func next() -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % 1_000_003)
        }
        return (0..<4_000).map { _ in (0..<(next() % 10 + 1)).map { _ in pieces[next() % pieces.count] }.joined() }
    }()

    func testLexiconWordsAreTheCharacterSplitsWords() {
        for line in Self.lines {
            XCTAssertEqual(LexiconText.englishWords(line).map(\.stem), LexiconText.characterEnglishWords(line).map(\.stem), line.debugDescription)
            XCTAssertEqual(LexiconText.englishWords(line).map(\.surface), LexiconText.characterEnglishWords(line).map(\.surface), line.debugDescription)
            XCTAssertEqual(LexiconText.koreanWords(line), LexiconText.characterKoreanWords(line), line.debugDescription)
        }
    }

    func testParenthesisCheckAnswersAsTheScalarWalk() {
        func scalarWalk(_ text: String) -> Bool {
            var before: Unicode.Scalar = " ", open = false
            for scalar in text.unicodeScalars {
                if open, scalar.isASCII, Script.isASCIILetter(UInt8(scalar.value)) { return true }
                open = scalar == "(" && Script.isHangulSyllable(before)
                before = scalar
            }
            return false
        }
        for line in Self.lines + ["시트(sheet)", "(a", "가(", "가(1", "\u{1100}(a"] {
            XCTAssertEqual(ParentheticalTerms.mayStatePair(line), scalarWalk(line), line.debugDescription)
        }
    }

    func testUnderlinesAreReadAsTheCharacterRuleReadsThem() {
        func characterRule(_ line: String) -> Int? {
            let leading = line.prefix { $0 == " " }.count
            guard leading <= 3 else { return nil }
            let body = line.trimmed
            guard body.count >= 3, let first = body.first, first == "=" || first == "-", body.allSatisfy({ $0 == first }) else { return nil }
            return first == "=" ? 1 : 2
        }
        for line in Self.lines + ["===", "   ---", "    ---", "== =", "---\u{301}", " \u{301}---", "=\u{A0}", "--"] {
            XCTAssertEqual(SetextRepair.underlineLevel(line), characterRule(line), line.debugDescription)
        }
    }

    func testSlugsAsTheWordJoinMadeThem() {
        func wordJoin(_ text: String, maxWords: Int) -> String {
            var words: [String] = []
            var current = ""
            for scalar in text.unicodeScalars {
                let value = scalar.value
                let isASCIIAlphanumeric = (value | 0x20 >= 0x61 && value | 0x20 <= 0x7A) || (value >= 0x30 && value <= 0x39)
                if isASCIIAlphanumeric || Script.isHangulSyllable(scalar) {
                    current.unicodeScalars.append(scalar)
                } else if scalar == "'" || scalar == "’" {
                    continue
                } else if !current.isEmpty {
                    words.append(current)
                    current = ""
                    if words.count == maxWords { break }
                }
            }
            if !current.isEmpty && words.count < maxWords { words.append(current) }
            return words.joined(separator: "-").lowercased()
        }
        for line in Self.lines {
            for maxWords in [0, 1, 2, 6, .max] {
                XCTAssertEqual(Slug.make(line, maxWords: maxWords), wordJoin(line, maxWords: maxWords), "\(line.debugDescription) \(maxWords)")
                XCTAssertEqual(Slug.make(line.dropFirst(0), maxWords: maxWords), wordJoin(line, maxWords: maxWords))
            }
        }
    }

    func testContentShapeAsTheStringRules() {
        // Pages of ten random lines each, judged by the byte rules and by the String rules they replaced.
        for start in stride(from: 0, to: Self.lines.count - 10, by: 5) {
            let page = Array(Self.lines[start..<(start + 10)])
            XCTAssertEqual(NonPageFile.reason(forContent: page.map { $0[...] }), StringContentRules.reason(page), page.debugDescription)
        }
    }

    func testProperNameCountsAsFoundationsTrimmingCountsThem() {
        // The rule as it read before the scalar trim: Characters split at spaces, Foundation's trimming.
        func characterRule(_ text: String) -> [String: ProperNames.Usage] {
            var usage: [String: ProperNames.Usage] = [:]
            var sentenceStart = true
            for token in text.split(separator: " ") {
                let word = token.trimmingCharacters(in: .punctuationCharacters)
                if let first = word.unicodeScalars.first, word.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }), word.count >= 2,
                   !sentenceStart {
                    if Script.isASCIIUppercase(UInt8(first.value)) { usage[word.lowercased(), default: .init()].capitalised += 1 } else { usage[word.lowercased(), default: .init()].lowercase += 1 }
                }
                sentenceStart = token.last.map(SentenceEnd.isClauseEnd) ?? false
            }
            return usage
        }
        let punctuated = ["Use the “Sheet” here.", "a (Siri), then: Wallet… and ‘Touch’ — ok", "see «Apple Pay»! Then ¿Maps?", "x \u{301}Sheet Sheet\u{301} \u{2E3A}Bar\u{2E3A}"]
        for line in Self.lines + punctuated {
            XCTAssertEqual(ProperNames(texts: [line]).usage, characterRule(line), line.debugDescription)
        }
    }

    func testKoreanStandingIsTheCharacterSplitsCount() {
        let asked: Set<String> = ["시트", "버튼", "가", "합니다", "ㅋ"]
        for line in Self.lines + ["시트를 버튼과 시트에서 가가", "버튼\u{1161}을 시트\u{301}는"] {
            var bytes = KoreanWordUse(), characters = KoreanWordUse()
            bytes.countStanding(line, words: asked)
            characters.countStandingCharacters(line, words: asked)
            XCTAssertEqual(bytes.standing, characters.standing, line.debugDescription)
        }
    }

    func testHangulKeyIsTheCollapsedClasses() {
        for first in stride(from: 0xAC00, through: 0xD7A3, by: 37) {
            let values = [first, first + 601, first + 29].map { 0xAC00 + ($0 - 0xAC00) % 11_172 }
            let word = String(String.UnicodeScalarView(values.compactMap { Unicode.Scalar(UInt32($0)) }))
            let classes = word.unicodeScalars.flatMap { scalar -> [String] in
                let index = Int(scalar.value - 0xAC00)
                return [PhoneticKey.initials[index / 588], PhoneticKey.finals[index % 28]]
            }
            XCTAssertEqual(PhoneticKey.hangul(word), PhoneticKey.collapse(classes), word)
        }
        XCTAssertNil(PhoneticKey.hangul("시a"))
    }

    func testLowercasedASCIIWordsAreTheCharacterSplitsWords() {
        for line in Self.lines {
            XCTAssertEqual(LexiconText.lowercasedASCIIWords(line), line.split(whereSeparator: { !Script.isASCIILetter($0) }).map { $0.lowercased() }, line.debugDescription)
        }
    }

    func testRepairsWithSplitLinesAsOnText() {
        for start in stride(from: 0, to: Self.lines.count - 8, by: 4) {
            let text = Self.lines[start..<(start + 8)].joined(separator: "\n")
            XCTAssertEqual(BoldLeadRepair.repair(text, lines: Lines.split(text)), StringContentRules.boldLeadRepair(text))
        }
    }

    func testPipesAreCountedAsTheByteWalkCountsThem() {
        for line in Self.lines + ["|a|b|", "｜", "|\u{301}|"] {
            for text in [Substring(line), Substring(line).dropFirst()] {
                XCTAssertEqual(NonPageFile.pipes(in: text), text.utf8.filter { $0 == UInt8(ascii: "|") }.count, line.debugDescription)
            }
        }
    }
}

/// The String versions of the content rules, as they were before reading moved to bytes.
private enum StringContentRules {
    static func reason(_ lines: [String]) -> String? {
        var nonBlank = 0, tableRows = 0, codeStatements = 0, localLinkLines = 0
        for line in lines.prefix(FormatDetector.sampleLines) {
            let text = line.trimmed
            guard !text.isEmpty else { continue }
            nonBlank += 1
            if text.hasPrefix("|") || text.utf8.filter({ $0 == UInt8(ascii: "|") }).count >= 3 { tableRows += 1 }
            if isCodeStatement(text) { codeStatements += 1 }
            if isLocalLinkLine(text) { localLinkLines += 1 }
        }
        guard nonBlank > 0 else { return nil }
        if codeStatements * 5 >= nonBlank * 2 && codeStatements >= 3 { return "looks like source code" }
        if tableRows * 5 >= nonBlank * 4 && nonBlank >= 3 { return "a table of data (a log or a list), not prose" }
        if localLinkLines * 5 >= nonBlank * 3 && localLinkLines >= 3 { return "a table of contents (links to other files)" }
        return nil
    }

    static func isCodeStatement(_ text: String) -> Bool {
        for opener in ["import ", "from ", "def ", "class ", "return", "elif ", "else:", "try:", "except", "print(", "self.", "if __name__"] where text.hasPrefix(opener) {
            if opener == "from " { return text.contains(" import ") }
            if opener == "class " || opener == "def " { return text.hasSuffix(":") || text.contains("(") }
            return true
        }
        if let equals = text.firstIndex(of: "="), text.wordCount <= 6 {
            let left = text[..<equals].trimmed
            return !left.isEmpty && left.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "[" || $0 == "]" || $0 == "'" || $0 == "\"" }
        }
        return false
    }

    static func isLocalLinkLine(_ text: String) -> Bool {
        var body = Substring(text)
        if body.hasPrefix("- ") || body.hasPrefix("* ") || body.hasPrefix("+ ") { body = body.dropFirst(2) }
        guard body.hasPrefix("["), let middle = body.range(of: "]("), body.hasSuffix(")") else { return false }
        let target = body[middle.upperBound..<body.index(before: body.endIndex)].lowercased()
        return !target.hasPrefix("http") && (target.hasSuffix(".md") || target.contains(".md#"))
    }

    static func boldLeadRepair(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "*")) else { return text }
        var changed = false
        var lines = Lines.split(text).map(String.init)
        for index in lines.indices {
            if let fixed = BoldLeadRepair.repairLine(lines[index]) {
                lines[index] = fixed
                changed = true
            }
        }
        return changed ? lines.joined(separator: "\n") : text
    }
}
