/// A paragraph or list item that is a list of links, as category index pages are: an optional lead-in
/// ("Learn how to use … experience.") followed by links only (`[![thumbnail](…) Action sheets](/design/…/action-sheets)`).
struct LinkList: Sendable, Equatable {
    /// One link: the text people read (thumbnails left out) and where it points.
    struct Item: Sendable, Equatable {
        var title: String
        var target: String
    }

    /// The text before the first link, if any.
    var intro: RenderedText?
    var items: [Item]

    /// The link list these inlines form, or `nil` when anything but links and white space follows the first link.
    static func read(_ inlines: [Inline]) -> LinkList? {
        guard let firstLink = inlines.firstIndex(where: { if case .link = $0 { true } else { false } }) else { return nil }
        var items: [Item] = []
        for inline in inlines[firstLink...] {
            switch inline {
            case .link(let destination, let children):
                let words = children.filter { if case .image = $0 { false } else { true } }
                let title = InlineRenderer.plainText(words)
                guard !title.isEmpty, !destination.isEmpty else { return nil }
                items.append(Item(title: title, target: destination))
            case .softBreak, .lineBreak: continue
            case .text(let text) where text.trimmed.isEmpty: continue
            default: return nil
            }
        }
        let lead = Array(inlines[..<firstLink])
        let introText = InlineRenderer.plainText(lead)
        return LinkList(intro: introText.isEmpty ? nil : RenderedText(text: introText, html: InlineRenderer.html(lead)), items: items)
    }
}
