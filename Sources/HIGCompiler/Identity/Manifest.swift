import Foundation
import HIGCorpus

/// What a manifest pins for one file.
public struct ManifestEntry: Codable, Equatable, Sendable {
    public var id: String?
    public var title: LocalizedTitle?
    public var category: String?
    /// Who made the file's Korean (`person` or `machine`): declared here or by the folder's manifest, or inferred from
    /// a README beside it (`madeByBasis` says which).
    public var madeBy: TranslationOrigin.Maker?
    /// How `madeBy` is known; set by discovery, never read from JSON.
    public var madeByBasis: TranslationOrigin.Basis? = nil

    public init(id: String? = nil, title: LocalizedTitle? = nil, category: String? = nil,
                madeBy: TranslationOrigin.Maker? = nil, madeByBasis: TranslationOrigin.Basis? = nil) {
        self.id = id
        self.title = title
        self.category = category
        self.madeBy = madeBy
        self.madeByBasis = madeBy == nil ? nil : madeByBasis ?? .declared
    }

    private enum CodingKeys: String, CodingKey { case id, title, category, madeBy }
}

/// An optional `hig-manifest.json` in a source folder that pins the id, title and category of files in it, and may
/// declare who made the Korean of every file in the folder and below (`madeBy`: `person` or `machine`; a page's own
/// entry may declare it too, and wins).
///
/// ```json
/// { "madeBy": "machine",
///   "pages": { "004_8ab95ca51023c8dd.txt": { "id": "components/presentation/sheets",
///                                             "title": { "en": "Sheets", "ko": "시트" } } } }
/// ```
/// Keys are paths relative to the manifest's folder.
public struct Manifest: Codable, Equatable, Sendable {
    /// The reserved file name; a file of this name is read as a manifest, never as a page.
    public static let fileName = "hig-manifest.json"

    public var pages: [String: ManifestEntry]
    /// Who made the Korean of the files in the manifest's folder and below.
    public var madeBy: TranslationOrigin.Maker?

    public init(pages: [String: ManifestEntry], madeBy: TranslationOrigin.Maker? = nil) {
        self.pages = pages
        self.madeBy = madeBy
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        pages = try c.decodeIfPresent([String: ManifestEntry].self, forKey: .pages) ?? [:]
        madeBy = try c.decodeIfPresent(TranslationOrigin.Maker.self, forKey: .madeBy)
    }

    private enum CodingKeys: String, CodingKey { case pages, madeBy }

    /// Parses a manifest; the error names what is wrong.
    public static func parse(_ data: Data) throws -> Manifest {
        try JSONDecoder().decode(Manifest.self, from: data)
    }
}
