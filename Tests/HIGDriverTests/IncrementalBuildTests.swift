import Foundation
import XCTest
import HIGCompiler
import HIGCorpus
@testable import HIGDriver
import HIGSearch
import HIGTestSupport

/// Incremental builds (issue 16): a build that reuses the cache beside the output writes the same bytes as a clean
/// build, whatever was edited, added, renamed or deleted — search.sqlite, which an incremental build patches, the same
/// content (`SearchIndexContent`); a damaged or foreign cache is never trusted; files whose bytes did not change are not
/// rewritten.
///
/// `HIG_INCREMENTAL_SEQUENCES` (default 20) sets how many random edit sequences run, `HIG_INCREMENTAL_SEED` the
/// first seed; a failure names its seed, replayed with `HIG_INCREMENTAL_SEED=<seed> HIG_INCREMENTAL_SEQUENCES=1`.
final class IncrementalBuildTests: XCTestCase {
    private var temporary: TemporaryFolder!
    private var folder: URL { temporary.url }

    override func setUpWithError() throws {
        temporary = try TemporaryFolder(prefix: "hig-incremental")
    }

    override func tearDownWithError() throws {
        temporary?.remove()
    }

    func testRandomEditSequencesBuildIncrementallyExactlyAsClean() throws {
        let setting = { (name: String) in ProcessInfo.processInfo.environment["HIG_INCREMENTAL_" + name].flatMap(UInt64.init) }
        let first = setting("SEED") ?? 16_000
        let seeds = first..<(first + (setting("SEQUENCES") ?? 20))
        let runs = try seeds.map(runSequence)
        let steps = runs.map(\.steps).reduce(0, +), cached = runs.map(\.cached).reduce(0, +), patched = runs.map(\.patched).reduce(0, +)
        let offered = runs.map(\.offeredKorean).reduce(0, +)
        print("incremental: \(seeds.count) sequences, \(steps) edits, \(cached) files taken from the cache, \(patched) search indexes patched, "
              + "\(offered) offered translations edited, every build equal to clean")
        XCTAssertGreaterThan(cached, 0, "the cache was never used")
        XCTAssertGreaterThan(patched, 0, "the search index was never patched")
        XCTAssertGreaterThan(offered, 0, "no translation another page is offered was edited")
    }

    /// One sequence: sources, a first build, then random edits each followed by an incremental and a clean build.
    private func runSequence(_ seed: UInt64) throws -> (steps: Int, cached: Int, patched: Int, offeredKorean: Int) {
        var random = RandomSources(rng: SplitMix64(state: seed))
        let root = folder.appendingPathComponent("\(seed)")
        let src = root.appendingPathComponent("src")
        try FileManager.default.createDirectory(at: src, withIntermediateDirectories: true)
        for seedFile in try Self.seedFiles().shuffled(using: &random.rng).prefix(random.count(1...3)) {
            try FileManager.default.copyItem(at: seedFile, to: src.appendingPathComponent(seedFile.lastPathComponent))
        }
        for index in 0..<random.count(1...3) { try addRandomFile(&random, in: src, index: index) }
        // A page that links to the others' headings, so a heading moved in one changes this page's links.
        try Data(Self.linkingPage(to: try Self.slugs(in: src)).utf8).write(to: src.appendingPathComponent("links.md"))
        // Half the sequences start with a translated paragraph offered on another page, for the edits of its Korean.
        let files = try Self.files(in: src)
        if random.chance(50), let file = files.first { _ = try borrow(&random, in: src, files: files, onto: file) }
        let incremental = root.appendingPathComponent("out")
        let outputs: Set<BuildOutput> = [.rules, .site, .search]
        var theme: String?
        _ = build(src, into: incremental, cache: true, outputs: outputs)
        let stepCount = random.count(2...3)
        var cached = 0, patched = 0, offeredKorean = 0
        for step in 0..<stepCount {
            let change = try edit(&random, in: src, step: step, theme: &theme, themes: root.appendingPathComponent("themes"))
            let outcome = build(src, into: incremental, cache: true, outputs: outputs, theme: theme)
            let clean = root.appendingPathComponent("clean-\(step)")
            let expected = build(src, into: clean, cache: false, outputs: outputs, theme: theme)
            let context = "seed \(seed), step \(step) (\(change))"
            if change.hasSuffix(Self.offeredKoreanEdit) { offeredKorean += 1 }
            XCTAssertEqual(outcome.diagnostics, expected.diagnostics, context)
            XCTAssertEqual(outcome.succeeded, expected.succeeded, context)
            XCTAssertEqual(try Self.output(incremental), try Self.output(clean), context)
            if outcome.succeeded, try Self.wasPatched(incremental.appendingPathComponent(SearchIndexSchema.fileName).path) { patched += 1 }
            cached += outcome.summary.filesCached
            try FileManager.default.removeItem(at: clean)
        }
        return (stepCount, cached, patched, offeredKorean)
    }

