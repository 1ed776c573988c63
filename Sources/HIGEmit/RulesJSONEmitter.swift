import Foundation
import HIGCorpus

/// Writes `rules.json`, the rule catalogue: sorted keys, rules in page then block order, a summary of counts,
/// and `schemaVersion` (schema: `schemas/rules.schema.json`).
package struct RulesJSONEmitter: Emitter {
    package static let fileName = "rules.json"

    package init() {}

    package func emit(_ products: BuildProducts) throws -> [OutputFile] {
        [OutputFile(path: Self.fileName, contents: Data(Self.encode(products.rules)))]
    }

    /// Writes rules.json into the output file as it is made (encoded whole and copied into `Data`, a large corpus's
    /// rules would be held twice).
    package func emit(_ products: BuildProducts, into sink: any OutputSink) throws {
        try sink.addStreamed(Self.fileName) { try Self.write(products.rules, schemaVersion: RuleCatalogue.currentSchemaVersion, to: &$0) }
    }

    /// The catalogue document for `rules` as JSON bytes.
    package static func encode(_ rules: [Rule], schemaVersion: String = RuleCatalogue.currentSchemaVersion) -> [UInt8] {
        var bytes: [UInt8] = []
        // Writes into memory do not throw.
        try! write(rules, schemaVersion: schemaVersion, to: &bytes)
        return bytes
    }

    /// Rules written between two hand-overs to the sink.
    static let rulesPerDrain = 256

    /// Writes the catalogue document for `rules` into `sink`, a run of rules at a time.
    static func write(_ rules: [Rule], schemaVersion: String, to sink: inout some ByteSink) throws {
        var json = JSONWriter(capacity: rulesPerDrain * 2048 + 1024)
        json.beginObject()
        json.key("counts")
        writeCounts(rules, to: &json)
        json.key("rules")
        json.beginArray()
        for number in rules.indices {
            write(rules[number], to: &json)
            if number % rulesPerDrain == rulesPerDrain - 1 { try json.drain(into: &sink) }
        }
        json.endArray()
        json.field("schemaVersion", schemaVersion)
        json.endObject()
        _ = json.finish()
        try json.drain(into: &sink)
    }

    /// Totals a reader checks first: how many rules, of which kind, and how many have their Korean.
    private static func writeCounts(_ rules: [Rule], to json: inout JSONWriter) {
        // Counted in one pass that reads two fields of each rule in place: a filter per kind copied every rule.
        var kinds: [RuleKind: Int] = [:], translations: [RuleTranslation: Int] = [:]
        for index in rules.indices {
            kinds[rules[index].kind, default: 0] += 1
            translations[rules[index].translation, default: 0] += 1
        }
        json.beginObject()
        json.key("kind")
        json.beginObject()
        for kind in RuleKind.allCases.sorted(by: { $0.rawValue < $1.rawValue }) {
            json.field(kind.rawValue, kinds[kind] ?? 0)
        }
        json.endObject()
        json.field("rules", rules.count)
        json.key("translation")
        json.beginObject()
        for translation in RuleTranslation.allCases.sorted(by: { $0.rawValue < $1.rawValue }) {
            json.field(translation.rawValue, translations[translation] ?? 0)
        }
        json.endObject()
        json.endObject()
    }

    /// One rule object, keys sorted.
    package static func write(_ rule: Rule, to json: inout JSONWriter) {
        json.beginObject()
        json.field("block", rule.block)
        json.field("confidence", rule.confidence)
        json.field("detection", rule.detection.rawValue)
        json.field("id", rule.id)
        json.field("kind", rule.kind.rawValue)
        json.field("links", rule.links)
        json.field("page", rule.page)
        json.field("pageTitle", rule.pageTitle)
        json.field("platforms", rule.platforms)
        json.field("rationale", rule.rationale)
        json.field("section", rule.section)
        json.field("source", rule.source)
        json.field("text", rule.text)
        json.field("translation", rule.translation.rawValue)
        json.field("translationSource", rule.translationSource)
        json.endObject()
    }
}
