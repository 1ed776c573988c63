import Foundation
import HIGCompiler

/// Reports `hig build --report` prints to standard output.
package enum BuildReport: String, CaseIterable, Sendable {
    /// Each page found in several files: its copies, their relation and similarity.
    case duplicates
    /// Wall and CPU seconds of each pass and emitter (`PassTimings`).
    case timings
    /// The Korean ledger: Korean lines read and kept, and every one not kept, with the reason.
    case korean
}

/// Formats the Korean ledger for a terminal: the figure, then each run of Korean lines the corpus does not keep.
enum KoreanReportFormatter {
    static func text(_ summary: BuildSummary) -> String {
        var out = String(summary.koreanKeptLine.dropFirst("hig: ".count)) + "\n"
        for entry in summary.koreanListed {
            let count = entry.koreanLines ?? 1
            out += "  \(entry.path):\(entry.line ?? 1)  \(count) line\(count == 1 ? "" : "s")  \(entry.reason)  [\(entry.diagnostic)]\n"
        }
        return out
    }
}

/// Formats the duplicate clusters for a terminal: each page, the names its files gave it, each file's
/// relation, why it is the page (its evidence, with its similarity both ways to the file it was measured against:
/// docs/dedup.md), and the pages it consolidates.
enum DuplicateReportFormatter {
    static func text(_ clusters: [DuplicateCluster]) -> String {
        guard !clusters.isEmpty else { return "No page was found in more than one file.\n" }
        var out = ""
        for cluster in clusters {
            out += "\(cluster.page) (\(cluster.members.count) file\(cluster.members.count == 1 ? "" : "s"))\n"
            let names = Array(Set(cluster.members.compactMap(\.name))).sorted()
            if names.count > 1 || (names.count == 1 && names[0] != cluster.page) {
                out += "  names              \(names.joined(separator: ", "))\n"
            }
            for member in cluster.members {
                var figures = "  \(member.evidence)"
                if member.containment < 1 || member.reverseContainment < 1 {
                    figures += ": containment \(format(member.containment)) / \(format(member.reverseContainment)) both ways, jaccard \(format(member.jaccard))"
                }
                if member.weak { figures += "  (weak: hig.merge.weak)" }
                let name = member.name.map { $0 == cluster.page ? "" : "  as \($0)" } ?? "  (no name)"
                out += "  \(member.relation.padding(toLength: 18, withPad: " ", startingAt: 0)) \(member.path)\(name)\(figures)\n"
            }
            if !cluster.consolidates.isEmpty {
                out += "  consolidates       \(cluster.consolidates.joined(separator: ", "))\n"
            }
        }
        return out
    }

    private static func format(_ value: Double) -> String { String(format: "%.2f", value) }
}
