import Foundation
import HIGCompiler
import HIGCorpus
import HIGEmit
import HIGSite
import XCTest

/// The site for the repository's seeds: the exact file set, and (with `HIG_SITE_OUT=DIR`) a copy written with
/// synthetic rules, for browser tests of a build whose rule extractor finds none.
final class SeedsSiteTests: XCTestCase {
    private func seedsProducts(rules: [Rule]) throws -> BuildProducts {
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(SiteFixtures.packageRoot.path)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let compilation = CorpusCompiler().compile(SourceDiscovery.discover(["seeds"]))
        XCTAssertFalse(compilation.hasErrors)
        return BuildProducts(corpus: compilation.corpus, rules: rules)
    }

    /// Rules on the two seed pages that real extraction also finds (bold leads).
    static let syntheticRules: [Rule] = [
        SiteFixtures.rule(page: "components/presentation/action-sheets", block: "avoid-letting-an-action-sheet-scroll",
                          id: "components/presentation/action-sheets/avoid-letting-an-action-sheet-scroll", kind: .dont, platforms: [],
                          text: BilingualText(en: "Avoid letting an action sheet scroll.", ko: "작업 시트가 스크롤되지 않도록 하십시오.")),
        SiteFixtures.rule(page: "sheets", block: "include-a-grabber-in-a-resizable",
                          id: "sheets/include-a-grabber-in-a-resizable-sheet", kind: .do, platforms: ["iOS", "iPadOS"],
                          text: BilingualText(en: "Include a grabber in a resizable sheet.", ko: "크기 조정이 가능한 시트(sheet)에 그래버(grabber)를 포함합니다.")),
    ]

    func testSeedsSiteFileSet() throws {
        let files = try SiteEmitter(theme: Theme.load()).emit(seedsProducts(rules: []))
        XCTAssertEqual(files.map(\.path).sorted(), [
            "site/404.html", "site/assets/search.js", "site/assets/site.css", "site/assets/site.js",
            "site/categories/components.html", "site/categories/components/menus-and-actions.html",
            "site/categories/components/presentation.html", "site/categories/components/status.html",
            "site/index.html",
            "site/pages/components/menus-and-actions/activity-views.html",
            "site/pages/components/presentation/action-sheets.html",
            "site/pages/components/status/live-activities.html",
            "site/pages/sheets.html",
            "site/rules.html",
            "site/search/d0.js", "site/search/d1.js", "site/search/d2.js", "site/search/d3.js",
            "site/search/lexicon.js", "site/search/manifest.js", "site/search/t0.js", "site/search/t1.js",
            "site/sitemap.xml",
        ])
    }

    func testSeedsSiteWithSyntheticRules() throws {
        let files = try SiteEmitter(theme: Theme.load()).emit(seedsProducts(rules: Self.syntheticRules))
        let page = try XCTUnwrap(files.first { $0.path == "site/pages/components/presentation/action-sheets.html" })
        XCTAssertTrue(String(decoding: page.contents, as: UTF8.self)
            .contains(#"id="components-presentation-action-sheets-avoid-letting-an-action-sheet-scroll""#))
        guard let out = ProcessInfo.processInfo.environment["HIG_SITE_OUT"] else { return }
        let root = URL(fileURLWithPath: out)
        try? FileManager.default.removeItem(at: root)
        for file in files {
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url)
        }
    }
}
