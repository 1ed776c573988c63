import HIGCorpus

/// How far one page is translated, and how much of the translation QA flagged.
public struct PageTranslationStatus: Codable, Hashable, Sendable {
    public var page: String
    public var title: String
    /// Blocks a translation is expected for.
    public var translatable: Int
    public var translated: Int
    public var untranslated: Int
    /// Translated blocks with at least one warning or error.
    public var flagged: Int
    /// translated / translatable, 0…1, rounded to three places.
    public var share: Double

    public init(page: String, title: String, translatable: Int, translated: Int, untranslated: Int, flagged: Int, share: Double) {
        self.page = page
        self.title = title
        self.translatable = translatable
        self.translated = translated
        self.untranslated = untranslated
        self.flagged = flagged
        self.share = share
    }

    /// The status of every page, in corpus order.
    public static func report(_ corpus: Corpus, findings: [Finding]) -> [PageTranslationStatus] {
        var flaggedBlocks: [String: Set<String>] = [:]
        for finding in findings where finding.severity >= .warning {
            flaggedBlocks[finding.pageID, default: []].insert(finding.blockID)
        }
        return corpus.pages.map { page in
            let translatable = page.blocks.filter { $0.kind.isTranslatable }
            let translated = translatable.filter(\.isTranslated)
            let flagged = translated.filter { flaggedBlocks[page.id]?.contains($0.id) == true }.count
            let share = translatable.isEmpty ? 0 : (Double(translated.count) / Double(translatable.count) * 1000).rounded() / 1000
            return PageTranslationStatus(page: page.id, title: page.title.en, translatable: translatable.count, translated: translated.count,
                                         untranslated: translatable.count - translated.count, flagged: flagged, share: share)
        }
    }
}
