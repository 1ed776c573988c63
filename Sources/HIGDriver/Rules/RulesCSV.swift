import Foundation
import HIGCorpus
import HIGText

/// RFC 4180 CSV of rules: a header row, CRLF line ends, fields quoted when they hold a comma, quote or line break.
enum RulesCSV {
    static let header = ["id", "page", "section", "platforms", "kind", "text_en", "text_ko", "rationale_en", "rationale_ko",
                         "translation", "detection", "confidence", "source_path", "source_line"]

    static func render(_ rules: [Rule]) -> String {
        var out = CSV.record(header)
        for rule in rules {
            out += CSV.record([
                rule.id, rule.page, rule.section.joined(separator: " > "), rule.platforms.joined(separator: ";"),
                rule.kind.rawValue, rule.text.en, rule.text.ko ?? "", rule.rationale.en, rule.rationale.ko ?? "",
                rule.translation.rawValue, rule.detection.rawValue, "\(rule.confidence)", rule.source.path, "\(rule.source.line)",
            ])
        }
        return out
    }
}
