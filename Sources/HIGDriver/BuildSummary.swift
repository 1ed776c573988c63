import Foundation
import HIGCompiler
import HIGCorpus

/// The figures a build reports at its end: files → pages, what became of every file, warnings per id.
package struct BuildSummary: Codable, Sendable, Equatable {
    package var filesRead: Int
    package var filesSkipped: Int
    package var pages: Int
    package var blocks: Int
    package var translatableBlocks: Int
    package var translatedBlocks: Int
    package var warnings: Int
    package var errors: Int
    package var seconds: Double
    /// Categories, with or without an index page.
    package var categories: Int = 0
    /// What became of the files: each page's canonical copy, copies of it, older revisions, files under another
    /// name (renames), stubs that joined their page or category, stubs of no page, files that are not pages,
    /// other skipped files, and files and folders left out by `.higignore` or `--exclude` (a folder counts once).
    package var files = FileCounts()
    /// Pages that hold other pages' text (they consolidate them).
    package var consolidations: Int = 0
    /// Pages whose files bear more than one name (renames, typos joined by their content).
    package var renamedPages: Int = 0
    /// Warnings by diagnostic id, most frequent first.
    package var warningsByID: [IDCount] = []
    /// Files whose read result came from the build cache (unchanged since the last build).
    package var filesCached: Int = 0
    /// Whether the build found its inputs and output as the last build left them and ran no pass.
    package var upToDate: Bool = false

    /// How many files went which way.
    package struct FileCounts: Codable, Sendable, Equatable {
        package var canonical = 0
        package var copies = 0
        package var olderRevisions = 0
        package var renamed = 0
        package var stubs = 0
        package var categoryIndexes = 0
        package var orphanStubs = 0
        package var notPages = 0
        package var otherSkipped = 0
        package var excluded = 0
    }

    /// A diagnostic id and how often it occurred.
    package struct IDCount: Codable, Sendable, Equatable {
        package var id: String
        package var count: Int
    }

    package init(compilation: Compilation, seconds: Double, filesCached: Int = 0) {
        self.filesCached = filesCached
        let corpus = compilation.corpus
        let share = corpus.pages.reduce(TranslatedShare()) { $0 + TranslatedShare($1.blocks) }
        filesRead = compilation.filesRead
        filesSkipped = corpus.skipped.count
        pages = corpus.pages.count
        self.blocks = corpus.pages.reduce(0) { $0 + $1.blocks.count }
        translatableBlocks = share.translatable
        translatedBlocks = share.translated
        warnings = compilation.diagnostics.filter { $0.severity == .warning }.count
        errors = compilation.diagnostics.filter { $0.severity == .error }.count
        self.seconds = (seconds * 100).rounded() / 100
        categories = corpus.categories.count
        for source in corpus.pages.flatMap(\.sources) {
            switch SourceRelation(rawValue: source.relation) {
            case .canonical: files.canonical += 1
            case .olderRevision, .truncated: files.olderRevisions += 1
            case .renamed: files.renamed += 1
                files.copies += 1
            case .stub: files.stubs += 1
            default: files.copies += 1
            }
        }
        for source in corpus.categories.flatMap(\.sources) {
            if source.relation == SourceRelation.stub.rawValue { files.stubs += 1 } else { files.categoryIndexes += 1 }
        }
        for skipped in corpus.skipped {
            switch skipped.diagnostic {
            case "hig.page.orphan-stub": files.orphanStubs += 1
            case "hig.input.not-a-page": files.notPages += 1
            default: files.otherSkipped += 1
            }
        }
        files.excluded = compilation.filesExcluded
        consolidations = corpus.pages.filter { !$0.consolidates.isEmpty }.count
        func slug(_ id: String) -> Substring { id.split(separator: "/").last ?? Substring(id) }
        renamedPages = corpus.pages.filter { page in page.aliases.contains { slug($0) != slug(page.id) } }.count
        let counts = Dictionary(grouping: compilation.diagnostics.filter { $0.severity == .warning }, by: \.id).mapValues(\.count)
        warningsByID = counts.map { IDCount(id: $0.key, count: $0.value) }.sorted { ($1.count, $0.id) < ($0.count, $1.id) }
    }

    /// Share of translatable blocks that are translated (`TranslatedShare`: Korean made for the current English), 0…1.
    package var translatedShare: Double { share.fraction }

    private var share: TranslatedShare { TranslatedShare(translatable: translatableBlocks, translated: translatedBlocks) }

    /// The summary a person reads: what became of the files, warnings per id, then the one-line total.
    package var text: String {
        var lines: [String] = []
        var parts: [String] = []
        func add(_ count: Int, _ singular: String, _ plural: String) {
            if count > 0 { parts.append("\(count) \(count == 1 ? singular : plural)") }
        }
        add(files.canonical, "page's own file", "pages' own files")
        add(files.copies, "copy", "copies")
        add(files.olderRevisions, "older revision", "older revisions")
        add(renamedPages, "page renamed (its files bear two names)", "pages renamed (their files bear two names)")
        add(consolidations, "page consolidating others", "pages consolidating others")
        add(files.stubs, "stub joined its page", "stubs joined their page")
        add(files.categoryIndexes, "category index", "category indexes")
        add(files.orphanStubs, "stub of no page (not emitted)", "stubs of no page (not emitted)")
        add(files.notPages, "file not a page (README, log, code…)", "files not pages (README, log, code…)")
        add(files.otherSkipped, "file skipped (empty, binary, unsafe)", "files skipped (empty, binary, unsafe)")
        add(files.excluded, "excluded", "excluded")
        if !parts.isEmpty { lines.append("hig: files: " + parts.joined(separator: ", ")) }
        if categories > 0 { lines.append("hig: \(pages) page\(pages == 1 ? "" : "s") in \(categories) categor\(categories == 1 ? "y" : "ies")") }
        if !warningsByID.isEmpty {
            lines.append("hig: warnings: " + warningsByID.map { "\($0.count) \($0.id)" }.joined(separator: ", "))
        }
        lines.append(line)
        return lines.map { $0 + "\n" }.joined()
    }

    /// `hig: 5 files → 5 pages, 148 blocks, 92% translated; 1 warning, 0 errors (0.08 s)`.
    package var line: String {
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let notes = [filesSkipped > 0 ? "\(filesSkipped) skipped" : nil, filesCached > 0 ? "\(filesCached) unchanged" : nil,
                     upToDate ? "output up to date" : nil].compactMap { $0 }
        let skipped = notes.isEmpty ? "" : " (" + notes.joined(separator: ", ") + ")"
        let percent = share.percent
        return "hig: \(plural(filesRead, "file"))\(skipped) → \(plural(pages, "page")), \(plural(blocks, "block")), \(percent)% translated; "
            + "\(plural(warnings, "warning")), \(plural(errors, "error")) (\(String(format: "%.2f", seconds)) s)"
    }
}
