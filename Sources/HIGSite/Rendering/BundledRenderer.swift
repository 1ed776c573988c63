/// The bundled theme's templates written out by hand: each function writes what its `.mustache` file renders, into
/// one byte buffer, from the typed views. It replaced swift-mustache on the hot path: dynamic casts, dictionary
/// lookups up a context stack and a `String` per piece were 17 % of a whole build's samples on the bench corpus; with
/// the typed views and shared sidebars, the site's own work (search files and file writes aside) went from 15.8 to
/// 0.9 s CPU (perf record of `hig build --emit site`).
///
/// Each function follows its template line by line; a line that holds only a section tag or a partial vanishes, as
/// Mustache's standalone lines do. When a template changes, its function must change with it:
/// `BundledTemplates.fingerprints` records which bytes these were written for (a theme whose template differs renders
/// through Mustache), and `RendererParityTests` renders whole sites both ways and names the template that disagrees.
struct BundledRenderer: Sendable {
    let t: TemplateLabels.Spans
    let ta: TemplateLabels.Attributes
    /// The bytes of each sidebar subtree that holds nothing current (`SiteChrome.sharedNodes`), by `NavNodeView.shared`.
    private var sharedSidebar: [[UInt8]] = []

    init(sharedNodes: [NavNodeView]) {
        let labels = TemplateLabels()
        t = labels.t
        ta = labels.ta
        sharedSidebar = Array(repeating: [], count: sharedNodes.count)
        // Last to first: a shared node's children come after it, so their bytes are ready when it is written.
        for node in sharedNodes.reversed() {
            guard let id = node.shared, sharedSidebar.indices.contains(id) else { continue }
            var out = HTMLWriter(capacity: 1024)
            navNodeContent(node, into: &out)
            sharedSidebar[id] = out.bytes
        }
    }

    // MARK: - name.mustache

    func name(_ name: NameView, into out: inout HTMLWriter) {
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

    // MARK: - crumbs.mustache

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

    // MARK: - nav-node.mustache

    func navNode(_ node: NavNodeView, into out: inout HTMLWriter) {
        if let id = node.shared, sharedSidebar.indices.contains(id), !sharedSidebar[id].isEmpty {
            out.write(sharedSidebar[id])
        } else {
            navNodeContent(node, into: &out)
        }
    }

    private func navNodeContent(_ node: NavNodeView, into out: inout HTMLWriter) {
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
