import Foundation
import HIGText
import HIGCorpus

/// A translation read back from an XLIFF or PO file, with where its block lives.
package struct ImportedUnit: Hashable, Sendable {
    package var pageID: String
    package var blockID: String
    package var en: String
    /// The Korean as the translator left it; `nil` or empty when still untranslated.
    package var ko: String?
    /// Where the block's English starts (from the export's notes or `#:` reference).
    package var source: SourceLocation?
    /// Where its Korean started when exported.
    package var translationSource: SourceLocation?
    /// Marked unfinished by the translator (PO `#, fuzzy`): read, never applied.
    package var isFuzzy: Bool
    /// The line of the exchange file the unit starts on, for diagnostics about its translation.
    package var line: Int?
    /// The English the exported Korean was made for, when the block was outdated (XLIFF `previous-source` note).
    package var previousEn: String?
    /// The Korean's inline formatting (XLIFF `<pc>` codes), whose plain text is `ko`.
    package var koMarkup: [InlineSpan]?
    /// The Korean the unit was exported with, as the exchange file recorded it (`nil` in files from before hig
    /// recorded it, which then import two-way).
    package var exported: ExportedKorean?

    /// The translation in the form the export recorded: with its formatting (`InlineSpan.form`) where the format
    /// carries formatting, else plain.
    package var translationForm: String? {
        guard let ko else { return nil }
        guard exported?.isFormatted == true, let koMarkup else { return ko }
        return InlineSpan.form(koMarkup)
    }

    /// Whether the file's translation is the Korean it was exported with: the translator left it as it was.
    package var isUnedited: Bool {
        guard let exported, let form = translationForm else { return false }
        return form.trimmingCharacters(in: .whitespaces) == exported.text.trimmingCharacters(in: .whitespaces)
    }

    package init(pageID: String, blockID: String, en: String, ko: String?, source: SourceLocation?, translationSource: SourceLocation?,
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

/// The Korean a unit was exported with: XLIFF records it with its formatting (`InlineSpan.form`), PO as plain text.
package struct ExportedKorean: Hashable, Sendable {
    package var text: String
    package var isFormatted: Bool

    package init(_ text: String, isFormatted: Bool) {
        self.text = text
        self.isFormatted = isFormatted
    }
}

/// Why an exchange file could not be read.
package struct ExchangeParseError: Error, CustomStringConvertible {
    /// A stable diagnostic id: `hig.import.unreadable`, `hig.import.malformed-escape` or `hig.import.entity`.
    package var id: String
    package var description: String
    package init(_ description: String, id: String = "hig.import.unreadable") {
        self.id = id
        self.description = description
    }
}
