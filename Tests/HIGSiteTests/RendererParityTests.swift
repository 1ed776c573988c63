import Foundation
import HIGCompiler
import HIGCorpus
import HIGEmit
import HIGTestSupport
import Mustache
import XCTest
@testable import HIGSite

/// The bundled templates are rendered by hand (`BundledRenderer`) and, for a theme that overrides them, by Mustache
/// from the same views. These tests keep the two the same: whole sites rendered both ways must agree byte for byte.
///
/// When you edit a bundled `.mustache` file, pages render through Mustache (its fingerprint no longer matches) until
/// `BundledRenderer` is updated to match: these tests then name the template and the first line that differs.
final class RendererParityTests: XCTestCase {
    func testTheBundledTemplatesAreTheOnesTheRendererWasWrittenFor() throws {
        let folder = SiteFixtures.packageRoot.appendingPathComponent("Sources/HIGSite/Theme/templates")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".mustache") }
        XCTAssertEqual(Set(files.map { String($0.dropLast(".mustache".count)) }), Set(BundledTemplates.fingerprints.keys),
                       "BundledTemplates.fingerprints lists one entry per bundled template")
        for file in files.sorted() {
            let name = String(file.dropLast(".mustache".count))
            let actual = BundledTemplates.fingerprint(try Data(contentsOf: folder.appendingPathComponent(file)))
            XCTAssertEqual(BundledTemplates.fingerprints[name], actual, """
                templates/\(file) changed: update BundledRenderer to render it as it now reads (RendererParityTests \
                show where they differ), then set BundledTemplates.fingerprints["\(name)"] to 0x\(String(actual, radix: 16, uppercase: true))
                """)
        }
        XCTAssertEqual(try Theme.load().handRendered, Set(BundledTemplates.Kind.allCases))
    }

    func testAThemeTemplateRendersThroughMustacheAndItsPartialsUsersToo() throws {
        let temporary = try TemporaryFolder(prefix: "hig-theme")
        defer { temporary.remove() }
        let folder = temporary.url
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("templates"), withIntermediateDirectories: true)
        try Data("<b>{{en}}</b>".utf8).write(to: folder.appendingPathComponent("templates/name.mustache"))
        let theme = try Theme.load(override: folder)
        XCTAssertEqual(theme.handRendered, [.notfound], "every other kind includes the name partial")
        let files = try SiteEmitter(theme: theme).emit(BuildProducts(corpus: Corpus(pages: [SiteFixtures.page], skipped: []), rules: []))
        let page = String(decoding: try XCTUnwrap(files.first { $0.path == "site/pages/components/demo/buttons.html" }).contents, as: UTF8.self)
        XCTAssertTrue(page.contains("<h1><b>Buttons</b></h1>"))
    }

    func testSeedsRenderAlikeBothWays() throws {
        let products = try Self.products(of: SiteFixtures.packageRoot.appendingPathComponent("seeds"))
        try assertRendersAlike(products, "seeds")
        try assertRendersAlike(BuildProducts(corpus: products.corpus, rules: SeedsSiteTests.syntheticRules, lexicon: products.lexicon),
                               "seeds with rules", siteURL: "https://example.org/hig/")
    }

    func testFixturesRenderAlikeBothWays() throws {
        let products = BuildProducts(corpus: Corpus(pages: [SiteFixtures.page], skipped: []), rules: [SiteFixtures.rule()])
        try assertRendersAlike(products, "buttons fixture")
        try assertRendersAlike(products, "buttons fixture, rules split", rulesPerIndexPage: 0)
        try assertRendersAlike(ParityFixtures.everything, "every template branch")
        try assertRendersAlike(ParityFixtures.everything, "every template branch, rules split", rulesPerIndexPage: 1, siteURL: "https://example.org")
        try assertRendersAlike(ParityFixtures.manyPages, "a sidebar that lists only the open categories")
    }

    /// The shared corpora, when `../shared` (or `/work/shared`) is there; skipped otherwise.
    func testSharedCorporaRenderAlikeBothWays() throws {
        let candidates = [SiteFixtures.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus"),
                          URL(fileURLWithPath: "/work/shared/corpus")]
        guard let corpora = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            throw XCTSkip("no shared corpora beside the package")
        }
        for name in ["hig-ko", "repo-components"] {
            try assertRendersAlike(try Self.products(of: corpora.appendingPathComponent(name)), name)
        }
    }

    // MARK: - Helpers

    /// The full build products of a source folder, as `hig build` makes them.
    static func products(of folder: URL) throws -> BuildProducts {
        let compilation = Pipeline().run([folder.path])
        XCTAssertFalse(compilation.hasErrors, folder.path)
        return compilation.products
    }

    /// Renders the site of `products` by hand and by Mustache and compares every HTML file; a file that differs
    /// fails naming the templates to update: the layout's when the layout by hand around Mustache's bodies differs,
    /// the body's when bodies by hand inside Mustache's layout differ.
    private func assertRendersAlike(_ products: BuildProducts, _ name: String, rulesPerIndexPage: Int = 400, siteURL: String? = nil,
                                    file: StaticString = #filePath, line: UInt = #line) throws {
        func site(_ handRendered: Set<BundledTemplates.Kind>) throws -> [String: Data] {
            var theme = try Theme.load()
            theme.handRendered = handRendered
            let files = try SiteEmitter(theme: theme, rulesPerIndexPage: rulesPerIndexPage, siteURL: siteURL).emit(products)
            return Dictionary(uniqueKeysWithValues: files.filter { $0.path.hasSuffix(".html") }.map { ($0.path, $0.contents) })
        }
        let everyKind = Set(BundledTemplates.Kind.allCases)
        let byHand = try site(everyKind), byMustache = try site([])
        XCTAssertEqual(Set(byHand.keys), Set(byMustache.keys), name, file: file, line: line)
        XCTAssertFalse(byHand.isEmpty, name, file: file, line: line)
        var halves: (layout: [String: Data], bodies: [String: Data])?
        var failures = 0
        for path in byMustache.keys.sorted() where byHand[path] != byMustache[path] {
            halves = try halves ?? (site([.layout]), site(everyKind.subtracting([.layout])))
            let expected = byMustache[path] ?? Data()
            for (kind, rendered) in [(BundledTemplates.Kind.layout, halves!.layout[path]), (Self.kind(of: path), halves!.bodies[path])]
            where rendered != expected {
                XCTFail("""
                    \(name): \(path) renders differently by hand and by Mustache; update BundledRenderer for \
                    templates/\(kind.templates.joined(separator: ", ")).mustache
                    \(Self.firstDifference(rendered ?? Data(), expected))
                    """, file: file, line: line)
            }
            failures += 1
            if failures == 5 { break }
        }
    }

    /// The kind of file at a site path.
    private static func kind(of path: String) -> BundledTemplates.Kind {
        let path = path.hasPrefix("site/") ? String(path.dropFirst(5)) : path
        if path == SitePaths.home { return .home }
        if path == SitePaths.notFound { return .notfound }
        if path == SitePaths.rules || path.hasPrefix("rules/") { return .rules }
        if path.hasPrefix("categories/") { return .category }
        return .page
    }

    /// The first line that differs, both ways.
    private static func firstDifference(_ hand: Data, _ mustache: Data) -> String {
        let handLines = String(decoding: hand, as: UTF8.self).components(separatedBy: "\n")
        let mustacheLines = String(decoding: mustache, as: UTF8.self).components(separatedBy: "\n")
        let common = min(handLines.count, mustacheLines.count)
        let index = (0..<common).first { handLines[$0] != mustacheLines[$0] } ?? common
        func line(_ lines: [String]) -> String { index < lines.count ? lines[index] : "(end of file)" }
        return "line \(index + 1):\n  by hand:     \(line(handLines))\n  by Mustache: \(line(mustacheLines))"
    }
}

