import Foundation
import HIGCorpus
import HIGEmit
import HIGTestSupport
@testable import HIGSite
import XCTest

/// What a page is keyed by besides its own fields (`PageRenderInputs`): each input another page gives it changes its
/// material, and another page's body does not.
final class PageRenderInputsTests: XCTestCase {
    /// Digests by keeping the material as text, so equal material is equal digests.
    private struct TextMemo: RenderMemo {
        func digest(_ material: [UInt8]) -> String { String(decoding: material, as: UTF8.self) }
        func pageDigest(_ page: Page) -> String { page.id }
        func key(_ path: String, material: [UInt8]) -> String { path + digest(material) }
        func lastSize(_ key: String) -> Int? { nil }
        func rendered(_ key: String, size: Int) {}
    }

    private static var other: Page {
        Page(id: "components/demo/toggles", title: LocalizedTitle(en: "Toggles", ko: "토글"), category: "components/demo", sources: [],
             blocks: [SiteFixtures.block("intro", .abstract, en: "A toggle switches a state.", ko: "토글은 상태를 바꿉니다."),
                      SiteFixtures.block("best-practices", .heading, en: "Best practices", ko: nil, section: ["Best practices"])])
    }

    /// The material of the buttons page in a corpus with `other` beside it.
    private func material(other: Page = other, rules: [Rule] = [SiteFixtures.rule()], images: [LocalImage] = [], siteURL: String? = nil,
                          theme: Theme? = nil) throws -> [UInt8] {
        let products = BuildProducts(corpus: Corpus(pages: [SiteFixtures.page, other], skipped: []), rules: rules, localImages: images)
        let content = SiteContent(products)
        let navigation = SiteNavigation(corpus: content.corpus)
        let inputs = PageRenderInputs(memo: TextMemo(), content: content, navigation: navigation, links: SiteLinks(content: content),
                                      theme: try theme ?? Theme.load(), siteURL: siteURL)
        return inputs.material(for: SiteFixtures.page)
    }

    /// The key of every index file (home, rules index, category landing pages) by path, of a corpus with `other`.
    private func indexKeys(other: Page = other, rules: [Rule] = [SiteFixtures.rule()]) throws -> [String: String] {
        let products = BuildProducts(corpus: Corpus(pages: [SiteFixtures.page, other], skipped: []), rules: rules)
        let content = SiteContent(products)
        let navigation = SiteNavigation(corpus: content.corpus)
        let inputs = PageRenderInputs(memo: TextMemo(), content: content, navigation: navigation, links: SiteLinks(content: content),
                                      theme: try Theme.load(), siteURL: nil)
        let rulesIndex = RulesIndexBuilder(content: content, navigation: navigation, singlePageLimit: 400).pages()
        let chrome = SiteChrome(content: content, navigation: navigation, deepestPath: -1)
        let files = SiteFile.indexes(content: content, navigation: navigation, rulesIndex: rulesIndex, chrome: chrome)
        return try Dictionary(uniqueKeysWithValues: files.map { ($0.path, try XCTUnwrap(inputs.key(forIndex: $0, path: $0.path))) })
    }

    func testIndexFilesAreKeyedByWhatTheyListNotByABodyEdit() throws {
        let base = try indexKeys()
        XCTAssertEqual(Set(base.keys).isSuperset(of: [SitePaths.home, SitePaths.rules]), true)
        var edited = Self.other
        edited.blocks[0].text.en = "A toggle switches a state on and off."
        XCTAssertEqual(try indexKeys(other: edited), base, "a body edit that changes no title, share or rule")
        let reworded = try indexKeys(rules: [SiteFixtures.rule(text: BilingualText(en: "Avoid small buttons.", ko: "작은 버튼은 피하세요."))])
        XCTAssertNotEqual(reworded[SitePaths.rules], base[SitePaths.rules], "a rule's text the rules index lists")
        XCTAssertNotEqual(try indexKeys(rules: [SiteFixtures.rule(kind: .do)])[SitePaths.rules], base[SitePaths.rules], "a rule's kind")
        var untranslated = Self.other
        untranslated.blocks[0].text.ko = nil
        untranslated.blocks[0].html.ko = nil
        XCTAssertNotEqual(try indexKeys(other: untranslated)[SitePaths.home], base[SitePaths.home], "a page's translated share")
        var retitled = Self.other
        retitled.title.en = "Switches"
        XCTAssertNotEqual(try indexKeys(other: retitled)[SitePaths.home], base[SitePaths.home], "a title the home page lists")
    }

