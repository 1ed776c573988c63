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

/// Every guideline page and its search documents are keyed through the render memo, with the bundled templates and with
/// a theme's; a file whose key the last build made, and which the output keeps from it, is not made again.
final class RenderMemoUseTests: XCTestCase {
    /// Keys a page by its path, id and material; remembers each size it was told, and answers with `last`.
    private final class RecordingMemo: RenderMemo, @unchecked Sendable {
        private let lock = NSLock()
        private(set) var keys: [String: String] = [:]
        private(set) var sizes: [String: Int] = [:]
        var last: [String: Int] = [:]

        func digest(_ material: [UInt8]) -> String { String(decoding: material, as: UTF8.self) }

        func pageDigest(_ page: Page) -> String { page.id }

        func key(_ path: String, material: [UInt8]) -> String {
            let key = path + "|" + digest(material)
            lock.withLock { keys[path] = key }
            return key
        }

        func lastSize(_ key: String) -> Int? { last[key] }

        func rendered(_ key: String, size: Int) { lock.withLock { sizes[key] = size } }
    }

    /// Keeps every file it is asked to keep, and records what it is given.
    private final class KeepingSink: OutputSink, @unchecked Sendable {
        private let lock = NSLock()
        private(set) var added: [String: Data] = [:]
        private(set) var kept: [String: Int] = [:]

        func add(_ file: OutputFile) { lock.withLock { added[file.path] = file.contents } }

        func addWritten(_ path: String, by write: (URL) throws -> Void) throws {}

        func keepPrevious(_ path: String, size: Int) -> Bool {
            lock.withLock { kept[path] = size }
            return true
        }
    }

    private let path = "site/pages/components/demo/buttons.html"
    private let products = BuildProducts(corpus: Corpus(pages: [SiteFixtures.page], skipped: []), rules: [SiteFixtures.rule()])

    func testAPageIsRenderedUnderItsKeyAndTakenFromTheLastOutputWhenTheKeyWasRendered() throws {
        for theme in [try Theme.load(), try themeWithTemplates()] {
            let memo = RecordingMemo()
            let first = KeepingSink()
            try SiteEmitter(theme: theme, memo: memo).emit(products, into: first)
            let key = try XCTUnwrap(memo.keys[path])
            XCTAssertEqual(memo.sizes[key], try XCTUnwrap(first.added[path]).count, "its size recorded under its key")
            XCTAssertEqual(first.kept, [:], "nothing asked of the last output under a key it did not render")

            let again = RecordingMemo()
            again.last = memo.sizes
            let second = KeepingSink()
            try SiteEmitter(theme: theme, memo: again).emit(products, into: second)
            XCTAssertEqual(again.keys[path], key, "the same inputs give the same key")
            let documents = "site/search/d0.js"
            let documentsKey = try XCTUnwrap(memo.keys[documents])
            let indexes = ["site/index.html", "site/rules.html"]
            var expected = [path: memo.sizes[key]!, documents: memo.sizes[documentsKey]!]
            for index in indexes { expected[index] = memo.sizes[try XCTUnwrap(memo.keys[index])] }
            XCTAssertEqual(second.kept, expected, "the page, its search documents and the index pages")
            XCTAssertNil(second.added[path], "kept, not rendered")
            XCTAssertNil(second.added[documents])
            for index in indexes { XCTAssertNil(second.added[index], "\(index) kept, not rendered") }
            XCTAssertNotNil(second.added["site/404.html"], "a file without a key is made again")
        }
    }

    private func themeWithTemplates() throws -> Theme {
        let temporary = try TemporaryFolder(prefix: "hig-theme")
        addTeardownBlock { temporary.remove() }
        let templates = temporary.url.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data("<h1>{{#title}}{{en}}{{/title}}</h1>{{#blocks}}<p>{{{enHTML}}}</p>{{/blocks}}\n".utf8)
            .write(to: templates.appendingPathComponent("page.mustache"))
        return try Theme.load(override: temporary.url)
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
