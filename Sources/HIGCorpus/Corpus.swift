/// The compiled corpus, as written to `corpus.json`. Every consumer (rules, search, site, QA) reads this.
public struct Corpus: Codable, Hashable, Sendable {
    /// Bumped when a field is renamed or removed (major) or added (minor).
    public static let currentSchemaVersion = "1.3.0"

    public var schemaVersion: String
    public var pages: [Page]
    /// The categories pages are filed in, with the landing page a category index gives them.
    public var categories: [Category]
    /// Inputs that did not become part of any page, with the reason.
    public var skipped: [SkippedSource]

    public init(pages: [Page], skipped: [SkippedSource], categories: [Category] = [], schemaVersion: String = Corpus.currentSchemaVersion) {
        self.schemaVersion = schemaVersion
        self.pages = pages
        self.categories = categories
        self.skipped = skipped
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try container.decode(String.self, forKey: .schemaVersion)
        pages = try container.decode([Page].self, forKey: .pages)
        // Added in 1.1.0; a 1.0 corpus has none.
        categories = try container.decodeIfPresent([Category].self, forKey: .categories) ?? []
        skipped = try container.decode([SkippedSource].self, forKey: .skipped)
    }
}

/// A category of pages (`components/presentation`): its title, the introduction and page order its index page
/// gives, and its sub-categories. Every category a page is filed in is listed, with or without an index page.
public struct Category: Codable, Hashable, Sendable {
    /// The category path: `components/presentation`, `components`.
    public var id: String
    public var title: LocalizedTitle
    /// The introduction of its index page, or `nil`.
    public var intro: BilingualText?
    /// Page ids in the order the index lists them, then the category's other pages by id.
    public var pages: [String]
    /// Sub-category ids in the order the index lists them, then the others by id.
    public var subcategories: [String]
    /// The index page and its copies (`canonical`, `stub`, …); empty when no source indexes the category.
    public var sources: [PageSource]

    public init(id: String, title: LocalizedTitle, intro: BilingualText? = nil, pages: [String] = [], subcategories: [String] = [], sources: [PageSource] = []) {
        self.id = id
        self.title = title
        self.intro = intro
        self.pages = pages
        self.subcategories = subcategories
        self.sources = sources
    }

    /// The category holding `id`: `components` for `components/presentation`; `nil` for a top category.
    public static func parent(of id: String) -> String? {
        guard let slash = id.lastIndex(of: "/") else { return nil }
        return String(id[..<slash])
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(intro, forKey: .intro)  // explicit null
        try container.encode(pages, forKey: .pages)
        try container.encode(subcategories, forKey: .subcategories)
        try container.encode(sources, forKey: .sources)
    }
}

/// One guideline page, compiled from one or more source files.
public struct Page: Codable, Hashable, Sendable {
    /// Stable id from category path and slug: `components/presentation/action-sheets`.
    public var id: String
    public var title: LocalizedTitle
    /// Category path such as `components/presentation`; empty when no source names one.
    public var category: String
    public var sources: [PageSource]
    public var blocks: [Block]
    /// The translator's change log (Notion exports close with one), oldest first.
    public var changeLog: [ChangeLogEntry]
    /// Other ids its sources gave it (an older name, another category), sorted; links to them lead here.
    public var aliases: [String]
    /// Pages whose text this page holds (it consolidates them; they stay pages of their own), sorted.
    public var consolidates: [String]

    public init(id: String, title: LocalizedTitle, category: String, sources: [PageSource], blocks: [Block], changeLog: [ChangeLogEntry] = [],
                aliases: [String] = [], consolidates: [String] = []) {
        self.id = id
        self.title = title
        self.category = category
        self.sources = sources
        self.blocks = blocks
        self.changeLog = changeLog
        self.aliases = aliases
        self.consolidates = consolidates
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        title = try container.decode(LocalizedTitle.self, forKey: .title)
        category = try container.decode(String.self, forKey: .category)
        sources = try container.decode([PageSource].self, forKey: .sources)
        blocks = try container.decode([Block].self, forKey: .blocks)
        changeLog = try container.decode([ChangeLogEntry].self, forKey: .changeLog)
        // Added in 1.1.0.
        aliases = try container.decodeIfPresent([String].self, forKey: .aliases) ?? []
        consolidates = try container.decodeIfPresent([String].self, forKey: .consolidates) ?? []
    }
}

/// A page title in English and, where a source or manifest gives one, Korean.
public struct LocalizedTitle: Codable, Hashable, Sendable {
    public var en: String
    public var ko: String?
    /// Korean learned from the corpus (term pairs of aligned blocks), never a translator's text; shown marked as such.
    public var derivedKo: String?

