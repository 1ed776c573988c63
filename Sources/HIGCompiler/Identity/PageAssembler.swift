import HIGCorpus

/// One read file as a corpus page, with what dedup needs to know about its identity.
struct AssembledPage: Equatable, Sendable {
    var page: Page
    /// What named it (a title, a slug, its path, or nothing but a guess).
    var evidence: PageIdentity.NameEvidence
    /// A guideline page, a stub, or a category index.
    var shape: PageShape
    /// The name of the file's read cache entry (everything the page is made from), when the build has a cache:
    /// dedup names a group's merge by its files' (`ReadCache.mergeKey`).
    var readKey: String?
    /// The categories the file names for itself (`PageIdentity.places`).
    var places: [String] = []
    /// The export the file belongs to (`PathName.exportRoot`), or `nil` outside the guidelines' layout.
    var exportRoot: String?
    /// What the read pass did with the file's Korean lines (`KoreanLedgerBuilder` settles the rest).
    var korean = KoreanLines()

    /// The name dedup groups by (the id's last component), or `nil` when the page has no name of its own.
    var name: String? { evidence.isName ? page.id.split(separator: "/").last.map(String.init) : nil }

    init(page: Page, evidence: PageIdentity.NameEvidence, shape: PageShape = .guideline, places: [String] = [], exportRoot: String? = nil) {
        self.page = page
        self.evidence = evidence
        self.shape = shape
        self.places = places
        self.exportRoot = exportRoot
    }

    /// A page whose id is its name (tests and callers that build pages by hand).
    init(named page: Page) {
        self.init(page: page, evidence: .slugTitle, shape: page.blocks.isEmpty ? .stub : .guideline,
                  places: page.category.isEmpty ? [] : [page.category])
    }
}

/// Turns a read page into a corpus page: identity, sections and block ids.
struct PageAssembler {
    func assemble(_ raw: RawPage, pinned: ManifestEntry?, diagnostics: inout [Diagnostic]) -> AssembledPage {
        let identity = PageIdentity.resolve(path: raw.path, relativePath: raw.relativePath, titleLine: raw.titleLine, pinned: pinned,
                                            blocks: raw.blocks, diagnostics: &diagnostics)
        TitleBidiCheck.check(identity.title, path: raw.path, line: raw.titleLine?.lines.lowerBound ?? 1, diagnostics: &diagnostics)
        let sections = SectionAssigner.sections(for: raw.blocks)
        let origin = TranslationMaker.origin(of: raw, pinned: pinned)
        var ids = BlockIDs()
        let blocks = zip(raw.blocks, sections).map { block, section in
            Block(
                id: ids.next(for: block),
                kind: block.kind,
                section: section,
                text: BilingualText(en: block.english.text, ko: block.korean?.text),
                html: BilingualText(en: block.english.html, ko: block.korean?.html),
                lead: block.lead,
                links: block.links,
                summary: block.summary,
                translatorNote: block.translatorNote,
                alignment: block.alignment,
                source: SourceLocation(path: raw.path, line: block.line),
                translationSource: block.korean.map { SourceLocation(path: raw.path, line: $0.line) },
                translationOrigin: block.korean == nil ? nil : origin
            )
        }
        var title = identity.title
        if title.ko == nil { title.ko = raw.koreanTitle }
        let page = Page(id: identity.id, title: title, category: identity.category,
                        sources: [PageSource(path: raw.path, format: raw.format, sha256: raw.sha256, frontMatter: raw.frontMatter)],
                        blocks: blocks, changeLog: raw.changeLog)
        var assembled = AssembledPage(page: page, evidence: identity.evidence, shape: raw.shape, places: identity.places,
                                      exportRoot: PathName.exportRoot(path: raw.path, relativePath: raw.relativePath))
        assembled.korean = raw.korean
        return assembled
    }
}

/// Readable block ids unique within a page: the first words of the English, then `-2`, `-3` on collision.
struct BlockIDs {
    private var used: [String: Int] = [:]

    mutating func next(for block: RawBlock) -> String {
        next(kind: block.kind, lead: block.lead, text: block.english.text)
    }

    mutating func next(kind: BlockKind, lead: String?, text: String) -> String {
        // Six words never need more than the first couple of hundred bytes.
        let words = lead ?? text
        var base = Slug.make(words.utf8.count > 200 ? String(words.prefix(160)) : words, maxWords: 6)
        if kind == .image || base.isEmpty { base = kind.rawValue + (base.isEmpty ? "" : "-" + base) }
        if base.count > 60 { base = String(base.prefix(60)) }
        let count = used[base, default: 0] + 1
        used[base] = count
        return count == 1 ? base : "\(base)-\(count)"
    }

    /// Ids for a merged page's blocks, minted afresh in order.
    static func reassign(_ blocks: [Block]) -> [Block] {
        var ids = BlockIDs()
        return blocks.map { block in
            var block = block
            block.id = ids.next(kind: block.kind, lead: block.lead, text: block.text.en)
            return block
        }
    }
}
