import HIGCorpus
import HIGText

/// A rule whose Korean says the opposite: a negation or restriction lost, or a prohibition added.
public struct InvertedPolarity: BlockCheck {
    public init() {}

    public static let description = CheckDescription(
        id: "hig.qa.polarity",
        name: "Inverted polarity",
        summary: "The lead says Avoid/Don't/Never (or sparingly/only if) and its Korean loses that, or a positive lead gets a prohibition in Korean; later negated sentences that lost their negation too.",
        rationale: "“Use action sheets sparingly” rendered as “do not use action sheets” tells readers the opposite of the guideline.",
        triggering: [
            CheckExample("**Use action sheets sparingly.** Action sheets interrupt the current task.", "작업 시트를 사용하지 마십시오. 작업 시트는 현재 작업을 방해합니다."),
            CheckExample("**Avoid letting an action sheet scroll.** Scrolling is hard.", "작업 시트가 스크롤되도록 하십시오. 스크롤은 어렵습니다."),
            CheckExample("**Make destructive choices prominent.** People notice them.", "파괴적인 선택을 표시하지 마십시오. 사람들이 알아챕니다."),
            CheckExample("Because the Cancel button is required, aim to provide no more than three additional choices.",
                         "Cancel(취소) 버튼이 필요하므로 세 가지 이상의 추가 옵션을 제공하는 것을 목표로 합니다."),
        ],
        nonTriggering: [
            CheckExample("**Avoid letting an action sheet scroll.** Scrolling is hard.", "작업 시트가 스크롤되지 않도록 하십시오. 스크롤은 어렵습니다."),
            CheckExample("**Provide a message only if necessary.** The title is usually enough.", "필요한 경우에만 메시지를 제공합니다. 대개 제목으로 충분합니다."),
            CheckExample("**Use action sheets sparingly.** They interrupt.", "작업 시트는 꼭 필요할 때만 사용하십시오. 방해가 됩니다."),
            CheckExample("Because the menu is hidden, people might not know it’s there.", "메뉴는 숨겨져 있기 때문에 사용자가 해당 항목이 있는지 모를 수 있습니다."),
            CheckExample("Aim to provide no more than three choices.", "선택 사항은 세 가지를 넘지 않도록 합니다."),
        ]
    )

    /// English words that negate or forbid.
    static let englishNegations = ["avoid", "don’t", "don't", "do not", "never", "not", "no", "without", "can’t", "can't",
                                   "cannot", "n’t", "n't", "neither", "nor", "refrain", "prevent"]
    /// English words that restrict rather than forbid.
    static let englishRestrictions = ["sparingly", "only", "minimize", "limit", "rarely", "minimal", "restrict", "judiciously"]
    /// Korean negation and prohibition stems.
    static let koreanNegations = ["않", "못", "말", "마십시오", "마세요", "금지", "피하", "피해", "피할", "피한", "피합", "없", "아닌", "아니", "삼가", "자제", "방지", "막", "안 되", "안 돼", "안 된", "안 됩", "서는 안", "대신", "아닙", "모르", "모를", "모릅", "모른"]
    /// Korean restriction markers (`경우에만`, `최소`, `신중하게`, …).
    static let koreanRestrictions = ["만 ", "만.", "만을", "최소", "적게", "적은", "드물게", "제한", "신중", "아껴", "가급적", "꼭 필요", "필요한 경우", "필요할 때", "이하", "넘지", "절제", "뿐", "줄이", "줄여"]
    /// Korean forms that forbid outright.
    static let koreanProhibitions = ["지 마십시오", "지 마세요", "지 말", "지 마라", "금지", "하지 않도록", "피하십시오", "피하세요", "피해야"]

    public func findings(in block: Block, of page: Page, context: CheckContext) -> [Finding] {
        let lead = leadFindings(in: block, of: page, context: context)
        return lead.isEmpty ? sentenceFindings(in: block, of: page) : lead
    }

