/// The site's templates, written once, by hand: each function writes one template (`SiteTemplate`) from its typed
/// view into one byte buffer. A theme's `templates/NAME.mustache` replaces the function of that name: it renders
/// through swift-mustache from the view's `templateValues` instead (`themed`), wherever the template is used.
/// Bundled partials a theme template includes are written here too (`partial`, `SiteTemplate.standIn`).
///
/// Whole-file snapshots hold what each function writes: `BundledSiteSnapshotTests` (every branch of every template),
/// `SiteEmitterTests` and `SeedsSiteTests`.
struct BundledRenderer: Sendable {
    let t: TemplateLabels.Spans
    let ta: TemplateLabels.Attributes
    /// The templates a theme replaces.
    let theme: Theme
    /// The bytes of each sidebar subtree that holds nothing current (`SiteChrome.sharedNodes`), by `NavNodeView.shared`.
    private var sharedSidebar: [[UInt8]] = []

    init(theme: Theme, sharedNodes: [NavNodeView]) {
        let labels = TemplateLabels()
        t = labels.t
        ta = labels.ta
        self.theme = theme
        sharedSidebar = Array(repeating: [], count: sharedNodes.count)
        // Last to first: a shared node's children come after it, so their bytes are ready when it is written.
        for node in sharedNodes.reversed() {
            guard let id = node.shared, sharedSidebar.indices.contains(id) else { continue }
            var out = HTMLWriter(capacity: 1024)
            navNodeContent(node, into: &out)
            sharedSidebar[id] = out.bytes
        }
    }

    /// Writes `template` as the theme has it, from `values` and the site's strings, when the theme replaces it;
    /// `false` when it does not (the caller then writes the bundled one).
    func themed(_ template: SiteTemplate, into out: inout HTMLWriter, values: () -> [String: Any]) -> Bool {
        guard theme.replaces(template) else { return false }
        let context = MarkupIsolation.isolated(values()).merging(SiteStrings.templateValues) { own, _ in own }
        out.rendered(theme.render(context, with: template))
        return true
    }

    /// The bytes `write` writes, as a value a theme template's `{{>NAME}}` writes (`SiteTemplate.standIn`); made
    /// only when the template reads it.
    func partial(_ write: @escaping @Sendable (BundledRenderer, inout HTMLWriter) -> Void) -> RenderedPartial {
        RenderedPartial { [self] in
            var out = HTMLWriter(capacity: 1024)
            write(self, &out)
            return String(decoding: out.bytes, as: UTF8.self)
        }
    }

    // MARK: - name

    func name(_ name: NameView, into out: inout HTMLWriter) {
        if themed(.name, into: &out, values: { name.templateValues(self) }) { return }
        out.write(#"<span class="n-en"#)
        out.write(name.ko != nil ? " has-ko" : " no-ko")
        out.write(#"" lang="en">"#)
        out.escaped(name.en)
        out.write("</span>")
        guard let ko = name.ko else { return }
        out.write(#"<span class="n-ko"#)
        if name.derived { out.write(" derived") }
        out.write(#"" lang="ko""#)
        if name.derived {
            out.write(#" title=""#)
            out.write(ta.derived)
            out.write(#"""#)
        }
        out.write(">")
        out.escaped(ko)
        out.write("</span>")
    }

    // MARK: - crumbs

    func crumbs(_ crumbs: [CrumbView], into out: inout HTMLWriter) {
        out.write(#"<nav class="crumbs" aria-label=""#)
        out.write(ta.breadcrumb)
        out.write("\"><ol>\n")
        for crumb in crumbs {
            out.write("<li>")
            if let url = crumb.url {
                out.write(#"<a href=""#)
                out.escaped(url)
                out.write(#"" data-internal>"#)
                name(crumb.name, into: &out)
                out.write("</a>")
            } else {
                name(crumb.name, into: &out)
            }
            out.write("</li>\n")
        }
        out.write("</ol></nav>")
    }

    // MARK: - nav-node

    func navNode(_ node: NavNodeView, into out: inout HTMLWriter) {
        if let id = node.shared, sharedSidebar.indices.contains(id), !sharedSidebar[id].isEmpty {
            out.write(sharedSidebar[id])
        } else {
            navNodeContent(node, into: &out)
        }
    }

    private func navNodeContent(_ node: NavNodeView, into out: inout HTMLWriter) {
        if themed(.navNode, into: &out, values: { node.templateValues(self) }) { return }
        out.write("<li class=\"nav-cat\">\n")
        if node.listed {
            out.write("<details")
            if node.open { out.write(" open") }
            out.write("><summary")
            if node.current { out.write(#" class="current""#) }
            out.write(">")
            name(node.name, into: &out)
            out.write("</summary>\n<ul>\n")
            for page in node.pages {
                out.write(#"<li><a href=""#)
                out.escaped(page.url)
                out.write(#"" data-internal"#)
                if page.current { out.write(#" aria-current="page""#) }
                out.write(">")
                name(page.name, into: &out)
                out.write("</a></li>\n")
            }
            for child in node.children { navNode(child, into: &out) }
            out.write("</ul>\n</details>\n")
        } else {
            out.write(#"<a href=""#)
            // Mustache writes an absent url (`false`) as the word.
            out.escaped(node.url ?? "false")
            out.write(#"" data-internal>"#)
            name(node.name, into: &out)
            out.write("</a>\n")
        }
        out.write("</li>\n")
    }
}
