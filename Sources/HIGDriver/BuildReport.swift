import Foundation
import HIGCompiler

/// Reports `hig build --report` prints to standard output.
public enum BuildReport: String, CaseIterable, Sendable {
    /// Each page found in several files: its copies, their relation and similarity.
    case duplicates
}

/// Formats the duplicate clusters for a terminal.
enum DuplicateReportFormatter {
    static func text(_ clusters: [DuplicateCluster]) -> String {
        guard !clusters.isEmpty else { return "No page was found in more than one file.\n" }
        var out = ""
        for cluster in clusters {
            out += "\(cluster.page) (\(cluster.members.count) files)\n"
            for member in cluster.members {
                let figures = member.relation == "canonical" ? "" : "  containment \(format(member.containment)), jaccard \(format(member.jaccard))"
                out += "  \(member.relation.padding(toLength: 18, withPad: " ", startingAt: 0)) \(member.path)\(figures)\n"
            }
        }
        return out
    }

    private static func format(_ value: Double) -> String { String(format: "%.2f", value) }
}
