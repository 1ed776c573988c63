import HIGCorpus
import HIGText

/// Two translations of one English block that disagree on its meaning: one keeps a value the English gives and the
/// other changes it, or one keeps the lead sentence's negation and the other drops it (or adds a prohibition).
/// Wording may differ freely between translators (a person's and a machine's); meaning may not.
package struct DisagreeingTranslations: QualityCheck {
    package init() {}

    package static let description = CheckDescription(
        id: "hig.qa.translations-disagree",
        name: "Translations that disagree",
        summary: "Two translations of one English block (a block's shown translation and an alternative, or two blocks of the same English) differ in meaning: a value one keeps and the other changes, or a negation one keeps and the other drops.",
        rationale: "When a person's and a machine's translation of a guideline differ, wording is a matter of taste, a changed number or a lost “don’t” is not: one of them tells readers something else, and the shown one should be the right one.",
        // A note until its precision is measured on pages it was not made on (docs/qa.md).
        severity: .note,
        triggering: [
            CheckExample(pairs: [("Show no more than 3 items in a menu.", "메뉴에는 항목을 3개 이하로 표시하세요."),
                                 ("Show no more than 3 items in a menu.", "메뉴에 최대 5개의 항목을 표시합니다.")]),
            CheckExample(pairs: [("Avoid letting an action sheet scroll. Scrolling hides choices.", "작업 시트가 스크롤되지 않도록 하세요. 스크롤하면 선택지가 가려집니다."),
                                 ("Avoid letting an action sheet scroll. Scrolling hides choices.", "작업 시트가 스크롤되도록 하십시오. 스크롤하면 선택지가 가려집니다.")]),
            CheckExample(pairs: [("Use a sheet for a simple task.", "간단한 작업에는 시트를 사용하세요."),
                                 ("Use a sheet for a simple task.", "간단한 작업에는 시트를 사용하지 마십시오.")]),
        ],
        nonTriggering: [
            // Two translators, two wordings, one meaning.
            CheckExample(pairs: [("Show no more than 3 items in a menu.", "메뉴에는 항목을 3개 이하로 표시하세요."),
                                 ("Show no more than 3 items in a menu.", "메뉴에 최대 3개의 항목을 표시합니다.")]),
            CheckExample(pairs: [("Avoid letting an action sheet scroll. Scrolling hides choices.", "작업 시트가 스크롤되지 않도록 하세요. 스크롤하면 선택지가 가려집니다."),
                                 ("Avoid letting an action sheet scroll. Scrolling hides choices.", "액션 시트가 스크롤되는 것을 피하십시오. 선택 항목이 가려집니다.")]),
            CheckExample(pairs: [("Use a sheet for a simple task.", "간단한 작업에는 시트를 사용하세요."),
                                 ("Use a sheet for a simple task.", "간단한 작업을 위해 시트를 사용합니다.")]),
        ]
    )

    /// English shorter than this (button names, single words) is not compared across blocks.
    static let minimumEnglishLength = 20

    package func findings(in context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        var firstOfEnglish: [String: (page: Page, block: Block)] = [:]
        for (page, block) in context.translatedBlocks {
            guard let shown = block.text.ko else { continue }
            for alternative in block.alternatives {
                if let difference = Self.difference(english: block.text.en, shown, alternative.ko) {
                    findings.append(Finding(self, "the translation at \(alternative.source.path):\(alternative.source.line) disagrees with the shown one: \(difference)",
                                            block: block, page: page))
                }
            }
            guard block.text.en.count >= Self.minimumEnglishLength else { continue }
            let key = block.text.en.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            guard let first = firstOfEnglish[key] else { firstOfEnglish[key] = (page, block); continue }
            if let reference = first.block.text.ko, let difference = Self.difference(english: block.text.en, reference, shown) {
                let source = first.block.translationSource ?? first.block.source
                findings.append(Finding(self, "this translation disagrees with the one of the same English at \(source.path):\(source.line): \(difference)",
                                        block: block, page: page))
            }
        }
        return findings
    }

    /// How `other` changes the meaning `shown` keeps (or the reverse), as a sentence; `nil` when they agree.
    static func difference(english: String, _ shown: String, _ other: String) -> String? {
        let values = EnglishQuantities.read(english)
        let shownChanges = QuantityComparison.changes(english: values, korean: KoreanQuantities.read(shown))
        let otherChanges = QuantityComparison.changes(english: values, korean: KoreanQuantities.read(other))
        if shownChanges.isEmpty != otherChanges.isEmpty {
            return shownChanges.isEmpty ? "it changes a value the English gives (the shown one keeps it)" : "the shown one changes a value the English gives (the other keeps it)"
        }
        let lead = SentenceSplitter.english(english, limit: 1).first ?? english
        let shownLead = SentenceSplitter.korean(shown).first ?? shown
        let otherLead = SentenceSplitter.korean(other).first ?? other
        if let how = Negation.english(lead) {
            let shownCarries = Negation.koreanCarries(how, in: shownLead), otherCarries = Negation.koreanCarries(how, in: otherLead)
            if shownCarries != otherCarries {
                return shownCarries ? "it drops the negation of the English lead sentence" : "the shown one drops the negation of the English lead sentence"
            }
        } else if Negation.englishRestriction(lead) == nil {
            let shownForbids = Negation.koreanProhibition(shownLead) != nil, otherForbids = Negation.koreanProhibition(otherLead) != nil
            if shownForbids != otherForbids {
                return otherForbids ? "it forbids what the English lead sentence asks for" : "the shown one forbids what the English lead sentence asks for"
            }
        }
        return nil
    }
}
