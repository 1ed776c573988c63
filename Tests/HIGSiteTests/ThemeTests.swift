import Foundation
import HIGCompiler
import HIGCorpus
import HIGEmit
import HIGTestSupport
import Mustache
import XCTest
@testable import HIGSite

/// A theme's `templates/NAME.mustache` replaces one bundled template wherever it is used; a theme template's
/// `{{>NAME}}` of a template the theme does not replace writes the bundled one.
final class ThemeTemplateTests: XCTestCase {
    private static let page = "site/pages/components/demo/everything.html"

    /// The HTML files of the site of `products` in `theme` (templates by name), by path.
    static func site(_ products: BuildProducts, templates: [String: String] = [:], rulesPerIndexPage: Int = 400) throws -> [String: String] {
        var files = try Theme.load().assets
        for (name, text) in templates { files["templates/\(name).mustache"] = Data(text.utf8) }
        let emitted = try SiteEmitter(theme: Theme(files: files), rulesPerIndexPage: rulesPerIndexPage).emit(products)
        return Dictionary(uniqueKeysWithValues: emitted.filter { $0.path.hasSuffix(".html") }
            .map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
    }

    /// The text of `html` from the first `start` to the first `end` after it.
    private static func part(of html: String, from start: String, to end: [String]) throws -> String {
        let from = try XCTUnwrap(html.range(of: start), start).lowerBound
        let to = end.compactMap { html.range(of: $0, range: from..<html.endIndex)?.lowerBound }.min() ?? html.endIndex
        return String(html[from..<to])
    }

    func testAReplacedPartialIsUsedByEveryBundledTemplate() throws {
        let site = try Self.site(BranchFixtures.everything, templates: ["name": "<b>{{en}}</b>"])
        let page = try XCTUnwrap(site[Self.page])
        XCTAssertTrue(page.contains("<h1><b>Quotes &quot;&amp;&quot; &lt;tags&gt; &#39;n&#39; e\u{301}</b></h1>"), "the title")
        XCTAssertTrue(page.contains("<span class=\"pager-title\"><b>Plain</b></span>"), "the pager's name")
        XCTAssertTrue(page.contains("<summary><b>Demo</b></summary>"), "the sidebar")
        XCTAssertTrue(try XCTUnwrap(site["site/index.html"]).contains("<b>Plain</b>"), "the home page")
        XCTAssertTrue(try XCTUnwrap(site["site/rules.html"]).contains("<b>Quotes"), "the rules index")
        XCTAssertFalse(page.contains(#"<span class="n-en"#), "no bundled name is left")
    }

    /// A theme's page template that includes the bundled partials writes what the bundled page does, part by part.
    func testAThemeTemplateIncludesTheBundledPartialsItDoesNotReplace() throws {
        let products = BranchFixtures.everything
        let bundled = try Self.site(products)
        let themed = try Self.site(products, templates: ["page": """
            {{>crumbs}}
            <h1>{{#title}}{{>name}}{{/title}}</h1>
            <article class="doc-body">
            {{>banners}}
            {{>maintenance-banner}}
            {{#blocks}}
            {{>block}}
            {{/blocks}}
            </article>

            """])
        var checked = 0
        for path in bundled.keys.sorted() where path.hasPrefix("site/pages/") {
            let expected = try XCTUnwrap(bundled[path]), actual = try XCTUnwrap(themed[path])
            XCTAssertEqual(try Self.part(of: actual, from: "<nav class=\"crumbs\"", to: ["</h1>"]),
                           try Self.part(of: expected, from: "<nav class=\"crumbs\"", to: ["</h1>"]), path)
            XCTAssertEqual(try Self.part(of: actual, from: "<article class=\"doc-body\">", to: ["</article>"]),
                           try Self.part(of: expected, from: "<article class=\"doc-body\">", to: ["<details class=\"tnote changelog\">", "</article>"]), path)
            checked += 1
        }
        XCTAssertEqual(checked, products.corpus.pages.count)
        XCTAssertTrue(try XCTUnwrap(themed[Self.page]).contains(#"<div class="outdated-banner" role="note">"#), "the fixture reaches every partial")
    }

    /// A replaced block template, inside the bundled page, includes the bundled translation-state partial.
    func testAReplacedBlockIncludesTheBundledTranslationState() throws {
        let site = try Self.site(BranchFixtures.everything, templates: ["block": "<section id=\"{{anchor}}\">{{{enHTML}}}\n{{>translation-state}}</section>\n"])
        let page = try XCTUnwrap(site[Self.page])
        XCTAssertTrue(page.contains("<section id=\"b-outdated\">Changed English.\n<details class=\"outdated-note\">"), page)
        XCTAssertTrue(page.contains(#"<div class="suggestion"><p class="suggestion-label">"#))
        XCTAssertFalse(page.contains(#"<div class="blk "#))
    }

    /// The layout receives the rendered body as it is, and the sidebar's nodes render as the bundled ones.
    func testAReplacedLayoutWrapsTheBundledBodyAndSidebar() throws {
        let bundled = try Self.site(BranchFixtures.everything)
        let site = try Self.site(BranchFixtures.everything, templates: ["layout": "<title>{{title}}</title>\n{{#sidebar}}\n{{>nav-node}}\n{{/sidebar}}\n<main>\n{{{body}}}\n</main>\n"])
        for (path, html) in site {
            let expected = try XCTUnwrap(bundled[path])
            XCTAssertEqual(try Self.part(of: html, from: "<li class=\"nav-cat\">", to: ["<main>"]),
                           try Self.part(of: expected, from: "<li class=\"nav-cat\">", to: ["</ul>\n</nav>\n<main"]), path)
            XCTAssertEqual(try Self.part(of: html, from: "<main>\n", to: ["\n</main>"]).dropFirst("<main>\n".count),
                           try Self.part(of: expected, from: "<main id=\"main\" tabindex=\"-1\">\n", to: ["\n</main>"]).dropFirst(#"<main id="main" tabindex="-1">"#.count + 1), path)
        }
    }

    func testATemplateThatDoesNotParseIsReportedWithItsPath() {
        XCTAssertThrowsError(try Theme(files: ["templates/block.mustache": Data("{{#x}}".utf8)])) { error in
            guard case .badTemplate(let path, _)? = error as? ThemeError else { return XCTFail("\(error)") }
            XCTAssertEqual(path, "templates/block.mustache")
        }
    }

    func testTheBundledThemeHasAssetsAndNoTemplates() throws {
        let theme = try Theme.load()
        XCTAssertEqual(Set(theme.assets.keys), ["assets/site.css", "assets/site.js", "assets/search.js"])
        XCTAssertTrue(theme.templateBytes.isEmpty)
        XCTAssertTrue(SiteTemplate.allCases.allSatisfy { !theme.replaces($0) })
    }
}

/// The bundled templates' output, whole files of a corpus made to reach every branch of every template.
final class BundledSiteSnapshotTests: XCTestCase {
    func testEveryTemplateBranch() throws {
        let site = try ThemeTemplateTests.site(BranchFixtures.everything, rulesPerIndexPage: 1)
        let text = site.keys.sorted().map { "==== \($0)\n\(site[$0]!)" }.joined(separator: "\n")
        try SiteFixtures.assertSnapshot(text, named: "every-branch.txt")
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
        for layout in [nil, "<meta property=\"og:title\" content=\"{{title}}\">\n"] {
            let site = try ThemeTemplateTests.site(products, templates: layout.map { ["layout": $0] } ?? [:])
            let html = try XCTUnwrap(site["site/pages/\(page.id).html"])
            let meta = try XCTUnwrap(html.components(separatedBy: "\n").first { $0.hasPrefix("<meta property=\"og:title\"") })
            XCTAssertEqual(meta, "<meta property=\"og:title\" content=\"Buttons&quot;\u{25CC}\u{301} autofocus onfocus=alert(1) x=&quot;\u{25CC}\u{301} — HIG\">",
                           layout == nil ? "bundled" : "a theme's layout")
        }
    }
}

/// Corpora made to reach every branch of every bundled template.
enum BranchFixtures {
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
