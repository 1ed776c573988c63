import HIGText

/// Apple's later exports run a figure into the paragraph after it: `![…](…)Launch screen![…](…)First screen**Avoid
/// including text….** Because …`. The figure (its images and the short captions between them) is no part of the
/// paragraph: it becomes blocks of its own, and the paragraph starts at its bold lead.
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

    /// A caption between glued images: a few words, not a sentence.
    static func isCaption(_ text: String) -> Bool {
        let trimmed = text.trimmed
        return trimmed.isEmpty || (trimmed.wordCount <= 8 && !ProseShape.endsSentence(trimmed))
    }
}
