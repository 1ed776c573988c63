import HIGCorpus
import HIGText

/// What the site shows of a block's translation state (templates `translation-state` and `maintenance-banner`):
/// an outdated block's Korean marked, with the English diff on demand; a suggestion labelled as one.
enum TranslationStateView {
    /// `outdated`, `similarity`, `diffHTML` and `suggestion` for one block; every key set, so Mustache never falls
    /// back to the page's values.
    static func blockFields(_ block: Block) -> [String: Any] {
        var fields: [String: Any] = ["outdated": false, "suggestion": false, "similarity": "", "diffHTML": ""]
        guard let state = block.translationState else { return fields }
        if state.status == .outdated {
            fields["outdated"] = true
            fields["similarity"] = "\(Int(((state.similarity ?? 0) * 100).rounded()))%"
            fields["diffHTML"] = diffHTML(state.diff)
        } else if state.status == .suggested, let offer = state.suggestions.first {
            fields["suggestion"] = ["ko": offer.ko, "match": offer.match, "from": offer.from]
        }
        return fields
    }

    /// The page banner's counts.
    static func pageFields(_ page: Page) -> [String: Any] {
        let outdated = page.blocks.filter(\.isOutdated).count
        let suggested = page.blocks.filter { $0.translationState?.status == .suggested && !($0.translationState?.suggestions.isEmpty ?? true) }.count
        return ["hasOutdated": outdated > 0, "outdatedCount": outdated, "hasSuggestions": suggested > 0, "suggestedCount": suggested]
    }

    /// The diff as escaped text with `<del>` and `<ins>` around removed and added words.
    static func diffHTML(_ diff: [DiffSpan]) -> String {
        diff.map { span in
            switch span.op {
            case "delete": "<del>\(Escape.html(span.text))</del>"
            case "insert": "<ins>\(Escape.html(span.text))</ins>"
            default: Escape.html(span.text)
            }
        }.joined()
    }
}
