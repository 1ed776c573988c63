import Foundation
import XCTest

/// `hig build` on a whole repository as its users clone it: pages in every layout, copies, renames, stubs, category
/// index pages and files that are not pages. `Fixtures/repository` (written for the project) runs everywhere;
/// `../shared/corpus/repo-components` (a cut-down clone of the community repository) when it is present.
final class RepositoryBuildTests: XCTestCase {
    private var fixture: URL { HigProcess.repositoryRoot.appendingPathComponent("Tests/HIGEndToEndTests/Fixtures/repository") }

    /// A build of `tree` copied to `folder/<nested>/<name>`, run from `folder` with the copy's absolute path.
    private func build(_ tree: URL, under folder: URL, nested: String, arguments: [String] = []) throws -> (HigProcess.Result, URL, URL) {
        let copy = folder.appendingPathComponent(nested).appendingPathComponent(tree.lastPathComponent)
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: tree, to: copy)
        let output = folder.appendingPathComponent(nested + "-out")
        let result = try HigProcess.run(["build", copy.path, "--output", output.path] + arguments, in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        return (result, copy, output)
    }

    private func json(_ url: URL) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    /// Every output byte is the same when the same tree is built from two places, and no output names them.
    private func assertSameBytesAndNoBuilderPath(_ a: (copy: URL, output: URL), _ b: (copy: URL, output: URL), file: StaticString = #filePath, line: UInt = #line) throws {
        let files = HigProcess.files(under: a.output)
        XCTAssertEqual(files, HigProcess.files(under: b.output), file: file, line: line)
        let builderPaths = [a.copy.deletingLastPathComponent().path, b.copy.deletingLastPathComponent().path, FileManager.default.temporaryDirectory.path]
        for name in files {
            let bytes = try Data(contentsOf: a.output.appendingPathComponent(name))
            XCTAssertEqual(bytes, try Data(contentsOf: b.output.appendingPathComponent(name)), "\(name) differs between the two builds", file: file, line: line)
            for path in builderPaths where bytes.range(of: Data(path.utf8)) != nil {
                XCTFail("\(name) holds the builder's path \(path)", file: file, line: line)
            }
        }
    }

    /// Relative `href`s marked `data-internal` in the site's HTML, resolved against each file's folder: all exist.
    private func assertInternalLinksResolve(in site: URL, file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        var checked = 0
        for name in HigProcess.files(under: site) where name.hasSuffix(".html") {
            let html = try String(contentsOf: site.appendingPathComponent(name), encoding: .utf8)
            let folder = site.appendingPathComponent(name).deletingLastPathComponent()
            for match in html.matches(of: /<a href="([^"#?]+)[^"]*" data-internal>/) {
                let target = folder.appendingPathComponent(String(match.1)).standardizedFileURL
                XCTAssertTrue(FileManager.default.fileExists(atPath: target.path), "\(name) links to \(match.1), which is not in the site", file: file, line: line)
                checked += 1
            }
        }
        return checked
    }

    func testTheFixtureRepositoryCompilesToItsPagesFromAnyCheckout() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let (result, copy, output) = try build(fixture, under: folder, nested: "a")
        let (_, otherCopy, otherOutput) = try build(fixture, under: folder, nested: "b/c")
        try assertSameBytesAndNoBuilderPath((copy, output), (otherCopy, otherOutput))

        let corpus = try json(output.appendingPathComponent("corpus.json"))
        let pages = try XCTUnwrap(corpus["pages"] as? [[String: Any]])
        let byID = Dictionary(uniqueKeysWithValues: pages.map { ($0["id"] as! String, $0) })
        // Every title layout named a page; renamed pairs joined; the consolidating page stays its own.
        XCTAssertEqual(byID.keys.sorted(), [
            "components/controls/controls-at-a-glance", "components/controls/dials", "components/controls/gauges",
            "components/controls/knob-lists", "components/controls/meters", "components/controls/toggles",
        ])
        for page in pages {
            XCTAssertFalse((page["blocks"] as? [Any] ?? []).isEmpty, "\(page["id"]!) is empty")
            for source in page["sources"] as? [[String: Any]] ?? [] {
                XCTAssertTrue((source["path"] as! String).hasPrefix("repository/"), "\(source)")
            }
        }
        func sources(_ id: String) -> [String: String] {
            Dictionary(uniqueKeysWithValues: (byID[id]?["sources"] as? [[String: Any]] ?? []).map { ($0["path"] as! String, $0["relation"] as! String) })
        }
        XCTAssertEqual(sources("components/controls/dials"), [
            "repository/exported/components/controls/dials.md": "canonical",
            "repository/english/components/controls/dials.md": "english-export",
            "repository/repeated/components/controls/dials.md": "identical",
            "repository/translated/components/controls/dials.md": "stub",
        ])
        XCTAssertEqual(sources("components/controls/knob-lists")["repository/exported/components/controls/knob-rows.md"], "canonical")
        XCTAssertEqual(byID["components/controls/knob-lists"]?["aliases"] as? [String], ["components/controls/knob-rows"])
        XCTAssertEqual(byID["components/controls/gauges"]?["aliases"] as? [String], ["components/status/gauges"])
        XCTAssertEqual(byID["components/controls/controls-at-a-glance"]?["consolidates"] as? [String],
                       ["components/controls/dials", "components/controls/toggles"])
        // A title is never made from the first sentence when the path names the page.
        XCTAssertEqual((byID["components/controls/meters"]?["title"] as? [String: Any])?["en"] as? String, "Meters")
        XCTAssertEqual((byID["components/controls/dials"]?["title"] as? [String: Any])?["en"] as? String, "Dials")

