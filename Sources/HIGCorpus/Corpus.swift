/// The compiled corpus, as written to `corpus.json`. Every consumer (rules, search, site, QA) reads this.
public struct Corpus: Codable, Hashable, Sendable {
    /// Bumped when a field is renamed or removed (major) or added (minor).
    public static let currentSchemaVersion = "1.0.0"

    public var schemaVersion: String
    public var pages: [Page]
    /// Inputs that did not become part of any page, with the reason.
    public var skipped: [SkippedSource]

    public init(pages: [Page], skipped: [SkippedSource], schemaVersion: String = Corpus.currentSchemaVersion) {
        self.schemaVersion = schemaVersion
        self.pages = pages
        self.skipped = skipped
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

    public init(id: String, title: LocalizedTitle, category: String, sources: [PageSource], blocks: [Block], changeLog: [ChangeLogEntry] = []) {
        self.id = id
        self.title = title
        self.category = category
        self.sources = sources
        self.blocks = blocks
        self.changeLog = changeLog
    }
}

/// A page title in English and, where a source or manifest gives one, Korean.
public struct LocalizedTitle: Codable, Hashable, Sendable {
    public var en: String
    public var ko: String?

    public init(en: String, ko: String? = nil) {
        self.en = en
        self.ko = ko
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(en, forKey: .en)
        try container.encode(ko, forKey: .ko)  // explicit null: readers see the key either way
    }
}

/// Which file a page was compiled from, and how it relates to the page.
public struct PageSource: Codable, Hashable, Sendable {
    /// The path as given on the command line (joined with the walked folder's relative path).
    public var path: String
    public var format: SourceFormat
    public var sha256: String
    /// `canonical` for the file the page is built from.
    public var relation: String

    public init(path: String, format: SourceFormat, sha256: String, relation: String = "canonical") {
        self.path = path
        self.format = format
        self.sha256 = sha256
        self.relation = relation
    }
}

/// The source formats hig recognises from content (never from the file name).
public enum SourceFormat: String, Codable, Hashable, Sendable, CaseIterable {
    /// Markdown; each English block followed by its Korean as `> ` quote lines.
    case bilingualMarkdown = "markdown-bilingual"
    /// Markdown with English only (re-exports, links made absolute).
    case englishMarkdown = "markdown-english"
    /// Plain text; one English line, then its Korean line (Notion exports).
    case interleavedText = "text-interleaved"
}

/// An input that is not part of any page.
public struct SkippedSource: Codable, Hashable, Sendable {
    public var path: String
    public var reason: String
    /// The diagnostic that explains it.
    public var diagnostic: String

    public init(path: String, reason: String, diagnostic: String) {
        self.path = path
        self.reason = reason
        self.diagnostic = diagnostic
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
