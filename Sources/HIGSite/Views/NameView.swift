import HIGCorpus

/// A name in English and Korean as the `name` partial shows it: the Korean a translator gave, else the Korean
/// learned from the corpus (then `derived`), else none.
struct NameView: Encodable, Sendable {
    var en: String
    var ko: String?
    var derived: Bool

    init(en: String, ko: String?, derivedKo: String?) {
        self.en = en
        self.ko = ko ?? derivedKo
        derived = ko == nil && derivedKo != nil
    }

    init(_ title: LocalizedTitle) {
        self.init(en: title.en, ko: title.ko, derivedKo: title.derivedKo)
    }
}

/// A link to a page of the site under its name (previous/next, sub-categories).
struct LinkView: Encodable, Sendable {
    var url: String
    var name: NameView
}

/// One step of the breadcrumbs (`crumbs` partial); `url` is `nil` for a category without a landing page.
struct CrumbView: Encodable, Sendable {
    var name: NameView
    var url: String?
}

/// A guideline page in a list (home page, category landing page): link, name and translated share (`"82%"`).
struct PageEntryView: Encodable, Sendable {
    var url: String
    var name: NameView
    var share: String
}