    /// Every file under `root` with its bytes, but search.sqlite, which an incremental build patches, by its content
    /// (after its integrity checks passed).
    static func output(_ root: URL) throws -> [String: Data] {
        var files = try tree(root)
        let index = root.appendingPathComponent(SearchIndexSchema.fileName).path
        if files.removeValue(forKey: SearchIndexSchema.fileName) != nil {
            let content = try SearchIndexContent(path: index)
            XCTAssertEqual(content.problems, [], index)
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            files[SearchIndexSchema.fileName + " (content)"] = try encoder.encode(content.tables)
        }
        return files
    }

    /// Whether a search index was patched rather than written clean: a clean write numbers its rows 1…n, a patch
    /// gives the rows of a changed page ids after the highest.
    static func wasPatched(_ path: String) throws -> Bool {
        try !SearchIndexContent.rowsAreNumberedInOrder(path: path)
    }

    /// The last build's search.sqlite is patched only when it is as that build left it: one replaced by hand (here by
    /// another build's) is ignored and the index written clean, with the same bytes as a clean build's.
    func testASearchIndexChangedSinceTheLastBuildIsWrittenClean() throws {
        let src = try seedsCopy()
        let output = folder.appendingPathComponent("out"), other = folder.appendingPathComponent("other")
        _ = build(src, into: output, cache: true)
        let sheets = src.appendingPathComponent("004_8ab95ca51023c8dd.txt")
        try (String(contentsOf: sheets, encoding: .utf8) + "\nOne more paragraph.\n").write(to: sheets, atomically: true, encoding: .utf8)
        _ = build(src, into: output, cache: true)
        XCTAssertTrue(try Self.wasPatched(output.appendingPathComponent(SearchIndexSchema.fileName).path), "an edit patches the index")

        _ = build(try seedsCopy(into: "other-src"), into: other, cache: false)
        let index = output.appendingPathComponent(SearchIndexSchema.fileName)
        try FileManager.default.removeItem(at: index)
        try FileManager.default.copyItem(at: other.appendingPathComponent(SearchIndexSchema.fileName), to: index)
        try (String(contentsOf: sheets, encoding: .utf8) + "\nAnd another.\n").write(to: sheets, atomically: true, encoding: .utf8)
        XCTAssertTrue(build(src, into: output, cache: true).succeeded)
        let clean = folder.appendingPathComponent("clean")
        _ = build(src, into: clean, cache: false)
        XCTAssertEqual(try Data(contentsOf: index), try Data(contentsOf: clean.appendingPathComponent(SearchIndexSchema.fileName)))
    }

