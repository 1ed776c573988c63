import HIGCorpus
import HIGText

/// What the site shows of a block's translation state (templates `translation-state` and `maintenance-banner`):
/// an outdated block's Korean marked, with the English diff on demand; a suggestion labelled as one.
enum TranslationStateView {
    /// Sets `outdated`, `similarity`, `diffHTML` and `suggestion` of one block's view.
    static func apply(_ block: Block, to view: inout BlockView) {
        guard let state = block.translationState else { return }
        if state.status == .outdated {
            view.outdated = true
            view.similarity = "\(Int(((state.similarity ?? 0) * 100).rounded()))%"
            view.diffHTML = diffHTML(state.diff)
        } else if state.status == .suggested, let offer = state.suggestions.first {
            view.suggestion = SuggestionView(ko: offer.ko, match: offer.match, from: offer.from)
        }
    }

    /// The page banner's counts: outdated blocks, and blocks with a suggestion.
    static func counts(_ page: Page) -> (outdated: Int, suggested: Int) {
        let outdated = page.blocks.filter(\.isOutdated).count
        let suggested = page.blocks.filter { $0.translationState?.status == .suggested && !($0.translationState?.suggestions.isEmpty ?? true) }.count
        return (outdated, suggested)
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
