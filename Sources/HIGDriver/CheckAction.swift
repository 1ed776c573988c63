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
    package var showStatus: Bool
    package var glossaryFile: String?
    /// An earlier build folder (or its corpus.json) to compare translation states with.
    package var since: String?
    /// Exit 1 when less than this share (0…100) of translatable blocks is current.
    package var failUnder: Double?
    /// The least English similarity (percent) a translation-memory suggestion needs when compiling sources.
    package var suggestionThreshold: Double = 75
    package var write: (String) -> Void
    package var writeError: (String) -> Void

    package init(sources: [String], corpusFile: String? = nil, format: Format = .text, enabled: [String] = [], disabled: [String] = [],
                failOn: FailLevel = .error, showStatus: Bool = false, glossaryFile: String? = nil, since: String? = nil, failUnder: Double? = nil,
                write: @escaping (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) },
                writeError: @escaping (String) -> Void = DiagnosticConsole.standardError) {
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
        self.writeError = writeError
    }

    /// Runs the checks; returns the exit status (0 clean or below `--fail-on`, 1 met, 2 bad input).
    package func run() -> Int32 {
        let checker: QualityChecker
        do {
            checker = try QualityChecker(enabled: enabled, disabled: disabled)
        } catch {
            writeError("hig: error: \(error)\n")
            return 2
        }
        let glossary: Glossary
        do {
            glossary = try GlossaryFile.load(glossaryFile)
        } catch {
            writeError("\(glossaryFile ?? ""): error: cannot read glossary: \(error) [hig.qa.glossary-unreadable]\n")
            return 2
        }
        guard let (products, compileErrors) = loadProducts() else { return 2 }
        for diagnostic in compileErrors { writeError(diagnostic.terminalLine + "\n") }
        let corpus = products.corpus
        let context = CheckContext(corpus: corpus, rules: products.rules, glossary: glossary)
        var findings = checker.run(context)
        var resolver = LocationResolver()
        for index in findings.indices { findings[index].location = resolver.resolve(findings[index]) }
        findings.sort { ($0.location, $0.checkID, $0.message) < ($1.location, $1.checkID, $1.message) }
        let status = PageTranslationStatus.report(corpus, findings: findings)
        var changes: StatusChanges?
        if let since {
            let file = since.hasSuffix(".json") ? since : SourceDiscovery.join(since, CorpusJSONEmitter.fileName)
            guard let data = FileManager.default.contents(atPath: file), let old = try? JSONDecoder().decode(Corpus.self, from: data) else {
                writeError("\(file): error: --since needs an earlier build folder or its corpus.json [hig.check.bad-since]\n")
                return 2
            }
            changes = StatusChanges(from: old, to: corpus)
        }
        var report = CheckReport(findings: findings, status: status, checks: checker.checks.map { type(of: $0).description })
        report.changes = changes
        switch format {
        case .text:
            var out = findings.map { finding in
                ([finding.diagnostic.terminalLine] + finding.notes.map { Diagnostic(.note, finding.checkID, $0, at: finding.location).terminalLine })
                    .joined(separator: "\n") + "\n"
            }.joined()
            if showStatus { out += Escape.terminal(report.statusTable) }
            if let changes { out += Escape.terminal(changes.text) }
            write(out)
        case .json:
            write(String(decoding: (try? StableJSON.encode(report.jsonDocument(includeStatus: true))) ?? Data(), as: UTF8.self))
        case .sarif:
            write(String(decoding: (try? StableJSON.encode(SARIFLog(report: report))) ?? Data(), as: UTF8.self))
        }
        writeError(report.summaryLine + "\n")
        if !compileErrors.isEmpty { return 1 }
        if let threshold = failOn.threshold, findings.contains(where: { $0.severity >= threshold }) { return 1 }
        if let failUnder, report.currentPercent < failUnder {
            writeError("hig check: \(report.currentPercent)% of translatable blocks are current, under --fail-under \(failUnder)% [hig.check.fail-under]\n")
            return 1
        }
        return 0
    }

    /// The corpus and its rules: from `--corpus`, from the sources (the pipeline), or from Output/corpus.json when
    /// neither is given; a corpus read back gets its rules from the pipeline's rules pass.
    private func loadProducts() -> (BuildProducts, [Diagnostic])? {
        let file = corpusFile ?? (sources.isEmpty ? "Output/corpus.json" : nil)
        if let file {
            guard let data = FileManager.default.contents(atPath: file) else {
                writeError("hig: error: no sources given and \(file) does not exist; name sources or build first [hig.check.no-input]\n")
                return nil
            }
            do {
                let corpus = try JSONDecoder().decode(Corpus.self, from: data)
                return (BuildProducts(corpus: corpus, rules: Pipeline().rules(of: corpus)), [])
            } catch {
                writeError("\(file): error: not a corpus.json: \(error) [hig.check.bad-corpus]\n")
                return nil
            }
        }
        let compilation = Pipeline(suggestionThreshold: suggestionThreshold / 100).run(sources)
        return (compilation.products, compilation.diagnostics.filter { $0.severity == .error })
    }
}

extension CheckAction.Format: Codable {}

extension CheckAction {
    /// `hig check --list`: one line per check, id, default severity and summary.
    package static var checkList: String {
        QualityChecker.descriptions.map { "\($0.id)\t\($0.severity.rawValue)\t\($0.summary)\n" }.joined()
    }
}
