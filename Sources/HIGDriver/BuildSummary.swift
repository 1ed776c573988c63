import Foundation
import HIGCompiler
import HIGCorpus

/// The figures a build reports in its last line.
public struct BuildSummary: Codable, Sendable, Equatable {
    public var filesRead: Int
    public var filesSkipped: Int
    public var pages: Int
    public var blocks: Int
    public var translatableBlocks: Int
    public var translatedBlocks: Int
    public var warnings: Int
    public var errors: Int
    public var seconds: Double

    public init(compilation: Compilation, seconds: Double) {
        let corpus = compilation.corpus
        let blocks = corpus.pages.flatMap(\.blocks)
        let translatable = blocks.filter { $0.kind.isTranslatable }
        filesRead = compilation.filesRead
        filesSkipped = corpus.skipped.count
        pages = corpus.pages.count
        self.blocks = blocks.count
        translatableBlocks = translatable.count
        translatedBlocks = translatable.filter(\.isTranslated).count
        warnings = compilation.diagnostics.filter { $0.severity == .warning }.count
        errors = compilation.diagnostics.filter { $0.severity == .error }.count
        self.seconds = (seconds * 100).rounded() / 100
    }

    /// Share of translatable blocks that have Korean, 0…1.
    public var translatedShare: Double {
        translatableBlocks == 0 ? 0 : Double(translatedBlocks) / Double(translatableBlocks)
    }

    /// `hig: 5 files → 5 pages, 148 blocks, 92% translated; 1 warning, 0 errors (0.08 s)`.
    public var line: String {
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let skipped = filesSkipped > 0 ? " (\(filesSkipped) skipped)" : ""
        let percent = Int((translatedShare * 100).rounded())
        return "hig: \(plural(filesRead, "file"))\(skipped) → \(plural(pages, "page")), \(plural(blocks, "block")), \(percent)% translated; "
            + "\(plural(warnings, "warning")), \(plural(errors, "error")) (\(String(format: "%.2f", seconds)) s)"
    }
}
