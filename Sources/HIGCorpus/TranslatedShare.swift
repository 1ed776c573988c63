/// How much of a set of blocks is translated, by the one definition every report uses (the build summary, the site's
/// home and category pages, `hig check` and its `--status`): a **translatable** block (`BlockKind.isTranslatable`)
/// counts as **translated** when its Korean was made for its current English (`TranslationState.Status.current`).
/// An outdated block, whose Korean translates older English, is not translated; nor is a suggestion.
public struct TranslatedShare: Hashable, Sendable {
    public var translatable: Int
    public var translated: Int

    public init(translatable: Int = 0, translated: Int = 0) {
        self.translatable = translatable
        self.translated = translated
    }

    /// The share of `blocks`; reads the blocks in place (no copies: the site counts every block of the corpus).
    public init<C: Collection>(_ blocks: C) where C.Element == Block {
        self.init()
        for block in blocks { count(block.kind, block.status) }
    }

    /// Counts one block by its kind and state: the definition itself.
    public mutating func count(_ kind: BlockKind, _ status: TranslationState.Status) {
        guard kind.isTranslatable else { return }
        translatable += 1
        if status == .current { translated += 1 }
    }

    public static func + (a: TranslatedShare, b: TranslatedShare) -> TranslatedShare {
        TranslatedShare(translatable: a.translatable + b.translatable, translated: a.translated + b.translated)
    }

    /// translated / translatable, 0…1 (0 when nothing is translatable).
    public var fraction: Double {
        translatable == 0 ? 0 : Double(translated) / Double(translatable)
    }

    /// Whole percent, rounded half up, as every report prints it (`57%`).
    public var percent: Int {
        translatable == 0 ? 0 : (translated * 200 + translatable) / (2 * translatable)
    }
}
