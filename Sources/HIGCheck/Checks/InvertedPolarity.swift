import HIGCompiler
import HIGCorpus
import HIGText

/// A rule whose Korean says the opposite: a negation or restriction lost, or a prohibition added.
package struct InvertedPolarity: BlockCheck {
    package init() {}

    package static let description = CheckDescription(
        id: "hig.qa.polarity",
        name: "Inverted polarity",
        summary: "A negated English sentence (Avoid/Don't/Never/no more than) whose aligned Korean has no negation, a restricting lead (sparingly/only) forbidden outright, or a positive lead forbidden.",
        rationale: "“Use action sheets sparingly” rendered as “do not use action sheets” tells readers the opposite of the guideline. A note: on the pages it was not tuned on it was right less often than a warning must be (docs/qa.md) — a positive lead said as the prohibition of its opposite (“Downplay the launch experience” → “…중요하게 생각하지 마세요”) reads to it as an inversion.",
        severity: .note,
        triggering: [
            CheckExample("**Use action sheets sparingly.** Action sheets interrupt the current task.", "작업 시트를 사용하지 마십시오. 작업 시트는 현재 작업을 방해합니다."),
            CheckExample("**Avoid letting an action sheet scroll.** Scrolling is hard.", "작업 시트가 스크롤되도록 하십시오. 스크롤은 어렵습니다."),
            CheckExample("**Make destructive choices prominent.** People notice them.", "파괴적인 선택을 표시하지 마십시오. 사람들이 알아챕니다."),
            CheckExample("Because the Cancel button is required, aim to provide no more than three additional choices.",
                         "Cancel(취소) 버튼이 필요하므로 세 가지 이상의 추가 옵션을 제공하는 것을 목표로 합니다."),
            // Right findings read on the corpus.
            CheckExample("**Use the Option modifier sparingly.** People rarely discover it.", "Option 수정자를 사용하지 마십시오. 사람들은 그것을 거의 발견하지 못합니다."),
            CheckExample("Show the full path. If a document can be autosaved, you don't want to display a dot in the close button, because doing so signals that people need to save.",
                         "전체 경로를 표시합니다. 문서를 자동으로 저장할 수 있는 경우 닫기 단추에 점을 표시하면 저장해야 한다는 신호를 표시하기 때문입니다."),
        ],
        nonTriggering: [
            CheckExample("**Avoid letting an action sheet scroll.** Scrolling is hard.", "작업 시트가 스크롤되지 않도록 하십시오. 스크롤은 어렵습니다."),
            CheckExample("**Provide a message only if necessary.** The title is usually enough.", "필요한 경우에만 메시지를 제공합니다. 대개 제목으로 충분합니다."),
            CheckExample("**Use action sheets sparingly.** They interrupt.", "작업 시트는 꼭 필요할 때만 사용하십시오. 방해가 됩니다."),
            CheckExample("**Use haptics sparingly.** They lose meaning.", "햅틱을 너무 자주 사용하지 마십시오. 의미를 잃습니다."),
            CheckExample("Because the menu is hidden, people might not know it’s there.", "메뉴는 숨겨져 있기 때문에 사용자가 해당 항목이 있는지 모를 수 있습니다."),
            CheckExample("Aim to provide no more than three choices.", "선택 사항은 세 가지를 넘지 않도록 합니다."),
            // False alarms read on held-out pages: the negation moved into the next Korean sentence, …
            CheckExample("Don’t stop playback abruptly when a call arrives. Instead, lower the volume and switch to the call smoothly.",
                         "전화가 오면 볼륨을 낮추고 통화로 부드럽게 전환합니다. 즉시 중지하지 마십시오."),
            // … said positively, …
            CheckExample("Let people return to the map without leaving the CarPlay experience.", "사용자가 CarPlay 경험을 그대로 유지하면서 지도로 돌아갈 수 있도록 합니다."),
            // … inside a subordinate clause, …
            CheckExample("Use a passive notification when the update isn’t meant to convey urgent information.",
                         "업데이트가 긴급한 정보를 전달하기 위한 것이 아닐 때 수동 알림을 사용합니다."),
            // … negated by a conjugation the old list missed (못할, 못한, 못해: issue 28), …
            CheckExample("If the label is truncated, people can’t read it.", "레이블이 잘리면 사람들이 읽지 못할 수 있습니다."),
            CheckExample("People don’t notice a change they didn’t expect.", "사람들은 예상하지 못한 변화를 알아차리지 못합니다."),
            CheckExample("Don’t hide the Cancel button.", "취소 버튼을 숨기지 말고 항상 표시하세요."),
            // … a compound that describes rather than restricts (`glyph-only`, `logo-only`), …
            CheckExample("**Use glyph-only buttons in the toolbar.** They save space.", "도구 막대에 글리프 버튼을 사용하십시오. 공간을 절약합니다."),
            // … and a dropped lead, which is the dropped-lead check's finding.
            CheckExample("**Avoid showing an alert when people open your app.** An alert at launch delays what they came to do, and most people dismiss it without reading it.",
                         "실행 시 경고는 사용자가 하려던 작업을 지연시키며, 대부분의 사람들은 읽지 않고 닫습니다."),
            CheckExample("**Use a caution symbol sparingly.** Using a caution symbol like exclamationmark.triangle too frequently in your alerts diminishes its significance.",
                         "경고에 느낌표.삼각형과 같은 주의 기호를 너무 자주 사용하면 경고의 중요성이 감소합니다."),
        ]
    )

    package func findings(in block: Block, of page: Page, context: CheckContext) -> [Finding] {
        guard let ko = block.text.ko else { return [] }
        let korean = SentenceSplitter.korean(ko)
        // A rule's paragraph is aligned as the rules pass aligned it (rule first, at the rule's price for being left
        // out), and the pass's judgement of the rule's Korean is read from the rule, not made again.
        let rule = block.lead != nil ? context.rule(for: block, of: page) : nil
        let english = rule.map { [$0.text.en] + SentenceSplitter.english($0.rationale.en) } ?? SentenceSplitter.english(block.text.en)
        let alignment = Alignment(english: english, korean: korean,
                                  groups: (rule == nil ? SentenceAligner() : .ruleParagraph).align(english, korean))
        var findings: [Finding] = []
        let firstSentence = rule == nil ? 0 : 1
        // A dropped lead is the dropped-lead check's finding, not a polarity one.
        if let rule, rule.translation != .missing {
            findings += leadFindings(rule, alignment: alignment, ratio: context.lengthProfile.ratio, block: block, page: page)
        }
        for index in english.indices.dropFirst(firstSentence) {
            let sentence = english[index]
            guard let how = Negation.english(sentence), let group = alignment.groups.group(ofEnglish: index), !group.korean.isEmpty,
                  group.english.lowerBound >= firstSentence else { continue }
            let translation = alignment.koreanText(of: group)
            guard !Negation.koreanCarries(how, in: translation), !negationMoved(around: group, in: alignment) else { continue }
            findings.append(Finding(self, "“\(sentence)” is negative but its Korean “\(translation)” has no negation", block: block, page: page,
                                    excerpt: String(translation.prefix(12))))
        }
        return findings
    }

    /// A block's sentences and how they align.
    private struct Alignment {
        var english: [String]
        var korean: [String]
        var groups: [SentenceAligner.Group]

        func koreanText(of group: SentenceAligner.Group) -> String { korean[group.korean].joined(separator: " ") }
    }

    /// Whether a Korean sentence next to the group negates while its own English does not: the translator moved
    /// the negation there (`…전환합니다. 즉시 중지하지 마십시오.`).
    private func negationMoved(around group: SentenceAligner.Group, in alignment: Alignment) -> Bool {
        guard let position = alignment.groups.firstIndex(of: group) else { return false }
        return [position - 1, position + 1].contains { neighbour in
            guard alignment.groups.indices.contains(neighbour) else { return false }
            let other = alignment.groups[neighbour]
            let englishNegates = alignment.english[other.english].contains { Negation.english($0) != nil }
            return !englishNegates && !other.korean.isEmpty && Negation.koreanNegates(alignment.koreanText(of: other))
        }
    }

    /// The rule's sentence against its Korean as the rules pass found it (`Rule.text.ko`: the sentence kept, or the
    /// clause of a sentence it was merged into).
    private func leadFindings(_ rule: Rule, alignment: Alignment, ratio: Double, block: Block, page: Page) -> [Finding] {
        guard let koreanLead = rule.text.ko, !koreanLead.isEmpty else { return [] }
        let lead = rule.text.en
        let leadGroup = alignment.groups.group(ofEnglish: 0)
        // Merged with the next English sentence: what the Korean forbids may be that sentence's.
        let merged = rule.translation == .merged
        // A Korean lead far longer than the rule carries more than the rule: only its first clause counts.
        var clause = koreanLead
        if Double(koreanLead.count) > 1.6 * ratio * Double(lead.count), let boundary = SentenceSplitter.koreanClauseBoundaries(koreanLead).first {
            clause = String(koreanLead[..<boundary.comma])
        }
        let restriction = Negation.englishRestriction(lead)
        if let negated = Negation.english(lead) {
            guard !Negation.koreanCarries(negated, in: koreanLead), !(leadGroup.map { negationMoved(around: $0, in: alignment) } ?? false) else { return [] }
            return [Finding(self, "the lead “\(lead)” is negative but its Korean “\(koreanLead)” has no negation", block: block, page: page)]
        }
        guard !merged else { return [] }
        let prohibition = Negation.koreanProhibition(clause)
        if let restriction, !Negation.koreanRestricts(clause) {
            if let prohibition {
                return [Finding(self, "the lead “\(lead)” restricts but its Korean forbids outright (“\(prohibition)”)", block: block, page: page, excerpt: prohibition)]
            }
            return [Finding(self, "the lead “\(lead)” restricts (\(restriction)) but its Korean “\(koreanLead)” does not", block: block, page: page,
                            severity: .note)]
        }
        if restriction == nil, let prohibition, !(leadGroup.map { prohibitionBelongsToNextSentence(after: $0, in: alignment) } ?? false) {
            return [Finding(self, "the lead “\(lead)” is positive but its Korean forbids (“\(prohibition)”)", block: block, page: page, excerpt: prohibition)]
        }
        return []
    }

    /// Whether the next English sentence negates and its own Korean does not: the prohibition was moved up.
    private func prohibitionBelongsToNextSentence(after group: SentenceAligner.Group, in alignment: Alignment) -> Bool {
        guard let position = alignment.groups.firstIndex(of: group), alignment.groups.indices.contains(position + 1) else { return false }
        let next = alignment.groups[position + 1]
        return alignment.english[next.english].contains { Negation.english($0) != nil } && !Negation.koreanNegates(alignment.koreanText(of: next))
    }
}
