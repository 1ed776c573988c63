import Foundation
import HIGCompiler
import HIGCorpus
import HIGText

/// What every check may read: the corpus, its rules, the user's glossary, and facts learned from the whole corpus once.
package struct CheckContext: Sendable {
    package var corpus: Corpus
    /// The rules the compiler's rules pass found: its judgement of each rule's Korean (`translation`) is the one the
    /// checks use.
    package var rules: [Rule]
    package var glossary: Glossary
    /// Korean/English length ratio learned from this corpus (or the recorded default).
    package var lengthProfile: LengthProfile
    /// The rule each block leads, by `page#block`.
    private let rulesByBlock: [String: Rule]

    /// `rules` are the `Pipeline`'s; without them the rules pass runs on the corpus here.
    package init(corpus: Corpus, rules: [Rule]? = nil, glossary: Glossary = Glossary(), lengthProfile: LengthProfile? = nil) {
        self.corpus = corpus
        self.rules = rules ?? Pipeline().rules(of: corpus)
        self.glossary = glossary
        self.lengthProfile = lengthProfile ?? LengthProfile(learningFrom: corpus)
        var byBlock: [String: Rule] = [:]
        for rule in self.rules where byBlock["\(rule.page)#\(rule.block)"] == nil { byBlock["\(rule.page)#\(rule.block)"] = rule }
        rulesByBlock = byBlock
    }

    /// The rule a block leads, if any.
    package func rule(for block: Block, of page: Page) -> Rule? {
        rulesByBlock["\(page.id)#\(block.id)"]
    }

    /// Every translatable block that has Korean, with its page, in corpus order (`isPair`).
    package var translatedBlocks: [(page: Page, block: Block)] {
        corpus.pages.flatMap { page in
            page.blocks.filter(Self.isPair).map { (page, $0) }
        }
    }

    /// Whether a block is an English/Korean pair the checks can judge: translatable, with Korean, and with English
    /// of its own. English that is only markup left as text — an HTML element (`<br />`, `<img …>`), a Markdown
    /// heading marker or rule (`## Best practices`, `---`) — or that is Korean, is no sentence the Korean translates:
    /// it is what a reader made of a Korean-only page, paired with the Korean beside it.
    package static func isPair(_ block: Block) -> Bool {
        block.kind.isTranslatable && block.text.ko != nil && hasEnglish(block)
    }

    /// Whether the block's English is English: not markup left as text, not Korean (see `isPair`).
    package static func hasEnglish(_ block: Block) -> Bool {
        let english = block.text.en.trimmingCharacters(in: .whitespaces)
        if english.hasPrefix("<") || english.hasPrefix("#") || english.hasPrefix("---") { return false }
        // English that is mostly Hangul is Korean read as English (the same misreading of a Korean-only page).
        var latin = 0, hangul = 0
        for character in english where character.isLetter {
            if character.isASCII { latin += 1 } else if Script.isHangul(character) { hangul += 1 }
        }
        return latin > 0 && hangul <= latin
    }
}
