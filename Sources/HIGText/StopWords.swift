/// English words too common to tell pages or terms apart, declared once for search, page ranking and the lexicon.
package enum StopWords {
    /// Words left out of a search query that has other words: they occur on every page. An array, in this order,
    /// because the site's search.js receives the list as `RankingParameters` writes it.
    package static let query: [String] = [
        "a", "an", "and", "are", "as", "at", "be", "by", "can", "do", "for", "from", "how", "i", "in", "is",
        "it", "its", "of", "on", "or", "that", "the", "this", "to", "what", "when", "with", "you", "your",
    ]

    /// Words too common to name anything, so never a term of the lexicon: the query's stop words, more function
    /// words and the commonest verbs of guidance (`use`, `avoid`, `consider`).
    package static let naming: Set<String> = Set(query).union([
        "not", "if", "they", "their", "them", "use", "using", "more", "than", "all", "some", "such", "also", "into",
        "about", "only", "other", "which", "may", "might", "should", "would", "could", "will", "but", "so", "these",
        "those", "there", "then", "each", "both", "has", "have", "was", "were", "been", "being", "our", "we", "most",
        "avoid", "consider", "make", "help", "people",
    ])
}
