import HIGCorpus

/// What a read file holds, from the shape of its blocks: a guideline page, a title with nothing under it
/// (a stub), a category's index (a title, an optional introduction and links to its pages), or text under a
/// title that is no guideline prose at all (a repository's notes).
enum PageShape: Equatable, Sendable {
    case guideline
    /// A title line and no content.
    case stub
    /// A category's landing page: its introduction and the pages it lists, in order.
    case categoryIndex(CategoryIndexContent)
    /// Headings and fragments but not one sentence of prose.
    case noProse

    /// The shape of a page's blocks (title line already removed).
    static func of(_ blocks: [RawBlock]) -> PageShape {
        let content = blocks.filter { ![.heading, .image, .caption].contains($0.kind) }
        if content.isEmpty { return .stub }
        if !blocks.contains(where: { $0.kind == .heading }), let index = CategoryIndexContent(content) { return .categoryIndex(index) }
        if !content.contains(where: isProse) { return .noProse }
        return .guideline
    }

    /// A sentence of guideline prose: five words or more ending like a sentence, or a long run of words.
    private static func isProse(_ block: RawBlock) -> Bool {
        guard [.abstract, .paragraph, .listItem, .quote].contains(block.kind) else { return false }
        // A Korean-only page's prose is its Korean (`english` is empty there).
        let text = block.english.text.isEmpty ? block.korean?.text ?? "" : block.english.text
        let words = text.wordCount
        return words >= 12 || (words >= 5 && ProseShape.endsSentence(text))
    }
}

/// A category index page's content: the introduction before its links, and the links in order.
struct CategoryIndexContent: Equatable, Sendable {
    var intro: BilingualText?
    var links: [LinkList.Item]

    init(intro: BilingualText?, links: [LinkList.Item]) {
        self.intro = intro
        self.links = links
    }

    /// Reads content blocks as an index: a short introduction (two blocks at most) first, then only link lists,
    /// two links at least. (Guideline pages end in lists of related links, but have sections and prose first.)
    init?(_ content: [RawBlock]) {
        guard let firstList = content.firstIndex(where: { $0.linkList.map { !$0.items.isEmpty } ?? false }), firstList <= 2 else { return nil }
        let rest = content[firstList...]
        guard rest.allSatisfy({ $0.linkList != nil }) else { return nil }
        let links = rest.flatMap { $0.linkList?.items ?? [] }
        guard links.count >= 2 else { return nil }
        var introBlocks = content[..<firstList].map { (en: $0.english.text, ko: $0.korean?.text) }
        if let lead = content[firstList].linkList?.intro { introBlocks.append((en: lead.text, ko: content[firstList].korean?.text)) }
        let en = introBlocks.map(\.en).joined(separator: " ")
        let ko = introBlocks.compactMap(\.ko).joined(separator: " ")
        intro = en.isEmpty ? nil : BilingualText(en: en, ko: ko.isEmpty ? nil : ko)
        self.links = links
    }
}
