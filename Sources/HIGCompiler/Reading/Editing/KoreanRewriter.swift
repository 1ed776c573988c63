import HIGCorpus
import HIGText

/// Writes a block's Korean into a source in the layout of the source's format: the inverse of that format's
/// reader for one block. Each format keeps its rewriter beside its reader; `KoreanSourceEditor` picks one.
protocol KoreanRewriter {
    /// Edits that replace the lines holding `korean` with `text`.
    func replace(_ korean: KoreanText, with text: String, in source: SourceLines) throws -> [LineEdit]
    /// Edits that add `text` as the first Korean of `block`, which has none.
    func add(_ text: String, to block: RawBlock, in source: SourceLines) throws -> [LineEdit]
    /// The same, keeping inline formatting (bold, italic, code, links) where the format can write it; plain otherwise.
    func replace(_ korean: KoreanText, with text: String, markup: [InlineSpan]?, in source: SourceLines) throws -> [LineEdit]
    func add(_ text: String, markup: [InlineSpan]?, to block: RawBlock, in source: SourceLines) throws -> [LineEdit]
}

extension KoreanRewriter {
    func replace(_ korean: KoreanText, with text: String, markup: [InlineSpan]?, in source: SourceLines) throws -> [LineEdit] {
        try replace(korean, with: text, in: source)
    }

    func add(_ text: String, markup: [InlineSpan]?, to block: RawBlock, in source: SourceLines) throws -> [LineEdit] {
        try add(text, to: block, in: source)
    }
}

/// Why a translation cannot be written into a source the way its format reads it.
struct RewriteRefusal: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension SourceFormat {
    /// The rewriter that writes Korean back in this format.
    var koreanRewriter: any KoreanRewriter {
        switch self {
        case .bilingualMarkdown: MarkdownKoreanRewriter(addsTranslations: true)
        case .englishMarkdown: MarkdownKoreanRewriter(addsTranslations: false)
        case .interleavedText: InterleavedKoreanRewriter()
        case .koreanMarkdown: KoreanOnlyRewriter()
        }
    }
}

/// Splits a corrected translation over the pieces of a hard-wrapped paragraph, in proportion to how long the old
/// pieces were, at single spaces: each English piece keeps a Korean piece of its size, so the file's structure
/// (and the aligner's pairing) stays, and joining the pieces with a space gives the text back.
enum KoreanPieces {
    /// `nil` when `text` has too few spaces to give every piece some of it.
    static func split(_ text: String, proportions: [Int], old: [String]? = nil) -> [String]? {
        cuts(text, proportions: proportions, old: old, allowed: { _ in true }).map { cuts in
            let characters = Array(text)
            var pieces: [String] = []
            var start = 0
            for cut in cuts {
                pieces.append(String(characters[start..<cut]))
                start = cut + 1
            }
            pieces.append(String(characters[start...]))
            return pieces
        }
    }

    /// The same for formatted text: cut only at spaces outside its formatting (a link or bold run stays on one line),
    /// each piece's spans in order.
    static func split(_ spans: [InlineSpan], proportions: [Int], old: [String]? = nil) -> [[InlineSpan]]? {
        var free = Set<Int>()
        var offset = 0
        for span in spans {
            let count = InlineSpan.plain([span]).count
            if case .text(let text) = span {
                for (index, character) in text.enumerated() where character == " " { free.insert(offset + index) }
            }
            offset += count
        }
        guard let cuts = cuts(InlineSpan.plain(spans), proportions: proportions, old: old, allowed: free.contains) else { return nil }
        var pieces: [[InlineSpan]] = [[]]
        var position = 0
        var remaining = cuts[...]
        for span in spans {
            guard case .text(let text) = span else {
                pieces[pieces.count - 1].append(span)
                position += InlineSpan.plain([span]).count
                continue
            }
            var current = ""
            for character in text {
                if remaining.first == position {
                    remaining.removeFirst()
                    if !current.isEmpty { pieces[pieces.count - 1].append(.text(current)) }
                    current = ""
                    pieces.append([])
                } else {
                    current.append(character)
                }
                position += 1
            }
            if !current.isEmpty { pieces[pieces.count - 1].append(.text(current)) }
        }
        return pieces
    }

    /// Character offsets of the spaces to cut at, one fewer than the pieces, each allowed; `nil` when there are too few.
    /// With the pieces' `old` texts, a cut whose pieces before it (or after it) are unchanged stays where it was, so a
    /// correction inside one piece leaves the other lines as they were; the others go in proportion.
    private static func cuts(_ text: String, proportions: [Int], old: [String]? = nil, allowed: (Int) -> Bool) -> [Int]? {
        guard proportions.count > 1 else { return [] }
        let characters = Array(text)
        let spaces = characters.indices.filter { index in
            characters[index] == " " && index > 0 && index + 1 < characters.count && characters[index - 1] != " " && characters[index + 1] != " "
                && allowed(index)
        }
        guard spaces.count >= proportions.count - 1 else { return nil }
        let kept = old.flatMap { $0.count == proportions.count ? anchoredCuts(characters, old: $0) : nil } ?? []
        let total = max(1, proportions.reduce(0, +))
        var cuts: [Int] = []
        var running = 0
        for (position, share) in proportions.dropLast().enumerated() {
            running += share
            let ideal = characters.count * running / total
            // The nearest space after the previous cut that leaves one space for each later piece.
            let usable = spaces.filter { space in (cuts.last.map { space > $0 } ?? true) && spaces.filter { $0 > space }.count >= proportions.count - 2 - position }
            if position < kept.count, let anchored = kept[position], usable.contains(anchored) {
                cuts.append(anchored)
                continue
            }
            guard let cut = usable.min(by: { abs($0 - ideal) < abs($1 - ideal) }) else { return nil }
            cuts.append(cut)
        }
        return cuts
    }

    /// For each cut between old pieces, where it falls in `text` when the old pieces before it (joined by spaces) are
    /// the start of `text`, or those after it are its end; `nil` where neither holds.
    private static func anchoredCuts(_ text: [Character], old: [String]) -> [Int?] {
        var result = [Int?](repeating: nil, count: max(0, old.count - 1))
        var prefix: [Character] = []
        for index in 0..<max(0, old.count - 1) {
            prefix += (index == 0 ? [] : [" "]) + Array(old[index])
            if text.count > prefix.count, text[prefix.count] == " ", Array(text[..<prefix.count]) == prefix { result[index] = prefix.count }
        }
        var suffix: [Character] = []
        for index in stride(from: old.count - 1, to: 0, by: -1) {
            suffix = Array(old[index]) + (suffix.isEmpty ? [] : [" "] + suffix)
            let cut = text.count - suffix.count - 1
            if result[index - 1] == nil, cut > 0, text[cut] == " ", Array(text[(cut + 1)...]) == suffix { result[index - 1] = cut }
        }
        return result
    }
}
