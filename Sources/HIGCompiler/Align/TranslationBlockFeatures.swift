import Foundation
import HIGCorpus
import HIGText

/// What the cross-file aligner compares about one block of either side, computed once per block: its kind, its
/// text's length, the numbers and Latin tokens it holds (product and API names a translator leaves in English), the
/// pages it links to, and for a block without Hangul its words (a heading left in English matches Apple's heading).
struct TranslationBlockFeatures {
    var kind: BlockKind
    /// The text the side gives: Apple's English, or the translator's Korean (or Latin text they left as it was).
    var text: String
    var length: Int
    var numbers: Set<String>
    var latinTokens: Set<String>
    /// The last path component of each link target, lowercased, without extension or anchor (`privacy`).
    var linkNames: Set<String>
    /// Lowercased letters and digits of a text with no Hangul (a heading left in English), for edit distance.
    var latinKey: String?
    /// A paragraph that is one bold sentence and nothing else: a translator's lead, its body in the next block.
    var isLeadOnly: Bool
    /// The English bold lead's length (English side).
    var leadLength: Int?

    /// The translator's side of a Korean-only page's block.
    init(translation block: Block) {
        let text = block.text.ko ?? block.text.en
        let html = block.html.ko ?? block.html.en
        self.init(kind: block.kind, text: text, links: block.links)
        isLeadOnly = block.kind == .paragraph && html.hasPrefix("<strong>") && html.hasSuffix("</strong>")
            && html.components(separatedBy: "<strong>").count == 2
    }

    /// Apple's side.
    init(english block: Block) {
        self.init(kind: block.kind, text: block.text.en, links: block.links)
        leadLength = block.lead.map(\.count)
        latinKey = nil
    }

    private init(kind: BlockKind, text: String, links: [String]) {
        self.kind = kind
        self.text = text
        length = text.count
        let features = LineFeatures(text)
        numbers = features.numbers
        // Words of three letters or more: product and API names; `in`, `of` and the like say nothing.
        latinTokens = features.latinTokens.filter { $0.utf8.count >= 3 }
        linkNames = Set(links.compactMap(Self.linkName))
        latinKey = Script.containsHangul(text) ? nil : Self.key(text)
        isLeadOnly = false
    }

    /// `/design/human-interface-guidelines/privacy` and `./privacy.md#x` → `privacy`; `nil` for a bare anchor.
    static func linkName(_ target: String) -> String? {
        var path = Substring(target)
        if let cut = path.firstIndex(where: { $0 == "#" || $0 == "?" }) { path = path[..<cut] }
        while path.hasSuffix("/") { path = path.dropLast() }
        guard var name = path.split(separator: "/").last.map(String.init), !name.isEmpty else { return nil }
        for suffix in [".md", ".html", ".markdown"] where name.lowercased().hasSuffix(suffix) { name = String(name.dropLast(suffix.count)) }
        return name.isEmpty || name == "." || name == ".." ? nil : name.lowercased()
    }

    static func key(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }
}

/// The cost of reading a translator's block (or two) as the translation of an English block: lower is better.
/// Each term is evidence a translator keeps: the kind of block, a heading's words when left in English, the length
/// ratio (`LengthModel`), numbers, Latin tokens, and the pages linked.
enum TranslationPairCost {
    /// Leaving an English block untranslated.
    static func skipEnglish(_ english: TranslationBlockFeatures) -> Double {
        switch english.kind {
        case .image, .caption, .apiReference, .code: 0.5
        case .heading: 2.5
        case .table: 2
        case .listItem: 2.5
        default: 3
        }
    }

    /// A translator's block with no English counterpart: dear, so that a plausible pair always wins over two skips.
    static func skipTranslation(_ translation: TranslationBlockFeatures) -> Double {
        translation.latinKey != nil && translation.kind != .heading ? 2 : 5
    }

    /// One translator's block for one English block.
    static func pair(_ k: TranslationBlockFeatures, _ e: TranslationBlockFeatures) -> Double {
        guard let kindCost = kindCost(k.kind, e.kind) else { return .infinity }
        if k.kind == .image {
            // Figures pair by place: a translator names an image file as they like.
            return -latinSimilarity(k.latinKey ?? "", Self.key(e))
        }
        if let key = k.latinKey, !key.isEmpty {
            // Text left in English (a heading, a link's title): its words are the evidence.
            let similarity = latinSimilarity(key, Self.key(e))
            return kindCost + 6 * (1 - similarity) - 3
        }
        return kindCost + lengthCost(k.length, e.length) + evidence(k, e)
    }

