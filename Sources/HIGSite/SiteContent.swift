import HIGCorpus
import HIGText

/// What every page of the site needs to know about the others: URLs, rule anchors, per-page rules.
struct SiteContent: Sendable {
    let corpus: Corpus
    let rules: [Rule]
    /// Rules by page id, then by the id of the block each leads (the first rule wins when two lead one block).
    private(set) var rulesByBlock: [String: [String: Rule]]
    /// The anchor of every rule by rule id, unique across the site.
    private(set) var ruleAnchors: [String: String]
    /// Block anchors of every page by page id, in block order.
    private(set) var blockAnchors: [String: [String]] = [:]
    /// The translated share of every page by page id, counted once for the home page, the category pages and the page.
    private(set) var pageShares: [String: TranslatedShare] = [:]
    /// Categories by id.
    let categories: [String: Category]
    /// The category each page is filed in, by page id.
    let pageCategory: [String: String]
    /// Each page's file (`SitePaths.page`), by page id: made once, as every sidebar and list links pages.
    private let pagePaths: [String: String]
    /// Each category's landing page (`SitePaths.category`), by category id.
    private let categoryPaths: [String: String]
    /// The site's copy of each local image (`media/…`), by the image's recorded path.
    let localImages: [String: String]

    init(_ products: BuildProducts) {
        corpus = products.corpus
        rules = products.rules
        localImages = Dictionary(products.localImages.map { ($0.path, SitePaths.media($0)) }, uniquingKeysWith: { first, _ in first })
        categories = Dictionary(products.corpus.categories.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        pageCategory = Dictionary(products.corpus.pages.map { ($0.id, $0.category) }, uniquingKeysWith: { first, _ in first })
        pagePaths = Dictionary(products.corpus.pages.map { ($0.id, SitePaths.page($0.id)) }, uniquingKeysWith: { first, _ in first })
        categoryPaths = Dictionary(products.corpus.categories.map { ($0.id, SitePaths.category($0.id)) }, uniquingKeysWith: { first, _ in first })
        var byBlock: [String: [String: Rule]] = [:]
        var anchors: [String: String] = [:]
        var used = AnchorSet()
        for index in products.rules.indices {
            let rule = products.rules[index]
            if byBlock[rule.page]?[rule.block] == nil { byBlock[rule.page, default: [:]][rule.block] = rule }
            if anchors[rule.id] == nil { anchors[rule.id] = used.claim(Anchor.rule(rule.id)) }
        }
        rulesByBlock = byBlock
        ruleAnchors = anchors
        let pages = products.corpus.pages
        let computed = ConcurrentMap.map(pages) { [self] page in (computeAnchors(for: page), TranslatedShare(page.blocks)) }
        blockAnchors = Dictionary(zip(pages.map(\.id), computed.map(\.0)), uniquingKeysWith: { first, _ in first })
        pageShares = Dictionary(zip(pages.map(\.id), computed.map(\.1)), uniquingKeysWith: { first, _ in first })
    }

    /// This content with one page's rules and block anchors made from a newer version of the page (`SitePagePreview`):
    /// a rule id new to the site takes its plain anchor, the others' anchors stay.
    func replacing(_ page: Page, rules pageRules: [Rule]) -> SiteContent {
        var content = self
        var byBlock: [String: Rule] = [:]
        for rule in pageRules where byBlock[rule.block] == nil { byBlock[rule.block] = rule }
        content.rulesByBlock[page.id] = byBlock
        for rule in pageRules where content.ruleAnchors[rule.id] == nil { content.ruleAnchors[rule.id] = Anchor.rule(rule.id) }
        content.blockAnchors[page.id] = content.computeAnchors(for: page)
        content.pageShares[page.id] = TranslatedShare(page.blocks)
        return content
    }

    /// The site's copy of the image `src` shows in the source at `sourcePath`, if the build copied it.
    func localImage(_ src: String, from sourcePath: String) -> String? {
        guard !localImages.isEmpty, let path = ImagePath.resolve(src, from: sourcePath) else { return nil }
        return localImages[path]
    }

    /// `SitePaths.page(id)`, looked up.
    func pagePath(_ id: String) -> String { pagePaths[id] ?? SitePaths.page(id) }

    /// `SitePaths.category(id)`, looked up.
    func categoryPath(_ id: String) -> String { categoryPaths[id] ?? SitePaths.category(id) }

    /// The rule a block leads, if any.
    func rule(page: String, block: String) -> Rule? { rulesByBlock[page]?[block] }

    /// The rules of one page by the block each leads (`rule(page:block:)` without looking the page up per block).
    func rules(onPage page: String) -> [String: Rule] { rulesByBlock[page] ?? [:] }

    /// Block anchors of one page, rules using their rule anchor; unique within the page.
    func anchors(for page: Page) -> [String] { blockAnchors[page.id] ?? computeAnchors(for: page) }

    private func computeAnchors(for page: Page) -> [String] {
        var used = AnchorSet()
        let pageRules = rules(onPage: page.id)
        for rule in pageRules.values { if let anchor = ruleAnchors[rule.id] { _ = used.claim(anchor) } }
        return page.blocks.map { block in
            if let rule = pageRules[block.id], let anchor = ruleAnchors[rule.id] { return anchor }
            return used.claim(Anchor.block(block.id))
        }
    }

    /// The translated share of a page (`share(_:)`), counted once per build.
    func share(of page: Page) -> String {
        let counts = translationCounts(of: page)
        return Self.share(translated: counts.translated, of: counts.translatable)
    }

    /// How many of a page's blocks are translatable, and how many of those translated, counted once per build.
    func translationCounts(of page: Page) -> TranslatedShare { pageShares[page.id] ?? TranslatedShare(page.blocks) }

    /// Translated share of a page's translatable blocks, as `"82%"`, or `"—"` when nothing is translatable.
    static func share(_ blocks: [Block]) -> String {
        let counts = translationCounts(blocks)
        return share(translated: counts.translated, of: counts.translatable)
    }

    /// `"82%"` for `translated` of `translatable` blocks, or `"—"` when nothing is translatable.
    static func share(translated: Int, of translatable: Int) -> String {
        guard translatable > 0 else { return "—" }
        return "\(TranslatedShare(translatable: translatable, translated: translated).percent)%"
    }

    /// How many of `blocks` are translatable, and how many of those translated (`TranslatedShare`, the one definition
    /// every report uses).
    static func translationCounts(_ blocks: [Block]) -> (translatable: Int, translated: Int) {
        let share = TranslatedShare(blocks)
        return (share.translatable, share.translated)
    }

    func category(_ id: String) -> Category? { categories[id] }

    /// `components/presentation` → `Components › Presentation`, with the titles the categories' index pages give.
    /// A category's name with its parents' (`Components › Presentation`) in both languages: each part's Korean, else its
    /// English; no Korean when no part has any, derived when a part's Korean is.
    func categoryNameView(_ id: String) -> NameView {
        guard !id.isEmpty else { return NameView(en: SiteStrings["otherPages"].en, ko: SiteStrings["otherPages"].ko, derivedKo: nil) }
        let parts = id.split(separator: "/")
        let titles = parts.indices.map { index -> LocalizedTitle in
            categories[parts[...index].joined(separator: "/")]?.title ?? LocalizedTitle(en: ProductName.title(fromSlug: parts[index]))
        }
        let en = titles.map(\.en).joined(separator: " › ")
        guard titles.contains(where: { $0.anyKo != nil }) else { return NameView(en: en, ko: nil, derivedKo: nil) }
        let ko = titles.map { $0.anyKo ?? $0.en }.joined(separator: " › ")
        return titles.contains { $0.ko == nil && $0.derivedKo != nil } ? NameView(en: en, ko: nil, derivedKo: ko) : NameView(en: en, ko: ko, derivedKo: nil)
    }

    func categoryName(_ id: String) -> String {
        guard !id.isEmpty else { return SiteStrings["otherPages"].en }
        let parts = id.split(separator: "/")
        return parts.indices.map { index -> String in
            let prefix = parts[...index].joined(separator: "/")
            return categories[prefix]?.title.en ?? ProductName.title(fromSlug: parts[index])
        }.joined(separator: " › ")
    }

    /// A rule kind's badge text in both languages (`SiteStrings`), as HTML.
    static func kindLabel(_ kind: RuleKind) -> String {
        switch kind {
        case .do: SiteStrings.html("do")
        case .dont: SiteStrings.html("dont")
        case .consider: SiteStrings.html("consider")
        }
    }
}
