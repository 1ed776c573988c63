import HIGCorpus
import HIGText

/// API names, symbols and product names that must reach the Korean unchanged.
package struct CodeIdentifiers: BlockCheck {
    package init() {}

    package static let description = CheckDescription(
        id: "hig.qa.code-identifiers",
        name: "Code identifier or Latin term altered",
        summary: "An identifier or product name from the English (SwiftUI, UIAlertAction.Style.destructive, sheet(item:)) is missing, translated or changed in the Korean.",
        rationale: "Readers search documentation and code for these exact names; `스위프트UI` or `Style.Destruction` finds nothing.",
        triggering: [
            CheckExample("A SwiftUI confirmation dialog includes a Cancel button.", "스위프트UI 확인 대화상자에는 취소 버튼이 있습니다."),
            CheckExample("See UIAlertAction.Style.destructive (UIKit).", "UIAlertAction.Style.Destruction(UIKit)을 참조하십시오."),
            CheckExample("Available in tvOS.", "TVOS에서 사용할 수 있습니다."),
        ],
        nonTriggering: [
            CheckExample("A SwiftUI confirmation dialog includes a Cancel button.", "SwiftUI 확인 대화상자에는 취소 버튼이 있습니다."),
            CheckExample("Use the Notes app.", "메모 앱을 사용합니다."),
            CheckExample("Keep HUDs small.", "HUD를 작게 유지하십시오."),
            CheckExample("Add the text to the label, so VoiceOvercan read it.", "VoiceOver가 읽을 수 있도록 레이블에 텍스트를 추가합니다."),
        ]
    )

    /// Tokens that look like code or a product name: internal capitals (`iPadOS`, `SwiftUI`, `UIKit`), dotted
    /// paths with a capital (`UIAlertAction.Style.destructive`), or a call signature (`sheet(item:onDismiss:)`).
    static func identifiers(in text: String) -> [String] {
        var result: [String] = []
        var seen: Set<String> = []
        for raw in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\u{00A0}" }) {
            var token = Substring(raw)
            token = token.drop(while: { "(“\"‘'[".contains($0) })
            while let last = token.last, ".,;:!?”\"’')]".contains(last) {
                // Keep the closing parenthesis of a call signature.
                if last == ")", token.contains("("), token.filter({ $0 == "(" }).count == token.filter({ $0 == ")" }).count { break }
                token = token.dropLast()
            }
            if token.hasSuffix("’s") || token.hasSuffix("'s") { token = token.dropLast(2) }
            guard token.count >= 2, token.allSatisfy({ $0.isASCII }), token.first!.isLetter else { continue }
            if isIdentifier(token), seen.insert(String(token)).inserted { result.append(String(token)) }
        }
        return result
    }

    private static func isIdentifier(_ token: Substring) -> Bool {
        let characters = Array(token)
        if let open = characters.firstIndex(of: "("), characters.last == ")", open > 0,
           characters[..<open].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            return true
        }
        guard token.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }) else { return false }
        if token.contains(".") {
            let parts = token.split(separator: ".", omittingEmptySubsequences: false)
            return parts.count >= 2 && parts.allSatisfy { !$0.isEmpty && $0.first!.isLetter } && token.contains(where: \.isUppercase)
        }
        // An internal capital after a lowercase letter (iPad, SwiftUI, macOS) or a capital run before lowercase (UIKit).
        for index in characters.indices.dropFirst() {
            if characters[index].isUppercase && characters[index - 1].isLowercase { return true }
            if index >= 2, characters[index].isLowercase, characters[index - 1].isUppercase, characters[index - 2].isUppercase { return true }
        }
        return false
    }

    package func findings(in block: Block, of page: Page, context: CheckContext) -> [Finding] {
        guard let ko = block.text.ko else { return [] }
        return Self.identifiers(in: block.text.en).compactMap { identifier in
            // Korean has no plural: `HUDs` is `HUD를`.
            if ko.contains(identifier) || identifier.hasSuffix("s") && identifier.dropLast().last?.isUppercase == true && ko.contains(identifier.dropLast()) { return nil }
            if Self.gluedWord(in: identifier, keptIn: ko) { return nil }
            if let altered = Self.alteredForm(of: identifier, in: ko) {
                return Finding(self, "`\(identifier)` appears altered as `\(altered)` in the Korean", block: block, page: page, excerpt: altered)
            }
            return Finding(self, "`\(identifier)` from the English is missing from the Korean", block: block, page: page)
        }
    }

    /// Whether the identifier is a name with an English word glued on in the source (`VoiceOvercan` for
    /// “VoiceOver can”) and the Korean kept the name.
    static func gluedWord(in identifier: String, keptIn ko: String) -> Bool {
        let latinWords = ko.split(whereSeparator: { !$0.isASCII || !($0.isLetter || $0.isNumber) }).map(String.init)
        return latinWords.contains { word in
            word.count >= 4 && word.count < identifier.count && identifier.hasPrefix(word) && word.last!.isLetter
                && identifier.dropFirst(word.count).allSatisfy(\.isLowercase) && isIdentifier(Substring(word))
        }
    }

    /// The Korean's version of an identifier that was changed: another case (`TVOS`), a Hangul rendering glued
    /// to a Latin remainder (`스위프트UI`), or a dotted path whose last part changed (`Style.Destruction`).
    static func alteredForm(of identifier: String, in ko: String) -> String? {
        let words = ko.split(whereSeparator: { $0 == " " || $0 == "\n" }).map { word in
            String(word.drop(while: { "(“\"".contains($0) }).reversed().drop(while: { ".,;:!?”\")".contains($0) }).reversed())
        }
        // A space slipped in at a case boundary: `iPad OS`.
        let characters = Array(identifier)
        for index in characters.indices.dropFirst() where characters[index].isUppercase && characters[index - 1].isLowercase {
            let spaced = String(characters[..<index]) + " " + String(characters[index...])
            if ko.contains(spaced) { return spaced }
        }
        let lower = identifier.lowercased()
        for word in words where word.lowercased().hasPrefix(lower) { return String(word.prefix(identifier.count)) }
        // A Latin tail of the identifier glued after Hangul: `스위프트UI` for `SwiftUI`.
        for word in words {
            let latinTail = String(word.drop(while: { !$0.isASCII }))
            let hangulHead = word.prefix(while: { !$0.isASCII })
            if hangulHead.count >= 2, Script.containsHangul(hangulHead), latinTail.count >= 2, !"음때다는은을를의에고서며".contains(hangulHead.last!),
               identifier.hasSuffix(latinTail.prefix(while: { $0.isLetter })), latinTail.prefix(while: { $0.isLetter }).count >= 2 {
                return String(hangulHead) + String(latinTail.prefix(while: { $0.isLetter }))
            }
        }
        if identifier.contains(".") {
            let prefix = identifier.split(separator: ".").dropLast().joined(separator: ".") + "."
            for word in words where word.hasPrefix(prefix) { return word.split(whereSeparator: { $0 == "(" }).first.map(String.init) ?? word }
        }
        return nil
    }
}
