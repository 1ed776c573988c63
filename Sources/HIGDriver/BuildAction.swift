import Foundation
import HIGCompiler
import HIGCheck
import HIGCorpus
import HIGEmit
import HIGExchange
import HIGRanking
import HIGSearch
import HIGSite
import HIGText

/// `hig build`: run the pipeline, and when no error was found, emit the outputs and replace the output folder with them.
package struct BuildAction {
    package var sources: [String]
    package var output: String
    package var warningsAsErrors: Bool
    /// Extra reports printed to standard output.
    package var reports: Set<BuildReport>
    package var console: DiagnosticConsole
    /// Exchange formats also written, into `export/` of the output (`hig build --export xliff`).
    package var exportFormats: [ExchangeFormat]
    /// A folder whose files replace the site theme's (`templates/*.mustache`, `assets/*`).
    package var theme: String?
    /// Where the site will be published; makes its sitemap, canonical links and alternates absolute (`--site-url`).
    package var siteURL: String?
    /// The outputs written besides corpus.json (all by default).
    package var outputs: Set<BuildOutput>
    /// Paths to leave out, in gitignore syntax, relative to each source folder (`--exclude`).
    package var excluding: [String]
    /// Whether to keep read results beside the output (`BuildCache`) so the next build reads only changed files
    /// (`hig build --no-cache` turns it off and removes the cache).
    package var usesCache: Bool = true
    /// A cache that outlives this action (`hig serve` keeps one in memory across its builds); else the one beside
    /// the output is opened for each build.
    package var cache: ReadCache?
    /// A glossary file (`hig check --glossary` format) whose Korean wins over learned terms in derived titles and headings.
    package var glossaryFile: String?

    package init(sources: [String], output: String, warningsAsErrors: Bool = false, reports: Set<BuildReport> = [],
                console: DiagnosticConsole, exportFormats: [ExchangeFormat] = [], theme: String? = nil, siteURL: String? = nil,
                outputs: Set<BuildOutput> = Set(BuildOutput.allCases), excluding: [String] = [], glossaryFile: String? = nil) {
        self.sources = sources
        self.output = output
        self.warningsAsErrors = warningsAsErrors
        self.reports = reports
        self.console = console
        self.exportFormats = exportFormats
        self.theme = theme
        self.siteURL = siteURL
        self.outputs = outputs
        self.excluding = excluding
        self.glossaryFile = glossaryFile
    }

    /// The emitters this build runs, in order; corpus.json is always written (it marks the folder as hig output).
    func emitters(progress: BuildProgress? = nil, memo: PageMemo? = nil, ranking: RankingIndex? = nil) throws -> [any Emitter] {
        var emitters: [any Emitter] = [CorpusJSONEmitter()]
        if outputs.contains(.rules) { emitters.append(RulesJSONEmitter()) }
        if outputs.contains(.search) { emitters.append(SearchIndexEmitter(ranking: ranking)) }
        if outputs.contains(.site) {
            emitters.append(SiteEmitter(theme: try Theme.load(override: theme.map { URL(fileURLWithPath: $0) }), siteURL: siteURL,
                                        progress: progress, memo: memo, ranking: ranking))
        }
        if !exportFormats.isEmpty { emitters.append(ExchangeEmitter(formats: exportFormats)) }
        return emitters
    }

    /// Runs the build and prints its reports and diagnostics; returns the process exit status (0 success, 1 errors).
    package func run() -> Int32 {
        let progressLine = console.format == .text ? ProgressLine.start() : nil
        let timings = reports.contains(.timings) ? PassTimings() : nil
        let outcome = build(progress: progressLine?.progress, timings: timings)
        progressLine?.finish()
        if reports.contains(.duplicates) {
            FileHandle.standardOutput.write(Data(Escape.terminal(DuplicateReportFormatter.text(outcome.clusters)).utf8))
        }
        if reports.contains(.korean) {
            FileHandle.standardOutput.write(Data(Escape.terminal(KoreanReportFormatter.text(outcome.summary)).utf8))
        }
        if let timings { FileHandle.standardOutput.write(Data(timings.report.utf8)) }
        console.report(outcome.diagnostics, clusters: outcome.clusters, summary: outcome.summary)
        return outcome.succeeded ? 0 : 1
    }

    /// Compiles, and when no error was found, replaces the output folder; prints nothing (`hig serve` shows the
    /// outcome in the page as well as on the console).
    package func build(progress: BuildProgress? = nil, timings: PassTimings? = nil) -> BuildOutcome {
        let start = Date()
        // The output folder is judged before anything is made: the output, its staging folder, the cache beside it.
        if let refusal = OutputFolderCheck.refusal(output: output, sources: sources) {
            return BuildOutcome(diagnostics: [refusal], clusters: [], summary: BuildSummary(refusedAfter: Date().timeIntervalSince(start)))
        }
        // Outputs record paths from the source folders' own names, never the builder's folders; the terminal
        // shows them as typed. The output folder is never read as sources.
        let sourceSet = timings.measure("discover") {
            CommandSources.discover(sources, excluding: excluding, outputFolders: [output])
        }
        var glossaryDiagnostics: [Diagnostic] = []
        var glossary = Glossary.standard
        if let glossaryFile {
            do {
                glossary = try GlossaryFile.load(glossaryFile)
            } catch {
                glossaryDiagnostics.append(GlossaryFile.unreadable(glossaryFile, error, id: "hig.build.glossary-unreadable"))
            }
        }
        var cacheNote: Diagnostic?
        var cache = self.cache
        if usesCache, cache == nil { (cache, cacheNote) = BuildCache.open(for: output) }
        if !usesCache { try? FileManager.default.removeItem(at: BuildCache.folder(for: output)) }
        cache?.startBuild()
        let paths = sourceSet.withoutInputs
        // Up to date: the same inputs and options as the last build, whose files are all still in the output as it
        // wrote them. Its outcome is reported again and no pass runs.
        let fingerprint = cache.map { cache in
            timings.measure("up-to-date check") { BuildFingerprint(self, sources: sourceSet, readKeys: cache.keys(for: sourceSet)).digest }
        }
        if let fingerprint, let last = LastBuild.load(for: output), last.fingerprint == fingerprint, last.outputIsIntact(output) {
            var summary = last.summary
            summary.seconds = Date().timeIntervalSince(start)
            summary.filesCached = summary.filesRead
            summary.upToDate = true
            return BuildOutcome(diagnostics: last.diagnostics.map(paths.typed), clusters: last.clusters, summary: summary)
        }
        var compilation = Pipeline(progress: progress, cache: cache, glossary: glossary, timings: timings).run(consume sourceSet)
        // Notes about this build's cache, not about the sources: an up-to-date build does not repeat them.
        let cacheNotes = [cacheNote, cache?.damageNote].compactMap { $0 }
        compilation.diagnostics += cacheNotes
        compilation.diagnostics += glossaryDiagnostics
        compilation.diagnostics.sort()
        if warningsAsErrors {
            compilation.diagnostics = compilation.diagnostics.map { diagnostic in
                var promoted = diagnostic
                if promoted.severity == .warning { promoted.severity = .error }
                return promoted
            }
        }
        var replacedOutput = false
        if !compilation.hasErrors {
            do {
                let products = compilation.products
                // The compiler passes' working memory (every file's read result, the translation memory) is free.
                FreedMemory.release()
                // Pages whose ranking view is unchanged take their index terms from the last build.
                let termsCache = cache.map(PageTermsCache.init)
                // Emitters are independent: the search index (one SQLite writer) builds while the site renders.
                // Pages whose template input is unchanged are taken from the output folder, not rendered again.
                let memo = usesCache ? PageMemo(output: URL(fileURLWithPath: output), cacheFolder: BuildCache.folder(for: output), salt: BuildCache.salt) : nil
                // Each file goes to the staging folder as it is made, so the build never holds its whole output.
                // The page-ranking index both search.sqlite and the site's search shards hold, built once.
                let ranking = outputs.contains(.search) || outputs.contains(.site)
                    ? timings.measure("ranking index") { RankingIndex(RankingPages(products), memo: termsCache) } : nil
                // And the ranking index's (every page's terms).
                FreedMemory.release()
                let emitters = try emitters(progress: progress, memo: memo, ranking: ranking)
                let staging = try OutputStaging(OutputWriter(destination: URL(fileURLWithPath: output)))
                LastBuild.forget(for: output)
                do {
                    _ = try ConcurrentMap.map(emitters) { emitter in
                        try timings.measure("emit \(type(of: emitter))") { try emitter.emit(products, into: staging) }
                        // What an emitter held is returned before the others reach their peak.
                        FreedMemory.release()
                    }
                    progress?.startWriting()
                    try timings.measure("commit output") { try staging.commit() }
                } catch {
                    staging.abandon()
                    throw error
                }
                memo?.save()
                replacedOutput = true
            } catch let error as ThemeError {
                compilation.diagnostics.append(Diagnostic(.error, "hig.site.theme-invalid", "\(error)"))
            } catch {
                compilation.diagnostics.append(Diagnostic(.error, "hig.output.write-failed", "\(error)"))
            }
        }
        // Once the output is in place (or was not replaced), the cache keeps what this build used and nothing else.
        cache?.prune()
        let summary = BuildSummary(compilation: compilation, seconds: Date().timeIntervalSince(start), filesCached: cache?.hits ?? 0)
        if let fingerprint, replacedOutput {
            LastBuild.record(fingerprint: fingerprint, diagnostics: compilation.diagnostics.filter { !cacheNotes.contains($0) }, clusters: compilation.clusters,
                             summary: summary, output: output, images: compilation.localImages.map { paths.typedPath($0.path) })
        }
        return BuildOutcome(diagnostics: compilation.diagnostics.map(paths.typed), clusters: compilation.clusters, summary: summary)
    }
}

/// What one build found and did.
package struct BuildOutcome: Sendable {
    /// Every diagnostic, sorted by place.
    package var diagnostics: [Diagnostic]
    /// Pages found in more than one file.
    package var clusters: [DuplicateCluster]
    package var summary: BuildSummary

    /// Whether the build had no error, so the output folder was replaced.
    package var succeeded: Bool { summary.errors == 0 }
}
