import HIGCorpus

/// A number written in digits on one side that the other side does not have.
public struct NumberMismatch: BlockCheck {
    public init() {}

    public static let description = CheckDescription(
        id: "hig.qa.numbers",
        name: "Number mismatch",
        summary: "A number in digits in the English is missing from the Korean, or the Korean has one the English lacks.",
        rationale: "Sizes, counts and version numbers are facts; a changed digit silently gives readers a wrong one.",
        triggering: [
            CheckExample("Use a 44x44 pt hit target.", "44x40pt 적중 대상을 사용합니다."),
            CheckExample("Show up to 3 items.", "최대 5개의 항목을 표시합니다."),
        ],
        nonTriggering: [
            CheckExample("Use a 44x44 pt hit target.", "44x44pt 적중 대상을 사용합니다."),
            CheckExample("Show no more than four buttons.", "단추를 4개 넘게 표시하지 마십시오."),
            CheckExample("Supports 1,000 items.", "1000개의 항목을 지원합니다."),
        ]
    )

    /// English number words a Korean translation often writes in digits.
    static let englishWords: [String: String] = [
        "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8",
        "nine": "9", "ten": "10", "eleven": "11", "twelve": "12", "twenty": "20", "hundred": "100",
        // Words Korean writes as digits: 0으로, 1포인트, 3분의 1, 2차/3차 (secondary/tertiary), 2단계 (second-level).
        "zero": "0", "one": "1", "single": "1", "once": "1", "first": "1", "primary": "1",
        "second": "2", "secondary": "2", "twice": "2", "double": "2", "half": "2", "both": "2",
        "third": "3", "tertiary": "3", "triple": "3", "quarter": "4", "fourth": "4", "fifth": "5", "dozen": "12",
    ]

    /// Digit runs with thousands separators removed (`1,000` → `1000`); decimals kept (`1.5`).
    static func numbers(in text: String) -> [String] {
        var result: [String] = []
        var current = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character.isASCII, character.isNumber {
                current.append(character)
            } else if !current.isEmpty, character == "," || character == ".", next < text.endIndex, text[next].isASCII, text[next].isNumber {
                if character == "." { current.append(".") }
            } else if !current.isEmpty {
                result.append(current)
                current = ""
            }
            index = next
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// Number words inside hyphenated compounds (`second-level`, `one-third`).
    private func englishWordsInCompounds(_ text: String) -> Set<String> {
        Set(text.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "-" }).flatMap { $0.split(separator: "-") }.compactMap { Self.englishWords[String($0)] })
    }

    public func findings(in block: Block, of page: Page, context: CheckContext) -> [Finding] {
        guard let ko = block.text.ko else { return [] }
        let english = Self.numbers(in: block.text.en)
        let korean = Self.numbers(in: ko)
        let englishWordNumbers = Set(block.text.en.lowercased().split(whereSeparator: { !$0.isLetter }).compactMap { Self.englishWords[String($0)] })
            .union(englishWordsInCompounds(block.text.en))
        var findings: [Finding] = []
        for number in Set(english).sorted() where !korean.contains(number) {
            findings.append(Finding(self, "number \(number) in the English is missing from the Korean", block: block, page: page))
        }
        for number in Set(korean).sorted() where !english.contains(number) && !englishWordNumbers.contains(number) {
            findings.append(Finding(self, "number \(number) in the Korean is not in the English", block: block, page: page, excerpt: number))
        }
        return findings
    }
}
