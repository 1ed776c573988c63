import HIGText

/// Writes a block's Korean into a bilingual Markdown source the way `MarkdownReader` reads it: the `> ` quote
/// under the English block (`- > ` under a list item).
///
/// Only lines that hold Korean text change: the first line of each quote keeps its marker and gets the new text,
/// escaped so cmark reads it back as written, and the quote's other lines go. A block with several quotes (the
/// pieces of a hard-wrapped paragraph) gets the text split over them in proportion (`KoreanPieces`), so each
/// English piece keeps its Korean. Empty `>` lines and everything else stay byte for byte.
struct MarkdownKoreanRewriter: KoreanRewriter {
    /// English-only pages get no first translation: the quote would turn the page into another format.
    var addsTranslations: Bool

    func replace(_ korean: KoreanText, with text: String, in source: SourceLines) throws -> [LineEdit] {
        try replace(korean, with: text, markup: nil, in: source)
    }

    /// With `markup` (a correction that carries bold, italic, code or links), a one-quote Korean is written as
    /// Markdown: each text run escaped, the formatting as `**…**`, `*…*`, `` `…` `` and `[…](…)`.
    func replace(_ korean: KoreanText, with text: String, markup: [InlineSpan]?, in source: SourceLines) throws -> [LineEdit] {
        try checkReadsAsKorean(text)
        // The lines holding Korean text, piece by piece (a piece is one quote).
        let pieces = korean.pieces.map { piece in
            piece.filter { number in
                guard number <= source.count else { return false }
                let line = source.text(number)
                return !line.dropFirst(Self.marker(of: line).count).allSatisfy { $0 == " " || $0 == "\t" }
            }
        }.filter { !$0.isEmpty }
        guard !pieces.isEmpty else { throw RewriteRefusal("no Korean text on the lines of the quote") }
        for piece in pieces where !Self.marker(of: source.text(piece[0])).contains(">") {
            throw RewriteRefusal("the Korean on line \(piece[0]) does not start with a `>` quote marker")
        }
        // Quotes under the pieces of a hard-wrapped paragraph keep one line each, the text split in proportion.
        let lengths = pieces.map { $0.reduce(0) { total, number in total + source.text(number).count - Self.marker(of: source.text(number)).count } }
        // Each piece's text as read, so an edit inside one piece leaves the others' lines as they were.
        let old = pieces.map { piece in Self.plainText(piece.map { String(source.text($0).dropFirst(Self.marker(of: source.text($0)).count)) }.joined(separator: "\n")) }
        let parts: [String]
        if let markup, InlineSpan.hasFormatting(markup) {
            // Formatting is written as Markdown, cut only between its runs.
            guard let split = KoreanPieces.split(markup, proportions: lengths, old: old), split.allSatisfy({ Script.isKorean(InlineSpan.plain($0)) }) else {
                throw RewriteRefusal("the translation's formatting leaves too few spaces outside it to share the text over the \(pieces.count) quotes of this hard-wrapped paragraph; edit the source by hand")
            }
            parts = split.map { InlineSpan.markdown($0, escape: Self.escape) }
        } else {
            parts = (KoreanPieces.split(text, proportions: lengths, old: old).flatMap { $0.allSatisfy(Script.isKorean) ? $0 : nil } ?? [text]).map(Self.escape)
        }
        var edits: [LineEdit] = []
        for (index, piece) in pieces.enumerated() {
            let first = piece[0]
            if index < parts.count {
                edits.append(LineEdit(lines: (first - 1)..<first, replacement: [Self.marker(of: source.text(first)) + parts[index]]))
            } else {
                edits.append(LineEdit(lines: (first - 1)..<first, replacement: []))
            }
            edits += piece.dropFirst().map { LineEdit(lines: ($0 - 1)..<$0, replacement: []) }
        }
        return edits
    }

    /// The plain text cmark reads from Markdown (a quote piece's lines without their markers).
    static func plainText(_ markdown: String) -> String {
        guard case .paragraph(let inlines)? = CommonMarkParser.parse(markdown).first?.content else { return markdown }
        return InlineRenderer.plainText(inlines)
    }

    /// `> 한국어` and `>` under a paragraph; `- > 한국어` under a bullet list item, with the item's own indent and bullet.
    func add(_ text: String, to block: RawBlock, in source: SourceLines) throws -> [LineEdit] {
        try add(text, markup: nil, to: block, in: source)
    }

