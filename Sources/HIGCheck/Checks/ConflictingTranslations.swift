import HIGCorpus
import HIGText

/// The same English translated differently in two places: two copies of a page, or a repeated block.
package struct ConflictingTranslations: QualityCheck {
    package init() {}

    package static let description = CheckDescription(
        id: "hig.qa.conflicting-translations",
        name: "Conflicting translations",
        summary: "One English block has different Korean in different sources (or in a copy merged away as an alternative), with how they differ when a negation, a number or a name tells them apart; a note.",
        rationale: "Readers and translation memories need one answer per sentence; two versions mean at least one was never reviewed.",
        severity: .note,
        triggering: [
            CheckExample(pairs: [("Keep titles short and specific.", "제목을 짧고 구체적으로 유지합니다."),
                                 ("Keep titles short and specific.", "제목은 짧고 명확하게 하십시오.")]),
            // Versions that differ in a number: the note says so.
            CheckExample(pairs: [("Show no more than three items at once.", "한 번에 3개 이하의 항목을 표시합니다."),
                                 ("Show no more than three items at once.", "한 번에 5개 이하의 항목을 표시합니다.")]),
        ],
        nonTriggering: [
            CheckExample(pairs: [("Keep titles short and specific.", "제목을 짧고 구체적으로 유지합니다."),
                                 ("Keep titles short and specific.", "제목을  짧고 구체적으로 유지합니다.")]),
            CheckExample(pairs: [("Cancel", "취소"), ("Cancel", "취소하기")]),
        ]
    )

    /// English shorter than this (button names, single words) may rightly differ by context.
    static let minimumEnglishLength = 20

    static func normalized(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// What tells two Korean versions apart in meaning rather than wording: one negates where the other does not,
    /// they state other numbers, or they keep other Latin names. `nil` when they differ in wording only, which two
    /// acceptable translations often do (a note, not a warning).
    static func meaningDifference(_ a: String, _ b: String) -> String? {
        if KoreanNegation.negates(a) != KoreanNegation.negates(b) { return "one version negates, the other does not" }
        func numbers(_ text: String) -> [Double] { NumberToken.tokens(text).compactMap(\.number).sorted() }
        if numbers(a) != numbers(b) { return "they state different numbers" }
        func names(_ text: String) -> Set<String> {
            Set(text.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }).map { String($0).lowercased() }.filter { $0.count >= 2 })
        }
        if names(a) != names(b) { return "they keep different names" }
        return nil
    }

    /// The finding for a version that differs from `reference`, saying how when the words show it (a negation, a
    /// number, a name). Always a note: read on pages not tuned on, 9 of 13 conflicts in meaning were worth a fix and
    /// most conflicts in wording were not (docs/qa.md).
    private func finding(_ message: String, version: String, reference: String, block: Block, page: Page) -> Finding {
        Finding(self, message + (Self.meaningDifference(version, reference).map { "; \($0)" } ?? ""), block: block, page: page)
    }

    package func findings(in context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        // Alternatives recorded by the page-merging pass.
        for (page, block) in context.translatedBlocks {
            let chosen = Self.normalized(block.text.ko ?? "")
            for alternative in block.alternatives where Self.normalized(alternative.ko) != chosen {
                findings.append(finding("\(alternative.source.path):\(alternative.source.line) translates this block differently: “\(alternative.ko)”",
                                        version: alternative.ko, reference: chosen, block: block, page: page))
            }
        }
        // Identical English across the corpus.
        var groups: [String: [(page: Page, block: Block)]] = [:]
        var order: [String] = []
        for entry in context.translatedBlocks where entry.block.text.en.count >= Self.minimumEnglishLength {
            let key = Self.normalized(entry.block.text.en)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(entry)
        }
        for key in order {
            let entries = groups[key]!
            let versions = Dictionary(grouping: entries) { Self.normalized($0.block.text.ko ?? "") }
            guard versions.count > 1 else { continue }
            // The most common version is the reference; ties go to the first in corpus order.
            let reference = versions.max { a, b in
                a.value.count != b.value.count ? a.value.count < b.value.count
                    : entries.firstIndex { Self.normalized($0.block.text.ko ?? "") == a.key }! > entries.firstIndex { Self.normalized($0.block.text.ko ?? "") == b.key }!
            }!
            let referenceSource = reference.value[0].block.translationSource ?? reference.value[0].block.source
            for entry in entries where Self.normalized(entry.block.text.ko ?? "") != reference.key {
                findings.append(finding("the same English is translated differently at \(referenceSource.path):\(referenceSource.line) (\(versions.count) versions in \(entries.count) places)",
                                        version: entry.block.text.ko ?? "", reference: reference.key, block: entry.block, page: entry.page))
            }
        }
        return findings
    }
}
