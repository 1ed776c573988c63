// The home, category, rules and notfound templates (see `BundledRenderer`).
extension BundledRenderer {
    func home(_ view: HomeView, into out: inout HTMLWriter) {
        out.write(#"""
            <h1 class="home-title"><span class="n-en has-ko" lang="en">Human Interface Guidelines</span><span class="n-ko" lang="ko">휴먼 인터페이스 가이드라인</span></h1>
            <p class="stats">
            """#)
        out.write(view.pageCount)
        out.write(" ")
        out.write(t.pagesCount)
        out.write(" · ")
        out.write(view.ruleCount)
        out.write(" ")
        out.write(t.rulesCount)
        out.write(" · ")
        out.escaped(view.translatedShare)
        out.write(" ")
        out.write(t.blocksTranslated)
        out.write("</p>\n<div class=\"cats\">\n")
        for category in view.categories {
            out.write(#"<section class="cat" aria-labelledby=""#)
            out.escaped(category.anchor)
            out.write(#"">\#n<h2 id=""#)
            out.escaped(category.anchor)
            out.write("\">")
            if let url = category.url {
                out.write(#"<a href=""#)
                out.escaped(url)
                out.write(#"" data-internal>"#)
            }
            for name in category.names {
                out.write(#"<span class="crumb-part">"#)
                self.name(name, into: &out)
                out.write("</span>")
            }
            if category.url != nil { out.write("</a>") }
            out.write("</h2>\n<ul>\n")
            pageEntries(category.pages, into: &out)
            out.write("</ul>\n</section>\n")
        }
        out.write("</div>\n")
    }

    /// `<li>` links to pages with their translated share (home and category pages).
    private func pageEntries(_ pages: [PageEntryView], into out: inout HTMLWriter) {
        for page in pages {
            out.write(#"<li><a href=""#)
            out.escaped(page.url)
            out.write(#"" data-internal>"#)
            name(page.name, into: &out)
            out.write(#"</a><span class="share">"#)
            out.escaped(page.share)
            out.write("</span></li>\n")
        }
    }

    func category(_ view: CategoryView, into out: inout HTMLWriter) {
        out.write("<article class=\"category\">\n<header class=\"page-head\">\n")
        if !themed(.crumbs, into: &out, values: { view.templateValues(self) }) { crumbs(view.crumbs, into: &out) }
        out.write("<h1>")
        name(view.title, into: &out)
        out.write("</h1>\n</header>\n")
        // The bundled banners template writes nothing: the site gives no banners.
        _ = themed(.banners, into: &out, values: { view.templateValues(self) })
        if let en = view.introEn {
            out.write(#"<div class="pair intro"#)
            if view.introKo == nil { out.write(" one") }
            out.write(#"">\#n<div class="en" lang="en"><p>"#)
            out.escaped(en)
            out.write("</p></div>\n")
            if let ko = view.introKo {
                out.write(#"<div class="ko" lang="ko"><p>"#)
                out.escaped(ko)
                out.write("</p></div>")
            }
            out.write("\n</div>\n")
        }
        if !view.subcategories.isEmpty {
            out.write(#"<section class="cat" aria-labelledby="sub-title">\#n<h2 id="sub-title">"#)
            out.write(t.categories)
            out.write("</h2>\n<ul>\n")
            for link in view.subcategories {
                out.write(#"<li><a href=""#)
                out.escaped(link.url)
                out.write(#"" data-internal>"#)
                name(link.name, into: &out)
                out.write("</a></li>\n")
            }
            out.write("</ul>\n</section>\n")
        }
        if !view.pages.isEmpty {
            out.write(#"<section class="cat" aria-labelledby="pages-title">\#n<h2 id="pages-title">"#)
            out.write(t.pages)
            out.write("</h2>\n<ul>\n")
            pageEntries(view.pages, into: &out)
            out.write("</ul>\n</section>\n")
        }
        out.write("</article>\n")
    }

    func rules(_ view: RulesIndexView, into out: inout HTMLWriter) {
        out.write("<h1>")
        out.write(t.rules)
        switch view {
        case .hub(let hub): rulesHub(hub, into: &out)
        case .list(let list): ruleList(list, into: &out)
        }
    }

    /// The rules index across categories: each category with its count of rules.
    private func rulesHub(_ hub: RulesHubView, into out: inout HTMLWriter) {
        out.write("</h1>\n<p>")
        out.write(hub.ruleCount)
        out.write(" ")
        out.write(t.rulesByCategory)
        out.write("</p>\n<ul class=\"rule-cats\">\n")
        for category in hub.categories {
            out.write(#"<li><a href=""#)
            out.escaped(category.url)
            out.write(#"" data-internal>"#)
            name(category.name, into: &out)
            out.write(#"</a> <span class="share">"#)
            out.write(category.count)
            out.write("</span></li>\n")
        }
        out.write("</ul>\n")
    }

    /// The rules of one category, or of all, under the platform and kind filter.
    private func ruleList(_ list: RuleListView, into out: inout HTMLWriter) {
        if let heading = list.categoryHeading {
            out.write(" · ")
            name(heading, into: &out)
        }
        out.write("</h1>\n")
        if let url = list.allRulesURL {
            out.write(#"<p><a href=""#)
            out.escaped(url)
            out.write(#"" data-internal>"#)
            out.write(t.allCategories)
            out.write("</a></p>")
        }
        ruleFilter(list, into: &out)
        if list.rules.isEmpty {
            out.write("<p>")
            out.write(t.noRules)
            out.write("</p>")
        }
        out.write("\n<ol class=\"rule-list\">\n")
        for rule in list.rules { ruleEntry(rule, into: &out) }
        out.write("</ol>\n")
    }

    /// The platform and kind filter over the rule list, and how many rules it shows.
    private func ruleFilter(_ list: RuleListView, into out: inout HTMLWriter) {
        out.write(#"\#n<form id="rule-filter" class="filter" aria-label=""#)
        out.write(ta.filterRules)
        out.write(#"">\#n<label>"#)
        out.write(t.platform)
        out.write(#"<select name="platform"><option value="">"#)
        out.write(ta.allPlatforms)
        out.write("</option>")
        for platform in list.platforms {
            out.write("<option>")
            out.escaped(platform)
            out.write("</option>")
        }
        out.write("</select></label>\n<label>")
        out.write(t.kind)
        out.write(#"<select name="kind"><option value="">"#)
        out.write(ta.allKinds)
        out.write(#"</option><option value="do">"#)
        out.write(ta.do)
        out.write(#"</option><option value="dont">"#)
        out.write(ta.dont)
        out.write(#"</option><option value="consider">"#)
        out.write(ta.consider)
        out.write("</option></select></label>\n<p>")
        out.write(t.showing)
        out.write(#" <output id="rule-count">"#)
        out.write(list.rules.count)
        out.write("</output> / ")
        out.write(list.rules.count)
        out.write("</p>\n</form>\n")
    }

    private func ruleEntry(_ rule: RuleEntryView, into out: inout HTMLWriter) {
        out.write(#"<li data-rule-kind=""#)
        out.escaped(rule.badge.kind)
        out.write(#"" data-platforms=""#)
        out.escaped(rule.platformList)
        out.write(#"">\#n<div class="rule" id=""#)
        out.escaped(rule.anchor)
        out.write(#"">\#n<div class="rule-bar"><span class="badge kind-"#)
        out.escaped(rule.badge.kind)
        out.write("\">")
        out.unescaped(rule.badge.kindLabel)
        out.write("</span>")
        platformBadges(rule.badge.platforms, into: &out)
        out.write(#"<a class="rule-page" href=""#)
        out.escaped(rule.url)
        out.write(#"" data-internal>"#)
        name(rule.pageName, into: &out)
        out.write(#"</a></div>\#n<div class="pair"#)
        if rule.ko == nil { out.write(" untranslated") }
        out.write(#""><div class="en" lang="en"><p>"#)
        out.escaped(rule.en)
        out.write("</p></div>")
        if let ko = rule.ko {
            out.write(#"<div class="ko" lang="ko"><p>"#)
            out.escaped(ko)
            out.write("</p></div>")
        } else {
            out.write(#"<div class="ko missing" lang="ko">번역 없음 <span lang="en">(not translated)</span></div>"#)
        }
        out.write("</div>\n</div>\n</li>\n")
    }

    func notFound(into out: inout HTMLWriter) {
        out.write("<div class=\"not-found\">\n<h1>")
        out.write(t.notFound)
        out.write("</h1>\n<p>")
        out.write(t.notFoundText)
        out.write(#"</p>\#n<form class="search search-large" role="search" action="index.html">\#n<label for="q404">"#)
        out.write(t.searchGuidelines)
        out.write(#"</label>\#n<input id="q404" type="search" name="q" data-search-proxy spellcheck="false">\#n</form>\#n<p><a href="index.html" data-internal>"#)
        out.write(t.home)
        out.write("</a></p>\n</div>\n")
    }
}
