import Foundation

extension Escape {
    /// A C-style quoted gettext PO string; multi-line text is split after each `\n` as gettext writes it.
    package static func poString(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "\r": escaped += "\\r"
            default: escaped.append(character)
            }
        }
        guard text.contains("\n") else { return "\"\(escaped)\"" }
        let pieces = escaped.components(separatedBy: "\\n")
        let lines = pieces.enumerated().map { index, piece in index < pieces.count - 1 ? piece + "\\n" : piece }.filter { !$0.isEmpty }
        return "\"\"\n" + lines.map { "\"\($0)\"" }.joined(separator: "\n")
    }
}
