import HIGCorpus

/// The page a file's path names when the path follows the guidelines' own layout: a section folder
/// (`components`, `foundations`, …), its category folders, and the page's slug as the file name
/// (`…/components/presentation/action-sheets.md` → `components/presentation/action-sheets`). A file named after
/// a section or category itself (`…/components.md`, `…/components/presentation.md`) names that category.
struct PathName: Sendable, Equatable {
    /// The top-level sections of Apple's Human Interface Guidelines, which every layout of its pages keeps.
    static var sections: Set<String> { GuidelineSections.all }

    var category: String
    var slug: String

    /// `category/slug`, or the slug alone for a section.
    var id: String { category.isEmpty ? slug : "\(category)/\(slug)" }

    /// The name `relativePath` (inside the folder named on the command line) gives, or `nil` outside a known layout.
    init?(relativePath: String) {
        var parts = relativePath.split(separator: "/").map(String.init)
        guard let file = parts.popLast() else { return nil }
        let stem = file.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
        let slug = Slug.make(stem.isEmpty ? file : stem)
        guard !slug.isEmpty, slug == stem.lowercased() || slug == stem else { return nil }
        if let section = parts.firstIndex(where: Self.sections.contains) {
            let folders = parts[section...]
            guard folders.allSatisfy({ Slug.make($0) == $0 }) else { return nil }
            category = folders.joined(separator: "/")
            self.slug = slug
        } else if Self.sections.contains(slug) {
            category = ""
            self.slug = slug
        } else {
            return nil
        }
    }

    /// The export a file belongs to: its path (as given, so two folders named on the command line stay two exports)
    /// up to the section folder of its guidelines layout (`repo/translated-markdown`,
    /// `repo/Refactor/human-interface-guidelines-markdown`); `nil` outside that layout.
    static func exportRoot(path: String, relativePath: String) -> String? {
        let relative = relativePath.split(separator: "/")
        guard let section = relative.dropLast().firstIndex(where: { sections.contains(String($0)) }) else { return nil }
        let full = path.split(separator: "/", omittingEmptySubsequences: false)
        let tail = relative.count - section
        guard full.count >= tail else { return nil }
        return full.dropLast(tail).joined(separator: "/")
    }
}
