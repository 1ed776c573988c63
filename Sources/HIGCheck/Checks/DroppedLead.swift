import HIGCorpus

/// A rule whose sentence is missing from the Korean, so the translation opens with the rationale. The judgement is the
/// rules pass's (`KoreanLeadFinder`: `translation: missing` in rules.json), so `hig check` and rules.json agree.
public struct DroppedLead: QualityCheck {
    public init() {}

    public static let description = CheckDescription(
        id: "hig.qa.dropped-lead",
        name: "Dropped lead sentence",
        summary: "The sentence of a rule (its bold lead) has no Korean counterpart; the Korean starts with the explanation.",
        rationale: "The lead sentence is the rule itself; without it a Korean reader gets the reasons but not the guideline.",
        triggering: [
            CheckExample("**Use an action sheet — not an alert — to offer choices related to an intentional action.** For example, when people cancel the Mail message they’re editing, an action sheet provides three choices: delete the edits (or the entire draft), save the draft, or return to editing. Although an alert can also help people confirm or cancel an action, it doesn’t provide additional choices.",
                         "사용자가 편집 중인 메일 메시지를 취소할 때 작업 시트는 편집 내용 삭제(또는 전체 초안 저장) 또는 편집으로 돌아가기의 세 가지 선택사항을 제공합니다. 경고는 사람들이 작업을 확인하거나 취소하는 데 도움이 될 수 있지만, 추가 선택을 제공하지는 않습니다."),
        ],
        nonTriggering: [
            CheckExample("**Use action sheets sparingly.** Action sheets give people important information and choices, but they interrupt the current task to do so.",
                         "작업 시트는 신중하게 사용하십시오. 작업 시트는 사람들에게 중요한 정보와 선택 사항을 제공하지만 이를 위해 현재 작업을 방해합니다."),
            CheckExample("**Keep it short.**", "짧게 유지합니다."),
        ]
    )

    public func findings(in context: CheckContext) -> [Finding] {
        let pages = Dictionary(context.corpus.pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return context.rules.compactMap { rule in
            guard rule.translation == .missing, let page = pages[rule.page],
                  let block = page.blocks.first(where: { $0.id == rule.block }) else { return nil }
            return Finding(self, "the lead sentence “\(rule.text.en)” is not translated; the Korean starts with the explanation", block: block, page: page)
        }
    }
}
