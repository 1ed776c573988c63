import Foundation
import HIGCorpus
import HIGText

/// Korean made for older English: the English changed since it was translated (the compiler found a newer copy).
package struct OutdatedTranslation: QualityCheck {
    package init() {}

    package static let description = CheckDescription(
        id: "hig.qa.outdated",
        name: "Outdated translation",
        summary: "The Korean was made for an older English text: a warning when the edit changed a number, a name, a negation, a requirement or a clause, a note when it only reworded; its notes give the old English, the new and a word diff.",
        rationale: "Apple revises the guidelines every year and the bilingual files lag behind the English exports. A reader of the Korean would otherwise take advice that Apple has changed for current; the diff says what to change, usually one sentence.",
        triggering: [
            CheckExample("Use a sheet for a scoped task. Let people dismiss it with a swipe.", "시트는 범위가 정해진 작업에 사용합니다. 닫기 버튼을 제공합니다.",
                         madeFor: "Use a sheet for a scoped task. Provide a Close button."),
            // A number, a name, a negation, a requirement changed.
            CheckExample("Remove the activity 15 minutes after it ends.", "활동이 끝난 후 활동을 제거합니다.", madeFor: "Remove the activity after it ends."),
            CheckExample("Not supported in tvOS, visionOS or watchOS.", "tvOS 또는 watchOS에서는 지원되지 않습니다.", madeFor: "Not supported in tvOS or watchOS."),
            CheckExample("Don’t show the title.", "제목을 표시합니다.", madeFor: "Show the title."),
            CheckExample("You must save the draft.", "초안을 저장할 수 있습니다.", madeFor: "You can save the draft."),
            // A synonym, a pronoun, an obligation said another way: the Korean still holds (reported as a note, not a warning: `OutdatedSeverityTests`).
            CheckExample("If you allow both features, it can confuse people.", "두 기능을 모두 활성화하면 사람들이 혼란스러울 수 있습니다.",
                         madeFor: "If you enable both features, it can confuse people."),
            CheckExample("Take people directly to the details; don’t require them to navigate.", "사용자를 세부 정보로 바로 안내하십시오.",
                         madeFor: "Take them directly to the details; don’t require them to navigate."),
            CheckExample("Your app needs to save the draft.", "앱은 초안을 저장해야 합니다.", madeFor: "Your app should save the draft."),
        ],
        nonTriggering: [
            CheckExample("Use a sheet for a scoped task.", "시트는 범위가 정해진 작업에 사용합니다."),
            CheckExample(pairs: [("Use a sheet.", nil)]),
        ]
    )

    package func findings(in context: CheckContext) -> [Finding] {
        context.corpus.pages.flatMap { page in
            page.blocks.compactMap { block -> Finding? in
                guard let state = block.translationState, state.status == .outdated, let previous = state.previousEn else { return nil }
                let percent = Int(((state.similarity ?? WordDiff.similarity(previous, block.text.en)) * 100).rounded())
                let changed = state.changedSentences.count
                let what = changed > 0 ? "\(changed) sentence\(changed == 1 ? "" : "s") of the English changed" : "the English changed"
                let offer = state.suggestions.first.map { "; a \($0.match)% suggestion is available" } ?? ""
                let diff = state.diff.isEmpty ? WordDiff.spans(from: previous, to: block.text.en).map { DiffSpan(op: $0.operation.rawValue, text: $0.text) } : state.diff
                let changes = EnglishChange.classify(diff)
                let meaning = changes.filter(\.changesMeaning)
                let kind = meaning.isEmpty ? "reworded only (a synonym, a pronoun, word order): the Korean may still be right"
                    : "changed \(meaning.map(\.phrase).joined(separator: ", "))"
                var finding = Finding(self, "the Korean was made for older English (\(percent)% similar): \(what), \(kind)\(offer)", block: block, page: page,
                                      severity: meaning.isEmpty ? .note : .warning)
                finding.notes = OutdatedState.notes(previousEn: previous, en: block.text.en, diff: state.diff)
                return finding
            }
        }
    }
}

/// How an outdated block is described: its state (for examples and tests) and the notes a finding carries.
package enum OutdatedState {
    /// The outdated state of a block whose Korean was made for `previousEn`.
    package static func state(previousEn: String, en: String, at source: SourceLocation) -> TranslationState {
        TranslationState(status: .outdated, previousEn: previousEn, previousSource: source,
                         similarity: (WordDiff.similarity(previousEn, en) * 100).rounded() / 100,
                         diff: WordDiff.spans(from: previousEn, to: en).map { DiffSpan(op: $0.operation.rawValue, text: $0.text) })
    }

    /// `was: …`, `now: …` and the diff as `[-removed-]{+added+}` (wdiff's notation).
    package static func notes(previousEn: String, en: String, diff: [DiffSpan]) -> [String] {
        ["was: \(previousEn)", "now: \(en)", "diff: \(wdiff(diff))"]
    }

    /// A diff on one line: `[-old-]{+new+}` around changed words.
    package static func wdiff(_ diff: [DiffSpan]) -> String {
        diff.map { span in
            switch span.op {
            case "delete": "[-\(span.text.trimmingCharacters(in: .whitespaces))-] "
            case "insert": "{+\(span.text.trimmingCharacters(in: .whitespaces))+} "
            default: span.text
            }
        }.joined().trimmingCharacters(in: .whitespaces)
    }
}
