import HIGCorpus

/// A rule whose sentence is missing from the Korean, so the translation opens with the rationale. The judgement is the
/// rules pass's (`KoreanLeadFinder`: `translation: missing` in rules.json), so `hig check` and rules.json agree.
package struct DroppedLead: QualityCheck {
    package init() {}

    package static let description = CheckDescription(
        id: "hig.qa.dropped-lead",
        name: "Dropped lead sentence",
        summary: "The sentence of a rule (its bold lead) has no Korean counterpart; the Korean starts with the explanation.",
        rationale: "The lead sentence is the rule itself; without it a Korean reader gets the reasons but not the guideline.",
        triggering: [
            CheckExample("**Use an action sheet — not an alert — to offer choices related to an intentional action.** For example, when people cancel the Mail message they’re editing, an action sheet provides three choices: delete the edits (or the entire draft), save the draft, or return to editing. Although an alert can also help people confirm or cancel an action, it doesn’t provide additional choices.",
                         "사용자가 편집 중인 메일 메시지를 취소할 때 작업 시트는 편집 내용 삭제(또는 전체 초안 저장) 또는 편집으로 돌아가기의 세 가지 선택사항을 제공합니다. 경고는 사람들이 작업을 확인하거나 취소하는 데 도움이 될 수 있지만, 추가 선택을 제공하지는 않습니다."),
            // A comma between the items of a list is no clause boundary: this lead is dropped, not merged.
            CheckExample("**Make sure images look good in tinted mode.** In tinted mode, the system applies a solid color to a complication’s text, gauges, and images, and desaturates full-color images unless you provide tinted versions of them.",
                         "색조 모드에서는 시스템이 복잡한 텍스트, 게이지 및 이미지에 단색을 적용하고 사용자가 색조 버전을 제공하지 않는 한 전체 색상 이미지를 불포화합니다."),
            // A Korean sentence no longer than the next English sentence's translation holds no merged lead.
            CheckExample("**Avoid showing an alert when people open your app.** An alert at launch delays what they came to do, and most people dismiss it without reading it.",
                         "실행 시 경고는 사용자가 하려던 작업을 지연시키며, 대부분의 사람들은 읽지 않고 닫습니다."),
        ],
        nonTriggering: [
            CheckExample("**Use action sheets sparingly.** Action sheets give people important information and choices, but they interrupt the current task to do so.",
                         "작업 시트는 신중하게 사용하십시오. 작업 시트는 사람들에게 중요한 정보와 선택 사항을 제공하지만 이를 위해 현재 작업을 방해합니다."),
            CheckExample("**Keep it short.**", "짧게 유지합니다."),
            // The lead merged into one Korean sentence with the next (false alarms read on held-out pages): at its
            // start, cut after a connective ending, …
            CheckExample("**In general, display one scroll view per screen.** People often make large swipe gestures when scrolling, and it can be hard to avoid interacting with a neighboring scroll view on the same screen.",
                         "일반적으로 화면당 하나의 스크롤 뷰를 표시하며, 사람들은 스크롤할 때 큰 스와이프 동작을 하는 경우가 많으며, 같은 화면에서 인접한 스크롤 뷰와 상호 작용하는 것을 피하기 어려울 수 있다."),
            CheckExample("**Keep badges up to date.** Update your app’s badge as soon as people open the corresponding notifications. You don’t want people to think there are new notifications available, only to find that they’ve already viewed them all.",
                         "배지를 최신 상태로 유지하고, 사람들이 해당 알림을 여는 즉시 앱의 배지를 업데이트하십시오. 사용자가 새 알림을 사용할 수 있다고 생각하지 않고 모든 알림을 이미 봤다는 사실만 알고 있으면 됩니다."),
            // … or at its end.
            CheckExample("**Don’t use an emoji in place of a symbol or interface icon.** Emojis are full color, whereas quick action symbols are monochromatic and change appearance in Dark Mode to maintain contrast.",
                         "빠른 동작 기호는 단색이며 대비를 유지하기 위해 다크 모드에서 모양을 변경하는 반면, 기호나 인터페이스 아이콘 대신 이모지를 사용하지 마십시오."),
        ]
    )

    package func findings(in context: CheckContext) -> [Finding] {
        let pages = Dictionary(context.corpus.pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return context.rules.compactMap { rule in
            guard rule.translation == .missing, let page = pages[rule.page],
                  let block = page.blocks.first(where: { $0.id == rule.block }) else { return nil }
            return Finding(self, "the lead sentence “\(rule.text.en)” is not translated; the Korean starts with the explanation", block: block, page: page)
        }
    }
}