    /// A translator's bold lead and the block after it (its explanation), for one English paragraph: the lead is
    /// measured against the English bold lead and the body against the rest, as a translator renders them; an
    /// English paragraph without a bold lead is a weaker match for a bold Korean one.
    static func leadAndBody(_ lead: TranslationBlockFeatures, _ body: TranslationBlockFeatures, _ e: TranslationBlockFeatures) -> Double {
        guard e.kind == .paragraph || e.kind == .listItem, body.kind == .paragraph || body.kind == .listItem else { return .infinity }
        var joined = lead
        joined.length = lead.length + 1 + body.length
        joined.numbers.formUnion(body.numbers)
        joined.latinTokens.formUnion(body.latinTokens)
        joined.linkNames.formUnion(body.linkNames)
        guard let leadLength = e.leadLength, leadLength < e.length else { return lengthCost(joined.length, e.length) + evidence(joined, e) + 1.5 }
        let lengths = (lengthCost(lead.length, leadLength) + lengthCost(body.length, e.length - leadLength)) / 2
        return lengths + evidence(joined, e) - 1
    }

    /// One translator's block for two English blocks it merged: paired with the first.
    static func merged(_ k: TranslationBlockFeatures, _ e1: TranslationBlockFeatures, _ e2: TranslationBlockFeatures) -> Double {
        guard k.latinKey == nil, let cost = kindCost(k.kind, e1.kind), kindCost(k.kind, e2.kind) != nil else { return .infinity }
        var joined = e1
        joined.length = e1.length + 1 + e2.length
        joined.numbers.formUnion(e2.numbers)
        joined.latinTokens.formUnion(e2.latinTokens)
        joined.linkNames.formUnion(e2.linkNames)
        return 1.5 + cost + lengthCost(k.length, joined.length) + evidence(k, joined)
    }

    /// `nil` when the kinds cannot translate each other.
    static func kindCost(_ k: BlockKind, _ e: BlockKind) -> Double? {
        let prose: Set<BlockKind> = [.abstract, .paragraph, .quote, .listItem, .caption]
        switch (k, e) {
        case (.heading, .heading), (.image, .image), (.table, .table), (.code, .code): return 0
        case (.heading, _), (_, .heading), (.image, _), (_, .image), (.table, _), (_, .table): return nil
        case (.listItem, .listItem): return 0
        case (.listItem, _), (_, .listItem): return prose.contains(k) && prose.contains(e) ? 1 : nil
        case (_, .caption), (.caption, _): return 1.5
        default: return prose.contains(k) && prose.contains(e) ? 0 : 2
        }
    }

    /// Negative log-likelihood of the length ratio, bounded: a translator may shorten freely.
    static func lengthCost(_ korean: Int, _ english: Int) -> Double {
        let z = LengthModel.zScore(englishLength: max(english, 1), koreanLength: max(korean, 1))
        return min(z * z / 2, 4)
    }

    /// Numbers, Latin tokens and link targets the two share or not.
    static func evidence(_ k: TranslationBlockFeatures, _ e: TranslationBlockFeatures) -> Double {
        var cost = 0.0
        if !k.numbers.isEmpty || !e.numbers.isEmpty { cost += AlignmentEvidence.overlapCost(k.numbers, e.numbers, weight: 2) }
        if !k.latinTokens.isEmpty {
            let found = Double(k.latinTokens.intersection(e.latinTokens).count)
            let missing = Double(k.latinTokens.count) - found
            cost += min(missing, 4) * 0.7 - min(found, 5) * 0.6
        }
        if !k.linkNames.isEmpty {
            let shared = Double(k.linkNames.intersection(e.linkNames).count)
            cost += (Double(k.linkNames.count) - shared) * 1.0 - shared * 1.5
        }
        return cost
    }

    private static func key(_ e: TranslationBlockFeatures) -> String { e.latinKey ?? TranslationBlockFeatures.key(e.text) }

    /// 1 − edit distance over the longer length, on lowercased letters and digits (`Intergrating` ≈ `Integrating`).
    static func latinSimilarity(_ a: String, _ b: String) -> Double {
        if a == b { return 1 }
        let x = Array(a.utf8), y = Array(b.utf8)
        guard !x.isEmpty, !y.isEmpty else { return 0 }
        // Texts far apart in length cannot be near in edit distance; do not compute it for long English prose.
        guard abs(x.count - y.count) * 2 <= max(x.count, y.count), max(x.count, y.count) <= 200 else { return 0 }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return 1 - Double(previous[y.count]) / Double(max(x.count, y.count))
    }
}
