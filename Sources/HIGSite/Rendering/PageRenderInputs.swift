import HIGCorpus
import HIGEmit
import HIGText

/// What a guideline page's HTML reads besides its own fields, as the bytes a `RenderMemo` keys the page by (the memo
/// adds every field of the page itself, and its store's salt names hig, whose templates and strings a page shows):
///
/// - the site around the page, the same for every page and so digested once (`siteDigest`): the theme's templates and
///   the site address; the navigation, every category's and page's id and title in the sidebar's order (the
///   sidebar, the breadcrumbs and previous/next read it); what a link resolves to (every page's id and aliases, every
///   category's id and title, every page's heading anchors); the site's copies of local images;
/// - the page's own rules and block anchors, whose anchors are claimed across the site.
///
/// A body edit that leaves the site around it alone re-renders its own page only; a change some page shows of
/// another (a retitled page, a moved heading a link leads to) re-renders every page, which is the cheapest key that
/// is right for every page.
struct PageRenderInputs {
    let memo: any RenderMemo
    let content: SiteContent
    /// The digest of the site around every page.
    let siteDigest: String
    /// The memo's digest of every field of each page, in corpus order: made once for the page's file and its search
    /// documents.
    let pageDigests: [String]

    /// `pageDigests`: the memo's digest of each page, when made already.
    init(memo: any RenderMemo, content: SiteContent, navigation: SiteNavigation, links: SiteLinks, theme: Theme, siteURL: String?,
         pageDigests: [String]? = nil) {
        self.memo = memo
        self.content = content
        siteDigest = memo.digest(Self.siteMaterial(content: content, navigation: navigation, links: links, theme: theme, siteURL: siteURL))
        self.pageDigests = pageDigests ?? ConcurrentMap.map(content.corpus.pages, memo.pageDigest)
    }

    /// The memo's key of the corpus's page `index` rendered into the output file at `path` (relative to the output
    /// folder).
    func key(forPageAt index: Int, path: String) -> String {
        var out = RenderMaterial()
        out.string(pageDigests[index])
        out.bytes(material(for: content.corpus.pages[index]))
        return memo.key(path, material: out.bytes)
    }

    /// The memo's key of page `index`'s search documents (`SearchIndexFiles.documents`) in the output file at `path`:
    /// they show the page's own fields, its block anchors and which blocks lead a rule, nothing of the site around it
    /// (its anchors are made from its blocks, its rules and their anchors, `rulesMaterial`).
    func searchKey(forPageAt index: Int, path: String) -> String {
        var out = RenderMaterial()
        out.string(pageDigests[index])
        out.bytes(rulesMaterial(for: content.corpus.pages[index]))
        return memo.key(path, material: out.bytes)
    }

    /// The memo's key of an index file (the home page, a category's landing page, a page of the rules index) in the
    /// output file at `path`: the site around it and everything its head and view show, so an edit that changes no
    /// title, share, rule or introduction it lists keeps it; `nil` for a file that is not an index.
    func key(forIndex file: SiteFile, path: String) throws -> String? {
        let view: any Encodable
        switch file.body {
        case .home(let home): view = home
        case .category(let category): view = category
        case .rules(let rules): view = rules
        case .page, .notFound: return nil
        }
        var out = RenderMaterial()
        out.string(siteDigest)
        out.string(file.body.template.rawValue)
        out.bytes(try MaterialEncoder.material(of: ShownHead(file)).bytes)
        out.bytes(try MaterialEncoder.material(of: view).bytes)
        return memo.key(path, material: out.bytes)
    }

    /// What an index file's head and sidebar show besides the site around it.
    private struct ShownHead: Encodable {
        var title: String
        var description: BilingualText
        var modes: Bool
        var article: Bool
        var currentPage: String?
        var currentCategory: String?
        var base: String?

        init(_ file: SiteFile) {
            (title, description, modes, article) = (file.title, file.description, file.modes, file.article)
            (currentPage, currentCategory, base) = (file.currentPage, file.currentCategory, file.base)
        }
    }

    /// What one page reads besides its own fields: the site's digest, then its rules and their anchors.
    func material(for page: Page) -> [UInt8] {
        var out = RenderMaterial()
        out.string(siteDigest)
        out.bytes(rulesMaterial(for: page))
        return out.bytes
    }

    /// A page's rules by the block each leads, in the order of the blocks' ids, each with every field the page shows
    /// and its anchor on the site: with the page's own fields, all its block anchors are made of (`SiteContent.anchors`),
    /// so no anchor is made to key a page.
    func rulesMaterial(for page: Page) -> [UInt8] {
        var out = RenderMaterial()
        let rules = content.rules(onPage: page.id)
        out.array(rules.keys.sorted()) { out, block in
            let rule = rules[block]!
            out.string(block)
            out.string(rule.id)
            out.optional(content.ruleAnchors[rule.id]) { $0.string($1) }
            out.string(rule.kind.rawValue)
            out.array(rule.platforms) { $0.string($1) }
            out.string(rule.text.en)
            out.optional(rule.text.ko) { $0.string($1) }
        }
        return out.bytes
    }

    static func siteMaterial(content: SiteContent, navigation: SiteNavigation, links: SiteLinks, theme: Theme, siteURL: String?) -> [UInt8] {
        var out = RenderMaterial()
        out.bytes(theme.templateBytes)
        out.optional(siteURL) { $0.string($1) }
        out.int(navigation.pageCount)
        out.array(navigation.roots) { $0.node($1) }
        out.array(content.corpus.categories) { out, category in
            out.string(category.id)
            out.title(category.title)
        }
        out.array(content.corpus.pages) { out, page in
            out.string(page.id)
            out.array(page.aliases) { $0.string($1) }
        }
        out.array(links.headingAnchors.keys.sorted()) { out, page in
            let anchors = links.headingAnchors[page] ?? [:]
            out.string(page)
            out.array(anchors.keys.sorted()) { out, slug in
                out.string(slug)
                out.string(anchors[slug] ?? "")
            }
        }
        out.array(content.localImages.keys.sorted()) { out, path in
            out.string(path)
            out.string(content.localImages[path] ?? "")
        }
        return out.bytes
    }
}

extension RenderMaterial {
    /// Every field of a title.
    mutating func title(_ title: LocalizedTitle) {
        string(title.en)
        optional(title.ko) { $0.string($1) }
        optional(title.derivedKo) { $0.string($1) }
    }

    /// A navigation node: its id and title, its pages' ids and titles, its children, in order.
    mutating func node(_ node: SiteNavigation.Node) {
        string(node.id)
        title(node.title)
        array(node.pages) { out, page in
            out.string(page.id)
            out.title(page.title)
        }
        array(node.children) { $0.node($1) }
    }
}
