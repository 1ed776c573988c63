import Foundation
import HIGSearch

/// How matched words stand out in terminal output.
package enum HighlightStyle: Sendable, Equatable {
    /// ANSI bold yellow for matches, bold ids and dim sources: for a terminal.
    case color
    /// `**word**`: for a pipe or a file.
    case markers
    /// Nothing added.
    case plain

    /// Colour when standard output is a terminal and `NO_COLOR` is unset, markers otherwise.
    package static func automatic(environment: [String: String] = ProcessInfo.processInfo.environment) -> HighlightStyle {
        isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil ? .color : .markers
    }

    var matchStart: String {
        switch self {
        case .color: "\u{1B}[1;33m"
        case .markers: "**"
        case .plain: ""
        }
    }

    var matchEnd: String {
        switch self {
        case .color: "\u{1B}[0m"
        case .markers: "**"
        case .plain: ""
        }
    }

    func strong(_ text: String) -> String { self == .color ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
    func dim(_ text: String) -> String { self == .color ? "\u{1B}[2m\(text)\u{1B}[0m" : text }

    /// Replaces the index's highlight characters with this style's.
    func render(_ highlighted: String) -> String {
        var out = ""
        for character in highlighted {
            switch character {
            case SearchHit.highlightStart: out += matchStart
            case SearchHit.highlightEnd: out += matchEnd
            default: out.append(character)
            }
        }
        return out
    }
}
