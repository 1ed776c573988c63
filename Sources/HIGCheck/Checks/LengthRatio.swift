import Foundation
import HIGCorpus

/// Korean far shorter or longer than the corpus's usual Korean/English ratio.
package struct LengthRatio: BlockCheck {
    package init() {}

    /// How many robust standard deviations from the median ratio count as an outlier.
    static let tolerance = 4.0
    /// English shorter than this is not reported as too long.
    static let minimumLengthForLong = 100

    package static let description = CheckDescription(
        id: "hig.qa.length-ratio",
        name: "Length-ratio outlier",
        summary: "The Korean is far shorter or longer than Korean usually runs against its English (ratio learned from the corpus).",
        rationale: "Korean runs about half the English character count; one far outside the spread usually lost or gained a sentence.",
        triggering: [
            CheckExample("Action sheets give people important information and choices, but they interrupt the current task to do so.", "작업 시트."),
        ],
        nonTriggering: [
            CheckExample("Action sheets give people important information and choices, but they interrupt the current task to do so.",
                         "작업 시트는 사람들에게 중요한 정보와 선택 사항을 제공하지만 이를 위해 현재 작업을 방해합니다."),
            CheckExample("Short.", "짧음."),
        ]
    )

    package func findings(in block: Block, of page: Page, context: CheckContext) -> [Finding] {
        guard let ko = block.text.ko, !ko.isEmpty, block.text.en.count >= LengthProfile.minimumEnglishLength else { return [] }
        let profile = context.lengthProfile
        let ratio = Double(ko.count) / Double(block.text.en.count)
        let deviation = (log(ratio) - profile.medianLogRatio) / profile.spread
        guard abs(deviation) > Self.tolerance else { return [] }
        // Short English lines made mostly of kept Latin names (`Not supported in iOS, iPadOS, tvOS`) run long in
        // Korean without anything wrong; only longer blocks are judged long.
        if deviation > 0, block.text.en.count < Self.minimumLengthForLong { return [] }
        let low = profile.ratio * exp(-Self.tolerance * profile.spread)
        let high = profile.ratio * exp(Self.tolerance * profile.spread)
        let which = deviation < 0 ? "short" : "long"
        return [Finding(self, "the Korean is unusually \(which): \(ko.count) characters for \(block.text.en.count) English (ratio \(String(format: "%.2f", ratio)); usual \(String(format: "%.2f", low))–\(String(format: "%.2f", high)))",
                        block: block, page: page)]
    }
}
