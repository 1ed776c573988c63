import HIGCorpus

/// Where a page sits: the categories a file names for itself (its folder in the guidelines' layout, its title
/// line's category). A page's name is qualified by its place: each technology has its own `introduction`, and a
/// technology's `buttons` is not the component of that name (docs/dedup.md, "Identity before similarity").
enum PagePlace {
    /// Whether two categories name the same place: equal, or one is a label without its section that ends the other
    /// (`content`, from a title line `[content] image-views`, and `components/content`).
    static func same(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        return (isPartial(a) && b.hasSuffix("/" + a)) || (isPartial(b) && a.hasSuffix("/" + b))
    }

    /// Whether two files' places meet: some category one names is a place the other names. A page moved between
    /// categories keeps its old category in its title line (`[components-status]` in `system-experiences/`), so
    /// its copies still meet.
    static func meet(_ a: [String], _ b: [String]) -> Bool {
        a.contains { x in b.contains { same(x, $0) } }
    }

    /// A category that does not start with one of the guidelines' sections: a label that lost its section.
    static func isPartial(_ place: String) -> Bool {
        let first = place.split(separator: "/").first.map(String.init) ?? place
        return !GuidelineSections.all.contains(first)
    }
}