    func testTheMaterialOfAViewTellsEveryFieldApart() throws {
        let name = NameView(en: "Buttons", ko: "버튼", derivedKo: nil)
        let entry = PageEntryView(url: "pages/a.html", name: name, share: "50%")
        let base = try MaterialEncoder.material(of: entry).bytes
        XCTAssertEqual(try MaterialEncoder.material(of: entry).bytes, base)
        for changed in [PageEntryView(url: "pages/b.html", name: name, share: "50%"), PageEntryView(url: "pages/a.html", name: name, share: "5%"),
                        PageEntryView(url: "pages/a.html", name: NameView(en: "Buttons", ko: nil, derivedKo: "버튼"), share: "50%"),
                        PageEntryView(url: "pages/a.html", name: NameView(en: "Buttons", ko: nil, derivedKo: nil), share: "50%")] {
            XCTAssertNotEqual(try MaterialEncoder.material(of: changed).bytes, base)
        }
        // A value moved between two neighbouring lists.
        XCTAssertNotEqual(try MaterialEncoder.material(of: [["a", "b"], ["c"]]).bytes, try MaterialEncoder.material(of: [["a"], ["b", "c"]]).bytes)
        XCTAssertNotEqual(try MaterialEncoder.material(of: [String?.none, "a"]).bytes, try MaterialEncoder.material(of: ["a", String?.none]).bytes)
    }

    func testNumbersOfEveryWidthAreWrittenAsNumbers() throws {
        XCTAssertEqual(try MaterialEncoder.material(of: [Int8(5)]).bytes, try MaterialEncoder.material(of: [5]).bytes)
        XCTAssertNotEqual(try MaterialEncoder.material(of: [UInt64(5)]).bytes, try MaterialEncoder.material(of: [UInt64(6)]).bytes)
        XCTAssertNotEqual(try MaterialEncoder.material(of: [0.5]).bytes, try MaterialEncoder.material(of: [0.25]).bytes)
        // A view after a number in one encoder is still written field by field.
        let entry = PageEntryView(url: "pages/a.html", name: NameView(en: "A", ko: nil, derivedKo: nil), share: "1%")
        let changed = PageEntryView(url: "pages/b.html", name: NameView(en: "A", ko: nil, derivedKo: nil), share: "1%")
        XCTAssertNotEqual(try MaterialEncoder.material(of: Pair(number: 1, entry: entry)).bytes,
                          try MaterialEncoder.material(of: Pair(number: 1, entry: changed)).bytes)
    }

    private struct Pair: Encodable {
        var number: UInt16
        var entry: PageEntryView
    }

    func testAnotherPagesBodyLeavesThePageAlone() throws {
        var edited = Self.other
        edited.blocks[0].text.en = "A toggle switches a state on and off."
        edited.blocks[0].html.en = edited.blocks[0].text.en
        edited.blocks.append(SiteFixtures.block("more", en: "One more paragraph.", ko: nil))
        XCTAssertEqual(try material(other: edited), try material())
    }

