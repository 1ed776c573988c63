import HIGCorpus
import HIGText

/// Apple product and feature names written as ordinary capitalized words (SF Symbols, Touch Bar, Dynamic Island) that
/// the Korean translated instead of keeping them in English or in Apple's own Korean form. (Names with inner capitals,
/// `iPhone`, `CarPlay`, are the code-identifiers check's.)
package struct ProductNames: BlockCheck {
    package init() {}

    package static let description = CheckDescription(
        id: "hig.qa.product-names",
        name: "Product name translated",
        summary: "An Apple product or feature name (SF Symbols, Touch Bar, Dynamic Island, Digital Crown, Apple Pay…) is translated in the Korean instead of kept in English or in Apple's Korean form.",
        rationale: "Apple's Korean keeps these names in English (or uses its own fixed Korean, 실시간 현황 for Live Activities); `SF 기호` or `터치 바` names nothing a reader can find in the product or in Apple's documentation.",
        triggering: [
            CheckExample("Use SF Symbols in your toolbar.", "도구 막대에 SF 기호를 사용합니다."),
            CheckExample("The Touch Bar shows controls for the current task.", "터치 바는 현재 작업에 대한 컨트롤을 표시합니다."),
            CheckExample("Content in the Dynamic Island updates often.", "다이내믹 아일랜드의 콘텐츠는 자주 업데이트됩니다."),
        ],
        nonTriggering: [
            CheckExample("Use SF Symbols in your toolbar.", "도구 막대에 SF Symbols를 사용합니다."),
            CheckExample("Offer Live Activities for ongoing events.", "진행 중인 이벤트에는 실시간 현황을 제공합니다."),
            CheckExample("People pay with Apple Pay.", "사람들은 Apple Pay로 결제합니다."),
            // A name the Korean leaves out altogether (a pronoun, a merged sentence) is no translated name.
            CheckExample("The Digital Crown scrolls the list. People turn it to move.", "목록을 스크롤합니다. 돌려서 이동합니다."),
            // Inner capitals are the code-identifiers check's.
            CheckExample("Support CarPlay.", "카플레이를 지원합니다."),
        ]
    )

    /// A name, the spellings the English uses (singular and plural), and the forms Apple's Korean writes it in.
    struct Name {
        var english: [String]
        var korean: [String]
    }

    /// Apple's own Korean for the names it does not keep in English.
    static let appleKorean: [String: [String]] = [
        "Live Activities": ["실시간 현황"], "App Clips": ["앱 클립"], "App Shortcuts": ["앱 단축어"], "Wallet": ["지갑"],
    ]
    /// One-word names checked (other one-word names are acronyms or too common a word: Apple, ID, NFC, Mac).
    static let oneWordNames: Set<String> = ["Siri", "Wallet"]

    /// The names of `ProductName` written as ordinary capitalized words (names with inner capitals, `CarPlay`, are
    /// the code-identifiers check's), each with its singular and the forms Apple's Korean writes it in.
    static let names: [Name] = ProductName.all.filter(isPlainName).map { name in
        let singular = name.hasSuffix("ies") ? String(name.dropLast(3)) + "y" : name.hasSuffix("s") ? String(name.dropLast()) : name
        // `Live Activit` is both `Live Activity` and `Live Activities` as the Korean keeps them.
        let kept = name.hasSuffix("ies") ? String(name.dropLast(3)) : singular
        return Name(english: singular == name ? [name] : [name, singular], korean: [kept] + (appleKorean[name] ?? []))
    }

    /// Whether a name is written in ordinary words: several words, none with an inner capital after a lowercase
    /// letter, or one of the one-word names.
    static func isPlainName(_ name: String) -> Bool {
        let words = name.split(separator: " ")
        guard words.count > 1 || oneWordNames.contains(name) else { return false }
        return words.allSatisfy { word in !zip(word, word.dropFirst()).contains { $0.isLowercase && $1.isUppercase } }
    }

    package func findings(in block: Block, of page: Page, context: CheckContext) -> [Finding] {
        guard let ko = block.text.ko else { return [] }
        let english = block.text.en
        let lowered = ko.lowercased()
        return Self.names.compactMap { name -> Finding? in
            guard let spelled = name.english.first(where: { Self.occurs($0, in: english) }),
                  !name.korean.contains(where: { lowered.contains($0.lowercased()) }),
                  let rendering = Self.translatedRendering(of: spelled, in: ko, english: english) else { return nil }
            return Finding(self, "“\(spelled)” is translated as “\(rendering)”; Apple's Korean keeps \(name.korean.count > 1 ? "“\(name.english[0])” or “\(name.korean.last!)”" : "“\(name.english[0])”")",
                           block: block, page: page, excerpt: rendering)
        }
    }

    /// Whether a Korean word spells one of the English text's words in Hangul (`이벤트` for events).
    static func spelledFromEnglish(_ koreanWord: String, _ english: String) -> Bool {
        let run = String(koreanWord.prefix { Script.isHangul($0) })
        guard !run.isEmpty, let key = PhoneticKey.hangul(run), key.count >= 2 else { return false }
        return english.split(whereSeparator: { !$0.isLetter }).contains { word in
            guard let latin = PhoneticKey.latin(String(word)) else { return false }
            return latin == key || key.hasPrefix(latin) && latin.count >= 2
        }
    }

    /// Whether a Latin word and a Hangul syllable start alike: a vowel and the silent ㅇ, or a consonant and a sounded
    /// one (`Live` is not `올바른`, whose skeleton it shares).
    static func startsAlike(_ latin: String, _ syllable: Character) -> Bool {
        guard let scalar = syllable.unicodeScalars.first, (0xAC00...0xD7A3).contains(scalar.value), let first = latin.lowercased().first else { return false }
        let silent = (scalar.value - 0xAC00) / 588 == 11
        return "aeiou".contains(first) == silent
    }

    /// Whether the name occurs as whole words, case-sensitively.
    static func occurs(_ name: String, in text: String) -> Bool {
        var rest = text[...]
        while let range = rest.range(of: name) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !(before?.isLetter ?? false), !(after?.isLetter ?? false) { return true }
            rest = text[range.upperBound...]
        }
        return false
    }

    /// Where the Korean renders the name in Hangul: the Latin part of the name that stayed (`SF` of `SF 기호`) with
    /// the Hangul words after it, or a transliteration of its words (`터치 바`, `다이내믹 아일랜드`); `nil` when the
    /// Korean has no trace of the name (left out, not translated).
    static func translatedRendering(of name: String, in ko: String, english: String = "") -> String? {
        let words = name.split(separator: " ").map(String.init)
        let koreanWords = ko.split(whereSeparator: \.isWhitespace).map(String.init)
        // A Latin word of the name kept, the rest in Hangul: `SF 기호`, `Apple 워치`.
        for (index, word) in koreanWords.enumerated() where words.contains(where: { word.hasPrefix($0) }) && word.allSatisfy(\.isASCII) {
            let next = koreanWords.dropFirst(index + 1).first.map { String($0.prefix { Script.isHangul($0) }) } ?? ""
            if !next.isEmpty { return word + " " + next }
        }
        // A transliteration: a word of the name spelled in Hangul (`터치` for Touch, `다이내믹` for Dynamic), compared by
        // the consonant skeleton both spellings share; words whose skeleton is one consonant say too little.
        var found: [String] = []
        for (position, word) in words.enumerated() {
            guard let key = PhoneticKey.latin(word), key.count >= 2 else { continue }
            for (index, koreanWord) in koreanWords.enumerated() {
                let run = Array(koreanWord.prefix { Script.isHangul($0) })
                guard run.count >= 2, startsAlike(word, run[0]) else { continue }
                for length in stride(from: run.count, through: 2, by: -1) where PhoneticKey.hangul(String(run[..<length])) == key {
                    // The name goes on after this word (`Live` of Live Activities): quote the Korean word after it too.
                    let next = position + 1 < words.count ? koreanWords.dropFirst(index + 1).first.map { String($0.prefix { Script.isHangul($0) }) } ?? "" : ""
                    found.append(next.isEmpty ? String(run[..<length]) : koreanWord + " " + next)
                    break
                }
            }
        }
        // `라이브 이벤트` renders “live events”, another phrase of the English: prefer a rendering whose second word is
        // translated, not spelled from English.
        return found.first { !spelledFromEnglish($0.split(separator: " ").dropFirst().first.map(String.init) ?? "", english) } ?? found.first
    }
}
