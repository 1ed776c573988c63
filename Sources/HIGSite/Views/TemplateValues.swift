import HIGCorpus

// The one conversion of the typed views into the values a theme's Mustache templates read (docs/site.md lists them);
// the bundled templates are written from the views themselves (`BundledRenderer`). Every key a template may read is
// set (`false` for an absent value), so Mustache never falls back to a value of an enclosing context. Given the
// bundled renderer, the values that a bundled partial renders also carry its rendering (`SiteTemplate.standIn`), so a
// theme template's `{{>NAME}}` of a partial the theme does not replace writes the bundled one; without it (a render
// memo's key) they do not.

extension NameView {
    func templateValues(_ bundled: BundledRenderer?) -> [String: Any] {
        var values: [String: Any] = ["en": en, "ko": ko ?? false, "derived": derived]
        values["html"] = bundled?.partial { $0.name(self, into: &$1) }
        return values
    }
}

extension CrumbView {
    func templateValues(_ bundled: BundledRenderer?) -> [String: Any] { ["name": name.templateValues(bundled), "url": url ?? false] }
}

extension LinkView {
    func templateValues(_ bundled: BundledRenderer?) -> [String: Any] { ["name": name.templateValues(bundled), "url": url] }
}

extension PageEntryView {
    func templateValues(_ bundled: BundledRenderer?) -> [String: Any] { ["url": url, "name": name.templateValues(bundled), "share": share] }
}

extension PageView {
    func templateValues(_ bundled: BundledRenderer?) -> [String: Any] {
        var values: [String: Any] = [
            "title": title.templateValues(bundled),
            "crumbs": crumbs.map { $0.templateValues(bundled) },
            "share": share,
            "ruleCount": ruleCount,
            "toc": toc.map { ["anchor": $0.anchor, "name": $0.name.templateValues(bundled), "depth": $0.depth] as [String: Any] },
            "hasToc": !toc.isEmpty,
            "blocks": blocks.map { $0.templateValues(bundled) },
            "banners": [[String: Any]](),
            "hasChangeLog": !changeLog.isEmpty,
            "changeLog": changeLog.map { ["date": $0.date, "author": $0.author, "change": $0.change] },
            "previous": previous?.templateValues(bundled) ?? false,
            "next": next?.templateValues(bundled) ?? false,
            "hasPager": previous != nil || next != nil,
            "hasOutdated": outdatedCount > 0,
            "outdatedCount": outdatedCount,
            "hasSuggestions": suggestedCount > 0,
            "suggestedCount": suggestedCount,
        ]
        if let bundled {
            values["crumbsHTML"] = bundled.partial { $0.crumbs(crumbs, into: &$1) }
            values["bannersHTML"] = RenderedPartial { "" }
            values["maintenanceBannerHTML"] = bundled.partial { $0.maintenanceBanner(self, into: &$1) }
        }
        return values
    }
}

extension BlockView {
    func templateValues(_ bundled: BundledRenderer?) -> [String: Any] {
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
        if let bundled {
            values["html"] = bundled.partial { $0.block(self, into: &$1) }
            values["translationStateHTML"] = bundled.partial { $0.translationState(self, into: &$1) }
        }
        return values
    }
}

extension RuleBadgeView {
    var templateValues: [String: Any] { ["rule": true, "ruleKind": kind, "ruleKindLabel": kindLabel, "rulePlatforms": platforms] }
}

extension HomeView {
    func templateValues(_ bundled: BundledRenderer?) -> [String: Any] {
        [
            "pageCount": pageCount,
            "ruleCount": ruleCount,
            "translatedShare": translatedShare,
            "categories": categories.map { category -> [String: Any] in
                ["names": category.names.map { $0.templateValues(bundled) }, "url": category.url ?? false, "anchor": category.anchor,
                 "pages": category.pages.map { $0.templateValues(bundled) }]
            },
        ]
    }
}

extension CategoryView {
    func templateValues(_ bundled: BundledRenderer?) -> [String: Any] {
        var values: [String: Any] = [
            "title": title.templateValues(bundled),
            "crumbs": crumbs.map { $0.templateValues(bundled) },
            "pages": pages.map { $0.templateValues(bundled) }, "hasPages": !pages.isEmpty,
            "subcategories": subcategories.map { $0.templateValues(bundled) }, "hasSubcategories": !subcategories.isEmpty,
            "introEn": introEn ?? false,
            "introKo": introKo ?? false,
            "banners": [[String: Any]](),
        ]
        if let bundled {
            values["crumbsHTML"] = bundled.partial { $0.crumbs(crumbs, into: &$1) }
            values["bannersHTML"] = RenderedPartial { "" }
        }
        return values
    }
}

extension RulesIndexView {
    func templateValues(_ bundled: BundledRenderer?) -> [String: Any] {
        switch self {
        case .hub(let hub):
            return [
                "categoryHeading": false, "hub": true, "noRules": false, "ruleCount": hub.ruleCount,
                "categories": hub.categories.map { ["name": $0.name.templateValues(bundled), "url": $0.url, "count": $0.count] as [String: Any] },
            ]
        case .list(let list):
            var values: [String: Any] = [
                "hub": false,
                "ruleCount": list.rules.count,
                "noRules": list.rules.isEmpty,
                "platforms": list.platforms,
                "rules": list.rules.map { $0.templateValues(bundled) },
                "categoryHeading": list.categoryHeading?.templateValues(bundled) ?? false,
            ]
            if let url = list.allRulesURL { values["allRulesURL"] = url }
            return values
        }
    }
}

extension RuleEntryView {
    func templateValues(_ bundled: BundledRenderer?) -> [String: Any] {
        var values = badge.templateValues
        values["anchor"] = anchor
        values["url"] = url
        values["pageName"] = pageName.templateValues(bundled)
        values["platformList"] = platformList
        values["en"] = en
        values["missing"] = ko == nil
        if let ko { values["ko"] = ko }
        return values
    }
}

extension LayoutView {
    /// The layout's values around `body` (the page's rendered body); the site's strings are added by the caller.
    func templateValues(body: String, _ bundled: BundledRenderer?) -> [String: Any] {
        var values = head.templateValues
        values["root"] = root
        values["title"] = title
        values["body"] = body
        values["sidebar"] = sidebar.map { $0.templateValues(bundled) }
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
    func templateValues(_ bundled: BundledRenderer?) -> [String: Any] {
        var values: [String: Any] = [
            "name": name.templateValues(bundled),
            "url": url ?? false,
            "open": open,
            "current": current,
            "listed": listed,
            "pages": pages.map { ["name": $0.name.templateValues(bundled), "url": $0.url, "current": $0.current] as [String: Any] },
            "children": children.map { $0.templateValues(bundled) },
        ]
        values["html"] = bundled?.partial { $0.navNode(self, into: &$1) }
        return values
    }
}
