import HIGCorpus

/// A page as a reader finds it in one file, before sections, ids and titles are settled.
struct RawPage: Sendable {
    var path: String
    var format: SourceFormat
    var sha256: String
    /// The title line, if the file has one.
    var titleLine: TitleLine?
    var blocks: [RawBlock]
    var changeLog: [ChangeLogEntry] = []
    /// What the blocks amount to: a guideline page, a stub, a category index.
    var shape: PageShape = .guideline
    /// The path inside the folder named on the command line.
    var relativePath: String = ""
    /// The file's YAML front matter (dates, platforms), read as metadata.
    var frontMatter: FrontMatter?
    /// The page's Korean title, when the title line is Korean (a Korean-only page).
    var koreanTitle: String?
    /// What became of the file's Korean lines (the Korean ledger).
    var korean = KoreanLines()
}

/// A block as a reader finds it.
struct RawBlock: Sendable, Equatable {
    var kind: BlockKind
    var english: RenderedText
    var korean: KoreanText?
    var lead: String?
    var links: [String] = []
    /// Set when the block is only a list of links (with an optional lead-in), as category index pages are.
    var linkList: LinkList?
    /// Markdown heading level, for heading blocks.
    var headingLevel: Int?
    var summary: String?
    var translatorNote = false
    var alignment = Alignment(method: .none, confidence: 1)
    /// First line of the English text.
    var line: Int
    /// Last line of the block including its Korean, for measuring the gap to the next block.
    var endLine: Int
    /// Blank lines between the previous block and this one; `nil` where the format has no blank lines.
    var blankLinesBefore: Int?
}

/// Text in both plain and inline-HTML form.
struct RenderedText: Sendable, Equatable {
    var text: String
    var html: String
}

/// A block's Korean, the line it starts on, and the lines that hold it (more than one range when a hard-wrapped
/// paragraph was joined or a second quote continues it): what `hig import` rewrites.
struct KoreanText: Sendable, Equatable {
    var text: String
    var html: String
    var line: Int
    var pieces: [ClosedRange<Int>]

    init(text: String, html: String, line: Int, pieces: [ClosedRange<Int>]? = nil) {
        self.text = text
        self.html = html
        self.line = line
        self.pieces = pieces ?? [line...line]
    }
}
