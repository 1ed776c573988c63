import Foundation
import HIGCorpus

/// A rule whose bold lead sentence is missing from the Korean, so the translation opens with the rationale.
public struct DroppedLead: BlockCheck {
    public init() {}

    public static let description = CheckDescription(
        id: "hig.qa.dropped-lead",
        name: "Dropped lead sentence",
        summary: "The bold lead sentence of a rule has no Korean counterpart; the Korean starts with the explanation.",
        rationale: "The lead sentence is the rule itself; without it a Korean reader gets the reasons but not the guideline.",
        triggering: [
            // A comma between the items of a list is no clause boundary: this lead is dropped, not merged.
            CheckExample("**Make sure images look good in tinted mode.** In tinted mode, the system applies a solid color to a complication’s text, gauges, and images, and desaturates full-color images unless you provide tinted versions of them.",
                         "색조 모드에서는 시스템이 복잡한 텍스트, 게이지 및 이미지에 단색을 적용하고 사용자가 색조 버전을 제공하지 않는 한 전체 색상 이미지를 불포화합니다."),
            CheckExample("**Avoid showing an alert when people open your app.** An alert at launch delays what they came to do, and most people dismiss it without reading it.",
                         "실행 시 경고는 사용자가 하려던 작업을 지연시키며, 대부분의 사람들은 읽지 않고 닫습니다."),
            CheckExample("**Use an action sheet — not an alert — to offer choices related to an intentional action.** For example, when people cancel the Mail message they’re editing, an action sheet provides three choices: delete the edits (or the entire draft), save the draft, or return to editing. Although an alert can also help people confirm or cancel an action, it doesn’t provide additional choices.",
                         "사용자가 편집 중인 메일 메시지를 취소할 때 작업 시트는 편집 내용 삭제(또는 전체 초안 저장) 또는 편집으로 돌아가기의 세 가지 선택사항을 제공합니다. 경고는 사람들이 작업을 확인하거나 취소하는 데 도움이 될 수 있지만, 추가 선택을 제공하지는 않습니다."),
        ],
        nonTriggering: [
            // The lead merged into one Korean sentence with the next (a false alarm read on held-out pages).
            CheckExample("**In general, display one scroll view per screen.** People often make large swipe gestures when scrolling, and it can be hard to avoid interacting with a neighboring scroll view on the same screen.",
                         "일반적으로 화면당 하나의 스크롤 뷰를 표시하며, 사람들은 스크롤할 때 큰 스와이프 동작을 하는 경우가 많으며, 같은 화면에서 인접한 스크롤 뷰와 상호 작용하는 것을 피하기 어려울 수 있다."),
            CheckExample("**Use action sheets sparingly.** Action sheets give people important information and choices, but they interrupt the current task to do so.",
                         "작업 시트는 신중하게 사용하십시오. 작업 시트는 사람들에게 중요한 정보와 선택 사항을 제공하지만 이를 위해 현재 작업을 방해합니다."),
            CheckExample("**Keep it short.**", "짧게 유지합니다."),
        ]
    )

    /// Whether the translator merged the lead into the first Korean sentence rather than dropping it: that sentence
    /// fits the lead and the next English sentence together at least as well as the next sentence alone, and a
    /// clause of it cut at a comma after a connective ending, at its start or end, fits the lead (`일반적으로 화면당 하나의 스크롤 뷰를
    /// 표시하며, 사람들은 …`). A Korean sentence opening with `예를 들어` starts with the explanation.
    static func leadMergedWithNextSentence(_ alignment: LeadAlignment, ratio: Double) -> Bool {
        guard let firstKorean = alignment.korean.first, let next = alignment.rest.first,
              !["예를 들어", "예를 들면", "예컨대"].contains(where: { firstKorean.hasPrefix($0) }) else { return false }
        let lead = alignment.english.prefix(alignment.leadSentences).joined(separator: " ")
        func misfit(_ korean: String, _ english: Int) -> Double { abs(log(Double(max(korean.count, 1)) / (ratio * Double(english)))) }
        guard misfit(firstKorean, lead.count + 1 + next.count) <= misfit(firstKorean, next.count) else { return false }
        let clauses = firstKorean.components(separatedBy: ", ")
        return (1..<max(clauses.count, 1)).contains { cut in
            let before = clauses[..<cut].joined(separator: ", ")
            guard clauseEndings.contains(where: { before.hasSuffix($0) }) else { return false }
            return misfit(before, lead.count) < log(2) || misfit(clauses[cut...].joined(separator: ", "), lead.count) < log(2)
        }
    }

    /// Connective endings that close a clause before a comma (`표시하며,`, `사용하고,`, `원하는 경우,`); a comma
    /// after a noun (`텍스트, 게이지`, `캘리포니아, 크로노그래프`) only separates the items of a list.
    static let clauseEndings = ["고", "며", "서", "면", "지만", "는데", "은데", "도록", "으니", "하여", "위해", "게", "경우", "때", "므로", "면서", "거나", "반면"]

    public func findings(in block: Block, of page: Page, context: CheckContext) -> [Finding] {
        guard let lead = block.lead, let ko = block.text.ko, block.text.en.hasPrefix(lead) else { return [] }
        let alignment = LeadAlignment(lead: lead, en: block.text.en, ko: ko, ratio: context.lengthProfile.ratio)
        guard alignment.leadLooksDropped, !Self.leadMergedWithNextSentence(alignment, ratio: context.lengthProfile.ratio) else { return [] }
        return [Finding(self, "the lead sentence “\(lead)” is not translated; the Korean starts with the explanation", block: block, page: page)]
    }
}
