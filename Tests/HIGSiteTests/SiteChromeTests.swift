import Foundation
import HIGCorpus
import HIGEmit
@testable import HIGSite
import XCTest

/// Navigation, Korean chrome, page metadata and images: each on a small corpus written for the test.
final class SiteChromeTests: XCTestCase {
    private static func page(_ id: String, _ title: LocalizedTitle, category: String, blocks: [Block] = []) -> Page {
        Page(id: id, title: title, category: category, sources: [], blocks: blocks.isEmpty
             ? [SiteFixtures.block("intro", .abstract, en: "\(title.en) help people.", ko: nil)] : blocks)
    }

    /// Two top categories in alphabetical order that the guidelines order the other way, a sub-category whose
    /// index lists its pages out of alphabetical order, a page filed nowhere, and derived Korean.
    private static var corpus: Corpus {
        let alerts = page("components/presentation/alerts", LocalizedTitle(en: "Alerts", ko: "경고"), category: "components/presentation")
        let sheets = page("components/presentation/sheets", LocalizedTitle(en: "Sheets", derivedKo: "시트"), category: "components/presentation", blocks: [
            SiteFixtures.block("intro", .abstract, en: "A sheet helps people perform a scoped task.", ko: "시트는 범위가 정해진 작업을 돕습니다."),
            Block(id: "best-practices", kind: .heading, section: ["Best practices"], text: BilingualText(en: "Best practices", ko: nil),
                  html: BilingualText(en: "Best practices", ko: nil), alignment: Alignment(method: .none, confidence: 1),
                  source: SourceLocation(path: "s.md", line: 3), derivedKo: "모범 사례"),
            Block(id: "resources", kind: .heading, section: ["Resources"], text: BilingualText(en: "Resources", ko: "리소스"),
                  html: BilingualText(en: "Resources", ko: "리소스"), alignment: Alignment(method: .structural, confidence: 1),
                  source: SourceLocation(path: "s.md", line: 5), derivedKo: "자료"),
            SiteFixtures.block("image-light", .image, en: "demo", ko: nil,
                               html: (#"<img src="https://example.com/a/panel@2x.png" alt="A panel" loading="lazy">"#, nil)),
            SiteFixtures.block("image-dark", .image, en: "demo", ko: nil,
                               html: (#"<img src="https://example.com/b/panel-dark@2x.png" alt="A panel" loading="lazy">"#, nil)),
            SiteFixtures.block("image-only-dark", .image, en: "demo", ko: nil,
                               html: (#"<img src="https://example.com/intro/sheet-intro-dark_2x.png" alt="Intro" loading="lazy">"#, nil)),
            SiteFixtures.block("image-relative", .image, en: "demo", ko: nil,
                               html: (#"<img src="images/local.png" alt="Local picture" loading="lazy">"#, nil)),
        ])
        let color = page("foundations/color", LocalizedTitle(en: "Color"), category: "foundations")
        let loose = page("loose", LocalizedTitle(en: "Loose"), category: "")
        return Corpus(pages: [alerts, sheets, color, loose], skipped: [], categories: [
            Category(id: "components", title: LocalizedTitle(en: "Components", derivedKo: "구성 요소"), subcategories: ["components/presentation"]),
            Category(id: "components/presentation", title: LocalizedTitle(en: "Presentation", ko: "프레젠테이션"),
                     pages: ["components/presentation/sheets", "components/presentation/alerts"]),
            Category(id: "foundations", title: LocalizedTitle(en: "Foundations"), pages: ["foundations/color"]),
        ])
    }

    private func site(siteURL: String? = nil) throws -> [String: String] {
        let files = try SiteEmitter(theme: Theme.load(), siteURL: siteURL).emit(BuildProducts(corpus: Self.corpus, rules: []))
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
    }

    func testReadingOrderFollowsTheGuidelinesThenTheIndexes() {
        let navigation = SiteNavigation(corpus: Self.corpus)
        XCTAssertEqual(navigation.roots.map(\.id), ["foundations", "components", ""])
        XCTAssertEqual(navigation.readingOrder, ["foundations/color", "components/presentation/sheets", "components/presentation/alerts", "loose"])
        XCTAssertEqual(navigation.neighbours(of: "components/presentation/sheets").previous, "foundations/color")
        XCTAssertEqual(navigation.neighbours(of: "components/presentation/sheets").next, "components/presentation/alerts")
        XCTAssertNil(navigation.neighbours(of: "foundations/color").previous)
    }

    func testSidebarHighlightsTheCurrentPageAndOpensItsCategories() throws {
        let page = try XCTUnwrap(site()["site/pages/components/presentation/sheets.html"])
        let sidebar = try XCTUnwrap(page.components(separatedBy: #"<nav id="sidebar""#).last?.components(separatedBy: "</nav>").first)
        XCTAssertTrue(sidebar.contains(#"<a href="../../../pages/components/presentation/sheets.html" data-internal aria-current="page">"#), sidebar)
        XCTAssertEqual(sidebar.components(separatedBy: "<details open>").count - 1, 2, "components and presentation are open")
        XCTAssertLessThan(try XCTUnwrap(sidebar.range(of: ">Foundations<")).lowerBound, try XCTUnwrap(sidebar.range(of: ">Components<")).lowerBound)
        XCTAssertTrue(page.contains(#"<a class="prev" href="../../../pages/foundations/color.html" rel="prev" data-internal>"#))
        XCTAssertTrue(page.contains(#"<a class="next" href="../../../pages/components/presentation/alerts.html" rel="next" data-internal>"#))
        XCTAssertTrue(page.contains(#"<li><a href="../../../categories/components/presentation.html" data-internal><span class="n-en has-ko" lang="en">Presentation</span><span class="n-ko" lang="ko">프레젠테이션</span></a></li>"#),
                      "linked breadcrumbs with the category's Korean")
    }

    func testKoreanTitlesHeadingsAndTocUseTranslationsThenDerivedOnesMarked() throws {
        let page = try XCTUnwrap(site()["site/pages/components/presentation/sheets.html"])
        let derivedTitle = #"title="Derived translation: learned from the corpus, not written by a translator · 추정 번역: 말뭉치에서 학습했으며 번역자가 쓴 번역이 아님""#
        XCTAssertTrue(page.contains(#"<h1><span class="n-en has-ko" lang="en">Sheets</span><span class="n-ko derived" lang="ko" \#(derivedTitle)>시트</span></h1>"#))
        XCTAssertTrue(page.contains(#"<h2 class="pair"><span class="en" lang="en">Best practices</span> <span class="ko derived" lang="ko" \#(derivedTitle)>모범 사례</span></h2>"#))
        XCTAssertTrue(page.contains(#"<span class="n-en has-ko" lang="en">Resources</span><span class="n-ko" lang="ko">리소스</span>"#),
                      "a translator's Korean wins over the derived one, unmarked")
        XCTAssertTrue(page.contains(##"<a href="#b-best-practices"><span class="n-en has-ko" lang="en">Best practices</span><span class="n-ko derived""##))
        XCTAssertTrue(page.contains(#"<h2 id="toc-title" class="toc-title"><span class="t-en" lang="en">On this page</span><span class="t-ko" lang="ko">목차</span></h2>"#))
        let home = try XCTUnwrap(site()["site/index.html"])
        XCTAssertTrue(home.contains(#"<span class="n-en has-ko" lang="en">Components</span><span class="n-ko derived" lang="ko""#))
    }

    func testEveryStringHasBothLanguages() {
        for (key, entry) in SiteStrings.table {
            XCTAssertFalse(entry.en.isEmpty, key)
            XCTAssertTrue(entry.ko.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } || entry.ko == "/", key)
        }
    }

    func testHeadCarriesDescriptionAlternatesCanonicalAndOpenGraph() throws {
        let page = try XCTUnwrap(site()["site/pages/components/presentation/sheets.html"])
        XCTAssertTrue(page.contains(#"<meta name="description" content="A sheet helps people perform a scoped task." data-ko="시트는 범위가 정해진 작업을 돕습니다.">"#))
        XCTAssertTrue(page.contains(#"<link rel="canonical" href="sheets.html">"#))
        XCTAssertTrue(page.contains(#"<link rel="alternate" hreflang="ko" href="sheets.html?mode=ko">"#))
        XCTAssertTrue(page.contains(#"<meta property="og:type" content="article">"#))
        XCTAssertFalse(page.contains("og:url"), "no absolute address without a site URL")
        let absolute = try XCTUnwrap(site(siteURL: "https://example.org/hig/")["site/pages/components/presentation/sheets.html"])
        XCTAssertTrue(absolute.contains(#"<link rel="canonical" href="https://example.org/hig/pages/components/presentation/sheets.html">"#))
        XCTAssertTrue(absolute.contains(#"<meta property="og:url" content="https://example.org/hig/pages/components/presentation/sheets.html">"#))
    }

    func testSitemapAnd404() throws {
        let files = try site()
        let sitemap = try XCTUnwrap(files["site/sitemap.xml"])
        XCTAssertTrue(sitemap.contains(#"<url><loc>pages/loose.html</loc><xhtml:link rel="alternate" hreflang="en" href="pages/loose.html?mode=en"/>"#))
        XCTAssertFalse(sitemap.contains("404.html"))
        let absolute = try XCTUnwrap(site(siteURL: "https://example.org/hig")["site/sitemap.xml"])
        XCTAssertTrue(absolute.contains("<loc>https://example.org/hig/index.html</loc>"))
        let notFound = try XCTUnwrap(files["site/404.html"])
        XCTAssertTrue(notFound.contains("data-search-proxy"))
        XCTAssertFalse(notFound.contains("<base"))
        XCTAssertTrue(try XCTUnwrap(site(siteURL: "https://example.org/hig")["site/404.html"]).contains(#"<base href="https://example.org/hig/">"#))
    }

    func testImagesServeBothSchemesAndMissingOnesShowAPlaceholder() throws {
        let page = try XCTUnwrap(site()["site/pages/components/presentation/sheets.html"])
        XCTAssertTrue(page.contains(#"<picture><source media="(prefers-color-scheme: dark)" srcset="https://example.com/b/panel-dark@2x.png"><img src="https://example.com/a/panel@2x.png" alt="A panel" loading="lazy" data-fallback="https://example.com/b/panel-dark@2x.png"></picture>"#))
        XCTAssertTrue(page.contains(#"<div class="blk image" id="b-image-dark" hidden>"#), "the dark block's image is served by its light partner")
        XCTAssertTrue(page.contains(#"srcset="https://example.com/intro/sheet-intro-dark_2x.png"><img src="https://example.com/intro/sheet-intro_2x.png""#))
        XCTAssertTrue(page.contains(#"<span class="img-missing"><span class="img-missing-alt">Local picture</span>"#))
        XCTAssertEqual(ImageVariants.variant(of: "https://x/y/a_dark_2x.png?v=1"),
                       ImageVariants.Variant(key: "a", isDark: true, lightURL: "https://x/y/a_2x.png?v=1"))
        XCTAssertEqual(ImageVariants.variant(of: "https://x/darkness.png")?.isDark, false)
    }

    func testDescriptionsAreShortenedAtAWord() {
        let long = String(repeating: "word ", count: 60)
        let short = SiteHead.shorten(long)
        XCTAssertLessThanOrEqual(short.count, SiteHead.descriptionLimit)
        XCTAssertTrue(short.hasSuffix("word…"))
    }

    /// Sidebar subtrees built once per folder depth are what each page would build for itself.
    func testSharedSidebarSubtreesAreWhatEachPageBuilds() throws {
        for products in [BranchFixtures.everything, BranchFixtures.manyPages, BuildProducts(corpus: Self.corpus, rules: [])] {
            let content = SiteContent(products)
            let navigation = SiteNavigation(corpus: content.corpus)
            let shared = SiteChrome(content: content, navigation: navigation, deepestPath: 4)
            let whole = SiteChrome(content: content, navigation: navigation, deepestPath: -1)
            XCTAssertTrue(whole.sharedNodes.isEmpty)
            // Each sidebar written whole, by a renderer that shares no subtree.
            let renderer = BundledRenderer(theme: try Theme.load(), sharedNodes: [])
            func bytes(_ sidebar: [NavNodeView]) -> [UInt8] {
                var out = HTMLWriter(capacity: 1024)
                for node in sidebar { renderer.navNode(node, into: &out) }
                return out.bytes
            }
            for page in content.corpus.pages {
                let path = content.pagePath(page.id)
                XCTAssertFalse(bytes(shared.sidebar(path: path, currentPage: page.id)).isEmpty)
                XCTAssertEqual(bytes(shared.sidebar(path: path, currentPage: page.id)), bytes(whole.sidebar(path: path, currentPage: page.id)), page.id)
            }
            for category in content.corpus.categories {
                let path = SitePaths.category(category.id)
                XCTAssertEqual(bytes(shared.sidebar(path: path, currentCategory: category.id)), bytes(whole.sidebar(path: path, currentCategory: category.id)),
                               category.id)
            }
            XCTAssertEqual(bytes(shared.sidebar(path: SitePaths.home)), bytes(whole.sidebar(path: SitePaths.home)))
        }
    }
}
