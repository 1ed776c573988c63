import HIGCorpus
import HIGText

/// Spacing and punctuation slips in the Korean.
package struct KoreanTypography: BlockCheck {
    package init() {}

    package static let description = CheckDescription(
        id: "hig.qa.typography",
        name: "Korean typography",
        summary: "Double spaces, full-width punctuation, a particle split from its word, a space before or none after sentence punctuation.",
        rationale: "Korean attaches particles to the word before them and uses half-width punctuation; slips look careless and break search.",
        triggering: [
            CheckExample("Keep it short.", "제목을  짧게 유지합니다."),
            CheckExample("Use UIKit.", "UIKit 을 사용합니다."),
            CheckExample("Use it. In iOS it works.", "사용합니다.iOS에서 작동합니다."),
            CheckExample("Keep it short, clear.", "짧고，명확하게 유지합니다."),
        ],
        nonTriggering: [
            CheckExample("Keep it short.", "제목을 짧게 유지합니다."),
            CheckExample("This button works.", "이 버튼은 작동합니다."),
            CheckExample("Version 1.5 is out.", "버전 1.5가 나왔습니다."),
            CheckExample("It includes .com.", "마침표 또는 .com이 포함됩니다."),
        ]
    )

    package func findings(in block: Block, of page: Page, context: CheckContext) -> [Finding] {
        guard let ko = block.text.ko else { return [] }
        var findings: [Finding] = []
        func report(_ message: String, _ excerpt: String) {
            findings.append(Finding(self, message, block: block, page: page, excerpt: excerpt))
        }
        if ko.contains("  ") { report("double space in the Korean", "  ") }
        if let wide = ko.first(where: { ("\u{FF01}"..."\u{FF5E}").contains(String($0)) || "。、「」『』".contains($0) }) {
            report("full-width punctuation “\(wide)” in the Korean; Korean text uses half-width punctuation", String(wide))
        }
        let characters = Array(ko)
        var reportedParticle = false
        var reportedGlue = false
        var reportedSpaceBefore = false
        for index in characters.indices {
            let character = characters[index]
            // A particle standing alone after a space: `UIKit 을`.
            if !reportedParticle, character == " ", index > 0, characters[index - 1] != " " {
                let word = String(characters[(index + 1)...].prefix { !$0.isWhitespace && !".,!?)".contains($0) })
                let afterWord = index + 1 + word.count
                let endsWord = afterWord >= characters.count || characters[afterWord].isWhitespace || ".,!?)".contains(characters[afterWord])
                if KoreanParticles.neverStandingAlone.contains(word), endsWord {
                    report("particle “\(word)” is separated from the word before it", " \(word)")
                    reportedParticle = true
                }
            }
            // Sentence punctuation glued to the next word: `사용합니다.iOS`.
            if !reportedGlue, SentenceEnd.isTerminal(character), index > 0, index + 1 < characters.count,
               Script.isHangul(characters[index - 1]), characters[index + 1].isLetter {
                report("no space after “\(character)” between sentences", String(characters[(index - 1)...(index + 1)]))
                reportedGlue = true
            }
            // A space before sentence punctuation: `합니다 .`.
            if !reportedSpaceBefore, SentenceEnd.isTerminal(character) || character == ",", index > 1, characters[index - 1] == " ", Script.isHangul(characters[index - 2]),
               index + 1 == characters.count || characters[index + 1].isWhitespace {
                report("space before “\(character)”", " \(character)")
                reportedSpaceBefore = true
            }
        }
        return findings
    }
}
