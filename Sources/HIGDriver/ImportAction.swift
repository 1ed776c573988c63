import Foundation
import HIGCompiler
import HIGCorpus
import HIGExchange
import HIGText

/// `hig import FILE.xliff|.po`: writes corrected Korean back into the sources, all or nothing.
///
/// The action only orchestrates: the exchange readers decode the file exactly, `TranslationText` refuses what
/// would change a source's structure, `ImportBase` keeps writes inside the base folder, `KoreanSourceEditor`
/// edits each source through its own reader and proves the result, and `FileSetReplacer` replaces the files
/// together. Every unit is checked before any file is written; a run with an error changes no file.
package struct ImportAction {
    package var file: String
    package var dryRun: Bool
    /// The folder the exchange file's source paths are relative to, and the only one written in.
    package var base: String
    /// Take the file's translation even where the source's Korean changed since the export (`--force`).
    package var force = false
    /// Write the other units when some blocks' English changed or went since the export (`--skip-changed`); without
    /// it such a unit refuses the whole file.
    package var skipChanged = false
    /// Where errors, warnings and the summary line go (`--diagnostics-format`).
    package var diagnostics: DiagnosticsEngine

    package init(file: String, dryRun: Bool = false, base: String = FileManager.default.currentDirectoryPath, force: Bool = false,
                skipChanged: Bool = false, diagnostics: DiagnosticsEngine = DiagnosticsEngine()) {
        self.file = file
        self.dryRun = dryRun
        self.base = base
        self.force = force
        self.skipChanged = skipChanged
        self.diagnostics = diagnostics
    }

    /// One unit bound for one source file.
    private struct Request {
        var unit: ImportedUnit
        var edit: KoreanEdit
    }

    package func run() -> Int32 {
        let status = importUnits()
        diagnostics.finish()
        return status
    }

    private func importUnits() -> Int32 {
        let units: [ImportedUnit]
        do {
            guard let data = FileManager.default.contents(atPath: file) else { throw ExchangeParseError("cannot read the file") }
            units = file.lowercased().hasSuffix(".po") ? try POReader().read(data) : try XLIFFReader().read(data)
        } catch {
            diagnostics.emit(.error, (error as? ExchangeParseError)?.id ?? "hig.import.unreadable", "\(file): \(error)")
            diagnostics.summaryLine = "hig import: no file changed (1 error)"
            return 1
        }
        var diagnostics: [Diagnostic] = []
        let requests = requests(for: units, diagnostics: &diagnostics)
        let (replacements, changed) = edits(for: requests, diagnostics: &diagnostics)
        if !diagnostics.contains(where: { $0.severity == .error }) && !dryRun && !replacements.isEmpty {
            do {
                try FileSetReplacer().replace(replacements)
            } catch {
                diagnostics.append(Diagnostic(.error, "hig.output.write-failed", "\(error)"))
            }
        }
        for diagnostic in diagnostics.sorted() { self.diagnostics.emit(diagnostic) }
        let errors = diagnostics.filter { $0.severity == .error }.count
        if errors > 0 {
            self.diagnostics.summaryLine = "hig import: no file changed (\(errors) error\(errors == 1 ? "" : "s"))"
            return 1
        }
        let files = replacements.count
        self.diagnostics.summaryLine = "hig import: \(changed) block\(changed == 1 ? "" : "s") \(dryRun ? "would change" : "changed") in \(files) file\(files == 1 ? "" : "s")"
        return 0
    }

    /// The units to apply, checked and grouped by the file they go to (resolved under the base), each with the
    /// path the exchange file gives it.
    private func requests(for units: [ImportedUnit], diagnostics: inout [Diagnostic]) -> [(path: String, shown: String, requests: [Request])] {
        let importBase = ImportBase(base)
        var byPath: [String: (shown: String, requests: [Request])] = [:]
        for unit in units {
            let key = "\(unit.pageID)#\(unit.blockID)"
            let origin = SourceLocation(path: file, line: unit.line ?? 1)
            guard let korean = unit.ko, !korean.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { continue }
            // Three-way: a translation left as it was exported is not an edit, whatever the source holds now (a
            // translator may have fixed it since); only edits are written.
            if unit.isUnedited { continue }
            if unit.isFuzzy {
                diagnostics.append(Diagnostic(.note, "hig.import.fuzzy", "the translation of \(key) is marked fuzzy; not applied (clear the flag when it is final)", at: origin))
                continue
            }
            guard let reference = unit.translationSource ?? unit.source else {
                diagnostics.append(Diagnostic(.warning, "hig.import.no-location", "unit \(key) has no source location; skipped", at: origin))
                continue
            }
            let prepared: String
            switch TranslationText.prepare(korean) {
            case .failure(let problem):
                diagnostics.append(Diagnostic(.error, problem.id, "\(key): \(problem)", at: origin))
                continue
            case .success(let text): prepared = text
            }
            let path: String
            switch importBase.resolve(reference.path) {
            case .failure(let problem):
                diagnostics.append(Diagnostic(.error, "hig.import.path-outside", "\(key): \(problem)", at: origin))
                continue
            case .success(let resolved): path = resolved
            }
            let sameFile = unit.source?.path == reference.path
            var edit = KoreanEdit(english: unit.en.precomposedStringWithCanonicalMapping, korean: prepared, blockID: unit.blockID,
                                  englishLine: sameFile ? unit.source?.line : nil, koreanLine: unit.translationSource?.line)
            edit.koreanMarkup = Self.markup(unit.koMarkup, plain: prepared)
            edit.exportedKorean = unit.exported.map { $0.text.precomposedStringWithCanonicalMapping }
            edit.exportedKoreanIsFormatted = unit.exported?.isFormatted ?? false
            edit.overridesSourceChanges = force
            if let previous = unit.previousEn, !sameFile, let english = unit.source {
                // A correction to an outdated block: its source still holds the old English, which the current English
                // (the newer copy's lines) replaces together with the Korean.
                edit.previousEnglish = previous.precomposedStringWithCanonicalMapping
                if case .success(let newer) = importBase.resolve(english.path), let data = FileManager.default.contents(atPath: newer) {
                    edit.newEnglishLines = EnglishSourceBlock.lines(of: edit.english, at: english.line, in: [UInt8](data), path: english.path)
                }
            }
            byPath[path, default: (shownPath(reference.path), [])].requests.append(Request(unit: unit, edit: edit))
        }
        return byPath.keys.sorted().map { ($0, byPath[$0]!.shown, byPath[$0]!.requests) }
    }

    /// The correction's formatting, NFC like its text, kept only when its plain text is the prepared Korean (outer
    /// spaces trimmed), so formatting never changes what is written.
    static func markup(_ spans: [InlineSpan]?, plain: String) -> [InlineSpan]? {
        guard var spans = spans.map(Self.normalized) else { return nil }
        if case .text(let first)? = spans.first { spans[0] = .text(String(first.drop { $0.isWhitespace })) }
        if case .text(let last)? = spans.last { spans[spans.count - 1] = .text(String(last.reversed().drop { $0.isWhitespace }.reversed())) }
        return InlineSpan.plain(spans) == plain ? spans : nil
    }

    private static func normalized(_ spans: [InlineSpan]) -> [InlineSpan] {
        spans.map { span in
            switch span {
            case .text(let text): .text(text.precomposedStringWithCanonicalMapping)
            case .formatted(let format, let inner): .formatted(format, normalized(inner))
            }
        }
    }

    /// At most 60 characters of a translation, for a message.
    static func excerpt(_ text: String) -> String {
        text.count > 60 ? String(text.prefix(60)) + "…" : text
    }

    /// A source path as the exchange file records it, or under `--base` when that is not the current folder, so the
    /// user can open what the diagnostics name.
    private func shownPath(_ recorded: String) -> String {
        let folder = URL(fileURLWithPath: base).standardizedFileURL.path
        guard folder != URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path else { return recorded }
        return SourceDiscovery.join(base, recorded)
    }

    /// Each file's edited bytes (through `KoreanSourceEditor`), and how many blocks change.
    private func edits(for files: [(path: String, shown: String, requests: [Request])], diagnostics: inout [Diagnostic]) -> ([FileSetReplacer.Replacement], Int) {
        var replacements: [FileSetReplacer.Replacement] = []
        var changed = 0
        for (path, shown, requests) in files {
            guard let data = FileManager.default.contents(atPath: path) else {
                diagnostics.append(Diagnostic(.error, "hig.import.source-missing", "cannot read \(shown) to import into (the file's source paths are read from --base, here \(base))",
                                              at: SourceLocation(path: file, line: requests[0].unit.line ?? 1)))
                continue
            }
            if let problem = ImportBase.writeProblem(path, shown: shown) {
                diagnostics.append(Diagnostic(.error, "hig.import.read-only", problem, at: SourceLocation(path: shown, line: 1)))
                continue
            }
            let bytes = [UInt8](data)
            let result = KoreanSourceEditor(path: shown).edit(bytes, requests.map(\.edit))
            if let reason = result.unreadable {
                diagnostics.append(Diagnostic(.error, "hig.import.source-unreadable", "cannot import into \(shown): \(reason)", at: SourceLocation(path: shown, line: 1)))
                continue
            }
            for (request, outcome) in zip(requests, result.outcomes) {
                if let diagnostic = diagnose(outcome, request, path: shown, requests: requests) { diagnostics.append(diagnostic) }
                if case .replaced = outcome { changed += 1 }
                if case .updated = outcome { changed += 1 }
                if case .added = outcome { changed += 1 }
            }
            if let edited = result.edited { replacements.append(.init(path: path, original: bytes, contents: edited)) }
        }
        return (replacements, changed)
    }

    /// The diagnostic that reports one unit's outcome, or `nil` when there is nothing to say.
    private func diagnose(_ outcome: KoreanEditOutcome, _ request: Request, path: String, requests: [Request]) -> Diagnostic? {
        let key = "\(request.unit.pageID)#\(request.unit.blockID)"
        let origin = SourceLocation(path: file, line: request.unit.line ?? 1)
        switch outcome {
        case .replaced(let lines):
            return Diagnostic(.note, "hig.import.updated", "\(dryRun ? "would replace" : "replaced") the Korean (lines \(lines.lowerBound)–\(lines.upperBound))",
                              at: SourceLocation(path: path, line: lines.lowerBound))
        case .updated(let englishLine, let lines):
            return Diagnostic(.note, "hig.import.updated", "\(dryRun ? "would bring" : "brought") outdated block \(request.unit.blockID) up to date: the current English over line \(englishLine), the Korean on lines \(lines.lowerBound)–\(lines.upperBound)",
                              at: SourceLocation(path: path, line: englishLine))
        case .added(let line):
            return Diagnostic(.note, "hig.import.updated", "\(dryRun ? "would add" : "added") Korean after line \(line)", at: SourceLocation(path: path, line: line + 1))
        case .unchanged:
            return nil
        case .duplicate(let earlier):
            return Diagnostic(.note, "hig.import.duplicate", "\(key) repeats the translation at line \(requests[earlier].unit.line ?? 1); imported once", at: origin)
        case .conflict(let earlier, _):
            return Diagnostic(.error, "hig.import.conflict", "\(key) gives this block other Korean than line \(requests[earlier].unit.line ?? 1) does; keep one", at: origin)
        case .englishChanged(let line):
            return Diagnostic(skipChanged ? .warning : .error, "hig.import.english-changed",
                              "\(key): the English of this block changed since the export, so its translation was made for other English; "
                              + (skipChanged ? "skipped (--skip-changed)" : "no file is written (export again and redo this unit, or import the others with --skip-changed)"),
                              at: SourceLocation(path: path, line: line))
        case .blockMissing:
            return Diagnostic(skipChanged ? .warning : .error, "hig.import.block-missing",
                              "\(key): no block of this file has the export's English any more; "
                              + (skipChanged ? "skipped (--skip-changed)" : "no file is written (export again and redo this unit, or import the others with --skip-changed)"),
                              at: SourceLocation(path: path, line: request.edit.koreanLine ?? request.edit.englishLine ?? 1))
        case .sourceChanged(let line, let now):
            return Diagnostic(.error, "hig.import.source-changed",
                              "\(key): the source's Korean changed since the export: it now reads “\(Self.excerpt(now))”, and the file's translation was made from “\(Self.excerpt(request.edit.exportedKorean ?? ""))”, so writing it would undo that change. Export again and redo the edit, or import with --force to take the file's translation",
                              at: SourceLocation(path: path, line: line))
        case .ambiguous(let lines):
            return Diagnostic(.warning, "hig.import.ambiguous", "the English of block \(request.unit.blockID) is on lines \(lines.map(String.init).joined(separator: ", ")) and the export's places match none; skipped",
                              at: SourceLocation(path: path, line: lines.first ?? 1))
        case .refused(let reason, let line):
            return Diagnostic(.error, "hig.import.layout", "\(key): cannot write this translation (\(file):\(request.unit.line ?? 1)): \(reason)", at: SourceLocation(path: path, line: line))
        case .cannotAdd(let reason, let line):
            return Diagnostic(.warning, "hig.import.untranslated", "block \(request.unit.blockID) has no Korean yet: \(reason)", at: SourceLocation(path: path, line: line))
        }
    }
}
