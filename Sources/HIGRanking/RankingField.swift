/// The fields a page is scored over (BM25F): a match in a title says most, a derived Korean title or heading less
/// than a translator's, body text least.
package enum RankingField: Int, CaseIterable, Sendable, Codable {
    /// The page title, English and the translator's Korean.
    case title
    /// Heading blocks (section titles), English.
    case heading
    /// Rule sentences (the bold lead of a paragraph), English and Korean.
    case rule
    /// Every other block's text, English and Korean.
    case body
    /// Korean learned from the corpus for headings and the category (`derivedKo`): lower weight, never a translator's.
    case derived
    /// Korean learned from the corpus for the page title: below a translator's title, above everything else.
    case derivedTitle

    /// The name `--explain` prints.
    package var name: String {
        switch self {
        case .title: "title"
        case .heading: "heading"
        case .rule: "rule"
        case .body: "body"
        case .derived: "derived-ko"
        case .derivedTitle: "derived-ko-title"
        }
    }
}
