import HIGCorpus

// The one conversion of the typed views into the values Mustache templates read: a theme that overrides a template
// renders through swift-mustache from these, the bundled templates from the views themselves (`BundledRenderer`).
// Every key a template may read is set (`false` for an absent value), so Mustache never falls back to a value of an
// enclosing context; these are the same keys and values the site's templates have always received.

extension NameView {
    var templateValues: [String: Any] { ["en": en, "ko": ko ?? false, "derived": derived] }
}

extension CrumbView {
    var templateValues: [String: Any] { ["name": name.templateValues, "url": url ?? false] }
}

extension LinkView {
    var templateValues: [String: Any] { ["name": name.templateValues, "url": url] }
}

extension PageEntryView {
    var templateValues: [String: Any] { ["url": url, "name": name.templateValues, "share": share] }
}

extension PageView {
    var templateValues: [String: Any] {
        [
            "title": title.templateValues,
            "crumbs": crumbs.map(\.templateValues),
            "share": share,
            "ruleCount": ruleCount,
            "toc": toc.map { ["anchor": $0.anchor, "name": $0.name.templateValues, "depth": $0.depth] as [String: Any] },
            "hasToc": !toc.isEmpty,
            "blocks": blocks.map(\.templateValues),
            "banners": [[String: Any]](),
            "hasChangeLog": !changeLog.isEmpty,
            "changeLog": changeLog.map { ["date": $0.date, "author": $0.author, "change": $0.change] },
            "previous": previous?.templateValues ?? false,
            "next": next?.templateValues ?? false,
            "hasPager": previous != nil || next != nil,
            "hasOutdated": outdatedCount > 0,
            "outdatedCount": outdatedCount,
            "hasSuggestions": suggestedCount > 0,
            "suggestedCount": suggestedCount,
        ]
    }
}

extension BlockView {
    var templateValues: [String: Any] {
        var values: [String: Any] = [
            "kind": kind,
            "anchor": anchor,
            "rule": rule != nil,
            "heading": heading,
            "level": level,
            "enHTML": enHTML,
            "koHTML": koHTML ?? false,
            "derived": derived,
            "translatable": translatable,
            "missing": missing,
            "paragraph": paragraph,
            "translatorNote": translatorNote,
            "source": source,
            "summary": summary ?? false,
            "hidden": hidden,
            "outdated": outdated,
            "similarity": similarity,
            "diffHTML": diffHTML,
            "suggestion": suggestion.map { ["ko": $0.ko, "match": $0.match, "from": $0.from] as [String: Any] } ?? false,
            "hasAlternatives": !alternatives.isEmpty,
            "alternativeCount": alternatives.count,
            "shownMadeBy": shownMadeBy ?? false,
            "alternatives": alternatives.map { ["ko": $0.ko, "madeBy": $0.madeBy, "madeByLabel": $0.madeByLabel, "source": $0.source] as [String: Any] },
        ]
        if let rule { values.merge(rule.templateValues) { _, badge in badge } }
        return values
    }
}

extension RuleBadgeView {
    var templateValues: [String: Any] { ["rule": true, "ruleKind": kind, "ruleKindLabel": kindLabel, "rulePlatforms": platforms] }
}

extension HomeView {
    var templateValues: [String: Any] {
        [
            "pageCount": pageCount,
            "ruleCount": ruleCount,
            "translatedShare": translatedShare,
            "categories": categories.map { category -> [String: Any] in
                ["names": category.names.map(\.templateValues), "url": category.url ?? false, "anchor": category.anchor,
                 "pages": category.pages.map(\.templateValues)]
            },
        ]
    }
}

extension CategoryView {
    var templateValues: [String: Any] {
        [
            "title": title.templateValues,
            "crumbs": crumbs.map(\.templateValues),
            "pages": pages.map(\.templateValues), "hasPages": !pages.isEmpty,
            "subcategories": subcategories.map(\.templateValues), "hasSubcategories": !subcategories.isEmpty,
            "introEn": introEn ?? false,
            "introKo": introKo ?? false,
            "banners": [[String: Any]](),
        ]
    }
}

extension RulesIndexView {
    var templateValues: [String: Any] {
        switch self {
        case .hub(let hub):
            return [
                "categoryHeading": false, "hub": true, "noRules": false, "ruleCount": hub.ruleCount,
                "categories": hub.categories.map { ["name": $0.name.templateValues, "url": $0.url, "count": $0.count] as [String: Any] },
            ]
        case .list(let list):
            var values: [String: Any] = [
                "hub": false,
                "ruleCount": list.rules.count,
                "noRules": list.rules.isEmpty,
                "platforms": list.platforms,
                "rules": list.rules.map(\.templateValues),
                "categoryHeading": list.categoryHeading?.templateValues ?? false,
            ]
            if let url = list.allRulesURL { values["allRulesURL"] = url }
            return values
        }
    }
}

extension RuleEntryView {
    var templateValues: [String: Any] {
        var values = badge.templateValues
        values["anchor"] = anchor
        values["url"] = url
        values["pageName"] = pageName.templateValues
        values["platformList"] = platformList
        values["en"] = en
        values["missing"] = ko == nil
        if let ko { values["ko"] = ko }
        return values
    }
}

extension LayoutView {
    /// The layout's values around `body` (the page's rendered body); the site's strings are added by the caller.
    func templateValues(body: String) -> [String: Any] {
        var values = head.templateValues
        values["root"] = root
        values["title"] = title
        values["body"] = body
        values["sidebar"] = sidebar.map(\.templateValues)
        values["base"] = base ?? false
        return values
    }
}

extension HeadView {
    var templateValues: [String: Any] {
        [
            "canonical": canonical,
            "description": description,
            "descriptionKo": descriptionKo ?? false,
            "ogTitle": ogTitle,
            "ogType": ogType,
            "ogURL": ogURL ?? false,
            "alternates": alternates.map { ["lang": $0.lang, "href": $0.href] },
            "hasAlternates": hasAlternates,
        ]
    }
}

extension NavNodeView {
    var templateValues: [String: Any] {
        [
            "name": name.templateValues,
            "url": url ?? false,
            "open": open,
            "current": current,
            "listed": listed,
            "pages": pages.map { ["name": $0.name.templateValues, "url": $0.url, "current": $0.current] as [String: Any] },
            "children": children.map(\.templateValues),
        ]
    }
}
