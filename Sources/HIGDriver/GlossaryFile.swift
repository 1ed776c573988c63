import Foundation
import HIGCorpus

/// The glossary `hig build` and `hig check` use: the shipped one (`Glossary.standard`) with a user's file over it, so
/// derived Korean, search and QA read the same terms.
enum GlossaryFile {
    /// `Glossary.standard`, overridden by the file at `path` when one is given.
    static func load(_ path: String?) throws -> Glossary {
        guard let path else { return .standard }
        return Glossary.standard.overridden(by: try Glossary(parsing: String(contentsOfFile: path, encoding: .utf8)))
    }
}
