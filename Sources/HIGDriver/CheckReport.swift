import Foundation
import HIGCheck
import HIGCorpus

/// What `hig check` found: findings, per-page status, and the checks that ran.
struct CheckReport {
    var findings: [Finding]
    var status: [PageTranslationStatus]
    var checks: [CheckDescription]
    /// What changed since an earlier build (`--since`).
    var changes: StatusChanges?

    func total(_ field: KeyPath<PageTranslationStatus, Int>) -> Int { status.reduce(0) { $0 + $1[keyPath: field] } }

    /// The share of translatable blocks that are current, in percent, one decimal.
    var currentPercent: Double {
        let translatable = total(\.translatable)
        return translatable == 0 ? 0 : (Double(total(\.translated)) / Double(translatable) * 1000).rounded() / 10
    }

    func count(_ severity: Severity) -> Int { findings.filter { $0.severity == severity }.count }

    /// `hig check: 12 findings (10 warnings, 2 notes) in 5 pages; 79% translated`
    var summaryLine: String {
        let translatable = status.reduce(0) { $0 + $1.translatable }
        let translated = status.reduce(0) { $0 + $1.translated }
        let percent = translatable == 0 ? 0 : Int((Double(translated) / Double(translatable) * 100).rounded())
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "hig check: \(plural(findings.count, "finding")) (\(plural(count(.error), "error")), \(plural(count(.warning), "warning")), \(plural(count(.note), "note"))) "
            + "in \(plural(status.count, "page")); \(percent)% translated (current)"
            + "; \(plural(total(\.outdated), "block")) outdated, \(plural(total(\.suggested), "suggestion")) available for untranslated blocks"
    }

    /// The per-page table `--status` prints.
    var statusTable: String {
        var out = "page\ttranslatable\tcurrent\toutdated\tsuggested\tuntranslated\tflagged\tshare\n"
        for row in status {
            out += "\(row.page)\t\(row.translatable)\t\(row.translated)\t\(row.outdated)\t\(row.suggested)\t\(row.untranslated)\t\(row.flagged)\t\(Int((row.share * 100).rounded()))%\n"
        }
        out += "total\t\(total(\.translatable))\t\(total(\.translated))\t\(total(\.outdated))\t\(total(\.suggested))\t\(total(\.untranslated))\t\(total(\.flagged))\t\(currentPercent)%\n"
        return out
    }

    struct JSONFinding: Encodable {
        var id: String
        var severity: Severity
        var message: String
        var path: String
        var line: Int
        var column: Int
        var page: String
        var block: String
        var notes: [String]?
    }

    struct JSONDocument: Encodable {
        var schemaVersion = "1.0.0"
        var findings: [JSONFinding]
        var status: [PageTranslationStatus]?
        var since: StatusChanges?
        var summary: [String: Int]
    }

    func jsonDocument(includeStatus: Bool) -> JSONDocument {
        JSONDocument(
            findings: findings.map {
                JSONFinding(id: $0.checkID, severity: $0.severity, message: $0.message, path: $0.location.path,
                            line: $0.location.line, column: $0.location.column, page: $0.pageID, block: $0.blockID, notes: $0.notes.isEmpty ? nil : $0.notes)
            },
            status: includeStatus ? status : nil,
            since: changes,
            summary: ["errors": count(.error), "warnings": count(.warning), "notes": count(.note), "pages": status.count,
                      "translatable": status.reduce(0) { $0 + $1.translatable }, "translated": status.reduce(0) { $0 + $1.translated },
                      "flagged": status.reduce(0) { $0 + $1.flagged }, "current": total(\.translated), "outdated": total(\.outdated),
                      "suggested": total(\.suggested), "untranslated": total(\.untranslated)]
        )
    }
}
