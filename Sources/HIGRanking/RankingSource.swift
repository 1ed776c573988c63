import Foundation
import HIGCorpus

/// A page as ranking reads it: the text of each field, and its blocks (by their index in `Page.blocks`) with the
/// text each puts into a field.
package struct RankingPage: Sendable {
    /// One block's text, in the field it counts for.
    package struct Part: Sendable {
        package var field: RankingField
        package var text: String
    }

    /// One block: its index in the page's blocks and its parts.
    package struct Block: Sendable {
        package var ordinal: Int
        package var parts: [Part]
    }

    package var id: String
    /// Text that belongs to the page rather than a block: its titles.
    package var pageParts: [Part]
    package var blocks: [Block]
    /// The title terms (`QueryPlan.titleTerm(of:)`) of the page's titles: English, Korean, derived Korean.
    package var titleTerms: [String] = []

    /// Block kinds left out: an image's alt text repeats the page title and only adds noise.
    static let skippedKinds: Set<BlockKind> = [.image]

    /// The ranking view of every page of a build, in corpus order (page numbers are indexes into this array).
    package static func pages(of products: BuildProducts) -> [RankingPage] {
        let source = RankingPages(products)
        return (0..<source.count).map(source.page)
    }
}

/// Makes the ranking view of a build's pages one at a time, so the index never holds every page's text at once (the
/// texts joined per block are as large as the corpus's own).
package struct RankingPages: Sendable {
    let pages: [Page]
    let rulesByPage: [String: [String: [Rule]]]
    let categoryTitles: [String: LocalizedTitle]

    package init(_ products: BuildProducts) {
        var rulesByPage: [String: [String: [Rule]]] = [:]
        for rule in products.rules { rulesByPage[rule.page, default: [:]][rule.block, default: []].append(rule) }
        self.rulesByPage = rulesByPage
        categoryTitles = Dictionary(products.corpus.categories.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        pages = products.corpus.pages
    }

    /// How many pages there are.
    package var count: Int { pages.count }

    /// The id of page `number`.
    package func id(_ number: Int) -> String { pages[number].id }

    /// The ranking view of page `number`, in corpus order.
    package func page(_ number: Int) -> RankingPage {
        typealias Part = RankingPage.Part
        let page = pages[number]
        var pageParts = [Part(field: .title, text: page.title.en + "\n" + (page.title.ko ?? ""))]
        if page.title.ko == nil, let derived = page.title.derivedKo { pageParts.append(Part(field: .derivedTitle, text: derived)) }
        // The category's Korean, so `프레젠테이션` finds the pages filed under Presentation (derived, lower weight).
        if let category = categoryTitles[page.category], let ko = category.anyKo {
            pageParts.append(Part(field: .derived, text: ko))
        }
        let rulesByBlock = rulesByPage[page.id] ?? [:]
        var blocks: [RankingPage.Block] = []
        for (ordinal, block) in page.blocks.enumerated() where !RankingPage.skippedKinds.contains(block.kind) {
            var parts: [Part] = []
            let text = block.text.en + "\n" + (block.text.ko ?? "")
            if block.kind == .heading {
                parts.append(Part(field: .heading, text: text))
                if block.text.ko == nil, let derived = block.derivedKo { parts.append(Part(field: .derived, text: derived)) }
            } else {
                parts.append(Part(field: .body, text: text))
            }
            for rule in rulesByBlock[block.id] ?? [] {
                parts.append(Part(field: .rule, text: rule.text.en + "\n" + (rule.text.ko ?? "")))
            }
            guard parts.contains(where: { RankingPage.hasVisibleText($0.text) }) else { continue }
            blocks.append(RankingPage.Block(ordinal: ordinal, parts: parts))
        }
        var titleTerms: [String] = []
        for title in [page.title.en, page.title.ko, page.title.derivedKo].compactMap({ $0 }) {
            if let term = QueryPlan.titleTerm(of: title), !titleTerms.contains(term) { titleTerms.append(term) }
        }
        return RankingPage(id: page.id, pageParts: pageParts, blocks: blocks, titleTerms: titleTerms)
    }
}

extension RankingPage {
    /// Whether the text holds a character other than white space and line breaks: what
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` leaves, found at the first such scalar without making a string.
    static func hasVisibleText(_ text: String) -> Bool {
        text.unicodeScalars.contains { !CharacterSet.whitespacesAndNewlines.contains($0) }
    }
}