    func testADamagedEntryIsReadAfreshWithANote() throws {
        let src = try seedsCopy()
        let output = folder.appendingPathComponent("out")
        _ = build(src, into: output, cache: true)
        let pack = BuildCache.folder(for: output.path).appendingPathComponent(EntryPack.packName)
        var bytes = [UInt8](try Data(contentsOf: pack))
        // Where each file's read result lies in the pack (it also keeps passes' results for unchanged pages).
        var reads: [Range<Int>] = []
        var offset = 0
        while let record = PackRecord.parse(bytes[offset...]) {
            if record.entry.starts(with: Array("hig-read ".utf8)) { reads.append(record.entry.startIndex..<record.entry.endIndex) }
            offset += record.length
        }
        XCTAssertEqual(offset, bytes.count)
        XCTAssertEqual(reads.count, 5)
        // Two entries with a changed byte in their payload.
        bytes[reads[0].upperBound - 10] ^= 0x01
        bytes[reads[4].upperBound - 1] ^= 0x01
        try Data(bytes).write(to: pack)
        // The inputs and output are as the last build left them: without its record the build reads every entry.
        try FileManager.default.removeItem(at: BuildCache.folder(for: output.path).appendingPathComponent("last-build.json"))

        let outcome = build(src, into: output, cache: true)
        let clean = build(src, into: folder.appendingPathComponent("clean"), cache: false)
        XCTAssertEqual(try Self.tree(output), try Self.tree(folder.appendingPathComponent("clean")))
        XCTAssertEqual(outcome.diagnostics.filter { $0.id == "hig.cache.damaged" }.map(\.message), ["2 build cache entries were damaged; read afresh"])
        XCTAssertEqual(outcome.diagnostics.filter { $0.id != "hig.cache.damaged" }, clean.diagnostics)
        XCTAssertEqual(outcome.summary.filesCached, reads.count - 2)
    }

    func testACacheOfAnotherHigIsDiscardedWithANote() throws {
        let src = try seedsCopy()
        let output = folder.appendingPathComponent("out")
        _ = build(src, into: output, cache: true)
        let cache = BuildCache.folder(for: output.path)
        try Data("hig-cache 0\n".utf8).write(to: cache.appendingPathComponent("VERSION"))
        let outcome = build(src, into: output, cache: true)
        XCTAssertEqual(outcome.diagnostics.filter { $0.id == "hig.cache.discarded" }.count, 1)
        XCTAssertEqual(outcome.summary.filesCached, 0)
        let again = build(src, into: output, cache: true)
        XCTAssertFalse(again.diagnostics.contains { $0.id.hasPrefix("hig.cache") })
        XCTAssertEqual(again.summary.filesCached, 5)
    }

