import HIGCorpus

/// One page's rules as bytes, in the read cache's entry format (`CacheWriter`), for the rules pass's entries
/// (`RuleExtractor` with a cache); `RuleMemoTests` checks that every field comes back equal.
enum RuleCoding: StoredKind {
    /// Names the entry's kind and layout: change it with the layout.
    static let header = "hig-rules 1\n"

    static func encode(_ rules: [Rule]) -> [UInt8] {
        var out = CacheWriter()
        out.array(rules) { out, rule in
            out.string(rule.id)
            out.string(rule.page)
            out.string(rule.pageTitle.en)
            out.optional(rule.pageTitle.ko) { $0.string($1) }
            out.optional(rule.pageTitle.derivedKo) { $0.string($1) }
            out.string(rule.block)
            out.array(rule.section) { $0.string($1) }
            out.array(rule.platforms) { $0.string($1) }
            out.string(rule.kind.rawValue)
            out.bilingual(rule.text)
            out.bilingual(rule.rationale)
            out.string(rule.translation.rawValue)
            out.array(rule.links) { $0.string($1) }
            out.location(rule.source)
            out.optional(rule.translationSource) { $0.location($1) }
            out.string(rule.detection.rawValue)
            out.double(rule.confidence)
        }
        return out.bytes
    }

    static func decode(_ bytes: ArraySlice<UInt8>) throws -> [Rule] {
        var input = CacheReader(bytes: bytes)
        let rules = try input.array { input in
            Rule(id: try input.string(), page: try input.string(),
                 pageTitle: LocalizedTitle(en: try input.string(), ko: try input.optional { try $0.string() }, derivedKo: try input.optional { try $0.string() }),
                 block: try input.string(), section: try input.array { try $0.string() }, platforms: try input.array { try $0.string() },
                 kind: try input.raw(RuleKind.self), text: try input.bilingual(), rationale: try input.bilingual(),
                 translation: try input.raw(RuleTranslation.self), links: try input.array { try $0.string() }, source: try input.location(),
                 translationSource: try input.optional { try $0.location() }, detection: try input.raw(RuleDetection.self),
                 confidence: try input.double())
        }
        guard input.isAtEnd else { throw CacheReader.Malformed() }
        return rules
    }
}
