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
    /// Whether a build that replaced the output hands back its products and sources (`BuildOutcome.kept`), for
    /// `hig serve`'s page previews.
    package var keepsProducts = false

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
    func emitters(progress: BuildProgress? = nil, memo: (any RenderMemo)? = nil, ranking: RankingIndex? = nil,
                  previousSearchIndex: String? = nil, fragments: (any FragmentMemo)? = nil, pageDigests: PageDigests? = nil) throws -> [any Emitter] {
        var emitters: [any Emitter] = [CorpusJSONEmitter(fragments: fragments, pageDigests: pageDigests)]
        if outputs.contains(.rules) { emitters.append(RulesJSONEmitter()) }
        if outputs.contains(.search) { emitters.append(SearchIndexEmitter(ranking: ranking, previous: previousSearchIndex)) }
        if outputs.contains(.site) {
            emitters.append(SiteEmitter(theme: try Theme.load(override: theme.map { URL(fileURLWithPath: $0) }), siteURL: siteURL,
                                        progress: progress, memo: memo, ranking: ranking, pageDigests: pageDigests))
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
        let paths = sourceSet.withoutInputs
        let (glossary, glossaryDiagnostics) = loadGlossary()
        let (cache, cacheNote) = openStore()
        let fingerprint = cache.map { cache in
            timings.measure("up-to-date check") { BuildFingerprint(self, sources: sourceSet, readKeys: cache.keys(for: sourceSet)).digest }
        }
        // Read once: it tells whether the build is up to date, and else what the last build left that may be kept.
        let last = fingerprint == nil ? nil : LastBuild.load(for: output)
        if let fingerprint, let last, let outcome = upToDateOutcome(last, fingerprint: fingerprint, paths: paths, start: start) { return outcome }
        var compilation = Pipeline(progress: progress, cache: cache, glossary: glossary, timings: timings).run(consume sourceSet)
        // Notes about this build's cache, not about the sources: an up-to-date build does not repeat them.
        let cacheNotes = [cacheNote, cache?.damageNote].compactMap { $0 }
        compilation.diagnostics = finalDiagnostics(compilation.diagnostics + cacheNotes + glossaryDiagnostics)
        var replacedOutput = false
        if !compilation.hasErrors {
            if let failure = replaceOutput(with: compilation.products, cache: cache, recorded: last?.files ?? [:], progress: progress, timings: timings) {
                compilation.diagnostics.append(failure)
            } else {
                replacedOutput = true
            }
        }
        // Once the output is in place (or was not replaced), the store keeps what this build used and nothing else.
        cache?.prune()
        let summary = BuildSummary(compilation: compilation, seconds: Date().timeIntervalSince(start), filesCached: cache?.hits ?? 0)
        if let fingerprint, replacedOutput {
            LastBuild.record(fingerprint: fingerprint, diagnostics: compilation.diagnostics.filter { !cacheNotes.contains($0) }, clusters: compilation.clusters,
                             summary: summary, output: output, images: compilation.localImages.map { paths.typedPath($0.path) })
        }
        var outcome = BuildOutcome(diagnostics: compilation.diagnostics.map(paths.typed), clusters: compilation.clusters, summary: summary)
        if keepsProducts, replacedOutput { outcome.kept = KeptBuild(products: compilation.products, sources: paths) }
        return outcome
    }

    /// The glossary derived titles take their Korean from: `--glossary`'s file, else the standard one (with an
    /// error when the file cannot be read).
    private func loadGlossary() -> (Glossary, [Diagnostic]) {
        guard let glossaryFile else { return (.standard, []) }
        do {
            return (try GlossaryFile.load(glossaryFile), [])
        } catch {
            return (.standard, [GlossaryFile.unreadable(glossaryFile, error, id: "hig.build.glossary-unreadable")])
        }
    }

    /// The build's store: the one this action was given, else the one beside the output (with a note when it was
    /// discarded); `--no-cache` removes that one and keeps nothing.
    private func openStore() -> (ReadCache?, Diagnostic?) {
        var opened: (ReadCache?, Diagnostic?) = (cache, nil)
        if usesCache, cache == nil { opened = BuildCache.open(for: output) }
        if !usesCache { try? FileManager.default.removeItem(at: BuildCache.folder(for: output)) }
        opened.0?.startBuild()
        return opened
    }

    /// The last build's outcome reported again, when it had the same inputs and options (`fingerprint`) and its
    /// files are all still in the output as it wrote them; else `nil` and the build runs.
    private func upToDateOutcome(_ last: LastBuild, fingerprint: String, paths: SourceSet, start: Date) -> BuildOutcome? {
        guard last.fingerprint == fingerprint, last.outputIsIntact(output) else { return nil }
        var summary = last.summary
        summary.seconds = Date().timeIntervalSince(start)
        summary.filesCached = summary.filesRead
        summary.upToDate = true
        return BuildOutcome(diagnostics: last.diagnostics.map(paths.typed), clusters: last.clusters, summary: summary)
    }

    /// Every diagnostic sorted, warnings made errors under `--warnings-as-errors`.
    private func finalDiagnostics(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted().map { diagnostic in
            var promoted = diagnostic
            if warningsAsErrors, promoted.severity == .warning { promoted.severity = .error }
            return promoted
        }
    }

    /// Runs the emitters and replaces the output folder with what they made; the error that stopped it, if any.
    /// `recorded` is the last build's record of the files it wrote (`LastBuild.files`), empty without a store.
    private func replaceOutput(with products: BuildProducts, cache: ReadCache?, recorded: [String: FileSignature], progress: BuildProgress?,
                               timings: PassTimings?) -> Diagnostic? {
        do {
            // The compiler passes' working memory (every file's read result, the translation memory) is free.
            FreedMemory.release()
            // The page-ranking index both search.sqlite and the site's search shards hold, built once; pages whose
            // ranking view is unchanged take their index terms from the store.
            let ranking = outputs.contains(.search) || outputs.contains(.site)
                ? timings.measure("ranking index") { RankingIndex(RankingPages(products), memo: cache.map(PageTermsCache.init)) } : nil
            FreedMemory.release()
            // What the last build wrote and left untouched (`recorded`) may be kept: search.sqlite patched, and a page whose
            // inputs are unchanged taken as it is, not rendered again.
            let memo = cache.map(RenderedPages.init)
            // Every page's digest, made once for the site's keys and corpus.json's fragments.
            let pageDigests = memo.map { PageDigests(products.corpus.pages, digest: $0.pageDigest) }
            let emitters = try emitters(progress: progress, memo: memo, ranking: ranking, previousSearchIndex: lastBuildsSearchIndex(recorded),
                                        fragments: cache.map { OutputFragments(cache: $0, output: output, recorded: recorded) },
                                        pageDigests: pageDigests)
            try emit(products, by: emitters, recorded: recorded, progress: progress, timings: timings)
            return nil
        } catch let error as ThemeError {
            return Diagnostic(.error, "hig.site.theme-invalid", "\(error)")
        } catch {
            return Diagnostic(.error, "hig.output.write-failed", "\(error)")
        }
    }

    /// The output's search.sqlite when it is as this hig's last successful build into it left it (`recorded`, that
    /// build's record: size, modification time and file number), so the search index may patch a copy of it.
    private func lastBuildsSearchIndex(_ recorded: [String: FileSignature]) -> String? {
        let path = output + "/" + SearchIndexSchema.fileName
        guard let state = recorded[SearchIndexSchema.fileName], FileSignature(path: path) == state else { return nil }
        return path
    }

    /// Emits into a staging folder and puts it in place of the output in one step; abandons it on failure.
    /// `recorded` is the last build's record of the files it wrote (`LastBuild.files`).
    private func emit(_ products: BuildProducts, by emitters: [any Emitter], recorded: [String: FileSignature], progress: BuildProgress?,
                      timings: PassTimings?) throws {
        // Each file goes to the staging folder as it is made, so the build never holds its whole output.
        let staging = try OutputStaging(OutputWriter(destination: URL(fileURLWithPath: output)), recorded: recorded)
        LastBuild.forget(for: output)
        do {
            // Emitters are independent: the search index (one SQLite writer) builds while the site renders.
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
    }
}

/// What one build found and did.
package struct BuildOutcome: Sendable {
    /// Every diagnostic, sorted by place.
    package var diagnostics: [Diagnostic]
    /// Pages found in more than one file.
    package var clusters: [DuplicateCluster]
    package var summary: BuildSummary
    /// What the build made, when it replaced the output and was asked to keep it (`BuildAction.keepsProducts`).
    package var kept: KeptBuild?

    /// Whether the build had no error, so the output folder was replaced.
    package var succeeded: Bool { summary.errors == 0 }
}

/// A build's products and the sources it read them from (without their bytes).
package struct KeptBuild: Sendable {
    package var products: BuildProducts
    package var sources: SourceSet
}
