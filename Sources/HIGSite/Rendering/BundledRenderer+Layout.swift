// The layout template (see `BundledRenderer`).
extension BundledRenderer {
    /// The whole page: head, chrome and sidebar around the body `body` writes.
    func layout(_ view: LayoutView, into out: inout HTMLWriter, body: (inout HTMLWriter) throws -> Void) rethrows {
        let root = view.root
        documentHead(view, into: &out)
        openGraph(view, into: &out)
        scriptsAndSkipLink(root: root, into: &out)
        header(root: root, into: &out)
        resultsAndSidebar(view, into: &out)
        try body(&out)
        shortcutsDialog(into: &out)
        footer(into: &out)
    }

    /// From the doctype to the alternate-language links: base, title, description and canonical address.
    private func documentHead(_ view: LayoutView, into out: inout HTMLWriter) {
        let root = view.root
        out.write(#"""
            <!DOCTYPE html>
            <html lang="en" data-root="
            """#)
        out.escaped(root)
        out.write(#"""
            " data-mode="sbs">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">

            """#)
        if let base = view.base {
            out.write(#"<base href=""#)
            out.escaped(base)
            out.write(#"">"#)
        }
        out.write("\n<title>")
        out.escaped(view.title)
        out.write(#"</title>\#n<meta name="description" content=""#)
        out.escaped(view.head.description)
        out.write(#"""#)
        if let ko = view.head.descriptionKo {
            out.write(#" data-ko=""#)
            out.escaped(ko)
            out.write(#"""#)
        }
        out.write(#">\#n<link rel="canonical" href=""#)
        out.escaped(view.head.canonical)
        out.write("\">\n")
        for alternate in view.head.alternates {
            out.write(#"<link rel="alternate" hreflang=""#)
            out.escaped(alternate.lang)
            out.write(#"" href=""#)
            out.escaped(alternate.href)
            out.write("\">\n")
        }
    }

    /// The Open Graph properties of the page.
    private func openGraph(_ view: LayoutView, into out: inout HTMLWriter) {
        out.write(#"""
            <meta property="og:site_name" content="HIG 한국어">
            <meta property="og:title" content="
            """#)
        out.escaped(view.title)
        out.write(#"""
            ">
            <meta property="og:description" content="
            """#)
        out.escaped(view.head.description)
        out.write(#"""
            ">
            <meta property="og:type" content="
            """#)
        out.escaped(view.head.ogType)
        out.write(#"""
            ">
            <meta property="og:locale" content="en_US">
            <meta property="og:locale:alternate" content="ko_KR">

            """#)
        if let url = view.head.ogURL {
            out.write(#"<meta property="og:url" content=""#)
            out.escaped(url)
            out.write(#"">"#)
        }
    }

    /// The stylesheet, the reading-mode script run before paint, site.js, and the start of the body with its skip link.
    private func scriptsAndSkipLink(root: String, into out: inout HTMLWriter) {
        out.write(#"\#n<link rel="stylesheet" href=""#)
        out.escaped(root)
        out.write(#"""
            assets/site.css">
            <script>(function(){var d=document.documentElement,m=null;d.className+=' js';try{m=new URLSearchParams(location.search).get('mode')||localStorage.getItem('hig.mode')}catch(e){}if(['sbs','inter','en','ko'].indexOf(m)>=0)d.setAttribute('data-mode',m)})();</script>
            <script src="
            """#)
        out.escaped(root)
        out.write(#"""
            assets/site.js" defer></script>
            </head>
            <body>
            <a class="skip" href="#main">
            """#)
        out.write(t.skip)
        out.write("</a>\n")
    }

    /// The top bar: menu button, brand, site links, search box, reading modes, sources and shortcuts buttons.
    private func header(root: String, into out: inout HTMLWriter) {
        out.write(#"""
            <header class="top">
            <button type="button" class="menu-button" aria-controls="sidebar" aria-expanded="false" title="
            """#)
        out.write(ta.menu)
        out.write(#""><span class="menu-icon" aria-hidden="true"></span><span class="vh">"#)
        out.write(t.menu)
        out.write(#"</span></button>\#n<a class="brand" href=""#)
        out.escaped(root)
        out.write(#"index.html" data-internal>HIG <span lang="ko">한국어</span></a>\#n<nav class="site-nav" aria-label=""#)
        out.write(ta.siteNav)
        out.write(#"">"#)
        siteLinks(root: root, into: &out)
        out.write(#"</nav>\#n<form class="search" role="search" action=""#)
        out.escaped(root)
        out.write(#"index.html">\#n<input id="q" type="search" name="q" placeholder=""#)
        out.write(ta.search)
        out.write(#" ( / )" aria-label=""#)
        out.write(ta.searchGuidelines)
        out.write(#"" aria-controls="results" spellcheck="false">\#n</form>\#n"#)
        modeButtons(keys: true, into: &out)
        out.write(#"<button type="button" class="tool" id="show-sources" aria-pressed="false" title=""#)
        out.write(ta.showSources)
        out.write(#" (s)">"#)
        out.write(t.sources)
        out.write(#"</button>\#n<button type="button" class="tool keys-button" aria-haspopup="dialog" aria-controls="keys" title=""#)
        out.write(ta.shortcuts)
        out.write(#" (?)"><span aria-hidden="true">?</span><span class="vh">"#)
        out.write(t.shortcuts)
        out.write("</span></button>\n</header>\n")
    }

    /// The live search-results region, then the sidebar (drawer tools and page tree) up to the opening of `<main>`.
    private func resultsAndSidebar(_ view: LayoutView, into out: inout HTMLWriter) {
        let root = view.root
        out.write(#"<section id="results" class="results" aria-label=""#)
        out.write(ta.searchResults)
        out.write(#"" aria-live="polite" hidden></section>\#n<div class="shell">\#n<nav id="sidebar" class="sidebar" aria-label=""#)
        out.write(ta.guidelines)
        out.write(#"">\#n<div class="drawer-tools">\#n"#)
        modeButtons(keys: false, into: &out)
        siteLinks(root: root, into: &out)
        out.write("\n</div>\n<ul class=\"nav-tree\">\n")
        for node in view.sidebar { navNode(node, into: &out) }
        out.write(#"""
            </ul>
            </nav>
            <main id="main" tabindex="-1">

            """#)
    }

    /// After the body: the closing of `<main>` and the keyboard-shortcuts dialog.
    private func shortcutsDialog(into out: inout HTMLWriter) {
        out.write(#"""

            </main>
            </div>
            <dialog id="keys" class="keys" aria-labelledby="keys-title">
            <h2 id="keys-title">
            """#)
        out.write(t.shortcuts)
        out.write("</h2>\n<dl>\n<dt><kbd>/</kbd></dt><dd>")
        out.write(t.keySearch)
        out.write("</dd>\n<dt><kbd>1</kbd>–<kbd>4</kbd></dt><dd>")
        out.write(t.keyModes)
        out.write("</dd>\n<dt><kbd>m</kbd></dt><dd>")
        out.write(t.keyCycle)
        out.write("</dd>\n<dt><kbd>s</kbd></dt><dd>")
        out.write(t.keySources)
        out.write("</dd>\n<dt><kbd>[</kbd> <kbd>]</kbd> · <kbd>←</kbd> <kbd>→</kbd></dt><dd>")
        out.write(t.keyPrevNext)
        out.write("</dd>\n<dt><kbd>?</kbd></dt><dd>")
        out.write(t.keyHelp)
        out.write("</dd>\n<dt><kbd>Esc</kbd></dt><dd>")
        out.write(t.keyClose)
        out.write(#"</dd>\#n</dl>\#n<p><button type="button" class="tool" data-close-dialog>"#)
        out.write(t.close)
        out.write(#"</button></p>\#n</dialog>\#n"#)
    }

    /// The missing-image note template, the footer and the end of the document.
    private func footer(into out: inout HTMLWriter) {
        out.write(#"<template id="img-missing-note">"#)
        out.write(t.imageMissing)
        out.write("</template>\n<footer>\n<p>")
        out.write(t.builtBy)
        out.write(" ")
        out.write(t.pressForShortcuts)
        out.write("</p>\n</footer>\n</body>\n</html>\n")
    }

    /// The reading-mode buttons, in the header (`keys`: with their shortcut in the title) and in the drawer.
    private func modeButtons(keys: Bool, into out: inout HTMLWriter) {
        out.write(#"<div class="modes" role="group" aria-label=""#)
        out.write(ta.readingMode)
        out.write(#"">\#n<button type="button" data-set-mode="sbs" aria-pressed="true" title=""#)
        out.write(ta.modeSbs)
        if keys { out.write(" (1)") }
        out.write(#"">EN | KO</button>\#n<button type="button" data-set-mode="inter" aria-pressed="false" title=""#)
        out.write(ta.modeInter)
        if keys { out.write(" (2)") }
        out.write(#"">EN / KO</button>\#n<button type="button" data-set-mode="en" aria-pressed="false" title=""#)
        out.write(ta.modeEn)
        if keys { out.write(" (3)") }
        out.write(#"">EN</button>\#n<button type="button" data-set-mode="ko" aria-pressed="false" title=""#)
        out.write(ta.modeKo)
        if keys { out.write(" (4)") }
        out.write(#""><span lang="ko">한국어</span></button>\#n</div>\#n"#)
    }

    /// The links to the home page and the rules index, in the header and in the drawer.
    private func siteLinks(root: String, into out: inout HTMLWriter) {
        out.write(#"<ul><li><a href=""#)
        out.escaped(root)
        out.write(#"index.html" data-internal>"#)
        out.write(t.pages)
        out.write(#"</a></li><li><a href=""#)
        out.escaped(root)
        out.write(#"rules.html" data-internal>"#)
        out.write(t.rules)
        out.write("</a></li></ul>")
    }
}
