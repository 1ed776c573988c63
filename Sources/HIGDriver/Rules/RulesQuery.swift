import Foundation
import HIGCorpus
import HIGText

/// The filters of `hig rules`; every filter given must match.
package struct RulesQuery: Sendable, Equatable {
    /// A page id (`components/presentation/action-sheets`), its last part (`action-sheets`), a category prefix
    /// (`components/presentation`) or a page title (`Action sheets`, `작업 시트`).
    package var page: String?
    /// A platform name; rules for all platforms (`platforms: []`) match too unless `specificOnly`.
    package var platform: String?
    package var kind: RuleKind?
    /// Text within any heading of the rule's section path, case-insensitive.
    package var section: String?
    /// Words that must all occur in the rule (English or Korean text or rationale, or id), case-insensitive; a Korean
    /// word matches without its particle or ending (`버튼을` finds what `버튼` finds).
    package var terms: [String]
    /// With `platform`, leave out the rules that apply to all platforms.
    package var specificOnly: Bool

    package init(page: String? = nil, platform: String? = nil, kind: RuleKind? = nil, section: String? = nil,
                terms: [String] = [], specificOnly: Bool = false) {
        self.page = page
        self.platform = platform.map { PlatformName.canonical($0) ?? $0 }
        self.kind = kind
        self.section = section
        self.terms = terms
        self.specificOnly = specificOnly
    }

    /// The matching rules; with a platform, the rules naming it come first, then those for all platforms,
    /// each group in catalogue order.
    package func select(_ rules: [Rule]) -> [Rule] {
        let matching = rules.filter(matches)
        guard platform != nil else { return matching }
        return matching.filter(\.isPlatformSpecific) + matching.filter { !$0.isPlatformSpecific }
    }

    package func matches(_ rule: Rule) -> Bool {
        if let kind, rule.kind != kind { return false }
        if let platform {
            if rule.platforms.isEmpty { if specificOnly { return false } } else if !rule.platforms.contains(platform) { return false }
        }
        if let page, !Self.pageMatches(rule, page) { return false }
        if let section {
            let wanted = Self.fold(section)
            if !rule.section.contains(where: { Self.fold($0).contains(wanted) }) { return false }
        }
        if !terms.isEmpty {
            let haystack = Self.fold([rule.id, rule.text.en, rule.text.ko ?? "", rule.rationale.en, rule.rationale.ko ?? ""]
                .joined(separator: "\n"))
            for term in terms where !haystack.contains(Self.stem(term)) { return false }
        }
        return true
    }

    static func pageMatches(_ rule: Rule, _ page: String) -> Bool {
        pageMatches(id: rule.page, title: rule.pageTitle, page)
    }

    /// Whether `page` names the page `id` titled `title`: its id, its id's last parts, a category it is in, or its
    /// title in either language (`hig mcp`'s `get_page` reads a name the same way).
    package static func pageMatches(id pageID: String, title: LocalizedTitle, _ page: String) -> Bool {
        let wanted = fold(page.trimmingCharacters(in: CharacterSet(charactersIn: "/")))
        let id = fold(pageID)
        return id == wanted || id.hasSuffix("/" + wanted) || id.hasPrefix(wanted + "/")
            || fold(title.en) == wanted || title.ko.map(fold) == wanted
            || [title.ko, title.derivedKo].compactMap { $0 }.contains { unspaced(stem($0)) == unspaced(stem(page)) }
    }

    /// Korean written with or without its spaces (`메뉴 막대`, `메뉴막대`) is one title.
    static func unspaced(_ text: String) -> String {
        text.filter { !$0.isWhitespace }
    }

    /// Case-folded, NFC text, so `SHEET` finds `sheet` and decomposed Hangul finds composed Hangul.
    package static func fold(_ text: String) -> String {
        NFC.normalize(text).lowercased()
    }

    /// A search word folded, without a Korean particle or ending (`버튼을` → `버튼`, `Apple로` → `apple`).
    static func stem(_ term: String) -> String {
        String(KoreanParticles.stem(Substring(fold(term))))
    }
}
