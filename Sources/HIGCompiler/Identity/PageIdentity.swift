import Foundation
import HIGCorpus

/// A page's id, title and category, from a manifest entry, the title line, or the text itself.
struct PageIdentity: Equatable, Sendable {
    var id: String
    var title: LocalizedTitle
    var category: String

    /// Settles identity; warns when the title had to be inferred.
    static func resolve(path: String, titleLine: TitleLine?, pinned: ManifestEntry?, blocks: [RawBlock],
                        diagnostics: inout [Diagnostic]) -> PageIdentity {
        var category = titleLine?.category ?? ""
        var slug: String
        var title: String
        if let name = titleLine?.name {
            if name == name.lowercased() && !name.contains(" ") {
                slug = Slug.make(name)
                title = TitleCasing.humanize(slug: slug, blocks: blocks)
            } else {
                title = name
                slug = Slug.make(name)
            }
        } else if let inferred = TitleInference.infer(from: blocks) {
            title = inferred
            slug = Slug.make(inferred)
            if pinned?.title == nil && pinned?.id == nil {
                diagnostics.append(Diagnostic(.warning, "hig.page.title-inferred",
                                              "no title line; title \"\(inferred)\" inferred from the first sentence (pin it in \(Manifest.fileName))",
                                              at: SourceLocation(path: path, line: 1)))
            }
        } else {
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
        let id = pinned?.id ?? (category.isEmpty ? slug : "\(category)/\(slug)")
        if let pinnedID = pinned?.id, pinned?.category == nil, let slash = pinnedID.lastIndex(of: "/") {
            category = String(pinnedID[..<slash])
        }
        return PageIdentity(id: id, title: LocalizedTitle(en: title, ko: pinned?.title?.ko), category: category)
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
                let atSentenceStart = before < 0 || ".!?:".utf8.contains(text[before])
                if !atSentenceStart && found.utf8.dropFirst().contains(where: { $0 >= 0x41 && $0 <= 0x5A }) {
                    counts[found, default: 0] += 1
                }
            }
        }
        if let best = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key {
            return best.prefix(1).uppercased() + best.dropFirst()
        }
        return phrase.prefix(1).uppercased() + phrase.dropFirst()
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
