import Foundation
import HIGCorpus

/// RFC 4180 CSV of rules: a header row, CRLF line ends, fields quoted when they hold a comma, quote or line break.
enum RulesCSV {
    static let header = ["id", "page", "section", "platforms", "kind", "text_en", "text_ko", "rationale_en", "rationale_ko",
                         "translation", "detection", "confidence", "source_path", "source_line"]

    static func render(_ rules: [Rule]) -> String {
        var out = row(header)
        for rule in rules {
            out += row([
                rule.id, rule.page, rule.section.joined(separator: " > "), rule.platforms.joined(separator: ";"),
                rule.kind.rawValue, rule.text.en, rule.text.ko ?? "", rule.rationale.en, rule.rationale.ko ?? "",
                rule.translation.rawValue, rule.detection.rawValue, "\(rule.confidence)", rule.source.path, "\(rule.source.line)",
            ])
        }
        return out
    }

    static func row(_ fields: [String]) -> String {
        fields.map(quote).joined(separator: ",") + "\r\n"
    }

    /// A field as RFC 4180 writes it: quoted, with quotes doubled, when it needs to be.
    static func quote(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