    /// A theme folder that replaces the page template, so pages go through the store (`RenderedPages`).
    private func themeWithTemplates() throws -> String {
        let templates = folder.appendingPathComponent("theme/templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data("<h1>{{#title}}{{en}}{{/title}}</h1>{{#blocks}}<p>{{{enHTML}}}</p>{{/blocks}}\n".utf8)
            .write(to: templates.appendingPathComponent("page.mustache"))
        return templates.deletingLastPathComponent().path
    }

    /// Pages are rendered from the sources' products, never read back from the output folder: a page edited there by
    /// hand is rendered again, with the bundled templates and with a theme's.
    func testAPageChangedInTheOutputIsRenderedAgain() throws {
        let src = try seedsCopy()
        for theme in [nil, try themeWithTemplates()] {
            let output = folder.appendingPathComponent(theme == nil ? "out" : "themed")
            _ = build(src, into: output, cache: true, theme: theme)
            let page = output.appendingPathComponent("site/pages/sheets.html")
            let rendered = try Data(contentsOf: page)
            try Data("<p>edited by hand</p>".utf8).write(to: page)
            XCTAssertTrue(build(src, into: output, cache: true, theme: theme).succeeded)
            XCTAssertEqual(try Data(contentsOf: page), rendered)
        }
    }

    /// A page whose inputs are unchanged is taken from the last output without being rendered or read: a change made
    /// to it by hand that keeps its size, time and file number shows through (with the bundled templates and with a
    /// theme's). A retitled page changes every page's sidebar: then every page is rendered again, and the output
    /// equals a clean build's.
    func testPagesWithUnchangedInputsAreTakenFromTheLastOutputUntilATitleTheyShowChanges() throws {
        for theme in [nil, try themeWithTemplates()] {
            let src = try seedsCopy(into: theme == nil ? "src" : "themed-src")
            let output = folder.appendingPathComponent(theme == nil ? "out" : "themed")
            XCTAssertTrue(build(src, into: output, cache: true, theme: theme).succeeded)
            let sheets = output.appendingPathComponent("site/pages/sheets.html")
            let rendered = try Data(contentsOf: sheets)
            let marked = Data("<!-- kept -->".utf8) + rendered.dropFirst(13)
            try Self.overwriteKeepingTime(sheets.path, with: marked)

            // Another page's body edit: the sheets page's inputs are unchanged.
            let actionSheets = src.appendingPathComponent("001_3cef73f6a796ebe9.txt")
            try (String(contentsOf: actionSheets, encoding: .utf8) + "\nOne more paragraph.\n").write(to: actionSheets, atomically: true, encoding: .utf8)
            XCTAssertTrue(build(src, into: output, cache: true, theme: theme).succeeded)
            XCTAssertEqual(try Data(contentsOf: sheets), marked, "taken from the last output, not rendered")

            // A retitled page (`TitleCasing` takes the casing its text gives the slug) is in the sheets page's sidebar.
            var lines = try String(contentsOf: actionSheets, encoding: .utf8).components(separatedBy: "\n")
            lines.insert("Keep the ACTION SHEETS view in mind here.", at: 1)
            try lines.joined(separator: "\n").write(to: actionSheets, atomically: true, encoding: .utf8)
            XCTAssertTrue(build(src, into: output, cache: true, theme: theme).succeeded)
            let again = try Data(contentsOf: sheets)
            XCTAssertNotEqual(again, marked, "rendered again")
            XCTAssertTrue(String(decoding: again, as: UTF8.self).contains("ACTION SHEETS"), "the new title is in the sidebar")
            let clean = folder.appendingPathComponent(theme == nil ? "clean" : "themed-clean")
            XCTAssertTrue(build(src, into: clean, cache: false, theme: theme).succeeded)
            XCTAssertEqual(try Self.output(output), try Self.output(clean))
        }
    }

    /// Writes `bytes` over the file at `path` in place (as many as it holds) and sets its modification time back, so
    /// its size, time and file number are what they were.
    static func overwriteKeepingTime(_ path: String, with bytes: Data) throws {
        var before = stat()
        XCTAssertEqual(stat(path, &before), 0)
        XCTAssertEqual(Int(before.st_size), bytes.count)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.write(contentsOf: bytes)
        try handle.close()
        #if os(Linux)
        var times = [before.st_atim, before.st_mtim]
        #else
        var times = [before.st_atimespec, before.st_mtimespec]
        #endif
        XCTAssertEqual(utimensat(AT_FDCWD, path, &times, 0), 0)
    }

    func testUnchangedOutputFilesAreNotRewritten() throws {
        let src = try seedsCopy()
        let output = folder.appendingPathComponent("out")
        _ = build(src, into: output, cache: true)
        let pages = try FileManager.default.subpathsOfDirectory(atPath: output.appendingPathComponent("site/pages").path).filter { $0.hasSuffix(".html") }.sorted()
        func inodes() throws -> [String: UInt64] {
            try Dictionary(uniqueKeysWithValues: pages.map { page in
                let attributes = try FileManager.default.attributesOfItem(atPath: output.appendingPathComponent("site/pages/\(page)").path)
                return (page, (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0)
            })
        }
        let before = try inodes()
        // Sheets (the interleaved file) gets a new Korean line; no other page changes.
        let sheets = src.appendingPathComponent("004_8ab95ca51023c8dd.txt")
        let text = try String(contentsOf: sheets, encoding: .utf8)
        try text.replacingOccurrences(of: "Notes 형식 시트(sheet)를", with: "메모 형식 시트를").write(to: sheets, atomically: true, encoding: .utf8)
        let outcome = build(src, into: output, cache: true)
        XCTAssertTrue(outcome.succeeded)
        XCTAssertEqual(outcome.summary.filesCached, 4)
        let after = try inodes()
        let rewritten = pages.filter { before[$0] != after[$0] }
        XCTAssertEqual(rewritten.count, 1, "\(rewritten)")
        XCTAssertTrue(rewritten.first?.contains("sheets") ?? false, "\(rewritten)")
    }

    /// Nothing changed since the last build: it is reported again and no file is written; a changed option, theme
    /// file, output file or a deleted output file makes the next build run in full and restore the output.
    func testABuildWithNothingChangedIsUpToDateUntilAnInputOptionOrOutputFileChanges() throws {
        let src = try seedsCopy()
        let output = folder.appendingPathComponent("out")
        let first = build(src, into: output, cache: true)
        XCTAssertFalse(first.summary.upToDate)
        let tree = try Self.output(output)
        let states = try Self.fileNumbers(output)

        let again = build(src, into: output, cache: true)
        XCTAssertTrue(again.summary.upToDate)
        XCTAssertEqual(again.diagnostics, first.diagnostics)
        XCTAssertEqual(again.clusters, first.clusters)
        XCTAssertEqual(again.summary.pages, first.summary.pages)
        XCTAssertEqual(again.summary.warningsByID, first.summary.warningsByID)
        XCTAssertEqual(again.summary.filesCached, 5)
        XCTAssertEqual(try Self.fileNumbers(output), states, "no file rewritten")

        // A site URL changes every page's canonical link.
        let withURL = build(src, into: output, cache: true, siteURL: "https://example.com/hig/")
        XCTAssertFalse(withURL.summary.upToDate)
        XCTAssertNotEqual(try Self.output(output), tree)
        XCTAssertFalse(build(src, into: output, cache: true).summary.upToDate, "back without the URL")
        XCTAssertEqual(try Self.output(output), tree)

        // An output file rewritten with the same bytes, or deleted.
        let page = output.appendingPathComponent("site/pages/sheets.html")
        let bytes = try Data(contentsOf: page)
        try FileManager.default.removeItem(at: page)
        try bytes.write(to: page)
        XCTAssertFalse(build(src, into: output, cache: true).summary.upToDate)
        try FileManager.default.removeItem(at: output.appendingPathComponent("rules.json"))
        XCTAssertFalse(build(src, into: output, cache: true).summary.upToDate)
        XCTAssertEqual(try Self.output(output), tree)
        XCTAssertTrue(build(src, into: output, cache: true).summary.upToDate)

        // A theme file.
        let theme = folder.appendingPathComponent("theme/assets")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        try Data("body { color: black }".utf8).write(to: theme.appendingPathComponent("extra.css"))
        XCTAssertFalse(build(src, into: output, cache: true, theme: theme.deletingLastPathComponent().path).summary.upToDate)
        XCTAssertTrue(build(src, into: output, cache: true, theme: theme.deletingLastPathComponent().path).summary.upToDate)
        try Data("body { color: navy }".utf8).write(to: theme.appendingPathComponent("extra.css"))
        XCTAssertFalse(build(src, into: output, cache: true, theme: theme.deletingLastPathComponent().path).summary.upToDate)
    }

    /// A build that found errors writes no output and leaves no record: the next build runs in full.
    func testABuildWithErrorsIsNeverUpToDate() throws {
        let src = try seedsCopy()
        let output = folder.appendingPathComponent("out")
        var action = BuildAction(sources: [src.path], output: output.path, warningsAsErrors: true,
                                 console: DiagnosticConsole(format: .text, write: { _ in }))
        XCTAssertFalse(action.build().succeeded, "the seeds have a warning, an error here")
        XCTAssertFalse(action.build().summary.upToDate)
        action.warningsAsErrors = false
        XCTAssertTrue(action.build().succeeded)
        XCTAssertTrue(action.build().summary.upToDate)
    }

    // MARK: - Helpers

    private func build(_ src: URL, into output: URL, cache: Bool, outputs: Set<BuildOutput> = Set(BuildOutput.allCases),
                       siteURL: String? = nil, theme: String? = nil) -> BuildOutcome {
        var action = BuildAction(sources: [src.path], output: output.path, console: DiagnosticConsole(format: .text, write: { _ in }),
                                 theme: theme, siteURL: siteURL, outputs: outputs)
        action.usesCache = cache
        return action.build()
    }

    private func seedsCopy(into name: String = "src") throws -> URL {
        let src = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: src, withIntermediateDirectories: true)
        for file in try Self.seedFiles() {
            try FileManager.default.copyItem(at: file, to: src.appendingPathComponent(file.lastPathComponent))
        }
        return src
    }

    /// The repository's `seeds/`.
    static func seedFiles() throws -> [URL] {
        let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("seeds")
        return try FileManager.default.contentsOfDirectory(at: seeds, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "txt" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Every file under `root` by relative path, with its file number and modification time.
    static func fileNumbers(_ root: URL) throws -> [String: String] {
        try tree(root).keys.reduce(into: [:]) { states, path in
            let attributes = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path)
            states[path] = "\(attributes[.systemFileNumber] ?? 0) \(attributes[.modificationDate] ?? 0)"
        }
    }

    /// Every file under `root` by relative path, with its bytes.
    static func tree(_ root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let relative = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let path = root.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                files[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
            }
        }
        return files
    }

    private func addRandomFile(_ random: inout RandomSources, in src: URL, index: Int) throws {
        let isMarkdown = random.chance(60)
        let text = isMarkdown ? random.markdown(category: random.pick(["components-presentation", "patterns"]), slug: "page-\(index)-\(random.count(0...999))")
                              : random.interleaved()
        let name = "\(index)-\(random.count(0...9999))-\(isMarkdown ? "page.md" : "notes.txt")"
        try Data(random.encode(text).bytes).write(to: src.appendingPathComponent(name))
    }

    /// The files under `src`, sorted.
    private static func files(in src: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: src.path).filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: src.appendingPathComponent(path).path, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }

    /// The slug of every Markdown page under `src` with a title line (`# **[category] slug**`), by file.
    private static func slugs(in src: URL) throws -> [String: String] {
        var slugs: [String: String] = [:]
        for file in try files(in: src) {
            let text = String(decoding: try Data(contentsOf: src.appendingPathComponent(file)), as: UTF8.self)
            guard let line = text.split(separator: "\n", maxSplits: 1).first, line.hasPrefix("# **["), let close = line.firstIndex(of: "]") else { continue }
            let slug = line[line.index(after: close)...].trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "*", with: "")
            if !slug.isEmpty { slugs[file] = slug }
        }
        return slugs
    }

    /// A page whose paragraphs link to each page's `Best practices` heading.
    private static func linkingPage(to slugs: [String: String]) -> String {
        var lines = ["# **[patterns] linking-page**", "", "## A page that leads to the others.", "> 다른 페이지로 안내하는 페이지입니다.", ">", ""]
        for slug in Set(slugs.values).sorted() { lines += ["See [the best practices of \(slug)](\(slug)#best-practices) before you start.", ""] }
        return lines.joined(separator: "\n")
    }

    /// Retitles a page without changing its id: a line naming its slug in capitals gives its title that casing
    /// (`TitleCasing`), and every sidebar lists the title.
    private func retitle(_ random: inout RandomSources, in src: URL) throws -> String {
        let slugs = try Self.slugs(in: src).filter { $0.key != "links.md" }
        guard let file = slugs.keys.sorted().randomElement(using: &random.rng), let slug = slugs[file] else { return "no page to retitle" }
        let url = src.appendingPathComponent(file)
        var lines = String(decoding: try Data(contentsOf: url), as: UTF8.self).components(separatedBy: "\n")
        let phrase = slug.replacingOccurrences(of: "-", with: " ")
        let casing = random.chance(50) ? phrase.uppercased() : phrase.prefix(1) + phrase.dropFirst().uppercased()
        lines.insert("Keep the \(casing) view in mind here.", at: 1)
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
        return "retitled \(file) as \(casing)"
    }

    /// Changes what the rules index lists and no title: rewords a rule's bold lead (its text, maybe its kind), or adds a
    /// paragraph led by a new rule.
    private func editRule(_ random: inout RandomSources, in url: URL, named file: String) throws -> String {
        var lines = String(decoding: try Data(contentsOf: url), as: UTF8.self).components(separatedBy: "\n")
        let lead = "**" + random.english(words: 4...8, lead: true) + "**"
        if let rule = lines.indices.filter({ lines[$0].hasPrefix("**") }).randomElement(using: &random.rng), random.chance(60) {
            let rest = lines[rule].dropFirst(2).components(separatedBy: "**").dropFirst().joined(separator: "**")
            lines[rule] = lead + rest
            try Data(lines.joined(separator: "\n").utf8).write(to: url)
            return "reworded a rule of \(file)"
        }
        lines += ["", lead + " " + random.english(), ""]
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
        return "added a rule to \(file)"
    }

    /// Moves the target of the linking page's links: a `Best practices` heading added to (or removed from) a page
    /// changes which block its anchor names. Half the headings added are translated, one of two ways: the lexicon's
    /// translator pairs, and so every untranslated `Best practices` heading's derived Korean, change with them.
    private func moveHeading(_ random: inout RandomSources, in src: URL) throws -> String {
        let slugs = try Self.slugs(in: src).filter { $0.key != "links.md" }
        guard let file = slugs.keys.sorted().randomElement(using: &random.rng) else { return "no heading to move" }
        let url = src.appendingPathComponent(file)
        var lines = String(decoding: try Data(contentsOf: url), as: UTF8.self).components(separatedBy: "\n")
        if let heading = lines.firstIndex(of: "# **Best practices**"), random.chance(50) {
            lines.remove(at: heading)
            if lines.indices.contains(heading), lines[heading].hasPrefix("> ") { lines.remove(at: heading) }
        } else {
            let translation = random.chance(50) ? ["> " + random.pick(["모범 사례", "권장 사항"])] : []
            lines.insert(contentsOf: ["", "# **Best practices**"] + translation + ["", random.english(), ""], at: min(lines.count, random.count(2...6)))
        }
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
        return "moved a heading in \(file)"
    }

    /// Appends a translated paragraph's English to `file` without its Korean (`nil` when no paragraph is translated).
    private func borrow(_ random: inout RandomSources, in src: URL, files: [String], onto file: String) throws -> String? {
        let translated = try files.flatMap { path -> [String] in
            let lines = String(decoding: try Data(contentsOf: src.appendingPathComponent(path)), as: UTF8.self).components(separatedBy: "\n")
            return zip(lines, lines.dropFirst()).filter { !$0.0.isEmpty && !$0.0.hasPrefix(">") && !$0.0.hasPrefix("#") && $0.1.hasPrefix("> ") }.map(\.0)
        }
        guard !translated.isEmpty else { return nil }
        let url = src.appendingPathComponent(file)
        let borrowed = random.pick(translated)
        try Data((String(decoding: try Data(contentsOf: url), as: UTF8.self) + "\n\n" + borrowed + "\n").utf8).write(to: url)
        return "put \(borrowed.prefix(30))… on \(file) untranslated"
    }

    /// How `editOfferedKorean` names its edit.
    private static let offeredKoreanEdit = "new Korean, offered elsewhere"

    /// Gives new Korean to a translated paragraph whose English another file has untranslated (`nil` when none has).
    private func editOfferedKorean(_ random: inout RandomSources, in src: URL, files: [String]) throws -> String? {
        let texts = try files.map { String(decoding: try Data(contentsOf: src.appendingPathComponent($0)), as: UTF8.self).components(separatedBy: "\n") }
        let untranslated = zip(files, texts).map { _, lines in
            Set(lines.indices.filter { !lines[$0].isEmpty && !lines[$0].hasPrefix(">") && !lines[$0].hasPrefix("#") && !(lines.indices.contains($0 + 1) && lines[$0 + 1].hasPrefix("> ")) }
                .map { lines[$0] })
        }
        let offered = zip(files, texts).enumerated().flatMap { n, file in
            file.1.indices.dropLast().filter { at in
                file.1[at + 1].hasPrefix("> ") && !file.1[at].isEmpty && untranslated.indices.contains { $0 != n && untranslated[$0].contains(file.1[at]) }
            }.map { (file: file.0, lines: file.1, at: $0 + 1) }
        }
        guard !offered.isEmpty else { return nil }
        var (file, lines, at) = random.pick(offered)
        lines[at] = "> " + random.korean(for: lines[at - 1])
        try Data(lines.joined(separator: "\n").utf8).write(to: src.appendingPathComponent(file))
        return "gave \(file) line \(at + 1) " + Self.offeredKoreanEdit
    }

    /// The next theme of a sequence: none, or a folder whose page template names the step, so every page changes.
    private static func changeTheme(_ current: String?, step: Int, in themes: URL) throws -> String? {
        guard current == nil else { return nil }
        let folder = themes.appendingPathComponent("theme-\(step)")
        let templates = folder.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data("<h1>{{#title}}{{en}}{{/title}}</h1><p>theme \(step)</p>{{#blocks}}<p>{{{enHTML}}}</p>{{/blocks}}\n".utf8)
            .write(to: templates.appendingPathComponent("page.mustache"))
        return folder.path
    }

    /// One random change to the sources or the site's theme (`theme`, made under `themes`); returns what it was.
    private func edit(_ random: inout RandomSources, in src: URL, step: Int, theme: inout String?, themes: URL) throws -> String {
        let files = try Self.files(in: src)
        let file = files.isEmpty ? nil : random.pick(files)
        switch (random.count(0...16), file) {
        case (10, _):
            return try retitle(&random, in: src)
        case (11, _):
            return try moveHeading(&random, in: src)
        case (12, _):
            theme = try Self.changeTheme(theme, step: step, in: themes)
            return "theme \(theme ?? "none")"

        case (0...3, let file?):
            // Replace, insert or delete a line (English or Korean, long or short).
            let url = src.appendingPathComponent(file)
            var lines = String(decoding: try Data(contentsOf: url), as: UTF8.self).components(separatedBy: "\n")
            let at = random.count(0...max(0, lines.count - 1))
            let english = random.english()
            // The last Korean line states pairs in parentheses and keeps a name in Latin beside its Hangul spelling: the
            // lexicon's counts of the page change.
            let new = random.chance(50) ? english : random.pick([random.korean(for: english), "짧은 번역.", "> " + random.korean(for: english),
                                                                 "> 시트(sheet)와 작업 시트(action sheet)는 HomeKit 홈킷 장면을 엽니다."])
            switch random.count(0...2) {
            case 0: lines[at] = new
            case 1: lines.insert(new, at: at)
            default: if lines.count > 1 { lines.remove(at: at) }
            }
            try Data(lines.joined(separator: "\n").utf8).write(to: url)
            return "edited \(file) line \(at + 1)"
        case (4, _), (_, nil):
            try addRandomFile(&random, in: src, index: 100 + step)
            return "added a file"
        case (5, let file?):
            let copy = "copy-\(step)-" + URL(fileURLWithPath: file).lastPathComponent
            try FileManager.default.copyItem(at: src.appendingPathComponent(file), to: src.appendingPathComponent(copy))
            return "copied \(file)"
        case (6, let file?), (7, let file?):
            let target = random.chance(50) ? "moved/\(step)-" + URL(fileURLWithPath: file).lastPathComponent : "renamed-\(step)-" + URL(fileURLWithPath: file).lastPathComponent
            try FileManager.default.createDirectory(at: src.appendingPathComponent(target).deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: src.appendingPathComponent(file), to: src.appendingPathComponent(target))
            return "renamed \(file) to \(target)"
        case (8, let file?):
            try FileManager.default.removeItem(at: src.appendingPathComponent(file))
            return "deleted \(file)"
        case (13, let file?):
            // A translated paragraph's English put on another page without its Korean: the memory offers it there (in
            // context or not), and a later edit of either page changes the offer.
            return try borrow(&random, in: src, files: files, onto: file) ?? edit(&random, in: src, step: step, theme: &theme, themes: themes)
        case (14, let file?):
            return try editRule(&random, in: src.appendingPathComponent(file), named: file)
        case (15...16, let file?):
            // The Korean of a translated paragraph another page asks the memory for: the pages offered it are offered
            // again (a Korean-only edit that no other edit kind aims at). With none yet, one is borrowed for a later step.
            return try editOfferedKorean(&random, in: src, files: files) ?? borrow(&random, in: src, files: files, onto: file)
                ?? edit(&random, in: src, step: step, theme: &theme, themes: themes)
        case (_, let file?):
            // The same bytes written again: a save that changed nothing.
            let url = src.appendingPathComponent(file)
            try Data(contentsOf: url).write(to: url)
            return "saved \(file) unchanged"
        }
    }
}
