import Foundation
import HIGCorpus

/// The person an English sentence speaks of (people, someone, users) turned into somebody else in the Korean:
/// `If people need…` → `다른 사용자가 …해야 하는 경우` (“if other users need…”).
///
/// Only this one change of actor is checked: machine translation renders the generic “people” as 다른 사용자 (other
/// users) often enough to matter, and it is told apart by words alone — “other” written in the Korean and nowhere in
/// the English. Other changes of subject (`your app` → 사용자) need a parse of both sentences to be told from a
/// rephrasing, and are left out (docs/qa.md, "New checks").
package struct ChangedActor: BlockCheck {
    package init() {}

    package static let description = CheckDescription(
        id: "hig.qa.actor",
        name: "Changed actor",
        summary: "The English speaks of people (people, someone, users) and the Korean of other people (다른 사용자, 다른 사람) with no “other” in the English.",
        rationale: "“If people open your web view…” rendered as “if other users open…” tells the reader the guideline is about somebody else: the app's own user disappears from the rule.",
        triggering: [
            CheckExample("If people are likely to visit many pages, support back navigation.", "다른 사용자가 여러 페이지를 방문할 경우 뒤로 탐색을 지원합니다."),
            CheckExample("Make sure people know when someone is signed in.", "다른 사람이 로그인했을 때 사용자가 알 수 있도록 합니다."),
        ],
        nonTriggering: [
            CheckExample("If people are likely to visit many pages, support back navigation.", "사용자가 여러 페이지를 방문할 경우 뒤로 탐색을 지원합니다."),
            CheckExample("Let people share the document with others.", "사용자가 다른 사람과 문서를 공유할 수 있도록 합니다."),
            CheckExample("Show who else is editing the document.", "다른 사용자가 문서를 편집하고 있는지 표시합니다."),
            CheckExample("A shared list shows changes from other participants.", "공유 목록은 다른 참가자의 변경 사항을 표시합니다."),
        ]
    )

    /// English words that name the generic person a guideline speaks of.
    static let people: Set<String> = ["people", "person", "someone", "somebody", "user", "users", "everyone", "anyone"]
    /// English words that bring in somebody other than that person; with any of them the Korean 다른 is right.
    static let others: Set<String> = ["other", "others", "another", "else", "different", "shared", "sharing", "share", "shares",
                                      "collaborate", "collaborators", "contacts", "contact", "family", "friends", "friend", "participants",
                                      "recipient", "recipients", "sender", "group", "together", "multiple", "each"]
    /// The Korean for “other people”.
    static let otherPeople = ["다른 사용자", "다른 사람", "다른 이용자", "타인"]

    package func findings(in block: Block, of page: Page, context: CheckContext) -> [Finding] {
        guard let ko = block.text.ko, let rendering = Self.otherPeople.first(where: { ko.contains($0) }) else { return [] }
        let words = Set(block.text.en.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
        guard !words.isDisjoint(with: Self.people), words.isDisjoint(with: Self.others) else { return [] }
        return [Finding(self, "the English speaks of people, the Korean of “\(rendering)” (other people); the English says no “other”",
                        block: block, page: page, excerpt: rendering)]
    }
}
