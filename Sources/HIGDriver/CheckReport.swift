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
    /// Whether the checks ran (`--status` alone only counts states: no findings, no `flagged` column).
    var checked = true

    func total(_ field: KeyPath<PageTranslationStatus, Int>) -> Int { status.reduce(0) { $0 + $1[keyPath: field] } }

    /// The translated share of every page together (`TranslatedShare`: current blocks of translatable ones).
    var share: TranslatedShare { TranslatedShare(translatable: total(\.translatable), translated: total(\.translated)) }

    /// The share of translatable blocks that are current, in percent, unrounded (for `--fail-under`).
    var currentPercent: Double { share.fraction * 100 }

    func count(_ severity: Severity) -> Int { findings.filter { $0.severity == severity }.count }

    /// `hig check: 12 findings (0 errors, 10 warnings, 2 notes) in 5 pages; 79% translated; …`
    var summaryLine: String {
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let found = checked ? "\(plural(findings.count, "finding")) (\(plural(count(.error), "error")), \(plural(count(.warning), "warning")), \(plural(count(.note), "note"))) in " : ""
        return "hig check: \(found)\(plural(status.count, "page")); \(share.percent)% translated"
            + "; \(plural(total(\.outdated), "block")) outdated, \(plural(total(\.suggested), "suggestion")) available for untranslated blocks"
    }

    /// The status table `--status` prints: per category its totals, then its pages indented, then a `total` row.
    var statusTable: String {
        let columns = ["translatable", "translated", "outdated", "suggested", "untranslated"] + (checked ? ["flagged"] : []) + ["share"]
        var out = "category / page\t" + columns.joined(separator: "\t") + "\n"
        func row(_ name: String, _ rows: [PageTranslationStatus]) -> String {
            let sum = { (field: KeyPath<PageTranslationStatus, Int>) in rows.reduce(0) { $0 + $1[keyPath: field] } }
            let share = TranslatedShare(translatable: sum(\.translatable), translated: sum(\.translated))
            var cells = [sum(\.translatable), sum(\.translated), sum(\.outdated), sum(\.suggested), sum(\.untranslated)].map(String.init)
            if checked { cells.append(String(sum(\.flagged))) }
            cells.append(share.translatable == 0 ? "—" : "\(share.percent)%")
            return name + "\t" + cells.joined(separator: "\t") + "\n"
        }
        for (category, rows) in categories {
            out += row(category.isEmpty ? "(no category)" : category, rows)
            for page in rows { out += row("  " + page.page, [page]) }
        }
        out += row("total", status)
        return out
    }

    /// Pages grouped by category, categories in order of their first page.
    var categories: [(category: String, pages: [PageTranslationStatus])] {
        var order: [String] = []
        var groups: [String: [PageTranslationStatus]] = [:]
        for row in status {
            if groups[row.category] == nil { order.append(row.category) }
            groups[row.category, default: []].append(row)
        }
        return order.map { ($0, groups[$0]!) }
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
        /// Whether the checks ran: `false` for `--status` alone, whose `findings` is empty by choice.
        var checked: Bool
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
            checked: checked,
            summary: ["errors": count(.error), "warnings": count(.warning), "notes": count(.note), "pages": status.count,
                      "translatable": status.reduce(0) { $0 + $1.translatable }, "translated": status.reduce(0) { $0 + $1.translated },
                      "flagged": status.reduce(0) { $0 + $1.flagged }, "current": total(\.translated), "outdated": total(\.outdated),
                      "suggested": total(\.suggested), "untranslated": total(\.untranslated)]
        )
    }
}
