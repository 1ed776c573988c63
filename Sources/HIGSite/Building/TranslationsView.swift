import HIGCorpus

/// What the site shows of a block's several translations: the shown one is the one `TranslationPreference` put
/// first (a person's before a machine's, newer before older); the others are listed under it, each with who made it
/// and where it is, so a reader can compare them.
enum TranslationsView {
    static func apply(_ block: Block, to view: inout BlockView) {
        guard !block.alternatives.isEmpty else { return }
        view.shownMadeBy = label(block.translationOrigin?.madeBy)
        view.alternatives = block.alternatives.map { alternative in
            AlternativeView(ko: alternative.ko, madeBy: (alternative.origin?.madeBy ?? .unknown).rawValue,
                            madeByLabel: label(alternative.origin?.madeBy), source: "\(alternative.source.path):\(alternative.source.line)")
        }
    }

    static func label(_ maker: TranslationOrigin.Maker?) -> String {
        switch maker {
        case .person: SiteStrings.html("madeByPerson")
        case .machine: SiteStrings.html("madeByMachine")
        case .unknown, nil: SiteStrings.html("madeByUnknown")
        }
    }
}
