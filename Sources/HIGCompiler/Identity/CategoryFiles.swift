import HIGCorpus

/// Sets apart the files that belong to a category rather than to a page: category index pages, and stubs that
/// name a category (`# **Presentation**` under `components/`). A stub naming something that is a page as well as a
/// category (a technology's page, whose sub-pages sit in its folder) is the page's stub.
enum CategoryFiles {
    static func separate(_ read: [AssembledPage]) -> (guidelines: [AssembledPage], indexes: [(page: Page, content: CategoryIndexContent?)]) {
        var categoryIDs: Set<String> = []
        var pageIDs: Set<String> = []
        for file in read {
            if file.shape == .guideline { pageIDs.insert(file.page.id) }
            if case .categoryIndex = file.shape { categoryIDs.insert(file.page.id) }
            if file.shape != .stub && !file.page.category.isEmpty { categoryIDs.formUnion(CategoryBuilder.prefixes(file.page.category)) }
        }
        var guidelines: [AssembledPage] = []
        var indexes: [(page: Page, content: CategoryIndexContent?)] = []
        for file in read {
            switch file.shape {
            case .categoryIndex(let content): indexes.append((file.page, content))
            case .stub where file.evidence.isName && categoryIDs.contains(file.page.id) && !pageIDs.contains(file.page.id):
                indexes.append((file.page, nil))
            default: guidelines.append(file)
            }
        }
        return (guidelines, indexes)
    }
}