        // The consolidating page takes the Korean of the dials page's blocks it holds.
        let glanceBlocks = byID["components/controls/controls-at-a-glance"]?["blocks"] as? [[String: Any]] ?? []
        let lent = glanceBlocks.first { ($0["text"] as? [String: Any])?["en"] as? String == "A dial lets people choose a value from a continuous range by turning a round control with one finger." }
        XCTAssertEqual((lent?["text"] as? [String: Any])?["ko"] as? String, "다이얼은 사람들이 한 손가락으로 둥근 컨트롤을 돌려 연속된 범위에서 값을 고르게 합니다.")

        // No Korean lost: every Korean quote line of every source reaches the output.
        var korean = ""
        for page in pages {
            for block in page["blocks"] as? [[String: Any]] ?? [] {
                korean += ((block["text"] as? [String: Any])?["ko"] as? String ?? "") + "\n"
                for alternative in block["alternatives"] as? [[String: Any]] ?? [] { korean += (alternative["ko"] as? String ?? "") + "\n" }
            }
        }
        for name in HigProcess.files(under: copy) where name.hasSuffix(".md") && !name.hasPrefix("drafts/") {
            for line in try String(contentsOf: copy.appendingPathComponent(name), encoding: .utf8).split(separator: "\n") where line.hasPrefix("> ") {
                let text = line.dropFirst(2).replacingOccurrences(of: "**", with: "")
                XCTAssertTrue(korean.contains(text), "\(name): \(text)")
            }
        }

        // The category index is the category's landing page: its introduction, its pages in the index's order.
        let categories = try XCTUnwrap(corpus["categories"] as? [[String: Any]])
        let controls = try XCTUnwrap(categories.first { $0["id"] as? String == "components/controls" })
        XCTAssertEqual((controls["intro"] as? [String: Any])?["en"] as? String, "Controls let people choose values and change settings directly.")
        XCTAssertEqual(controls["pages"] as? [String], [
            "components/controls/dials", "components/controls/knob-lists", "components/controls/gauges", "components/controls/toggles",
            "components/controls/meters", "components/controls/controls-at-a-glance",
        ])
        XCTAssertEqual((controls["sources"] as? [[String: Any]])?.map { $0["relation"] as! String }, ["canonical", "stub"])

