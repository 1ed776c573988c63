import HIGText
import HIGCorpus

/// A translation read back from an XLIFF or PO file, with where its block lives.
public struct ImportedUnit: Hashable, Sendable {
    public var pageID: String
    public var blockID: String
    public var en: String
    /// The Korean as the translator left it; `nil` or empty when still untranslated.
    public var ko: String?
    /// Where the block's English starts (from the export's notes or `#:` reference).
    public var source: SourceLocation?
    /// Where its Korean started when exported.
    public var translationSource: SourceLocation?
    /// Marked unfinished by the translator (PO `#, fuzzy`): read, never applied.
    public var isFuzzy: Bool
    /// The line of the exchange file the unit starts on, for diagnostics about its translation.
    public var line: Int?
    /// The English the exported Korean was made for, when the block was outdated (XLIFF `previous-source` note).
    public var previousEn: String?
    /// The Korean's inline formatting (XLIFF `<pc>` codes), whose plain text is `ko`.
    package var koMarkup: [InlineSpan]?

    public init(pageID: String, blockID: String, en: String, ko: String?, source: SourceLocation?, translationSource: SourceLocation?,
                isFuzzy: Bool = false, line: Int? = nil, previousEn: String? = nil) {
        self.init(pageID: pageID, blockID: blockID, en: en, ko: ko, source: source, translationSource: translationSource,
                  isFuzzy: isFuzzy, line: line, previousEn: previousEn, koMarkup: nil)
    }

    package init(pageID: String, blockID: String, en: String, ko: String?, source: SourceLocation?, translationSource: SourceLocation?,
                 isFuzzy: Bool, line: Int?, previousEn: String?, koMarkup: [InlineSpan]?) {
        self.koMarkup = koMarkup
        self.pageID = pageID
        self.blockID = blockID
        self.en = en
        self.ko = ko
        self.source = source
        self.translationSource = translationSource
        self.isFuzzy = isFuzzy
        self.line = line
        self.previousEn = previousEn
    }
}

/// Why an exchange file could not be read.
public struct ExchangeParseError: Error, CustomStringConvertible {
    /// A stable diagnostic id: `hig.import.unreadable`, `hig.import.malformed-escape` or `hig.import.entity`.
    public var id: String
    public var description: String
    public init(_ description: String, id: String = "hig.import.unreadable") {
        self.id = id
        self.description = description
    }
}