    public init(en: String, ko: String? = nil, derivedKo: String? = nil) {
        self.en = en
        self.ko = ko
        self.derivedKo = derivedKo
    }

    /// The translator's Korean, else the derived one.
    public var anyKo: String? { ko ?? derivedKo }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        en = try container.decode(String.self, forKey: .en)
        ko = try container.decodeIfPresent(String.self, forKey: .ko)
        // Added in 1.2.0.
        derivedKo = try container.decodeIfPresent(String.self, forKey: .derivedKo)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(en, forKey: .en)
        try container.encode(ko, forKey: .ko)  // explicit null: readers see the key either way
        try container.encode(derivedKo, forKey: .derivedKo)
    }

    private enum CodingKeys: String, CodingKey { case en, ko, derivedKo }
}

/// Which file a page was compiled from, and how it relates to the page.
public struct PageSource: Codable, Hashable, Sendable {
    /// The path as given on the command line (joined with the walked folder's relative path).
    public var path: String
    public var format: SourceFormat
    public var sha256: String
    /// `canonical` for the file the page is built from.
    public var relation: String
    /// What the file's YAML front matter says about it (dates, platforms); `nil` without front matter (since 1.3.0).
    public var frontMatter: FrontMatter?

    public init(path: String, format: SourceFormat, sha256: String, relation: String = "canonical", frontMatter: FrontMatter? = nil) {
        self.path = path
        self.format = format
        self.sha256 = sha256
        self.relation = relation
        self.frontMatter = frontMatter
    }
}

/// A source file's YAML front matter, read as metadata, never as text: when the file was made and last changed,
/// and the platforms it says the page covers.
public struct FrontMatter: Codable, Hashable, Sendable {
    /// ISO dates (`2023-12-19`) as the file gives them.
    public var created: String?
    public var updated: String?
    public var platforms: [String]

    public init(created: String? = nil, updated: String? = nil, platforms: [String] = []) {
        self.created = created
        self.updated = updated
        self.platforms = platforms
    }

    /// The later of the two dates: when the file's text was last touched.
    public var latestDate: String? { [created, updated].compactMap { $0 }.max() }
}

/// The source formats hig recognises from content (never from the file name).
public enum SourceFormat: String, Codable, Hashable, Sendable, CaseIterable {
    /// Markdown; each English block followed by its Korean as `> ` quote lines.
    case bilingualMarkdown = "markdown-bilingual"
    /// Markdown with English only (re-exports, links made absolute).
    case englishMarkdown = "markdown-english"
    /// Plain text; one English line, then its Korean line (Notion exports).
    case interleavedText = "text-interleaved"
    /// Markdown holding only the Korean (a person's translation); its English comes from another file of the build.
    case koreanMarkdown = "markdown-korean"

    /// Whether the format holds Apple's English (every format but a Korean-only translation).
    public var hasEnglish: Bool { self != .koreanMarkdown }
}

/// An input that is not part of any page.
public struct SkippedSource: Codable, Hashable, Sendable {
    public var path: String
    public var reason: String
    /// The diagnostic that explains it.
    public var diagnostic: String
    /// For Korean lines of a page's file that are not in the corpus (the Korean ledger): the first of them.
    /// `nil` when the whole file is left out.
    public var line: Int?
    /// How many Korean lines the entry lists, from `line` on (the Korean ledger); `nil` for a whole file.
    public var koreanLines: Int?
    /// Links whose text names a page in Korean and English, `손쉬운 사용(Accessibility)`, as a README's table of
    /// contents lists a translation's pages: evidence for those pages' Korean titles. Not written to corpus.json.
    public var titleLinks: [TitleLink] = []

    public init(path: String, reason: String, diagnostic: String, line: Int? = nil, koreanLines: Int? = nil,
                titleLinks: [TitleLink] = []) {
        self.path = path
        self.reason = reason
        self.diagnostic = diagnostic
        self.line = line
        self.koreanLines = koreanLines
        self.titleLinks = titleLinks
    }

    private enum CodingKeys: String, CodingKey { case path, reason, diagnostic, line, koreanLines }
}

/// A link whose text pairs a Korean name with its English, `[손쉬운 사용(Accessibility)](./foundations/accessibility.md)`.
public struct TitleLink: Codable, Hashable, Sendable {
    public var ko: String
    public var en: String
    /// The link's target as written.
    public var target: String
    public var line: Int

    public init(ko: String, en: String, target: String, line: Int) {
        self.ko = ko
        self.en = en
        self.target = target
        self.line = line
    }
}

/// One row of a translator's change log.
public struct ChangeLogEntry: Codable, Hashable, Sendable {
    public var date: String
    public var author: String
    public var change: String

    public init(date: String, author: String, change: String) {
        self.date = date
        self.author = author
        self.change = change
    }
}
