import Foundation
import HIGCorpus
import HIGText

/// A page's id, title and category, from a manifest entry, the title line, the path, or the text itself.
struct PageIdentity: Equatable, Sendable {
    var id: String
    var title: LocalizedTitle
    var category: String
    /// What named the page, strongest first; dedup trusts a name only as far as its evidence goes.
    var evidence: NameEvidence = .inferred
    /// Every category the file names for itself (its folder in the guidelines' layout, its title line's), which a
    /// page's name is qualified by: the same name in another place is another page unless content says otherwise
    /// (docs/dedup.md). Empty when nothing names one.
    var places: [String] = []

    /// Where a page's name came from.
    enum NameEvidence: Int, Comparable, Sendable {
        /// Pinned in a manifest.
        case manifest = 0
        /// A title written for people (`Action sheets`, `# **Buttons**`).
        case writtenTitle = 1
        /// A slug in the title line (`# **[components-presentation] action-sheets**`).
        case slugTitle = 2
        /// The file's path in the guidelines' own layout, with no title line.
        case path = 3
        /// Inferred from the first sentence, or nothing at all: content decides which page it is.
        case inferred = 4

        static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

        /// Whether the name is the page's name (the same name is the same page) rather than a guess.
        var isName: Bool { self != .inferred }
    }

    /// The last component of the id: the page's name across categories.
    var slug: String { id.split(separator: "/").last.map(String.init) ?? id }

    /// Settles identity; warns when the title had to be inferred. A title is inferred from a sentence only
    /// when neither a title line nor the path names the page.
    static func resolve(path: String, relativePath: String? = nil, titleLine: TitleLine?, pinned: ManifestEntry?, blocks: [RawBlock],
                        diagnostics: inout [Diagnostic]) -> PageIdentity {
        let pathName = relativePath.flatMap(PathName.init(relativePath:))
        var category = titleLine.map { chooseCategory(title: $0.category, path: pathName?.category) } ?? pathName?.category ?? ""
        var slug: String
        var title: String
        var evidence: NameEvidence
        if let line = titleLine {
            let name = line.name
            evidence = line.nameIsSlug ? .slugTitle : .writtenTitle
            if line.nameIsSlug {
                slug = Slug.make(name)
                title = TitleCasing.humanize(slug: slug, blocks: blocks)
            } else {
                title = name.prefix(1).uppercased() + name.dropFirst()
                slug = Slug.make(name)
            }
        } else if let pathName {
            evidence = .path
            slug = pathName.slug
            title = TitleCasing.humanize(slug: slug, blocks: blocks)
        } else if let inferred = TitleInference.infer(from: blocks) {
            evidence = .inferred
            title = inferred
            slug = Slug.make(inferred)
            if pinned?.title == nil && pinned?.id == nil {
                diagnostics.append(Diagnostic(.warning, "hig.page.title-inferred",
                                              "no title line; title \"\(inferred)\" inferred from the first sentence (pin it in \(Manifest.fileName))",
                                              at: SourceLocation(path: path, line: 1)))
            }
        } else {
            evidence = .inferred
            title = "Untitled"
            slug = "untitled"
            if pinned?.title == nil && pinned?.id == nil {
                diagnostics.append(Diagnostic(.warning, "hig.page.untitled",
                                              "no title line and no title could be inferred; pin one in \(Manifest.fileName)",
                                              at: SourceLocation(path: path, line: 1)))
            }
        }
        if let pinnedCategory = pinned?.category { category = pinnedCategory }
        if let pinnedTitle = pinned?.title?.en {
            title = pinnedTitle
            slug = Slug.make(pinnedTitle)
        }
        if pinned?.id != nil || pinned?.title != nil { evidence = .manifest }
        let id = pinned?.id ?? (category.isEmpty ? slug : "\(category)/\(slug)")
        if let pinnedID = pinned?.id, pinned?.category == nil, let slash = pinnedID.lastIndex(of: "/") {
            category = String(pinnedID[..<slash])
        }
        let named = pinned?.category != nil || pinned?.id != nil ? [category] : [pathName?.category, titleLine?.category].compactMap { $0 }
        var places: [String] = []
        for place in named where !place.isEmpty && !places.contains(place) { places.append(place) }
        return PageIdentity(id: id, title: LocalizedTitle(en: title, ko: pinned?.title?.ko), category: category, evidence: evidence, places: places)
    }