    func add(_ text: String, markup: [InlineSpan]?, to block: RawBlock, in source: SourceLines) throws -> [LineEdit] {
        guard addsTranslations else {
            throw RewriteRefusal("the page is English-only Markdown; add its first Korean quote by hand")
        }
        try checkReadsAsKorean(text)
        let englishLine = source.text(block.line)
        let escaped = markup.map { InlineSpan.hasFormatting($0) ? InlineSpan.markdown($0, escape: Self.escape) : Self.escape(text) } ?? Self.escape(text)
        let insertion = block.endLine..<block.endLine
        if block.kind == .listItem {
            let marker = Self.marker(of: englishLine)
            guard let bullet = marker.last(where: { $0 == "-" || $0 == "*" || $0 == "+" }), !marker.contains(">") else {
                throw RewriteRefusal("only bullet list items get a first translation; add it by hand")
            }
            let indent = marker.prefix { $0 == " " || $0 == "\t" }
            return [LineEdit(lines: insertion, replacement: ["\(indent)\(bullet) > \(escaped)"])]
        }
        return [LineEdit(lines: insertion, replacement: ["> " + escaped, ">"])]
    }

    /// `MarkdownReader` takes a quote for the block's Korean only when it reads as Korean; any other quote is an
    /// English quote block of its own.
    private func checkReadsAsKorean(_ text: String) throws {
        guard Script.isKorean(text) else {
            throw RewriteRefusal("the text has too little Hangul to read as Korean; a quote of mostly other text reads as an English quote block")
        }
    }

    /// The container markers a line starts with (`> `, `- > `, `  > `, `1. `), up to its text.
    static func marker(of line: String) -> Substring {
        let characters = Array(line)
        var index = 0
        var end = 0
        func skipBlanks() { while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 } }
        while true {
            skipBlanks()
            end = index
            guard index < characters.count else { break }
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            if character == ">" {
                index += 1
            } else if "-*+".contains(character), next == " " || next == "\t" {
                index += 1
            } else if character.isASCII, character.isNumber {
                var digits = index
                while digits < characters.count, characters[digits].isASCII, characters[digits].isNumber { digits += 1 }
                let after = digits + 1 < characters.count ? characters[digits + 1] : " "
                guard digits < characters.count, ".)".contains(characters[digits]), after == " " || after == "\t" else { break }
                index = digits + 1
            } else {
                break
            }
        }
        return line.prefix(end)
    }

    /// Backslash-escapes what cmark-gfm would read as markup, so the text reads back as written: inline
    /// punctuation everywhere, entity references, and block markers at the start.
    static func escape(_ text: String) -> String {
        let characters = Array(text)
        let addresses = bareAddresses(characters)
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for (index, character) in characters.enumerated() {
            // cmark-gfm's autolink takes a bare address's characters literally, backslashes included: leave them.
            if addresses.contains(index) { out.append(character); continue }
            let isInlineMarkup = "\\`*_[]<>~".contains(character) || (character == "&" && startsEntity(characters[(index + 1)...]))
            let isBlockMarker = (index == 0 && "#+-=".contains(character))
                || (index > 0 && ".)".contains(character) && characters[..<index].allSatisfy { $0.isASCII && $0.isNumber })
            if isInlineMarkup || isBlockMarker { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// The positions of the characters of bare addresses (`http://…`, `https://…`, `ftp://…`, `www.…`) the autolink extension
    /// links: from the address's start to the next space or `<`, without the trailing punctuation it leaves out.
    static func bareAddresses(_ characters: [Character]) -> Set<Int> {
        var positions = Set<Int>()
        var index = 0
        while index < characters.count {
            let rest = String(characters[index..<min(characters.count, index + 8)]).lowercased()
            let startsWord = index == 0 || characters[index - 1].isWhitespace || "*_~(".contains(characters[index - 1])
            guard startsWord, ["http://", "https://", "ftp://", "www."].contains(where: rest.hasPrefix) else { index += 1; continue }
            var end = index
            while end < characters.count, !characters[end].isWhitespace, characters[end] != "<" { end += 1 }
            while end > index, "?!.,:*_~'\")".contains(characters[end - 1]) { end -= 1 }
            positions.formUnion(index..<end)
            index = max(end, index + 1)
        }
        return positions
    }

    /// Whether `&` followed by `rest` reads as an entity or character reference (`&amp;`, `&#13;`, `&#x1B;`).
    private static func startsEntity(_ rest: ArraySlice<Character>) -> Bool {
        guard let semicolon = rest.prefix(33).firstIndex(of: ";"), semicolon > rest.startIndex else { return false }
        return rest[rest.startIndex..<semicolon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "#") }
    }
}
