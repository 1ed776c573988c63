import Foundation
import HIGCompiler
import HIGCorpus
import HIGDriver
import HIGSite

/// Builds the site `hig serve` shows, told which paths changed (`IncrementalRebuild` needs no list: its cache
/// finds the unchanged files by their bytes).
package protocol PreviewBuilder {
    /// Builds after `changes` (paths under the watched sources or theme that changed; empty for the first build)
    /// and replaces the served site only when the build had no error.
    func build(changes: Set<String>) -> PreviewBuildResult

    /// The site pages `changes` make, rendered against the last good build, to serve while `build` runs; or why
    /// the full build must go first.
    func previewPages(changes: Set<String>) -> PagePreviews
}

/// The pages an edit makes, before the full build.
package enum PagePreviews: Equatable, Sendable {
    /// Each page's bytes by its path in the site folder (`pages/…html`).
    case pages([String: Data])
    /// Why the edit cannot be previewed page by page (the full build goes first).
    case fullBuildFirst(String)
}

/// What the server tells open pages and the console after one build.
package struct PreviewBuildResult: Sendable {
    /// Every diagnostic, sorted by place.
    package var diagnostics: [Diagnostic]
    /// The build's summary line (`hig: 5 files → 4 pages, …`).
    package var summaryLine: String

    /// The errors that kept the site from being replaced, as `path:line:column: error: message [id]`.
    package var errors: [String] { diagnostics.filter { $0.severity == .error }.map(\.formatted) }
    package var succeeded: Bool { errors.isEmpty }
    /// The diagnostics and the summary, as `hig build` prints them (source text escaped for a terminal).
    package var consoleText: String { diagnostics.map { $0.terminalLine + "\n" }.joined() + summaryLine + "\n" }

    package init(diagnostics: [Diagnostic], summaryLine: String) {
        self.diagnostics = diagnostics
        self.summaryLine = summaryLine
    }
}

/// `hig build`'s own action, writing only the site (corpus.json is always written; rules.json and search.sqlite
/// are not needed to preview pages), with a read cache kept in memory across builds (and beside the output): a
/// save reads only the files whose bytes changed, and output files that did not change are not rewritten. Each
/// good build's products are kept to preview the pages of the next edit (`PreviewContext`).
package struct IncrementalRebuild: PreviewBuilder {
    package var action: BuildAction
    /// At most this many changed files are previewed page by page; more go to the full build first.
    package static let previewedFiles = 8
    private let context = PreviewContextSlot()

    /// A build of `sources` into `output`, with an optional theme override folder and `--exclude` patterns.
    package init(sources: [String], output: URL, theme: String?, excluding: [String] = []) {
        action = BuildAction(sources: sources, output: output.path, console: DiagnosticConsole(format: .text),
                             theme: theme, outputs: [.site], excluding: excluding)
        action.cache = BuildCache.open(for: output.path, keepsInMemory: true).cache
        action.keepsProducts = true
    }

    package func build(changes: Set<String>) -> PreviewBuildResult {
        let progressLine = ProgressLine.start()
        let outcome = action.build(progress: progressLine?.progress)
        progressLine?.finish()
        if let kept = outcome.kept {
            let theme = action.theme
            context.prepare { try PreviewContext(kept, theme: theme) }
        }
        return PreviewBuildResult(diagnostics: outcome.diagnostics, summaryLine: outcome.summary.line)
    }

    package func previewPages(changes: Set<String>) -> PagePreviews {
        if changes.isEmpty { return .fullBuildFirst("nothing changed") }
        if changes.count > Self.previewedFiles { return .fullBuildFirst("more than \(Self.previewedFiles) files changed") }
        if let theme = action.theme, changes.contains(where: { $0 == theme || $0.hasPrefix(theme.hasSuffix("/") ? theme : theme + "/") }) {
            return .fullBuildFirst("the theme changed")
        }
        guard let context = context.value else { return .fullBuildFirst("no good build to preview against") }
        return context.pages(changes)
    }
}

/// What the last good build knew, to compile and render edited pages against: its compiler context and its site's.
struct PreviewContext {
    let compiler: PagePreview
    let site: SitePagePreview

    init(_ kept: KeptBuild, theme: String?) throws {
        compiler = PagePreview(products: kept.products, sources: kept.sources)
        let emitter = SiteEmitter(theme: try Theme.load(override: theme.map { URL(fileURLWithPath: $0) }))
        site = SitePagePreview(products: kept.products, emitter: emitter)
    }

    /// Every changed file's page, rendered; or why one of them cannot be previewed.
    func pages(_ changes: Set<String>) -> PagePreviews {
        var pages: [String: Data] = [:]
        for path in changes.sorted() {
            switch compiler.page(at: path) {
            case .undecided(let reason):
                return .fullBuildFirst("\(path): \(reason)")
            case .page(let page, let rules):
                guard let rendered = try? site.render(page, rules: rules) else { return .fullBuildFirst("\(path): its page did not render") }
                pages[rendered.path] = rendered.contents
            }
        }
        return .pages(pages)
    }
}

/// The preview context of the last good build, made on its own thread once the build is done (so the build's
/// reload is not held up).
final class PreviewContextSlot: @unchecked Sendable {
    // Unchecked: every field is guarded by `condition`.
    private let condition = NSCondition()
    private var made: PreviewContext?
    private var madeGeneration = 0
    private var generations = 0
    private var pending = 0

    /// Makes a new context in the background; the last one stays until it is ready (and goes if making it fails).
    /// A context made for an older build never replaces a newer one.
    func prepare(_ make: @escaping @Sendable () throws -> PreviewContext) {
        let generation = condition.withLock {
            pending += 1
            generations += 1
            return generations
        }
        Thread { [self] in
            let context = try? make()
            condition.withLock {
                if generation > madeGeneration { (made, madeGeneration) = (context, generation) }
                pending -= 1
                condition.broadcast()
            }
        }.start()
    }

    /// The newest context made; while the first is being made, that one. A save right after a build is previewed
    /// against the build before it rather than wait (the full build that follows settles the difference).
    var value: PreviewContext? {
        condition.withLock {
            while made == nil, pending > 0 { condition.wait() }
            return made
        }
    }
}
