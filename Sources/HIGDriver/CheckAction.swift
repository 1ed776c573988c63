import Foundation
import HIGCheck
import HIGCompiler
import HIGCorpus
import HIGEmit
import HIGText

/// `hig check`: run the pipeline in-process (or load a built corpus.json), run the QA checks, print findings.
package struct CheckAction {
    /// How findings are printed.
    package enum Format: String, CaseIterable, Sendable {
        /// `path:line:column: warning: message [hig.qa.id]`
        case text
        /// One JSON document: findings, per-page status, summary.
        case json
        /// SARIF 2.1.0 for code-scanning tools and editors.
        case sarif
    }

    /// The lowest severity that makes `hig check` exit 1.
    package enum FailLevel: String, CaseIterable, Sendable {
        case note, warning, error, never

        var threshold: Severity? {
            switch self {
            case .note: .note
            case .warning: .warning
            case .error: .error
            case .never: nil
            }
        }
    }

    package var sources: [String]
    /// A corpus.json to read instead of compiling sources.
    package var corpusFile: String?
    package var format: Format
    package var enabled: [String]
    package var disabled: [String]
    package var failOn: FailLevel
    /// Print the status table; alone (without `showFindings`), the checks do not run.
    package var showStatus: Bool
    /// With `showStatus`: run the checks and print their findings too.
    package var showFindings = false
    package var glossaryFile: String?
    /// An earlier build folder (or its corpus.json) to compare translation states with.
    package var since: String?
    /// Exit 1 when less than this share (0…100) of translatable blocks is current.
    package var failUnder: Double?
    /// The least English similarity (percent) a translation-memory suggestion needs when compiling sources.
    package var suggestionThreshold: Double = 75
    /// Paths to leave out, in gitignore syntax, relative to each source folder (`--exclude`, as `hig build` takes it).
    package var excluding: [String] = []
    package var write: (String) -> Void
    /// Where errors and the summary line go (`--diagnostics-format`).
    package var diagnostics: DiagnosticsEngine

    package init(sources: [String], corpusFile: String? = nil, format: Format = .text, enabled: [String] = [], disabled: [String] = [],
                failOn: FailLevel = .error, showStatus: Bool = false, glossaryFile: String? = nil, since: String? = nil, failUnder: Double? = nil,
                write: @escaping (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) },
                diagnostics: DiagnosticsEngine = DiagnosticsEngine()) {
        self.sources = sources
        self.corpusFile = corpusFile
        self.format = format
        self.enabled = enabled
        self.disabled = disabled
        self.failOn = failOn
        self.showStatus = showStatus
        self.glossaryFile = glossaryFile
        self.since = since
        self.failUnder = failUnder
        self.write = write
        self.diagnostics = diagnostics
    }

    /// Runs the checks; returns the exit status (0 clean or below `--fail-on`, 1 met, 2 bad input).
    package func run() -> Int32 {
        let status = check()
        diagnostics.finish()
        return status
    }

    private func check() -> Int32 {
        let checker: QualityChecker
        do {
            checker = try QualityChecker(enabled: enabled, disabled: disabled)
        } catch {
            diagnostics.emit(.error, "hig.check.unknown-check", "\(error)")
            return 2
        }
        guard let glossary = loadGlossary() else { return 2 }
        let descriptions = checker.checks.map { type(of: $0).description }
        if let status = statusFromCorpusFile() {
            var report = CheckReport(findings: [], status: status, checks: descriptions)
            report.checked = false
            return finish(report, compileErrors: [])
        }
        guard let (products, compileErrors, displayPath) = loadProducts(glossary: glossary) else { return 2 }
        for diagnostic in compileErrors { diagnostics.emit(diagnostic) }
        let corpus = products.corpus
        let findings = runsChecks ? placed(checker.run(CheckContext(corpus: corpus, rules: products.rules, glossary: glossary)), displayPath: displayPath) : []
        var report = CheckReport(findings: findings, status: PageTranslationStatus.report(corpus, findings: findings), checks: descriptions)
        report.checked = runsChecks
        if let since {
            guard let changes = changes(since: since, to: corpus) else { return 2 }
            report.changes = changes
        }
        return finish(report, compileErrors: compileErrors)
    }

    /// The shipped glossary with the user's (`--glossary`) over it (`GlossaryFile`); `nil` after reporting a file that
    /// cannot be read.
    private func loadGlossary() -> Glossary? {
        do {
            return try GlossaryFile.load(glossaryFile)
        } catch {
            diagnostics.emit(GlossaryFile.unreadable(glossaryFile ?? "", error, id: "hig.qa.glossary-unreadable"))
            return nil
        }
    }

    /// Findings at the lines and columns a user opens, from the working folder, in order of place.
    private func placed(_ findings: [Finding], displayPath: (String) -> String) -> [Finding] {
        var findings = findings
        var resolver = LocationResolver()
        for index in findings.indices {
            findings[index].location.path = displayPath(findings[index].location.path)
            findings[index].location = resolver.resolve(findings[index])
        }
        return findings.sorted { ($0.location, $0.checkID, $0.message) < ($1.location, $1.checkID, $1.message) }
    }

    /// `--status` alone on a built corpus: the rows read straight from the file (`StatusReader`), without decoding
    /// the text or running a pass; `nil` when the full corpus is needed (sources, checks, `--since`) or the file is
    /// not one `StatusReader` reads (then the full path reports it).
    private func statusFromCorpusFile() -> [PageTranslationStatus]? {
        guard !runsChecks, since == nil, let file = corpusFile ?? (sources.isEmpty ? "Output/corpus.json" : nil),
              let data = FileManager.default.contents(atPath: file) else { return nil }
        return try? StatusReader.report(corpusJSON: data)
    }

    /// What changed since an earlier build; `nil` after reporting an unreadable one.
    private func changes(since: String, to corpus: Corpus) -> StatusChanges? {
        let file = since.hasSuffix(".json") ? since : SourceDiscovery.join(since, CorpusJSONEmitter.fileName)
        guard let data = FileManager.default.contents(atPath: file), let old = try? JSONDecoder().decode(Corpus.self, from: data) else {
            diagnostics.emit(.error, "hig.check.bad-since", "--since needs an earlier build folder or its corpus.json; \(file) is not one")
            return nil
        }
        return StatusChanges(from: old, to: corpus)
    }

    /// Prints the report in the chosen format and the summary line; returns the exit status.
    private func finish(_ report: CheckReport, compileErrors: [Diagnostic]) -> Int32 {
        switch format {
        case .text:
            var out = report.findings.map { finding in
                ([finding.diagnostic.terminalLine] + finding.notes.map { Diagnostic(.note, finding.checkID, $0, at: finding.location).terminalLine })
                    .joined(separator: "\n") + "\n"
            }.joined()
            if showStatus { out += Escape.terminal(report.statusTable) }
            if let changes = report.changes { out += Escape.terminal(changes.text) }
            write(out)
        case .json:
            write(String(decoding: (try? StableJSON.encode(report.jsonDocument(includeStatus: true))) ?? Data(), as: UTF8.self))
        case .sarif:
            write(String(decoding: (try? StableJSON.encode(SARIFLog(report: report))) ?? Data(), as: UTF8.self))
        }
        diagnostics.summaryLine = report.summaryLine
        if !compileErrors.isEmpty { return 1 }
        if let threshold = failOn.threshold, report.findings.contains(where: { $0.severity >= threshold }) { return 1 }
        if let failUnder, report.currentPercent < failUnder {
            let percent = (report.currentPercent * 10).rounded(.down) / 10
            diagnostics.emit(.error, "hig.check.fail-under", "\(percent)% of translatable blocks are translated (current), under --fail-under \(failUnder)%")
            return 1
        }
        return 0
    }

    /// Whether the checks run: always, except for `--status` alone in text or JSON (a status needs only block states).
    private var runsChecks: Bool { !showStatus || showFindings || format == .sarif }

    /// The corpus and its rules: from `--corpus`, from the sources (the pipeline), or from Output/corpus.json when
    /// neither is given; a corpus read back gets its rules from the pipeline's rules pass. With them, the path to
    /// show (and reopen, to place a finding) for a recorded one. Sources compile with `glossary`, as `hig build
    /// --glossary` compiles them, so derived titles and headings are the build's.
    private func loadProducts(glossary: Glossary) -> (BuildProducts, [Diagnostic], (String) -> String)? {
        let file = corpusFile ?? (sources.isEmpty ? "Output/corpus.json" : nil)
        if let file {
            guard let data = FileManager.default.contents(atPath: file) else {
                diagnostics.emit(.error, "hig.check.no-input", "no sources given and \(file) does not exist; name sources or build first")
                return nil
            }
            do {
                let corpus = try JSONDecoder().decode(Corpus.self, from: data)
                // The rules pass runs for the checks only: the status table reads block states.
                return (BuildProducts(corpus: corpus, rules: runsChecks ? Pipeline().rules(of: corpus) : []), [], RecordedPaths().displayPath)
            } catch {
                diagnostics.emit(.error, "hig.check.bad-corpus", "not a corpus.json: \(error)", at: SourceLocation(path: file, line: 1))
                return nil
            }
        }
        let sourceSet = CommandSources.discover(sources, excluding: excluding, recording: .asTyped)
        let paths = sourceSet.withoutInputs
        let compilation = Pipeline(suggestionThreshold: suggestionThreshold / 100, glossary: glossary).run(consume sourceSet)
        return (compilation.products, compilation.diagnostics.filter { $0.severity == .error }.map(paths.typed), paths.typedPath)
    }
}

extension CheckAction.Format: Codable {}

extension CheckAction {
    /// `hig check --list`: one line per check, id, default severity and summary.
    package static var checkList: String {
        QualityChecker.descriptions.map { "\($0.id)\t\($0.severity.rawValue)\t\($0.summary)\n" }.joined()
    }
}
