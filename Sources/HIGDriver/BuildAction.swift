import Foundation
import HIGCompiler
import HIGCorpus
import HIGEmit
import HIGExchange
import HIGSearch
import HIGSite
import HIGText

/// `hig build`: run the pipeline, and when no error was found, emit the outputs and replace the output folder with them.
public struct BuildAction {
    public var sources: [String]
    public var output: String
    public var warningsAsErrors: Bool
    /// Extra reports printed to standard output.
    public var reports: Set<BuildReport>
    public var console: DiagnosticConsole
    /// Exchange formats also written, into `export/` of the output (`hig build --export xliff`).
    public var exportFormats: [ExchangeFormat]
    /// A folder whose files replace the site theme's (`templates/*.mustache`, `assets/*`).
    public var theme: String?
    /// The outputs written besides corpus.json (all by default).
    public var outputs: Set<BuildOutput>
    /// Paths to leave out, in gitignore syntax, relative to each source folder (`--exclude`).
    public var excluding: [String]

    public init(sources: [String], output: String, warningsAsErrors: Bool = false, reports: Set<BuildReport> = [],
                console: DiagnosticConsole, exportFormats: [ExchangeFormat] = [], theme: String? = nil,
                outputs: Set<BuildOutput> = Set(BuildOutput.allCases), excluding: [String] = []) {
        self.sources = sources
        self.output = output
        self.warningsAsErrors = warningsAsErrors
        self.reports = reports
        self.console = console
        self.exportFormats = exportFormats
        self.theme = theme
        self.outputs = outputs
        self.excluding = excluding
    }

    /// The emitters this build runs, in order; corpus.json is always written (it marks the folder as hig output).
    func emitters() throws -> [any Emitter] {
        var emitters: [any Emitter] = [CorpusJSONEmitter()]
        if outputs.contains(.rules) { emitters.append(RulesJSONEmitter()) }
        if outputs.contains(.search) { emitters.append(SearchIndexEmitter()) }
        if outputs.contains(.site) { emitters.append(SiteEmitter(theme: try Theme.load(override: theme.map { URL(fileURLWithPath: $0) }))) }
        if !exportFormats.isEmpty { emitters.append(ExchangeEmitter(formats: exportFormats)) }
        return emitters
    }

    /// Runs the build; returns the process exit status (0 success, 1 errors).
    public func run() -> Int32 {
        let start = Date()
        // Outputs record paths from the source folders' own names, never the builder's folders; the terminal
        // shows them as typed.
        let sourceSet = SourceDiscovery.discover(sources, excluding: excluding, recording: .relativeToSource)
        var compilation = Pipeline().run(sourceSet)
        if warningsAsErrors {
            compilation.diagnostics = compilation.diagnostics.map { diagnostic in
                var promoted = diagnostic
                if promoted.severity == .warning { promoted.severity = .error }
                return promoted
            }
        }
        if !compilation.hasErrors {
            do {
                let products = compilation.products
                // Emitters are independent: the search index (one SQLite writer) builds while the site renders.
                let files = try ConcurrentMap.map(try emitters()) { try $0.emit(products) }.flatMap { $0 }
                try OutputWriter(destination: URL(fileURLWithPath: output)).write(files)
            } catch let error as ThemeError {
                compilation.diagnostics.append(Diagnostic(.error, "hig.site.theme-invalid", "\(error)"))
            } catch {
                compilation.diagnostics.append(Diagnostic(.error, "hig.output.write-failed", "\(error)"))
            }
        }
        if reports.contains(.duplicates) {
            FileHandle.standardOutput.write(Data(DuplicateReportFormatter.text(compilation.clusters).utf8))
        }
        console.report(compilation.diagnostics.map(sourceSet.typed), clusters: compilation.clusters,
                       summary: BuildSummary(compilation: compilation, seconds: Date().timeIntervalSince(start)))
        return compilation.hasErrors ? 1 : 0
    }
}
