import Foundation
import HIGCorpus
import HIGEmit

/// Reads `rules.json` from a build's output folder, explaining what to run when there is none.
package enum RuleCatalogueLoader {
    /// Why the catalogue could not be read; the description tells the user what to do.
    package struct Failure: Error, CustomStringConvertible {
        /// The diagnostic id: `hig.rules.no-build`, `.no-rules`, `.unreadable` or `.schema-mismatch`.
        package var id: String
        package var description: String

        /// The error as `hig rules` reports it.
        package var diagnostic: Diagnostic { Diagnostic(.error, id, description) }
    }

    package static func load(outputFolder: String, fileManager: FileManager = .default) throws(Failure) -> RuleCatalogue {
        let folder = URL(fileURLWithPath: outputFolder)
        let file = folder.appendingPathComponent(RulesJSONEmitter.fileName)
        let rebuild = "hig build SOURCE… --output \(outputFolder)"
        guard let data = fileManager.contents(atPath: file.path) else {
            if fileManager.fileExists(atPath: folder.appendingPathComponent(CorpusJSONEmitter.fileName).path) {
                throw Failure(id: "hig.rules.no-rules", description: "\(outputFolder) holds a build without rules.json (made by an older hig); run `\(rebuild)` again")
            }
            throw Failure(id: "hig.rules.no-build", description: "no build in \(outputFolder) (no \(RulesJSONEmitter.fileName)); run `\(rebuild)` first, or name another build's folder with --output DIR")
        }
        let catalogue: RuleCatalogue
        do {
            catalogue = try JSONDecoder().decode(RuleCatalogue.self, from: data)
        } catch {
            throw Failure(id: "hig.rules.unreadable", description: "cannot read \(file.path): \(error); run `\(rebuild)` again")
        }
        let major = catalogue.schemaVersion.split(separator: ".").first
        guard major == RuleCatalogue.currentSchemaVersion.split(separator: ".").first else {
            throw Failure(id: "hig.rules.schema-mismatch", description: "\(file.path) has schema version \(catalogue.schemaVersion); this hig reads \(RuleCatalogue.currentSchemaVersion.prefix(1)).x; run `\(rebuild)` again")
        }
        return catalogue
    }
}
