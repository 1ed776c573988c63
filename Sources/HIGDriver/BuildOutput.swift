/// What `hig build` writes; `--emit` picks a subset (all by default). `corpus.json` is always written.
package enum BuildOutput: String, CaseIterable, Sendable {
    /// `corpus.json` alone, when named on its own.
    case corpus
    /// `rules.json`, which `hig rules` reads.
    case rules
    /// `search.sqlite`, which `hig search` reads.
    case search
    /// `site/`, the bilingual reference site.
    case site
}
