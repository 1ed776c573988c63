import HIGCorpus
import HIGText

/// Takes figures out of prose. Some exports write an image, its caption and the next paragraph as one paragraph
/// (`…range of values.![A stylized representation …](…)`, `![…](…)Night Mode**Adjust colors …**`,
/// `![…](…)Tiered level appearanceFor guidance …`): rendered as text, the image's description and the caption
/// become part of the paragraph's English. Each becomes a block of its own: the image, its caption (the text glued
/// to the image, up to where the next paragraph is glued on), and the prose before and after.
///
/// An image inside a sentence (`Tap the ![Share](…) button`) is left where it is: an image is split off only at a
/// sentence's end or at the paragraph's start.
enum FigureSplitter {
    /// A piece of a paragraph.
    enum Piece: Equatable {
        case prose([Inline])
        case image(Inline)
        case caption([Inline])
        case heading(level: Int, [Inline])
    }

    /// A caption glued to its image with no next paragraph glued on is at most one sentence of this many words;
    /// longer text is prose.
    static let maximumCaptionWords = 30

    /// The paragraph's pieces, or `nil` when it has no image to split off.
    static func split(_ inlines: [Inline]) -> [Piece]? {
        guard inlines.contains(where: isImage) else { return nil }
        var pieces: [Piece] = []
        var prose: [Inline] = []
        var index = 0
        while index < inlines.count {
            let inline = inlines[index]
            guard isImage(inline), prose.isEmpty || ProseShape.endsSentence(InlineRenderer.plainText(prose)) else {
                prose.append(inline)
                index += 1
                continue
            }
            if hasText(prose) { pieces.append(.prose(prose)) }
            prose = []
            pieces.append(.image(inline))
            index += 1
            var tail: [Inline] = []
            while index < inlines.count, !isImage(inlines[index]) { tail.append(inlines[index]); index += 1 }
            let (caption, rest) = captionAndRest(tail, endsAtImage: index < inlines.count)
            if hasText(caption) { pieces.append(.caption(caption)) }
            prose = rest
            if let (level, heading, after) = heading(rest) {
                pieces.append(.heading(level: level, heading))
                prose = after
            }
        }
        if hasText(prose) { pieces.append(.prose(prose)) }
        guard pieces.contains(where: { if case .image = $0 { true } else { false } }), pieces.count > 1 else { return nil }
        return pieces
    }

    /// The caption glued to an image (no space between them) and the prose after it. The caption ends where a
    /// paragraph is glued on: a lower-case word running into a capitalised one (`appearanceFor`), or text running
    /// into bold, emphasis, a link or code (`Night Mode**Adjust …**`). With no such point, the whole text is the
    /// caption when it is one short sentence or less, or when the next image follows it (a gallery).
    static func captionAndRest(_ tail: [Inline], endsAtImage: Bool) -> (caption: [Inline], rest: [Inline]) {
        guard let first = tail.first, case .text(let text) = first, let head = text.first, !head.isWhitespace else { return ([], tail) }
        for (index, inline) in tail.enumerated() {
            guard case .text(let text) = inline else { continue }
            if let glue = gluePoint(in: text) {
                let caption = Array(tail[..<index]) + [.text(String(text[..<glue]))]
                return (caption, [.text(String(text[glue...]))] + tail[(index + 1)...])
            }
            if index + 1 < tail.count, startsCapitalised(tail[index + 1]), let last = text.last, last.isLetter || last.isNumber {
                return (Array(tail[...index]), Array(tail[(index + 1)...]))
            }
        }
        let plain = InlineRenderer.plainText(tail)
        let oneSentence = SentenceSplitter.english(plain, limit: 2).count <= 1 && plain.wordCount <= maximumCaptionWords
        return endsAtImage || oneSentence ? (tail, []) : ([], tail)
    }

    /// Where the next paragraph is glued on inside a text: a word of two or more lower-case letters running into a
    /// capitalised word (`labelWhen`), a sentence's end running into one (`buttons.For developer guidance`), or a
    /// word running into a heading's marks (`Mixed#### Radio buttons`). Product names are not glue (`visionOS`,
    /// `iPhone`, `VoiceOver`: their first part is not two or more lower-case letters, or what follows is no word).
    static func gluePoint(in text: String) -> String.Index? {
        // Lower-case letters since the word began; -1 once the word holds an upper-case one.
        var run = 0
        var previous: Character = " "
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            let nextIsLowercase = next < text.endIndex && text[next].isLowercase
            if character.isUppercase {
                if nextIsLowercase && (run >= 2 || (SentenceEnd.isTerminal(previous) && index > text.startIndex)) { return index }
                run = -1
            } else if character.isLetter {
                if run >= 0 { run += 1 }
            } else {
                if character == "#", previous.isLetter || SentenceEnd.isTerminal(previous), text[index...].prefix(while: { $0 == "#" }).count <= 6 { return index }
                run = 0
            }
            previous = character
            index = next
        }
        return nil
    }

    /// `#### Radio buttons` glued after a caption: the heading's level and text, and what follows its line.
    static func heading(_ rest: [Inline]) -> (level: Int, heading: [Inline], after: [Inline])? {
        guard case .text(let text) = rest.first else { return nil }
        let marks = text.prefix { $0 == "#" }.count
        guard (1...6).contains(marks), text.dropFirst(marks).first == " " else { return nil }
        var heading: [Inline] = [.text(String(text.dropFirst(marks + 1)))]
        var index = 1
        while index < rest.count, rest[index] != .softBreak, rest[index] != .lineBreak { heading.append(rest[index]); index += 1 }
        return (marks, heading, Array(rest[min(index + 1, rest.count)...]))
    }

    private static func startsCapitalised(_ inline: Inline) -> Bool {
        switch inline {
        case .strong(let children), .emphasis(let children), .link(_, let children):
            return InlineRenderer.plainText(children).first?.isUppercase ?? false
        case .code(let code):
            return !code.isEmpty
        default:
            return false
        }
    }

    private static func isImage(_ inline: Inline) -> Bool {
        if case .image = inline { true } else { false }
    }

    private static func hasText(_ inlines: [Inline]) -> Bool {
        !InlineRenderer.plainText(inlines).isEmpty
    }
}
