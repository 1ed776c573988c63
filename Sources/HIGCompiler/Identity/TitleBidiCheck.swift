import HIGCorpus
import HIGText

/// Warns about bidirectional control characters (U+202E and the like) in a page title: they make a title show
/// in another order than it reads, in file listings, terminals and the site's navigation.
enum TitleBidiCheck {
    static func check(_ title: LocalizedTitle, path: String, line: Int, diagnostics: inout [Diagnostic]) {
        for text in [title.en] + (title.ko.map { [$0] } ?? []) {
            guard let scalar = text.unicodeScalars.first(where: { InvisibleCharacter.kind(of: $0) == .bidiControl }) else { continue }
            let code = String(scalar.value, radix: 16, uppercase: true)
            diagnostics.append(Diagnostic(.warning, "hig.page.bidi-control",
                                          "the title holds a bidirectional control character (U+\(code)), which can make it display in another order than it reads; remove it",
                                          at: SourceLocation(path: path, line: line)))
            return
        }
    }
}
