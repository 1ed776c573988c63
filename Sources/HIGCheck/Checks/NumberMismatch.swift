import HIGCorpus
import HIGText

/// A value the Korean changed: a number, a range, a unit or a frequency that reads differently from the English.
package struct NumberMismatch: BlockCheck {
    package init() {}

    package static let description = CheckDescription(
        id: "hig.qa.numbers",
        name: "Number mismatch",
        summary: "A value in the English (digits or words, a range, a unit, a frequency) reads differently in the Korean, or a number in digits is on one side only.",
        rationale: "Sizes, counts, durations and version numbers are facts; a changed value silently gives readers a wrong one. Values are compared as a translator reads them: “half a second” and 0.5초, “three ranges” and 3가지 agree.",
        triggering: [
            CheckExample("Use a 44x44 pt hit target.", "44x40pt 적중 대상을 사용합니다."),
            CheckExample("Show up to 3 items.", "최대 5개의 항목을 표시합니다."),
            // Right findings read on the corpus: a moment is not a minute; biannual is twice a year; a quarter-hour is 15 minutes.
            CheckExample("If the task takes only a moment or two, show an indeterminate indicator.", "작업이 1분 또는 2분만 걸리는 경우 불확정 표시기를 표시합니다."),
            CheckExample("Review your complications on a biannual basis.", "2년에 한 번 컴플리케이션을 검토합니다."),
            CheckExample("For example, you might want quarter-hour intervals (0, 15, 30, and 45).", "예를 들어, 25시간 간격(0, 15, 30 및 45)을 원할 수 있습니다."),
            CheckExample("Aim for no more than about five to seven segments.", "약 5~8개의 세그먼트를 목표로 합니다."),
        ],
        nonTriggering: [
            CheckExample("Use a 44x44 pt hit target.", "44x44pt 적중 대상을 사용합니다."),
            CheckExample("Show no more than four buttons.", "단추를 4개 넘게 표시하지 마십시오."),
            CheckExample("Supports 1,000 items.", "1000개의 항목을 지원합니다."),
            // Numbers in words in the English, in digits in the Korean (false alarms read on held-out pages).
            CheckExample("A brief animation lasts about half a second.", "짧은 애니메이션은 약 0.5초 동안 지속됩니다."),
            CheckExample("If loading takes a minute or two, show progress.", "로드하는 데 1~2분이 걸리면 진행률을 표시합니다."),
            CheckExample("Keep the device no more than a foot away.", "기기를 1피트 이내로 유지합니다."),
            CheckExample("A workout app might track a triathlon.", "운동 앱은 3종 경기를 추적할 수 있습니다."),
            CheckExample("The gauge can show three ranges.", "게이지는 3가지 범위를 표시할 수 있습니다."),
            CheckExample("Show the third item and dozens of results.", "세 번째 항목과 수십 개의 결과를 표시합니다."),
            CheckExample("Wait a couple of seconds, then retry.", "2초 정도 기다린 다음 다시 시도합니다."),
            CheckExample("Use one-third of the width for half an hour.", "30분 동안 너비의 3분의 1을 사용합니다."),
            CheckExample("Provide app icons at 512x512 px @1x and 1024x1024 px @2x.", "앱 아이콘은 512x512px @1x 및 1024x1024px @2x로 제공합니다."),
            CheckExample("Released on June 5, 2023.", "2023년 6월 5일에 출시되었습니다."),
            CheckExample("Supports 10 million items and twice the speed.", "1000만 개의 항목과 2배의 속도를 지원합니다."),
        ]
    )

    package func findings(in block: Block, of page: Page, context: CheckContext) -> [Finding] {
        guard let ko = block.text.ko else { return [] }
        let changes = QuantityComparison.changes(english: EnglishQuantities.read(block.text.en), korean: KoreanQuantities.read(ko))
        return changes.map { change in
            switch change {
            case .changed(let english, let korean):
                return Finding(self, "“\(english.text)” became “\(korean.text)” in the Korean (\(english.rendered) → \(korean.rendered))",
                               block: block, page: page, excerpt: korean.text)
            case .missing(let english):
                return Finding(self, "“\(english.text)” (\(english.rendered)) in the English is missing from the Korean", block: block, page: page)
            case .added(let korean):
                return Finding(self, "“\(korean.text)” (\(korean.rendered)) in the Korean is not in the English", block: block, page: page, excerpt: korean.text)
            case .frequency(let english, let korean):
                return Finding(self, "“\(english.text)” became “\(korean.text)” in the Korean (\(english.rendered) → \(korean.rendered))",
                               block: block, page: page, excerpt: korean.text)
            }
        }
    }
}
