import Foundation
import HIGCorpus
import HIGText

/// The Korean translators wrote for titles and headings, anywhere in the build: a page's Korean title, a translated
/// heading, a category's Korean title, and the links of a README's table of contents that pair a Korean name with an
/// English page (`[손쉬운 사용(Accessibility)](./foundations/accessibility.md)`), and the text of Korean links to a
/// page when two or more links say the same. The most trusted evidence for the Korean of a title: a person wrote it
/// for that name. Keyed by `TitleKey`; where translators differ, the Korean given
/// most often (then the shorter, then the smaller) wins.
struct TranslatorTitles: Equatable, Sendable {
    /// `TitleKey` → Korean.
    private(set) var korean: [String: String] = [:]

    init(_ corpus: Corpus) {
        self.init(corpus, linkNames: corpus.pages.flatMap(Self.linkNames(of:)).reduce(into: [:]) { $0[$1, default: 0] += 1 })
    }

    /// The translators' titles with the corpus's Korean link names (`linkNames(of:)` of every page) counted.
    init(_ corpus: Corpus, linkNames: [LinkName: Int]) {
        var votes: [String: [String: Int]] = [:]
        func vote(_ english: String, _ ko: String?) {
            guard let ko = ko?.trimmingCharacters(in: .whitespaces), Script.containsHangul(ko) else { return }
            let key = TitleKey.of(english)
            guard !key.isEmpty else { return }
            votes[key, default: [:]][ko, default: 0] += 1
        }
        for page in corpus.pages {
            vote(page.title.en, page.title.ko)
            for block in page.blocks where block.kind == .heading { vote(block.text.en, block.text.ko) }
        }
        for category in corpus.categories { vote(category.title.en, category.title.ko) }
        // A README's `한국어(English)` link names the page by its English: the pair holds wherever that title is.
        for link in corpus.skipped.flatMap(\.titleLinks) { vote(link.en, link.ko) }
        for (page, ko) in Self.anchorTitles(corpus, linkNames: linkNames) { vote(page.title.en, ko) }
        for (key, counts) in votes {
            korean[key] = counts.min { a, b in
                if a.value != b.value { return a.value > b.value }
                if a.key.count != b.key.count { return a.key.count < b.key.count }
                return a.key < b.key
            }!.key
        }
    }

    /// Every `(TitleKey, Korean)`, by key.
    var pairs: [(String, String)] { korean.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }

    /// The translators' Korean for an English title or heading.
    func korean(for english: String) -> String? { TitleKey.candidates(english).lazy.compactMap { korean[$0] }.first }

    /// A Korean link's target and its text, when the text is Hangul words alone (a name, not a sentence: four words
    /// at most), joined by single spaces.
    struct LinkName: Hashable, Sendable {
        var href: String
        var name: String
    }

    /// The Korean links of one page's blocks that may name a page.
    static func linkNames(of page: Page) -> [LinkName] {
        var names: [LinkName] = []
        for block in page.blocks {
            guard let html = block.html.ko, ByteSearch.contains("<a href=", in: html) else { continue }
            for (href, text) in anchors(in: html) {
                let words = text.split(separator: " ")
                guard (1...4).contains(words.count), words.allSatisfy({ $0.unicodeScalars.allSatisfy(Script.isHangulSyllable) }) else { continue }
                names.append(LinkName(href: href, name: words.joined(separator: " ")))
            }
        }
        return names
    }

    /// Pages whose Korean link names (`linkNames`, counted over every page) name them with the same words twice or
    /// more: the words given most often.
    static func anchorTitles(_ corpus: Corpus, linkNames: [LinkName: Int]) -> [(Page, String)] {
        let targets = LinkTargets(pages: corpus.pages)
        var counts: [String: [String: Int]] = [:]
        for (link, count) in linkNames {
            guard case .page(let id) = targets.resolve(link.href) else { continue }
            counts[id, default: [:]][link.name, default: 0] += count
        }
        let pages = Dictionary(corpus.pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return counts.keys.sorted().compactMap { id in
            let best = counts[id]!.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }!
            guard best.value >= 2, let page = pages[id] else { return nil }
            return (page, best.key)
        }
    }

    /// `(href, text)` of each `<a href="…">text</a>` of escaped inline HTML, entities read back.
    static func anchors(in html: String) -> [(String, String)] {
        var result: [(String, String)] = []
        var rest = html[...]
        while let start = rest.range(of: "<a href=\"") {
            rest = rest[start.upperBound...]
            guard let quote = rest.firstIndex(of: "\""), let open = rest[quote...].firstIndex(of: ">"),
                  let close = rest[open...].range(of: "</a>") else { break }
            let href = Escape.unescapeHTML(String(rest[..<quote]))
            let text = rest[rest.index(after: open)..<close.lowerBound].replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
            result.append((href, Escape.unescapeHTML(text).trimmingCharacters(in: .whitespaces)))
            rest = rest[close.upperBound...]
        }
        return result
    }
}
