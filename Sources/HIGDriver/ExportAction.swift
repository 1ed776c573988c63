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
    package var writeError: (String) -> Void

    package init(sources: [String], formats: [ExchangeFormat], output: String, reviewedFile: String? = nil, suggestionThreshold: Double = 75,
                writeError: @escaping (String) -> Void = DiagnosticConsole.standardError) {
        self.sources = sources
        self.formats = formats
        self.output = output
        self.reviewedFile = reviewedFile
        self.suggestionThreshold = suggestionThreshold
        self.writeError = writeError
    }

    package func run() -> Int32 {
        var reviewed: Set<String> = []
        if let reviewedFile {
            guard let text = try? String(contentsOfFile: reviewedFile, encoding: .utf8) else {
                writeError("\(reviewedFile): error: cannot read the reviewed list [hig.export.reviewed-unreadable]\n")
                return 2
            }
            reviewed = Self.reviewedKeys(text)
        }
        let sourceSet = SourceDiscovery.discover(sources, recording: .relativeToSource)
        let compilation = Pipeline(suggestionThreshold: suggestionThreshold / 100).run(sourceSet)
        for diagnostic in compilation.diagnostics where diagnostic.severity == .error { writeError(sourceSet.typed(diagnostic).terminalLine + "\n") }
        if compilation.hasErrors { return 1 }
        let units: [ExchangeUnit]
        do {
            units = try ExchangeUnit.units(of: compilation.products, reviewed: reviewed)
        } catch {
            writeError("hig: error: the QA checks failed: \(error) [hig.export.checks-failed]\n")
            return 1
        }
        let folder = URL(fileURLWithPath: output)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for format in formats {
                try Data(format.write(units).utf8).write(to: folder.appendingPathComponent(format.fileName), options: .atomic)
            }
        } catch {
            writeError("hig: error: cannot write to \(output): \(error.localizedDescription) [hig.output.write-failed]\n")
            return 1
        }
        let translated = units.filter { $0.ko != nil }.count
        writeError("hig export: \(units.count) units (\(translated) translated, \(units.filter { $0.state == .reviewed }.count) reviewed) → "
                   + formats.map { "\(output)/\($0.fileName)" }.joined(separator: ", ") + "\n")
        if let note = Self.importNote(sources) { writeError(Escape.terminal(note) + "\n") }
        return 0
    }

    /// What `hig import` needs to find the sources again, when the current folder is not it: the `--base` the
    /// recorded paths start from, or a warning when the sources start from different folders.
    static func importNote(_ sources: [String]) -> String? {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        var bases: [String] = []
        for source in sources {
            var base = SourceDiscovery.recordingBase(source) ?? "."
            if base == current { base = "." }
            if !bases.contains(base) { bases.append(base) }
        }
        if bases == ["."] { return nil }
        if bases.count == 1 { return "hig export: source paths start at the source folder's name; import with --base \(bases[0])" }
        return "hig export: warning: the sources sit in different folders (\(bases.joined(separator: ", "))); one hig import reads paths against one --base, so export them separately [hig.export.several-bases]"
    }

    /// Keys from a reviewed list: one `page#block` per line; blank lines and `#` comments skipped.
    static func reviewedKeys(_ text: String) -> Set<String> {
        Set(text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("# ") && $0 != "#" })
    }
}
