import HIGText

/// Apple's later exports run a figure into the paragraph after it (`![…](…)Launch screen![…](…)First screen**Avoid
/// including text….** Because …`) or before it (`People appreciate … immediately.![A sketch …](…)`). The figure
/// (its images and the short captions between them) is no part of the paragraph: it becomes blocks of its own.
enum GluedFigure {
    /// The figure's inlines and the paragraph's, when `inlines` open with images and captions before a bold lead.
    static func split(_ inlines: [Inline]) -> (figure: [Inline], paragraph: [Inline])? {
        var index = 0
        var sawImage = false
        while index < inlines.count {
            switch inlines[index] {
            case .image: sawImage = true
            case .softBreak, .lineBreak: break
            case .text(let text) where isCaption(text): break
            default:
                guard sawImage, case .strong = inlines[index] else { return nil }
                return (Array(inlines[..<index]), Array(inlines[index...]))
            }
            index += 1
        }
        return nil
    }

    /// The paragraph's inlines and the figure's, when `inlines` end with images after a sentence's end.
    static func splitTrailing(_ inlines: [Inline]) -> (paragraph: [Inline], figure: [Inline])? {
        var start = inlines.count
        while start > 0 {
            switch inlines[start - 1] {
            case .image, .softBreak, .lineBreak: start -= 1
            case .text(let text) where text.trimmed.isEmpty: start -= 1
            default:
                let paragraph = Array(inlines[..<start])
                guard inlines[start...].contains(where: { if case .image = $0 { true } else { false } }),
                      ProseShape.endsSentence(InlineRenderer.plainText(paragraph)) else { return nil }
                return (paragraph, Array(inlines[start...]).filter { if case .image = $0 { true } else { false } })
            }
        }
        return nil
    }

    /// A caption between glued images: a few words, not a sentence.
    static func isCaption(_ text: String) -> Bool {
        let trimmed = text.trimmed
        return trimmed.isEmpty || (trimmed.wordCount <= 8 && !ProseShape.endsSentence(trimmed))
    }
}
