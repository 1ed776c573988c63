import HIGCorpus
import HIGText

/// Korean with clearly more or fewer sentences than its English.
package struct SentenceCount: BlockCheck {
    package init() {}

    package static let description = CheckDescription(
        id: "hig.qa.sentence-count",
        name: "Sentence-count mismatch",
        summary: "The Korean has at least two sentences fewer than the English.",
        rationale: "Translators merge a sentence now and then; two or more fewer usually means sentences were dropped. More Korean sentences are not reported: machine translation splits long English sentences, which loses nothing. A note: image descriptions glued to a paragraph's English (a layout the compiler does not yet split off) count as sentences, and the pages not tuned on hold no finding to measure it on.",
        severity: .note,
        triggering: [
            CheckExample("Keep titles short. Avoid jargon. Use sentence case. Test on a small screen.", "제목을 짧게 유지합니다. 전문 용어를 피하십시오."),
        ],
        nonTriggering: [
            CheckExample("Keep titles short. Avoid jargon.", "제목을 짧게 유지하고 전문 용어를 피하십시오."),
            CheckExample("For example, e.g. this one. Another.", "예를 들어 이것입니다. 또 하나."),
            CheckExample("Keep titles short, which helps.", "제목을 짧게 유지합니다. 도움이 됩니다. 정말입니다."),
        ]
    )

    /// The smallest gap reported.
    static let minimumGap = 2

    package func findings(in block: Block, of page: Page, context: CheckContext) -> [Finding] {
        guard let ko = block.text.ko else { return [] }
        // The block's own words: an image's description is the image's, not a sentence the Korean must have.
        let english = SentenceSplitter.english(TranslatableProse.ownText(of: block)).count
        let korean = SentenceSplitter.korean(ko).count
        guard english - korean >= Self.minimumGap else { return [] }
        return [Finding(self, "the English has \(english) sentences, the Korean \(korean)", block: block, page: page)]
    }
}
