import Foundation
import HIGCompiler
import HIGCorpus
import HIGExchange
import HIGText

/// `hig export`: run the pipeline, then the QA checks (their findings go into PO comments and XLIFF notes), and write
/// exchange files.
///
/// Source paths are recorded as `hig build` records them (from the source folder's own name, never the builder's
/// folders), so exports of one tree from two checkouts are the same bytes; `hig import` reads them against
/// `--base`, and the export says which folder that is when it is not the current one.
package struct ExportAction {
    package var sources: [String]
    package var formats: [ExchangeFormat]
    package var output: String
    /// A file of `page#block` keys, one per line, whose translations were reviewed.
    package var reviewedFile: String?
    /// The least English similarity (percent) a translation-memory suggestion needs.
    package var suggestionThreshold: Double
    /// Paths to leave out, in gitignore syntax, relative to each source folder (`--exclude`, as `hig build` takes it).
    package var excluding: [String]
    /// Where errors, notes and the summary line go (`--diagnostics-format`).
    package var diagnostics: DiagnosticsEngine

    package init(sources: [String], formats: [ExchangeFormat], output: String, reviewedFile: String? = nil, suggestionThreshold: Double = 75,
                excluding: [String] = [], diagnostics: DiagnosticsEngine = DiagnosticsEngine()) {
        self.sources = sources
        self.formats = formats
        self.output = output
        self.reviewedFile = reviewedFile
        self.suggestionThreshold = suggestionThreshold
        self.excluding = excluding
        self.diagnostics = diagnostics
    }

    /// Exports; returns the exit status (0 written, 1 errors in the sources or on writing, 2 bad input).
    package func run() -> Int32 {
        let status = export()
        diagnostics.finish()
        return status
    }

    private func export() -> Int32 {
        var reviewed: Set<String> = []
        if let reviewedFile {
            guard let text = try? String(contentsOfFile: reviewedFile, encoding: .utf8) else {
                diagnostics.emit(.error, "hig.export.reviewed-unreadable", "cannot read the reviewed list \(reviewedFile)")
                return 2
            }
            reviewed = Self.reviewedKeys(text)
        }
        let sourceSet = CommandSources.discover(sources, excluding: excluding)
        let paths = sourceSet.withoutInputs
        let compilation = Pipeline(suggestionThreshold: suggestionThreshold / 100).run(consume sourceSet)
        for diagnostic in compilation.diagnostics where diagnostic.severity == .error { diagnostics.emit(paths.typed(diagnostic)) }
        if compilation.hasErrors { return 1 }
        let units: [ExchangeUnit]
        do {
            units = try ExchangeUnit.units(of: compilation.products, reviewed: reviewed)
        } catch {
            diagnostics.emit(.error, "hig.export.checks-failed", "the QA checks failed: \(error)")
            return 1
        }
        do {
            try write(units)
        } catch {
            diagnostics.emit(.error, "hig.output.write-failed", "cannot write to \(output): \(error.localizedDescription)")
            return 1
        }
        if let note = Self.importNote(sources) { diagnostics.emit(note) }
        let translated = units.filter { $0.ko != nil }.count
        diagnostics.summaryLine = "hig export: \(units.count) units (\(translated) translated, \(units.filter { $0.state == .reviewed }.count) reviewed) → "
            + formats.map { "\(output)/\($0.fileName)" }.joined(separator: ", ")
        return 0
    }

    /// Writes one file per format into the output folder, each in one step.
    private func write(_ units: [ExchangeUnit]) throws {
        let folder = URL(fileURLWithPath: output)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for format in formats {
            try Data(format.write(units).utf8).write(to: folder.appendingPathComponent(format.fileName), options: .atomic)
        }
    }

    /// What `hig import` needs to find the sources again, when the current folder is not it: the `--base` the
    /// recorded paths start from (a note), or a warning when the sources start from different folders.
    static func importNote(_ sources: [String]) -> Diagnostic? {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        var bases: [String] = []
        for source in sources {
            var base = SourceDiscovery.recordingBase(source) ?? "."
            if base == current { base = "." }
            if !bases.contains(base) { bases.append(base) }
        }
        if bases == ["."] { return nil }
        if bases.count == 1 {
            return Diagnostic(.note, "hig.export.import-base", "source paths start at the source folder's name; import with --base \(bases[0])")
        }
        return Diagnostic(.warning, "hig.export.several-bases",
                          "the sources sit in different folders (\(bases.joined(separator: ", "))); one hig import reads paths against one --base, so export them separately")
    }

    /// Keys from a reviewed list: one `page#block` per line; blank lines and `#` comments skipped.
    static func reviewedKeys(_ text: String) -> Set<String> {
        Set(text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("# ") && $0 != "#" })
    }
}
