import ArgumentParser
import HIGDriver

/// When terminal output is coloured (`--color` of `hig search` and `hig rules`).
enum ColorChoice: String, CaseIterable, ExpressibleByArgument {
    case auto, always, never

    /// How `hig search` marks matches: colour, or `**` markers where colour is off.
    var highlightStyle: HighlightStyle {
        switch self {
        case .auto: .automatic()
        case .always: .color
        case .never: .markers
        }
    }

    /// Whether to colour at all; `auto` follows the same terminal and `NO_COLOR` rule as `HighlightStyle.automatic`.
    var isEnabled: Bool { highlightStyle == .color }
}
