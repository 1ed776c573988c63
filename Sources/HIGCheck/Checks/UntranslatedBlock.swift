import HIGCorpus
import HIGText

/// A block the translator skipped, on a page that is otherwise being translated, or Korean that is just English.
public struct UntranslatedBlock: QualityCheck {
    public init() {}

    public static let description = CheckDescription(
        id: "hig.qa.untranslated",
        name: "Untranslated block",
        summary: "A translatable block has no Korean, or its Korean holds no Hangul at all.",
        rationale: "Readers of a translated page expect every paragraph in Korean; a skipped one is easy to miss in review. Pages with no Korean at all are counted in the status report instead of flagged block by block.",
        triggering: [
            CheckExample(pairs: [("Use a title.", "제목을 사용합니다."), ("Keep it short.", nil)]),
            CheckExample("Keep titles short and specific.", "Keep titles short and specific."),
        ],
        nonTriggering: [
            CheckExample("Keep it short.", "짧게 유지합니다."),
            CheckExample(pairs: [("Keep it short.", nil), ("Use a title.", nil)]),
            CheckExample("Use SwiftUI.", "SwiftUI."),
            CheckExample(pairs: [("Use a title.", "제목을 사용합니다."), ("Weight: Medium", nil)]),
        ]
    )

    /// A short entry without sentence punctuation (`URL`, `Weight: Medium`, `ASCII Capable Number Pad`) names a UI
    /// element or a menu, which translations commonly keep in English.
    static func isLabel(_ english: String) -> Bool {
        english.split(separator: " ").count <= 5 && !(english.last.map { ".!?:".contains($0) } ?? false)
    }

    public func findings(in context: CheckContext) -> [Finding] {
        context.corpus.pages.flatMap { page -> [Finding] in
            let translatable = page.blocks.filter { $0.kind.isTranslatable }
            guard translatable.contains(where: { $0.text.ko != nil }) else { return [] }
            return translatable.compactMap { block in
                guard let ko = block.text.ko else {
                    if Self.isLabel(block.text.en) { return nil }
                    return Finding(self, "block has no Korean translation", block: block, page: page)
                }
                let englishWords = block.text.en.split(separator: " ").filter { $0.contains(where: \.isLowercase) }
                if !Script.containsHangul(ko), englishWords.count >= 3 {
                    return Finding(self, "the Korean is a copy of the English (no Hangul)", block: block, page: page)
                }
                return nil
            }
        }
    }
}
