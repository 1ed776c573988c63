import HIGCorpus

/// The same English translated differently in two places: two copies of a page, or a repeated block.
package struct ConflictingTranslations: QualityCheck {
    package init() {}

    package static let description = CheckDescription(
        id: "hig.qa.conflicting-translations",
        name: "Conflicting translations",
        summary: "One English block has different Korean in different sources (or in a copy merged away as an alternative).",
        rationale: "Readers and translation memories need one answer per sentence; two versions mean at least one was never reviewed.",
        triggering: [
            CheckExample(pairs: [("Keep titles short and specific.", "제목을 짧고 구체적으로 유지합니다."),
                                 ("Keep titles short and specific.", "제목은 짧고 명확하게 하십시오.")]),
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

    package func findings(in context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        // Alternatives recorded by the page-merging pass.
        for (page, block) in context.translatedBlocks {
            let chosen = Self.normalized(block.text.ko ?? "")
            for alternative in block.alternatives where Self.normalized(alternative.ko) != chosen {
                findings.append(Finding(self, "\(alternative.source.path):\(alternative.source.line) translates this block differently: “\(alternative.ko)”",
                                        block: block, page: page))
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
                findings.append(Finding(self, "the same English is translated differently at \(referenceSource.path):\(referenceSource.line) (\(versions.count) versions in \(entries.count) places)",
                                        block: entry.block, page: entry.page))
            }
        }
        return findings
    }
}