    /// The category a file is filed under: its folder in the guidelines' layout, which a repository keeps current
    /// when pages move (old exports keep a title line such as `[components-status]` after the file moved to
    /// `system-experiences/`); the title line's category where the path gives none, or where it only adds to the
    /// path's (`components/` holding `[components-presentation] …`).
    static func chooseCategory(title: String, path: String?) -> String {
        guard let path, !path.isEmpty else { return title }
        if title.isEmpty { return path }
        let titleParts = title.split(separator: "/"), pathParts = path.split(separator: "/")
        return titleParts.count > pathParts.count && titleParts.starts(with: pathParts) ? title : path
    }
}

/// Turns a slug into a title, keeping the casing the page itself uses ("live-activities" → "Live Activities").
enum TitleCasing {
    static func humanize(slug: String, blocks: [RawBlock]) -> String {
        let phrase = slug.replacingOccurrences(of: "-", with: " ")
        let needle = Array(phrase.utf8)
        var counts: [String: Int] = [:]
        for block in blocks.prefix(12) where block.kind != .heading {
            let text = Array(block.english.text.utf8)
            for offset in ByteSearch.occurrences(of: needle, in: text) {
                let found = String(decoding: text[offset..<(offset + needle.count)], as: UTF8.self)
                // Only mid-sentence occurrences show the page's own casing ("… your Live Activities …").
                var before = offset - 1
                while before >= 0 && text[before] == 0x20 { before -= 1 }
                let atSentenceStart = before < 0 || SentenceEnd.isClauseEnd(text[before])
                if !atSentenceStart && found.utf8.dropFirst().contains(where: { $0 >= 0x41 && $0 <= 0x5A }) {
                    counts[found, default: 0] += 1
                }
            }
        }
        if let best = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key {
            return best.prefix(1).uppercased() + best.dropFirst()
        }
        return ProductName.title(fromSlug: slug)
    }
}

/// Infers a title for a page without a title line from its opening sentence
/// ("A sheet helps people …" → "Sheets").
enum TitleInference {
    private static let articles: Set<String> = ["a", "an", "the"]
    private static let stopWords: Set<String> = [
        "is", "are", "helps", "help", "lets", "let", "displays", "display", "presents", "present", "provides", "provide",
        "shows", "show", "gives", "give", "contains", "contain", "enables", "enable", "initiates", "manages", "creates",
        "combines", "communicates", "elevates", "offers", "allows", "can", "typically", "floats", "represents",
        "reveals", "describes", "lists", "organizes", "indicates", "consists", "appears", "acts", "often", "—", "–",
    ]

    static func infer(from blocks: [RawBlock]) -> String? {
        guard let opening = blocks.first(where: { $0.kind == .abstract || $0.kind == .paragraph })?.english.text else { return nil }
        let tokens = opening.split(separator: " ").map { String($0) }
        guard let first = tokens.first, articles.contains(first.lowercased()) else { return nil }
        var noun: [String] = []
        for token in tokens.dropFirst() {
            let word = token.trimmingCharacters(in: .punctuationCharacters)
            if stopWords.contains(word.lowercased()) || word.isEmpty { break }
            // After "A"/"An" the noun phrase is singular, so a lowercase word ending in "s" is its verb ("expands").
            if first.lowercased() != "the", !noun.isEmpty, word.hasSuffix("s"), !word.hasSuffix("ss"), word == word.lowercased() { break }
            noun.append(word)
            if token.last.map({ ",;:".contains($0) }) ?? false { break }
            if noun.count == 4 { return nil }
        }
        guard let last = noun.last else { return nil }
        noun[noun.count - 1] = plural(last)
        let phrase = noun.joined(separator: " ")
        return phrase.prefix(1).uppercased() + phrase.dropFirst()
    }

    static func plural(_ word: String) -> String {
        let lower = word.lowercased()
        if lower.hasSuffix("s") || lower.hasSuffix("x") || lower.hasSuffix("ch") || lower.hasSuffix("sh") { return word + "es" }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) { return word.dropLast() + "ies" }
        return word + "s"
    }
}