        // Files that are not pages, and the stub of no page, are listed; drafts/ is left out by .higignore.
        let skipped = try XCTUnwrap(corpus["skipped"] as? [[String: Any]])
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: skipped.map { ($0["path"] as! String, $0["diagnostic"] as! String) }), [
            "repository/README.md": "hig.input.not-a-page", "repository/logs.md": "hig.input.not-a-page",
            "repository/notes.md": "hig.input.not-a-page", "repository/tools/convert.py": "hig.input.not-a-page",
            "repository/tools/settings.json": "hig.input.not-a-page",
            "repository/translated/components/controls/switches.md": "hig.page.orphan-stub",
        ])
        XCTAssertFalse(try String(contentsOf: output.appendingPathComponent("corpus.json"), encoding: .utf8).contains("drafts/"))

        // The terminal shows the path as typed, and a summary a person can read.
        XCTAssertTrue(result.stderr.contains(copy.path + "/repeated/components/controls/dials.md:54:1: warning: the file holds the same page text 12 times over; compiled once [hig.input.repeated-text]"), result.stderr)
        let summary = result.stderr.split(separator: "\n").filter { $0.hasPrefix("hig: ") }.map(String.init)
        XCTAssertEqual(summary, [
            "hig: files: 6 pages' own files, 4 copies, 1 page renamed (its files bear two names), 1 page consolidating others, "
                + "2 stubs joined their page, 1 category index, 1 stub of no page (not emitted), 5 files not pages (README, log, code…), 1 excluded",
            "hig: 6 pages in 2 categories",
            "hig: Korean kept: 100.0% (100 of 100 Korean lines)",
            "hig: warnings: 1 hig.input.repeated-text, 1 hig.page.orphan-stub",
            summary.last!,
        ])
        XCTAssertTrue(summary.last!.hasPrefix("hig: 19 files (6 skipped) → 6 pages, "), summary.last!)

        // Links between built pages stay in the site and keep the reading mode; others are marked external.
        let site = output.appendingPathComponent("site")
        let dials = try String(contentsOf: site.appendingPathComponent("pages/components/controls/dials.html"), encoding: .utf8)
        XCTAssertTrue(dials.contains(#"<a href="../../../pages/components/controls/knob-lists.html" data-internal>knob rows</a>"#), dials)
        XCTAssertTrue(dials.contains(#"<a href="../../../pages/components/controls/toggles.html" data-internal>toggles</a>"#))
        XCTAssertTrue(dials.contains(#"<a href="../../../pages/components/controls/meters.html" data-internal>meters</a>"#))
        XCTAssertTrue(dials.contains(#"<a href="https://developer.apple.com/documentation/dialkit" class="external" rel="external">framework reference</a>"#))
        XCTAssertTrue(dials.contains(#"<a href="https://example.com/dials" class="external" rel="external">design blog</a>"#))
        XCTAssertGreaterThan(try assertInternalLinksResolve(in: site), 10)
        let home = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        // The category link names both levels (a derived Korean name may follow each English one).
        XCTAssertNotNil(home.range(of: #"<a href="categories/components/controls.html" data-internal><span class="crumb-part"><span class="n-en[^"]*" lang="en">Components</span>.*?</span><span class="crumb-part"><span class="n-en[^"]*" lang="en">Controls</span>"#,
                                   options: .regularExpression), home)
        let landing = try String(contentsOf: site.appendingPathComponent("categories/components/controls.html"), encoding: .utf8)
        XCTAssertTrue(landing.contains("Controls let people choose values and change settings directly."))
        let order = ["Dials", "Knob lists", "Gauges", "Toggles", "Meters", "Controls at a glance"].map { landing.range(of: "<span class=\"n-en[^\"]*\" lang=\"en\">\($0)</span>", options: .regularExpression)?.lowerBound }
        XCTAssertFalse(order.contains(nil), landing)
        XCTAssertEqual(order.compactMap { $0 }, order.compactMap { $0 }.sorted(), "pages in the index's order")
    }

    func testExcludeLeavesOutMatchingPathsAndQuietPrintsOnlyTheSummary() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let (result, _, output) = try build(fixture, under: folder, nested: "a", arguments: ["--exclude", "plain/", "--exclude", "*.py", "--quiet"])
        let pages = try XCTUnwrap(try json(output.appendingPathComponent("corpus.json"))["pages"] as? [[String: Any]])
        XCTAssertFalse(pages.contains { $0["id"] as? String == "components/controls/toggles" })
        XCTAssertTrue(result.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("hig: ") }, result.stderr)
        XCTAssertTrue(result.stderr.contains(", 3 excluded\n"), result.stderr)
    }

    func testTheDuplicatesReportShowsEachPagesNamesAndRelations() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let (result, _, _) = try build(fixture, under: folder, nested: "a", arguments: ["--report", "duplicates", "--quiet"])
        XCTAssertTrue(result.stdout.contains("""
        components/controls/knob-lists (2 files)
          names              components/controls/knob-lists, components/controls/knob-rows
          english-export     repository/english/components/controls/knob-lists.md  same name and place: containment 0.72 / 0.96 both ways, jaccard 0.70
          canonical          repository/exported/components/controls/knob-rows.md  as components/controls/knob-rows  renamed: containment 0.96 / 0.72 both ways, jaccard 0.70
        """), result.stdout)
        XCTAssertTrue(result.stdout.contains("  consolidates       components/controls/dials, components/controls/toggles\n"), result.stdout)
    }

    /// The pages `hig build ../shared/corpus/repo-components` must give: every components page once, renamed pairs
    /// joined (`acitivity-rings`/`activity-rings`, `list-and-tables`/`lists-and-tables`, `onscreen-keyboards`/
    /// `virtual-keyboards`, and the pages filed under both `status/` and `system-experiences/`).
    static let repoComponentsPages = [
        // components/content
        "components/content/charts", "components/content/image-views", "components/content/text-views",
        "components/content/web-views",
        // components/layout-and-organization
        "components/layout-and-organization/boxes", "components/layout-and-organization/collections",
        "components/layout-and-organization/column-views", "components/layout-and-organization/disclosure-controls",
        "components/layout-and-organization/labels", "components/layout-and-organization/lists-and-tables",
        "components/layout-and-organization/lockups", "components/layout-and-organization/outline-views",
        "components/layout-and-organization/split-views", "components/layout-and-organization/tab-views",
        // components/menus-and-actions
        "components/menus-and-actions/activity-views", "components/menus-and-actions/buttons",
        "components/menus-and-actions/context-menus", "components/menus-and-actions/dock-menus",
        "components/menus-and-actions/edit-menus", "components/menus-and-actions/menus",
        "components/menus-and-actions/ornaments", "components/menus-and-actions/pop-up-buttons",
        "components/menus-and-actions/pull-down-buttons", "components/menus-and-actions/toolbars",
        // components/navigation-and-search
        "components/navigation-and-search/navigation-bars", "components/navigation-and-search/path-controls",
        "components/navigation-and-search/search-fields", "components/navigation-and-search/sidebars",
        "components/navigation-and-search/tab-bars", "components/navigation-and-search/token-fields",
        // components/presentation
        "components/presentation/action-sheets", "components/presentation/alerts", "components/presentation/page-controls",
        "components/presentation/panels", "components/presentation/popovers", "components/presentation/scroll-views",
        "components/presentation/sheets", "components/presentation/windows",
        // components/selection-and-input
        "components/selection-and-input/color-wells", "components/selection-and-input/combo-boxes",
        "components/selection-and-input/digit-entry-views", "components/selection-and-input/image-wells",
        "components/selection-and-input/pickers", "components/selection-and-input/segmented-controls",
        "components/selection-and-input/sliders", "components/selection-and-input/steppers",
        "components/selection-and-input/text-fields", "components/selection-and-input/toggles",
        "components/selection-and-input/virtual-keyboards",
        // components/status
        "components/status/activity-rings", "components/status/gauges", "components/status/progress-indicators",
        "components/status/rating-indicators",
        // components/system-experiences
        "components/system-experiences/app-shortcuts", "components/system-experiences/complications",
        "components/system-experiences/home-screen-quick-actions", "components/system-experiences/live-activities",
        "components/system-experiences/notifications", "components/system-experiences/status-bars",
        "components/system-experiences/the-menu-bar", "components/system-experiences/top-shelf",
        "components/system-experiences/watch-faces", "components/system-experiences/widgets",
    ]

    func testRepoComponentsGivesExactlyTheListedPagesFromAnyCheckout() throws {
        guard let shared = HigProcess.sharedFolder else { throw XCTSkip("../shared is not present") }
        let tree = shared.appendingPathComponent("corpus/repo-components")
        let folder = try HigProcess.temporaryFolder(self)
        let (_, copy, output) = try build(tree, under: folder, nested: "a")
        let (_, otherCopy, otherOutput) = try build(tree, under: folder, nested: "b/c", arguments: ["--emit", "corpus", "--emit", "rules"])
        let corpus = try json(output.appendingPathComponent("corpus.json"))
        let pages = try XCTUnwrap(corpus["pages"] as? [[String: Any]])
        XCTAssertEqual(pages.map { $0["id"] as! String }, Self.repoComponentsPages)
        for page in pages {
            XCTAssertFalse((page["blocks"] as? [Any] ?? []).isEmpty, "\(page["id"]!) is empty")
            for source in page["sources"] as? [[String: Any]] ?? [] {
                let path = source["path"] as! String
                XCTAssertTrue(path.hasSuffix(".md") && !path.contains("README") && !path.contains("/Job/") && !path.hasSuffix("logs.md"), path)
            }
        }
        XCTAssertEqual((corpus["categories"] as? [[String: Any]])?.map { $0["id"] as! String }, [
            "components", "components/content", "components/layout-and-organization", "components/menus-and-actions",
            "components/navigation-and-search", "components/presentation", "components/selection-and-input",
            "components/status", "components/system-experiences",
        ])
        // The same tree from two checkouts: the same corpus and rules, byte for byte, and no builder path anywhere.
        for name in ["corpus.json", "rules.json"] {
            XCTAssertEqual(try Data(contentsOf: output.appendingPathComponent(name)), try Data(contentsOf: otherOutput.appendingPathComponent(name)), name)
        }
        for name in HigProcess.files(under: output) {
            let bytes = try Data(contentsOf: output.appendingPathComponent(name))
            for path in [copy.deletingLastPathComponent().path, otherCopy.deletingLastPathComponent().path] {
                XCTAssertNil(bytes.range(of: Data(path.utf8)), "\(name) holds the builder's path")
            }
        }
        // Every link between two built pages resolves in the site.
        XCTAssertGreaterThan(try assertInternalLinksResolve(in: output.appendingPathComponent("site")), 900)
    }
}