/// Escaping as swift-mustache does it once values are isolated (`MarkupIsolation`), and never a markup character left raw.
final class HTMLWriterTests: XCTestCase {
    static let edgeCases = ["", "plain", #"<a href="x">'&'</a>"#, "한\"국'어<", "<\u{301}>", "\u{301}<", "\u{600}<a", "a\u{600}\"",
                            "e\u{301}&\u{301}", "\"\u{200D}", "'\u{1F3FB}", "&&<<>>\"\"''", "“quoted” ‘text’", "\r\n<\r\n",
                            "\"\u{FE0F}", "\u{600}\u{301}\"\u{301}"]

    func testEscapingMatchesMustacheOnIsolatedValues() throws {
        let template = try MustacheTemplate(string: "{{x}}")
        for text in Self.edgeCases {
            var writer = HTMLWriter(capacity: 16)
            writer.escaped(text)
            let written = String(decoding: writer.bytes, as: UTF8.self)
            XCTAssertEqual(written, template.render(["x": MarkupIsolation.isolated(text)]), text.debugDescription)
            XCTAssertFalse(written.utf8.contains { MarkupIsolation.isMarkup($0) && $0 != UInt8(ascii: "&") }, "a markup character left raw in \(written.debugDescription)")
        }
    }

    /// A `"` a combining mark joins was written raw by Mustache's per-Character escaping and ended an attribute; it is
    /// now escaped, with a dotted circle for the mark to sit on, and text without such a pair is unchanged.
    func testIsolationPutsADottedCircleBetweenAMarkupCharacterAndWhatJoinsIt() {
        XCTAssertEqual(MarkupIsolation.isolated("Sheets\"\u{301} onfocus=x"), "Sheets\"\u{25CC}\u{301} onfocus=x")
        XCTAssertEqual(MarkupIsolation.isolated("\u{600}<a"), "\u{600}\u{25CC}<a", "a prepended mark joins what follows it")
        XCTAssertEqual(MarkupIsolation.isolated("e\u{301}&\u{301}"), "e\u{301}&\u{25CC}\u{301}")
        for text in ["", "plain <b> & \"q\"", "한\"국'어<", "e\u{301}", "“quoted”", "\r\n<\r\n"] {
            XCTAssertEqual(MarkupIsolation.isolated(text), text, text.debugDescription)
        }
        for text in Self.edgeCases {
            let isolated = MarkupIsolation.isolated(text)
            XCTAssertEqual(MarkupIsolation.isolated(isolated), isolated, "isolating twice changes nothing: \(text.debugDescription)")
            XCTAssertEqual(isolated.unicodeScalars.filter { $0 != "\u{25CC}" }.map(\.value), text.unicodeScalars.map(\.value), "nothing lost")
            for character in isolated where character.unicodeScalars.count > 1 {
                XCTAssertFalse(character.unicodeScalars.contains { $0.isASCII && MarkupIsolation.isMarkup(UInt8($0.value)) },
                               "\(character.debugDescription) still joins a markup character")
            }
        }
    }

