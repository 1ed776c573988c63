import HIGCorpus

/// Who made a file's Korean, and how hig knows (docs/corpus.md, "Who made a translation"): a manifest declares it;
/// otherwise it is inferred from a README beside the file (`TranslatorEvidence`), from the Korean-only layout (a
/// person's: machine-translation workflows keep Apple's English beside the Korean), or from a translator's
/// summaries, notes or change log (a person curated it); otherwise it is unknown (`nil` when nothing at all is known).
enum TranslationMaker {
    static func origin(of raw: RawPage, pinned: ManifestEntry?) -> TranslationOrigin? {
        let date = raw.frontMatter?.latestDate
        if let maker = pinned?.madeBy {
            return TranslationOrigin(madeBy: maker, basis: pinned?.madeByBasis ?? .declared, date: date)
        }
        if raw.format == .koreanMarkdown { return TranslationOrigin(madeBy: .person, basis: .inferred, date: date) }
        if !raw.changeLog.isEmpty || raw.blocks.contains(where: { $0.summary != nil || $0.translatorNote }) {
            return TranslationOrigin(madeBy: .person, basis: .inferred, date: date)
        }
        return date.map { TranslationOrigin(madeBy: .unknown, basis: .none, date: $0) }
    }
}
