import Foundation
import HIGCorpus
import HIGEmit
import HIGSite
import HIGTestSupport
import XCTest

final class SiteEmitterTests: XCTestCase {
    private func emit(rules: [Rule] = [SiteFixtures.rule()], theme: Theme? = nil) throws -> [String: String] {
        let products = BuildProducts(corpus: Corpus(pages: [SiteFixtures.page], skipped: []), rules: rules)
        let files = try SiteEmitter(theme: theme ?? Theme.load()).emit(products)
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
    }

    func testPageSnapshot() throws {
        let files = try emit()
        try SiteFixtures.assertSnapshot(XCTUnwrap(files["site/pages/components/demo/buttons.html"]), named: "buttons.html")
        try SiteFixtures.assertSnapshot(XCTUnwrap(files["site/rules.html"]), named: "rules.html")
    }

    func testFileSet() throws {
        XCTAssertEqual(Set(try emit().keys), [
            "site/index.html", "site/rules.html", "site/pages/components/demo/buttons.html", "site/404.html", "site/sitemap.xml",
            "site/assets/site.css", "site/assets/site.js", "site/assets/search.js",
            "site/search/manifest.js", "site/search/lexicon.js", "site/search/t0.js", "site/search/d0.js",
        ])
    }

    func testSourceTextNeverBecomesMarkup() throws {
        let files = try emit()
        for (path, text) in files where path.hasSuffix(".html") || path.hasPrefix("site/search/") {
            XCTAssertFalse(text.contains("<script>alert"), path)
            XCTAssertFalse(text.contains("</script>alert"), path)
        }
        XCTAssertTrue(files["site/search/d0.js"]!.contains(#"\u003cscript\u003ealert(1)"#))
    }

    func testRuleHasStableAnchorCopyButtonBadgesAndIndexEntry() throws {
        let files = try emit()
        let page = files["site/pages/components/demo/buttons.html"]!
        let anchor = "components-demo-buttons-avoid-tiny-buttons"
        XCTAssertTrue(page.contains(#"<div class="blk paragraph rule" id="\#(anchor)">"#))
        XCTAssertTrue(page.contains(#"data-copy="\#(anchor)""#))
        XCTAssertTrue(page.contains(#"<span class="badge kind-dont"><span class="t-en" lang="en">Don’t</span><span class="t-ko" lang="ko">금지</span></span><span class="badge platform">iOS</span><span class="badge platform">watchOS</span>"#))
        let rules = files["site/rules.html"]!
        XCTAssertTrue(rules.contains(#"href="pages/components/demo/buttons.html#\#(anchor)""#))
        XCTAssertTrue(rules.contains(#"data-platforms="iOS watchOS""#))
        XCTAssertTrue(files["site/search/d0.js"]!.contains(#"["\#(anchor)","rule","#))
    }

    func testUntranslatedBlocksAreMarkedAndTranslatorMaterialIsApart() throws {
        let page = try emit()["site/pages/components/demo/buttons.html"]!
        XCTAssertTrue(page.contains(#"<div class="pair untranslated">"#))
        XCTAssertTrue(page.contains(#"<div class="ko missing" lang="ko">번역 없음"#))
        XCTAssertTrue(page.contains(#"<details class="tnote"><summary><span class="t-en" lang="en">translator’s summary</span><span class="t-ko" lang="ko">역자 요약</span></summary><p lang="ko">작은 버튼 금지</p>"#))
        XCTAssertTrue(page.contains(#"<p class="src">sources/demo.md:7</p>"#))
    }

    func testPagesLinkAssetsRelativeToTheirFolder() throws {
        let files = try emit()
        XCTAssertTrue(files["site/pages/components/demo/buttons.html"]!.contains(#"href="../../../assets/site.css""#))
        XCTAssertTrue(files["site/index.html"]!.contains(#"href="assets/site.css""#))
        XCTAssertTrue(files["site/index.html"]!.contains(#"href="pages/components/demo/buttons.html""#))
    }

    func testThemeOverrideReplacesFilesOneByOne() throws {
        let temporary = try TemporaryFolder(prefix: "hig-theme")
        defer { temporary.remove() }
        let folder = temporary.url
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("assets"), withIntermediateDirectories: true)
        try Data("body { color: red }\n".utf8).write(to: folder.appendingPathComponent("assets/site.css"))
        let files = try emit(theme: Theme.load(override: folder))
        XCTAssertEqual(files["site/assets/site.css"], "body { color: red }\n")
        XCTAssertTrue(files["site/assets/search.js"]!.contains("HIGSearch"))
    }

    func testBrokenThemesAreReported() throws {
        XCTAssertThrowsError(try Theme(files: ["templates/layout.mustache": Data("{{#x}}".utf8)]))
        XCTAssertThrowsError(try Theme.load(override: URL(fileURLWithPath: "/nonexistent-theme")))
    }
}

/// Pages of a theme that replaces templates go through the render memo; pages of the bundled templates do not
/// (rendering one costs less than looking it up).
final class RenderMemoUseTests: XCTestCase {
    /// Remembers what it was asked, and answers from `stored` when it has the page.
    private final class RecordingMemo: RenderMemo, @unchecked Sendable {
        private let lock = NSLock()
        private(set) var asked: [String: [UInt8]] = [:]
        var stored: [String: Data] = [:]

        func digest(_ material: [UInt8]) -> String { String(material.count) }

        func rendered(_ path: String, material: [UInt8], render: () throws -> Data) rethrows -> Data {
            lock.withLock { asked[path] = material }
            return try stored[path] ?? render()
        }
    }

    private func emit(theme: Theme, memo: RecordingMemo) throws -> [String: Data] {
        let products = BuildProducts(corpus: Corpus(pages: [SiteFixtures.page], skipped: []), rules: [SiteFixtures.rule()])
        return Dictionary(uniqueKeysWithValues: try SiteEmitter(theme: theme, memo: memo).emit(products).map { ($0.path, $0.contents) })
    }

    func testOnlyPagesOfAThemeWithTemplatesAreLookedUp() throws {
        let bundled = RecordingMemo()
        _ = try emit(theme: Theme.load(), memo: bundled)
        XCTAssertTrue(bundled.asked.isEmpty)

        let temporary = try TemporaryFolder(prefix: "hig-theme")
        defer { temporary.remove() }
        let folder = temporary.url
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("templates"), withIntermediateDirectories: true)
        try Data("<h1>{{#title}}{{en}}{{/title}}</h1>{{#blocks}}<p>{{{enHTML}}}</p>{{/blocks}}\n".utf8)
            .write(to: folder.appendingPathComponent("templates/page.mustache"))
        let themed = RecordingMemo()
        let theme = try Theme.load(override: folder)
        let first = try emit(theme: theme, memo: themed)
        let path = "site/pages/components/demo/buttons.html"
        XCTAssertEqual(Array(themed.asked.keys), [path])
        XCTAssertTrue(String(decoding: try XCTUnwrap(first[path]), as: UTF8.self).contains("<main id=\"main\" tabindex=\"-1\">\n<h1>Buttons</h1><p>"))
        // The same input asks with the same material; what the memo hands back is the page.
        let again = RecordingMemo()
        again.stored[path] = Data("remembered".utf8)
        let second = try emit(theme: theme, memo: again)
        XCTAssertEqual(again.asked[path], themed.asked[path])
        XCTAssertEqual(second[path], Data("remembered".utf8))
    }
}

final class RulesIndexSplitTests: XCTestCase {
    /// The rules index names categories as the sidebar does: the translator's Korean, else the derived, part by part.
    func testCategoryNamesCarryTheirKorean() throws {
        let rules = [SiteFixtures.rule(), SiteFixtures.rule(id: "components/demo/buttons/second", kind: .do, platforms: [])]
        let categories = [Category(id: "components", title: LocalizedTitle(en: "Components", derivedKo: "구성요소")),
                          Category(id: "components/demo", title: LocalizedTitle(en: "Demo", ko: "데모"))]
        let products = BuildProducts(corpus: Corpus(pages: [SiteFixtures.page], skipped: [], categories: categories), rules: rules)
        let files = try SiteEmitter(theme: Theme.load(), rulesPerIndexPage: 1).emit(products)
        let hub = String(decoding: try XCTUnwrap(files.first { $0.path == "site/rules.html" }).contents, as: UTF8.self)
        XCTAssertTrue(hub.contains(#"data-internal><span class="n-en has-ko" lang="en">Components › Demo</span><span class="n-ko derived" lang="ko""#), hub)
        XCTAssertTrue(hub.contains(#">구성요소 › 데모</span></a>"#))
    }

    func testManyRulesSplitIntoOnePagePerCategory() throws {
        let rules = [SiteFixtures.rule(), SiteFixtures.rule(id: "components/demo/buttons/second", kind: .do, platforms: [])]
        let products = BuildProducts(corpus: Corpus(pages: [SiteFixtures.page], skipped: []), rules: rules)
        let files = try SiteEmitter(theme: Theme.load(), rulesPerIndexPage: 1).emit(products)
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
        let hub = try XCTUnwrap(byPath["site/rules.html"])
        XCTAssertTrue(hub.contains(#"<li><a href="rules/components-demo.html" data-internal><span class="n-en no-ko" lang="en">Components › Demo</span></a> <span class="share">2</span></li>"#),
                      "a category with no Korean anywhere keeps its English, marked")
        XCTAssertFalse(hub.contains("data-rule-kind"))
        let category = try XCTUnwrap(byPath["site/rules/components-demo.html"])
        XCTAssertTrue(category.contains(#"href="../pages/components/demo/buttons.html#components-demo-buttons-avoid-tiny-buttons""#))
        XCTAssertTrue(category.contains(#"href="../assets/site.css""#))
        XCTAssertEqual(category.components(separatedBy: "data-rule-kind=").count - 1, 2)
    }
}