    /// A crafted title cannot add attributes to the page's head, by hand or through a theme's Mustache templates.
    func testACraftedTitleStaysInsideItsAttributeBothWays() throws {
        var page = SiteFixtures.page
        page.title = LocalizedTitle(en: "Buttons\"\u{301} autofocus onfocus=alert(1) x=\"\u{301}", ko: nil)
        let products = BuildProducts(corpus: Corpus(pages: [page], skipped: []), rules: [])
        for handRendered in [Set(BundledTemplates.Kind.allCases), []] {
            var theme = try Theme.load()
            theme.handRendered = handRendered
            let files = try SiteEmitter(theme: theme).emit(products)
            let html = String(decoding: try XCTUnwrap(files.first { $0.path == "site/pages/\(page.id).html" }).contents, as: UTF8.self)
            let meta = try XCTUnwrap(html.components(separatedBy: "\n").first { $0.hasPrefix("<meta property=\"og:title\"") })
            XCTAssertEqual(meta, "<meta property=\"og:title\" content=\"Buttons&quot;\u{25CC}\u{301} autofocus onfocus=alert(1) x=&quot;\u{25CC}\u{301} — HIG\">",
                           handRendered.isEmpty ? "by Mustache" : "by hand")
        }
    }
}

/// Corpora made to reach every branch of every bundled template.
enum ParityFixtures {
    private static func block(_ id: String, _ kind: BlockKind = .paragraph, en: String, ko: String?, html: (String, String?)? = nil,
                              section: [String] = ["Details"], summary: String? = nil, note: Bool = false, derivedKo: String? = nil,
                              state: TranslationState? = nil) -> Block {
        Block(id: id, kind: kind, section: section, text: BilingualText(en: en, ko: ko), html: BilingualText(en: html?.0 ?? en, ko: html?.1 ?? ko),
              summary: summary, translatorNote: note, alignment: Alignment(method: ko == nil ? .none : .structural, confidence: 1),
              source: SourceLocation(path: "sources/\"odd\" & <path>.md", line: 4), derivedKo: derivedKo, translationState: state)
    }

