import Foundation
import HIGCorpus

/// What a manifest pins for one file.
public struct ManifestEntry: Codable, Equatable, Sendable {
    public var id: String?
    public var title: LocalizedTitle?
    public var category: String?

    public init(id: String? = nil, title: LocalizedTitle? = nil, category: String? = nil) {
        self.id = id
        self.title = title
        self.category = category
    }
}

/// An optional `hig-manifest.json` in a source folder that pins the id, title and category of files in it.
///
/// ```json
/// { "pages": { "004_8ab95ca51023c8dd.txt": { "id": "components/presentation/sheets",
///                                             "title": { "en": "Sheets", "ko": "시트" } } } }
/// ```
/// Keys are paths relative to the manifest's folder.
public struct Manifest: Codable, Equatable, Sendable {
    /// The reserved file name; a file of this name is read as a manifest, never as a page.
    public static let fileName = "hig-manifest.json"

    public var pages: [String: ManifestEntry]

    public init(pages: [String: ManifestEntry]) {
        self.pages = pages
    }

    /// Parses a manifest; the error names what is wrong.
    public static func parse(_ data: Data) throws -> Manifest {
        try JSONDecoder().decode(Manifest.self, from: data)
    }
}
