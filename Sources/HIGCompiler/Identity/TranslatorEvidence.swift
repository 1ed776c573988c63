import HIGCorpus
import HIGText

/// Who made a folder's Korean, as its files say: a manifest's `madeBy` (declared), or a README that names a machine
/// translator (Papago, DeepL, Google Translate, 번역기) or says the translation is a person's (inferred). The
/// nearest folder that says anything decides, a page's own manifest entry before its folder's.
enum TranslatorEvidence {
    /// Words of a README that say its Korean is a machine's.
    static let machineWords = ["papago", "파파고", "deepl", "google translate", "구글 번역", "번역기", "machine translat",
                               "machine-translat", "기계 번역", "기계번역", "자동 번역", "자동번역"]
    /// Words of a README that say its Korean is a person's.
    static let personWords = ["직접 번역", "손으로 번역", "수작업 번역", "translated by hand", "hand-translated", "human translation",
                              "translated manually"]

    /// What a README says about who made the Korean beside it; `nil` when it names neither, or both.
    static func fromReadme(_ text: String) -> TranslationOrigin.Maker? {
        let lowered = text.lowercased()
        let machine = machineWords.contains { lowered.contains($0) }
        let person = personWords.contains { lowered.contains($0) }
        if machine == person { return nil }
        return machine ? .machine : .person
    }

    /// Whether a file name is a README's (`README.md`, `readme`, `README.ko.md`).
    static func isReadme(_ name: String) -> Bool {
        name.lowercased().hasPrefix("readme")
    }

    /// Each input's maker from its folders (`folders`: recorded folder → maker and basis), unless its own manifest
    /// entry declares one: the nearest manifest that declares one, else the nearest README that says.
    static func apply(_ folders: [String: (TranslationOrigin.Maker, TranslationOrigin.Basis)], to inputs: [SourceInput],
                      pinned: inout [String: ManifestEntry]) {
        guard !folders.isEmpty else { return }
        for input in inputs where pinned[input.path]?.madeBy == nil {
            var chain: [(TranslationOrigin.Maker, TranslationOrigin.Basis)] = []
            var folder = input.path
            while let slash = folder.lastIndex(of: "/") {
                folder = String(folder[..<slash])
                if let found = folders[folder] { chain.append(found) }
            }
            guard let (maker, basis) = chain.first(where: { $0.1 == .declared }) ?? chain.first else { continue }
            var entry = pinned[input.path] ?? ManifestEntry()
            entry.madeBy = maker
            entry.madeByBasis = basis
            pinned[input.path] = entry
        }
    }
}