    static var everything: BuildProducts {
        let quoted = LocalizedTitle(en: #"Quotes "&" <tags> 'n' e\#u{301}"#, ko: "따옴표 \"와\" <태그>")
        let blocks = [
            block("intro", .abstract, en: "An intro with a <link>.", ko: "소개.", html: (#"An intro with a <a href="/design/human-interface-guidelines/plain">link</a>."#, "소개.")),
            block("derived-heading", .heading, en: "Derived", ko: nil, section: ["Derived"], derivedKo: "추정 <제목>"),
            block("translated-heading", .heading, en: "Translated", ko: "번역된", section: ["Derived", "Translated"]),
            block("bare-heading", .heading, en: "Bare", ko: nil, section: ["A", "B", "C", "D", "E", "F", "G"]),
            block("outdated", en: "Changed English.", ko: "옛 한국어.",
                  state: TranslationState(status: .outdated, similarity: 0.874, diff: [DiffSpan(op: "equal", text: "Changed "),
                                                                                     DiffSpan(op: "delete", text: "old <b>"),
                                                                                     DiffSpan(op: "insert", text: "English.")])),
            block("suggested", en: "Needs Korean.", ko: nil,
                  state: TranslationState(status: .suggested, suggestions: [Suggestion(ko: "제안 \"번역\"", en: "Needs Korean", match: 92,
                                                                                       from: "other/page#block", source: SourceLocation(path: "x.md", line: 1))])),
            block("noted", en: "With a note.", ko: "첨언 있음.", summary: "요약 <및> \"인용\"", note: true),
            block("missing", .listItem, en: "Not translated.", ko: nil),
            block("code", .code, en: "let x = 1", ko: nil, html: ("<pre><code>let x = 1</code></pre>", nil)),
            block("table", .table, en: "table", ko: "표", html: ("<table><tr><td>a</td></tr></table>", "<table><tr><td>가</td></tr></table>")),
            block("light", .image, en: "light", ko: nil, html: (#"<img src="https://example.com/p/panel@2x.png" alt="A panel" loading="lazy">"#, nil)),
            block("dark", .image, en: "dark", ko: nil, html: (#"<img src="https://example.com/p/panel-dark@2x.png" alt="A panel" loading="lazy">"#, nil)),
            block("local", .image, en: "local", ko: nil, html: (#"<img src="images/x.png" alt="Local" loading="lazy">"#, nil)),
            block("rule-plain", en: "Do the thing. Then more.", ko: "그것을 하세요. 그리고 더.", html: ("Do the thing. Then more.", "그것을 하세요. 그리고 더.")),
        ]
        let main = Page(id: "components/demo/everything", title: quoted, category: "components/demo", sources: [], blocks: blocks,
                        changeLog: [ChangeLogEntry(date: "2024/01/02", author: "예나 & <co>", change: "\"초기\" 번역")])
        let plain = Page(id: "components/demo/plain", title: LocalizedTitle(en: "Plain", derivedKo: "평범"), category: "components/demo",
                         sources: [], blocks: [block("only", en: "Only English.", ko: nil)])
        let loose = Page(id: "loose", title: LocalizedTitle(en: "Loose"), category: "", sources: [], blocks: [block("one", .heading, en: "One", ko: "하나")])
        let stray = Page(id: "elsewhere/stray", title: LocalizedTitle(en: "Stray", ko: "길 잃은"), category: "elsewhere", sources: [],
                         blocks: [block("s", .caption, en: "Caption.", ko: "캡션.")])
        let categories = [
            Category(id: "components", title: LocalizedTitle(en: "Components", derivedKo: "구성 요소"),
                     intro: BilingualText(en: "All the <components> & more.", ko: nil), subcategories: ["components/demo", "components/missing"]),
            Category(id: "components/demo", title: LocalizedTitle(en: "Demo", ko: "데모"), intro: BilingualText(en: "Demo pages.", ko: "데모 \"페이지\"."),
                     pages: ["components/demo/everything", "components/demo/plain"]),
            Category(id: "foundations", title: LocalizedTitle(en: "Foundations")),
        ]
        func rule(_ block: String, kind: RuleKind, platforms: [String], text: BilingualText) -> Rule {
            SiteFixtures.rule(page: main.id, block: block, id: "\(main.id)/\(block)", kind: kind, platforms: platforms, text: text)
        }
        let rules = [
            rule("rule-plain", kind: .do, platforms: ["iOS", "macOS"], text: BilingualText(en: "Do the thing.", ko: "그것을 하세요.")),
            rule("missing", kind: .consider, platforms: [], text: BilingualText(en: "Consider <this> & \"that\".", ko: nil)),
            SiteFixtures.rule(page: stray.id, block: "s", id: "elsewhere/stray/s", kind: .dont, platforms: ["watchOS"],
                              text: BilingualText(en: "Caption.", ko: "캡션.")),
        ]
        return BuildProducts(corpus: Corpus(pages: [main, plain, loose, stray], skipped: [], categories: categories), rules: rules)
    }

    /// More pages than the sidebar lists whole (`SiteNavigation.fullTreeLimit`), in nested categories.
    static var manyPages: BuildProducts {
        let count = SiteNavigation.fullTreeLimit + 5
        var pages: [Page] = []
        var categories: [String: [String]] = [:]
        for index in 0..<count {
            let category = ["a", "a/b", "a/b/c", "d"][index % 4]
            let id = "\(category)/page-\(index)"
            pages.append(Page(id: id, title: LocalizedTitle(en: "Page \(index)", ko: index % 3 == 0 ? "페이지 \(index)" : nil), category: category,
                              sources: [], blocks: [block("b", en: "Text \(index).", ko: nil)]))
            categories[category, default: []].append(id)
        }
        let tree = [
            Category(id: "a", title: LocalizedTitle(en: "A"), pages: categories["a"]!, subcategories: ["a/b"]),
            Category(id: "a/b", title: LocalizedTitle(en: "B", ko: "비"), pages: categories["a/b"]!, subcategories: ["a/b/c"]),
            Category(id: "a/b/c", title: LocalizedTitle(en: "C"), pages: categories["a/b/c"]!),
            Category(id: "d", title: LocalizedTitle(en: "D"), pages: Array(categories["d"]!.dropLast())),
        ]
        return BuildProducts(corpus: Corpus(pages: pages, skipped: [], categories: tree), rules: [])
    }
}