    /// Negated English sentences after the lead whose Korean lost the negation (“aim to provide no more than
    /// three” → “세 가지 이상의 … 목표로”), compared one to one only when both sides have as many sentences.
    private func sentenceFindings(in block: Block, of page: Page) -> [Finding] {
        guard let ko = block.text.ko else { return [] }
        let english = SentenceSplitter.english(block.text.en)
        let korean = SentenceSplitter.korean(ko)
        guard english.count == korean.count else { return [] }
        var findings: [Finding] = []
        for (index, (sentence, translation)) in zip(english, korean).enumerated() where !(index == 0 && block.lead != nil) {
            guard Self.isNegated(sentence), !Self.koreanNegations.contains(where: { translation.contains($0) }),
                  !Self.koreanRestrictions.contains(where: { (translation + " ").contains($0) }) else { continue }
            findings.append(Finding(self, "“\(sentence)” is negative but its Korean “\(translation)” has no negation", block: block, page: page,
                                    excerpt: String(translation.prefix(12))))
        }
        return findings
    }

    /// Whether an English sentence negates, leaving out contrasts (`X — not Y`).
    static func isNegated(_ sentence: String) -> Bool {
        var text = sentence
        for marker in [" — not ", ", not ", " – not ", " - not "] {
            text = text.replacingOccurrences(of: marker, with: " ")
        }
        let words = " " + text.lowercased().map { $0.isLetter || $0 == "’" || $0 == "'" ? $0 : " " }.reduce(into: "") { $0.append($1) } + " "
        return englishNegations.contains { words.contains(" \($0) ") || ($0.hasPrefix("n’") || $0.hasPrefix("n'")) && words.contains("\($0) ") }
            || words.contains(" no more than ")
    }

    private func leadFindings(in block: Block, of page: Page, context: CheckContext) -> [Finding] {
        // The Korean of the lead is the rules pass's (`KoreanLeadFinder`); a dropped lead has none to compare.
        guard let lead = block.lead, block.text.en.hasPrefix(lead), let koreanLead = context.rule(for: block, of: page)?.text.ko,
              !koreanLead.isEmpty else { return [] }
        // A contrast (`Use X — not Y`, `X, not Y`) is not a negated rule; only the part before it counts.
        var leadText = lead
        for marker in [" — not ", ", not ", " – not ", " - not "] {
            if let range = leadText.range(of: marker) { leadText = String(leadText[..<range.lowerBound]) }
        }
        let english = " " + leadText.lowercased().map { $0.isLetter || $0 == "’" || $0 == "'" ? $0 : " " }.reduce(into: "") { $0.append($1) } + " "
        let negated = Self.englishNegations.contains { english.contains(" \($0) ") || ($0.hasPrefix("n’") || $0.hasPrefix("n'")) && english.contains("\($0) ") }
        let restricted = Self.englishRestrictions.contains { english.contains(" \($0) ") }
        // A first Korean sentence that also carries the next English sentence (merged by the translator) is cut at
        // its first comma, so a prohibition from that next sentence is not taken for the lead's.
        var koreanClause = koreanLead
        if Double(koreanLead.count) > 1.6 * context.lengthProfile.ratio * Double(lead.count), let comma = koreanLead.firstIndex(of: ",") {
            koreanClause = String(koreanLead[..<comma])
        }
        let koreanText = koreanClause + " "
        let koreanNegated = Self.koreanNegations.contains { koreanText.contains($0) }
        let koreanRestricted = Self.koreanRestrictions.contains { koreanText.contains($0) }
        let prohibition = Self.koreanProhibitions.first { koreanText.contains($0) }
        if negated, !koreanNegated, !koreanRestricted {
            return [Finding(self, "the lead “\(lead)” is negative but its Korean “\(koreanLead)” has no negation", block: block, page: page)]
        }
        if restricted, !negated, !koreanRestricted {
            if let prohibition {
                return [Finding(self, "the lead “\(lead)” restricts but its Korean forbids outright (“\(prohibition)”)", block: block, page: page, excerpt: prohibition)]
            }
            return [Finding(self, "the lead “\(lead)” restricts (\(Self.englishRestrictions.first { english.contains(" \($0) ") }!)) but its Korean “\(koreanLead)” does not", block: block, page: page,
                            severity: .note)]
        }
        if !negated, !restricted, let prohibition {
            return [Finding(self, "the lead “\(lead)” is positive but its Korean forbids (“\(prohibition)”)", block: block, page: page, excerpt: prohibition)]
        }
        return []
    }
}
