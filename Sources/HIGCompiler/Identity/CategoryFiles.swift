import HIGCorpus

/// Sets apart the files that belong to a category rather than to a page: category index pages, and stubs that
/// name a category (`# **Presentation**` under `components/`).
enum CategoryFiles {
    static func separate(_ read: [AssembledPage]) -> (guidelines: [AssembledPage], indexes: [(page: Page, content: CategoryIndexContent?)]) {
        var categoryIDs: Set<String> = []
        for file in read {
            if case .categoryIndex = file.shape { categoryIDs.insert(file.page.id) }
            if file.shape != .stub && !file.page.category.isEmpty { categoryIDs.formUnion(CategoryBuilder.prefixes(file.page.category)) }
        }
        var guidelines: [AssembledPage] = []
        var indexes: [(page: Page, content: CategoryIndexContent?)] = []
        for file in read {
            switch file.shape {
            case .categoryIndex(let content): indexes.append((file.page, content))
            case .stub where file.evidence.isName && categoryIDs.contains(file.page.id): indexes.append((file.page, nil))
            default: guidelines.append(file)
            }
        }
        return (guidelines, indexes)
    }
}
