extension Escape {
    /// Text from sources for a terminal: control characters (an ESC starts sequences that set the window title or
    /// clear the screen), bidirectional controls (U+202E turns the rest of the line around) and line separators
    /// are shown as `\u{…}` instead of being sent raw; tabs and line feeds, which hig's own layout uses, pass.
    package static func terminal(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isTerminalControl) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if isTerminalControl(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether a terminal would act on `scalar` rather than show it (`terminal(_:)` escapes these): every
    /// `InvisibleCharacter` but the line feed and the zero-width ones, which a terminal shows as nothing.
    package static func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar != "\n", let kind = InvisibleCharacter.kind(of: scalar) else { return false }
        return kind != .zeroWidth
    }
}
