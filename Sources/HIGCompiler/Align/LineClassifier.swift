import HIGText

/// The role of one line of an interleaved plain-text export.
enum LineRole: Equatable, Sendable {
    case blank
    case english
    case korean
    /// `→ …`: the translator's summary of the block above.
    case summary
    /// `역자 첨언`: a translator's note on the block above.
    case noteMarker
    case changeLogHeading
    case changeLogRow
}

/// A line of an interleaved export with its role.
struct ClassifiedLine: Equatable, Sendable {
    var number: Int
    var text: String
    var role: LineRole
}

/// Classifies each line of an interleaved export (English, Korean, summary, note marker, change log).
enum LineClassifier {
    static let noteMarker = "역자 첨언"
    private static let changeLogHeadings: Set<String> = ["change log", "changelog", "변경 이력", "변경 기록"]

    static func classify(_ lines: [Substring]) -> [ClassifiedLine] {
        var result: [ClassifiedLine] = []
        result.reserveCapacity(lines.count)
        var inChangeLog = false
        for (index, raw) in lines.enumerated() {
            let text = raw.trimmed
            let role: LineRole
            if text.isEmpty {
                role = .blank
            } else if changeLogHeadings.contains(text.lowercased()) {
                role = .changeLogHeading
                inChangeLog = true
            } else if inChangeLog && text.contains("|") {
                role = .changeLogRow
            } else {
                inChangeLog = false
                role = classifyText(text)
            }
            result.append(ClassifiedLine(number: index + 1, text: text, role: role))
        }
        return result
    }

    static func classifyText(_ text: String) -> LineRole {
        if text.hasPrefix("→") || text.hasPrefix("->") { return .summary }
        if text == noteMarker || text.hasPrefix(noteMarker + ":") { return .noteMarker }
        return Script.isKorean(text) ? .korean : .english
    }
}