    func testWhatThePageShowsOfOthersChangesIt() throws {
        let base = try material()
        var retitled = Self.other
        retitled.title.ko = "스위치"
        XCTAssertNotEqual(try material(other: retitled), base, "a title the sidebar lists")
        var derived = Self.other
        derived.title.derivedKo = "토글 스위치"
        XCTAssertNotEqual(try material(other: derived), base, "a derived title")
        var moved = Self.other
        moved.blocks.insert(SiteFixtures.block("best-practices-2", .heading, en: "Best practices", ko: nil), at: 1)
        XCTAssertNotEqual(try material(other: moved), base, "the heading a link to it leads to")
        var renamed = Self.other
        renamed.aliases = ["components/demo/switches"]
        XCTAssertNotEqual(try material(other: renamed), base, "a name links may use")
        XCTAssertNotEqual(try material(siteURL: "https://example.org/hig"), base, "the site address")
        let image = LocalImage(path: "sources/images/demo.png", bytes: [0x89, 0x50])
        XCTAssertNotEqual(try material(images: [image]), base, "the site's copies of local images")
    }

    /// The key of the buttons page's search documents in a corpus with `other` beside it.
    private func searchKey(rules: [Rule]) throws -> String {
        let products = BuildProducts(corpus: Corpus(pages: [SiteFixtures.page, Self.other], skipped: []), rules: rules)
        let content = SiteContent(products)
        let inputs = PageRenderInputs(memo: TextMemo(), content: content, navigation: SiteNavigation(corpus: content.corpus),
                                      links: SiteLinks(content: content), theme: try Theme.load(), siteURL: nil)
        return inputs.searchKey(forPageAt: 0, path: "search/d0.js")
    }

    func testTheAnchorTheSiteGivesThePagesRuleChangesItsKeys() throws {
        // Another page's rule whose id makes the same anchor: listed first, it takes the plain anchor and the page's
        // rule takes `-2`.
        let clash = SiteFixtures.rule(page: Self.other.id, block: "intro", id: "components-demo-buttons-avoid-tiny-buttons")
        let own = SiteFixtures.rule()
        XCTAssertNotEqual(try material(rules: [clash, own]), try material(rules: [own, clash]))
        XCTAssertNotEqual(try searchKey(rules: [clash, own]), try searchKey(rules: [own, clash]))
        XCTAssertEqual(try searchKey(rules: [own, clash]), try searchKey(rules: [own]), "another page's rule that takes no anchor of its")
    }

    func testThePagesOwnRulesAndTheThemeChangeIt() throws {
        let base = try material()
        XCTAssertNotEqual(try material(rules: []), base)
        XCTAssertNotEqual(try material(rules: [SiteFixtures.rule(kind: .do)]), base)
        XCTAssertNotEqual(try material(rules: [SiteFixtures.rule(platforms: ["iOS"])]), base)
        let temporary = try TemporaryFolder(prefix: "hig-theme")
        defer { temporary.remove() }
        let templates = temporary.url.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data("<h1>{{#title}}{{en}}{{/title}}</h1>\n".utf8).write(to: templates.appendingPathComponent("page.mustache"))
        let themed = try material(theme: Theme.load(override: temporary.url))
        XCTAssertNotEqual(themed, base)
        try Data("<h2>{{#title}}{{en}}{{/title}}</h2>\n".utf8).write(to: templates.appendingPathComponent("page.mustache"))
        XCTAssertNotEqual(try material(theme: Theme.load(override: temporary.url)), themed)
    }

    /// Every field of a title reaches the material: a field added to `LocalizedTitle` fails here until it is written.
    func testEveryFieldOfATitleIsWritten() {
        XCTAssertEqual(Mirror(reflecting: LocalizedTitle(en: "")).children.compactMap(\.label).sorted(), ["derivedKo", "en", "ko"])
    }

    func testLengthsKeepNeighbouringStringsApart() {
        var first = RenderMaterial(), second = RenderMaterial()
        first.string("ab"); first.string("c")
        second.string("a"); second.string("bc")
        XCTAssertNotEqual(first.bytes, second.bytes)
    }
}
