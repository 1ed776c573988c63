import Foundation
import HIGCompiler

/// Reports `hig build --report` prints to standard output.
package enum BuildReport: String, CaseIterable, Sendable {
    /// Each page found in several files: its copies, their relation and similarity.
    case duplicates
    /// Wall and CPU seconds of each pass and emitter (`PassTimings`).
    case timings
}

/// Formats the duplicate clusters for a terminal: each page, the names its files gave it, each file's
/// relation and similarity to the canonical copy, and the pages it consolidates.
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
                let figures = member.relation == "canonical" ? "" : "  containment \(format(member.containment)), jaccard \(format(member.jaccard))"
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
