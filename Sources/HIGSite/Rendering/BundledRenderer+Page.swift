// The page template and its partials block, translation-state, maintenance-banner and banners (see `BundledRenderer`).
extension BundledRenderer {
    func page(_ view: PageView, into out: inout HTMLWriter) {
        pageHead(view, into: &out)
        tableOfContents(view.toc, into: &out)
        out.write("<article class=\"doc-body\">\n")
        // The bundled banners template writes nothing: the site gives no banners.
        _ = themed(.banners, into: &out, values: { view.templateValues(self) })
        maintenanceBanner(view, into: &out)
        for block in view.blocks { self.block(block, into: &out) }
        changeLog(view, into: &out)
        out.write("</article>\n")
        pager(view, into: &out)
        out.write("</div>\n")
    }

    /// The opening of the page and its header: breadcrumbs, title, and the translated share and rule count.
    private func pageHead(_ view: PageView, into out: inout HTMLWriter) {
        out.write(#"<div class="doc"#)
        if !view.toc.isEmpty { out.write(" with-toc") }
        out.write("\">\n<header class=\"page-head\">\n")
        if !themed(.crumbs, into: &out, values: { view.templateValues(self) }) { crumbs(view.crumbs, into: &out) }
        out.write("<h1>")
        name(view.title, into: &out)
        out.write("</h1>\n<p class=\"stats\">")
        out.escaped(view.share)
        out.write(" ")
        out.write(t.translated)
        out.write(" · ")
        out.write(view.ruleCount)
        out.write(" ")
        out.write(t.rulesCount)
        out.write("</p>\n</header>\n")
    }

    /// "On this page": a link to each heading, indented by depth; nothing for a page without headings.
    private func tableOfContents(_ toc: [TocEntryView], into out: inout HTMLWriter) {
        guard !toc.isEmpty else { return }
        out.write(#"<nav class="toc" aria-labelledby="toc-title">\#n<h2 id="toc-title" class="toc-title">"#)
        out.write(t.onThisPage)
        out.write("</h2>\n<ol>\n")
        for entry in toc {
            out.write(#"<li class="d"#)
            out.write(entry.depth)
            out.write(##""><a href="#"##)
            out.escaped(entry.anchor)
            out.write("\">")
            name(entry.name, into: &out)
            out.write("</a></li>\n")
        }
        out.write("</ol>\n</nav>\n")
    }

    /// The translators' change log of the page, folded; nothing when it has none.
    private func changeLog(_ view: PageView, into out: inout HTMLWriter) {
        guard !view.changeLog.isEmpty else { return }
        out.write("<details class=\"tnote changelog\">\n<summary>")
        out.write(t.changeLog)
        out.write("</summary>\n<ul lang=\"ko\">\n")
        for entry in view.changeLog {
            out.write("<li>")
            out.escaped(entry.date)
            out.write(" · ")
            out.escaped(entry.author)
            out.write(" · ")
            out.escaped(entry.change)
            out.write("</li>\n")
        }
        out.write("</ul>\n</details>\n")
    }

    /// Links to the previous and next pages; nothing when the page has neither.
    private func pager(_ view: PageView, into out: inout HTMLWriter) {
        guard view.previous != nil || view.next != nil else { return }
        out.write(#"<nav class="pager" aria-label=""#)
        out.write(ta.previousNext)
        out.write("\">\n")
        if let previous = view.previous {
            out.write(#"<a class="prev" href=""#)
            out.escaped(previous.url)
            out.write(#"" rel="prev" data-internal><span class="pager-label">← "#)
            out.write(t.previous)
            out.write(#"</span> <span class="pager-title">"#)
            name(previous.name, into: &out)
            out.write("</span></a>")
        }
        out.write("\n")
        if let next = view.next {
            out.write(#"<a class="next" href=""#)
            out.escaped(next.url)
            out.write(#"" rel="next" data-internal><span class="pager-label">"#)
            out.write(t.next)
            out.write(#" →</span> <span class="pager-title">"#)
            name(next.name, into: &out)
            out.write("</span></a>")
        }
        out.write("\n</nav>\n")
    }

    // MARK: - maintenance-banner

    func maintenanceBanner(_ view: PageView, into out: inout HTMLWriter) {
        if themed(.maintenanceBanner, into: &out, values: { view.templateValues(self) }) { return }
        if view.outdatedCount > 0 {
            out.write(#"<div class="outdated-banner" role="note"><p><strong>"#)
            out.write(view.outdatedCount)
            out.write(t.outdatedBanner)
            out.write(#"</strong></p>\#n<p><button type="button" class="tool" id="outdated-english" aria-pressed="false">"#)
            out.write(t.showCurrentEnglish)
            out.write("</button></p></div>\n")
        }
        if view.suggestedCount > 0 {
            out.write(#"<p class="suggestions-tool"><button type="button" class="tool" id="hide-suggestions" aria-pressed="false">"#)
            out.write(t.hideSuggestions)
            out.write(" (")
            out.write(view.suggestedCount)
            out.write(")</button></p>\n")
        }
    }

    // MARK: - block

    func block(_ block: BlockView, into out: inout HTMLWriter) {
        if themed(.block, into: &out, values: { block.templateValues(self) }) { return }
        out.write(#"<div class="blk "#)
        out.escaped(block.kind)
        if block.rule != nil { out.write(" rule") }
        out.write(#"" id=""#)
        out.escaped(block.anchor)
        out.write("\"")
        if block.hidden { out.write(" hidden") }
        out.write(">\n")
        if let rule = block.rule { ruleBar(rule, anchor: block.anchor, into: &out) }
        if block.heading { headingPair(block, into: &out) } else { pair(block, into: &out) }
        alternatives(block, into: &out)
        translatorNotes(block, into: &out)
        translationState(block, into: &out)
        out.write(#"<p class="src">"#)
        out.escaped(block.source)
        out.write("</p>\n</div>\n")
    }

    /// Above a rule's block: its kind, platforms, a link to it and a button copying that link.
    private func ruleBar(_ rule: RuleBadgeView, anchor: String, into out: inout HTMLWriter) {
        out.write(#"<div class="rule-bar"><span class="badge kind-"#)
        out.escaped(rule.kind)
        out.write("\">")
        out.unescaped(rule.kindLabel)
        out.write("</span>")
        platformBadges(rule.platforms, into: &out)
        out.write(##"<a class="rule-anchor" href="#"##)
        out.escaped(anchor)
        out.write(#"" aria-label=""#)
        out.write(ta.linkToRule)
        out.write(#"">#</a><button type="button" class="copy" data-copy=""#)
        out.escaped(anchor)
        out.write(#""><span class="copy-label">"#)
        out.write(t.copyLink)
        out.write(#"</span><span class="copy-done" hidden>"#)
        out.write(t.copied)
        out.write("</span></button></div>\n")
    }

    /// A heading block: English and Korean side by side in one `<hN>`, the Korean marked when derived.
    private func headingPair(_ block: BlockView, into out: inout HTMLWriter) {
        out.write("<h")
        out.write(block.level)
        out.write(#" class="pair"#)
        if block.koHTML == nil { out.write(" one") }
        out.write(#""><span class="en" lang="en">"#)
        out.unescaped(block.enHTML)
        out.write("</span>")
        if let ko = block.koHTML {
            out.write(#" <span class="ko"#)
            if block.derived { out.write(" derived") }
            out.write(#"" lang="ko""#)
            if block.derived {
                out.write(#" title=""#)
                out.write(ta.derived)
                out.write("\"")
            }
            out.write(">")
            out.unescaped(ko)
            out.write("</span>")
        }
        out.write("</h")
        out.write(block.level)
        out.write(">\n")
    }

    /// Any other block: the English and Korean columns, or a "not translated" note where Korean is missing.
    private func pair(_ block: BlockView, into out: inout HTMLWriter) {
        out.write(#"<div class="pair"#)
        if !block.translatable && block.koHTML == nil { out.write(" one") }
        if block.missing { out.write(" untranslated") }
        if block.outdated { out.write(" outdated") }
        out.write(#"">\#n<div class="en" lang="en">"#)
        paragraph(block.enHTML, wrapped: block.paragraph, into: &out)
        out.write("</div>\n")
        if let ko = block.koHTML {
            out.write(#"<div class="ko" lang="ko">"#)
            paragraph(ko, wrapped: block.paragraph, into: &out)
            out.write("</div>")
        }
        out.write("\n")
        if block.missing { out.write(#"<div class="ko missing" lang="ko">번역 없음 <span lang="en">(not translated)</span></div>"#) }
        out.write("\n</div>\n")
    }

    /// The translator's summary and the translator's-note flag of a block, each folded.
    private func translatorNotes(_ block: BlockView, into out: inout HTMLWriter) {
        if let summary = block.summary {
            out.write(#"<details class="tnote"><summary>"#)
            out.write(t.translatorSummary)
            out.write(#"</summary><p lang="ko">"#)
            out.escaped(summary)
            out.write("</p></details>\n")
        }
        if block.translatorNote {
            out.write(#"<details class="tnote"><summary>"#)
            out.write(t.translatorNote)
            out.write("</summary><p>")
            out.write(t.translatorNoteText)
            out.write("</p></details>\n")
        }
    }

    /// `{{#hasAlternatives}}`: the block's other translations, who made each, and who made the shown one.
    private func alternatives(_ block: BlockView, into out: inout HTMLWriter) {
        guard !block.alternatives.isEmpty else { return }
        out.write(#"<details class="alts"><summary><span class="badge maker">"#)
        out.unescaped(block.shownMadeBy ?? "")
        out.write("</span> · ")
        out.write(t.otherTranslations)
        out.write(" (")
        out.write(block.alternatives.count)
        out.write(")</summary>\n<ul lang=\"ko\">\n")
        for alternative in block.alternatives {
            out.write(#"<li><span class="badge maker maker-"#)
            out.escaped(alternative.madeBy)
            out.write("\">")
            out.unescaped(alternative.madeByLabel)
            out.write("</span> ")
            out.escaped(alternative.ko)
            out.write(#" <span class="alt-src">"#)
            out.escaped(alternative.source)
            out.write("</span></li>\n")
        }
        out.write("</ul>\n</details>\n")
    }

    /// A block's inline HTML, in `<p>` when its kind is a paragraph's.
    private func paragraph(_ html: String, wrapped: Bool, into out: inout HTMLWriter) {
        if wrapped { out.write("<p>") }
        out.unescaped(html)
        if wrapped { out.write("</p>") }
    }

    /// `{{#rulePlatforms}}<span class="badge platform">{{.}}</span>{{/rulePlatforms}}`, shared with the rules index.
    func platformBadges(_ platforms: [String], into out: inout HTMLWriter) {
        for platform in platforms {
            out.write(#"<span class="badge platform">"#)
            out.escaped(platform)
            out.write("</span>")
        }
    }

    // MARK: - translation-state

    func translationState(_ block: BlockView, into out: inout HTMLWriter) {
        if themed(.translationState, into: &out, values: { block.templateValues(self) }) { return }
        if block.outdated {
            out.write(#"<details class="outdated-note"><summary><span class="badge outdated">"#)
            out.write(t.outdatedBadge)
            out.write("</span> (")
            out.escaped(block.similarity)
            out.write(" ")
            out.write(t.similar)
            out.write(") ")
            out.write(t.outdatedDetail)
            out.write(#"</summary>\#n<p class="diff" lang="en">"#)
            out.unescaped(block.diffHTML)
            out.write("</p>\n</details>\n")
        }
        if let suggestion = block.suggestion {
            out.write(#"<div class="suggestion"><p class="suggestion-label"><span class="badge suggested">"#)
            out.write(t.suggestionBadge)
            out.write("</span> ")
            out.write(t.suggestionDetail)
            out.write(" ")
            out.write(suggestion.match)
            out.write("% · ")
            out.escaped(suggestion.from)
            out.write(#"</p><p lang="ko">"#)
            out.escaped(suggestion.ko)
            out.write("</p></div>\n")
        }
    }
}
