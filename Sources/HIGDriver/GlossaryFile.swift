import Foundation
import HIGCorpus

/// The glossary `hig build` and `hig check` use: the shipped one (`Glossary.standard`) with a user's file over it, so
/// derived Korean, search and QA read the same terms.
package enum GlossaryFile {
    /// `Glossary.standard`, overridden by the file at `path` when one is given.
    static func load(_ path: String?) throws -> Glossary {
        guard let path else { return .standard }
        return Glossary.standard.overridden(by: try Glossary(parsing: String(contentsOfFile: path, encoding: .utf8)))
    }

    /// The error a subcommand reports for a glossary file it cannot read, at the line a parse error names. `id`
    /// names the subcommand's own diagnostic (`hig.build.glossary-unreadable`, `hig.qa.glossary-unreadable`).
    package static func unreadable(_ path: String, _ error: any Error, id: String) -> Diagnostic {
        Diagnostic(.error, id, "cannot read glossary: \(error)", at: SourceLocation(path: path, line: (error as? Glossary.ParseError)?.line ?? 1))
    }
}
