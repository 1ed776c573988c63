import Foundation
import XCTest

/// `hig build` writes the reference site, and `--theme` overrides it, as a user runs it.
final class SiteCommandTests: XCTestCase {
    func testTheSeedsSiteIsWrittenWithRuleAnchors() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let result = try HigProcess.run(["build", "seeds", "--output", folder.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let page = try String(contentsOf: folder.appendingPathComponent("site/pages/components/presentation/action-sheets.html"), encoding: .utf8)
        XCTAssertTrue(page.contains(#"<div class="blk paragraph rule" id="components-presentation-action-sheets-avoid-letting-an-action-sheet-scroll">"#))
        XCTAssertTrue(HigProcess.files(under: folder).contains("site/search/manifest.js"))
    }

    func testAThemeFolderReplacesFilesOneByOne() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let theme = folder.appendingPathComponent("theme")
        try FileManager.default.createDirectory(at: theme.appendingPathComponent("assets"), withIntermediateDirectories: true)
        try Data("main { color: teal }\n".utf8).write(to: theme.appendingPathComponent("assets/site.css"))
        try FileManager.default.createDirectory(at: theme.appendingPathComponent("templates"), withIntermediateDirectories: true)
        try Data(#"<span class="theme-name">{{en}}</span>"#.utf8).write(to: theme.appendingPathComponent("templates/name.mustache"))
        let output = folder.appendingPathComponent("out")
        let result = try HigProcess.run(["build", "seeds", "--output", output.path, "--theme", theme.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try String(contentsOf: output.appendingPathComponent("site/assets/site.css"), encoding: .utf8), "main { color: teal }\n")
        let home = try String(contentsOf: output.appendingPathComponent("site/index.html"), encoding: .utf8)
        XCTAssertTrue(home.contains("<main id=\"main\""), "the bundled layout stays")
        XCTAssertTrue(home.contains(#"<span class="theme-name">Action sheets</span>"#), "the theme's name template is used")
        XCTAssertFalse(home.contains(#"<span class="n-en has-ko" lang="en">Action sheets"#), "no bundled name is left")
    }

    func testABrokenTemplateFailsTheBuildAndWritesNothing() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let theme = folder.appendingPathComponent("theme")
        try FileManager.default.createDirectory(at: theme.appendingPathComponent("templates"), withIntermediateDirectories: true)
        try Data("{{#unclosed}}\n".utf8).write(to: theme.appendingPathComponent("templates/page.mustache"))
        let output = folder.appendingPathComponent("out")
        let result = try HigProcess.run(["build", "seeds", "--output", output.path, "--theme", theme.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("templates/page.mustache"), result.stderr)
        XCTAssertTrue(result.stderr.contains("[hig.site.theme-invalid]"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
    }

    func testAMissingThemeFolderIsAUsageError() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let result = try HigProcess.run(["build", "seeds", "--output", folder.appendingPathComponent("out").path,
                                         "--theme", folder.appendingPathComponent("nope").path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("is not a folder"), result.stderr)
    }

    func testSiteURLMakesTheSitemapAndCanonicalLinksAbsolute() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let relative = try HigProcess.run(["build", "seeds", "--output", folder.appendingPathComponent("a").path])
        XCTAssertEqual(relative.status, 0, relative.stderr)
        let sheets = try String(contentsOf: folder.appendingPathComponent("a/site/pages/sheets.html"), encoding: .utf8)
        XCTAssertTrue(sheets.contains(#"<link rel="canonical" href="sheets.html">"#))
        let result = try HigProcess.run(["build", "seeds", "--output", folder.appendingPathComponent("b").path, "--site-url", "https://example.org/hig/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let sitemap = try String(contentsOf: folder.appendingPathComponent("b/site/sitemap.xml"), encoding: .utf8)
        XCTAssertTrue(sitemap.contains("<loc>https://example.org/hig/pages/sheets.html</loc>"), sitemap)
        let absolute = try String(contentsOf: folder.appendingPathComponent("b/site/pages/sheets.html"), encoding: .utf8)
        XCTAssertTrue(absolute.contains(#"<link rel="alternate" hreflang="ko" href="https://example.org/hig/pages/sheets.html?mode=ko">"#))
        XCTAssertTrue(absolute.contains(#"<link rel="stylesheet" href="../assets/site.css">"#), "assets stay relative")
        let bad = try HigProcess.run(["build", "seeds", "--output", folder.appendingPathComponent("c").path, "--site-url", "example.org"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("--site-url"), bad.stderr)
    }
}
