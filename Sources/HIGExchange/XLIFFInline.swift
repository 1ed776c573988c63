import HIGText

/// XLIFF 2.0 inline codes for one unit: bold and italic as `<pc type="fmt" subType="xlf:b|xlf:i">`, code as
/// `<pc type="other" subType="hig:code">`, a link as `<pc type="link" dataRefStart="dN">` with its address in
/// `<originalData>`. The target's codes reuse the source's ids, paired by kind in order (a link with the same address
/// first); formatting the English does not have, and a Korean link to another address, get codes of their own, so
/// every run of the Korean's formatting and every address goes out and comes back as it was.
struct XLIFFInline {
    private var codes: [(id: Int, format: InlineFormat)] = []
    private var hrefs: [String] = []

    /// The source's content: codes when the HTML has formatting and reads as the plain text, else the plain text.
    mutating func source(html: String?, plain: String) -> String {
        guard let html, let spans = InlineSpan.parse(html: html), InlineSpan.hasFormatting(spans), InlineSpan.plain(spans) == plain else {
            return Escape.xml(plain)
        }
        var used = Set<Int>()
        return write(spans, assigning: true, used: &used)
    }

    /// The target's content, its codes paired with the source's where they match and new where they do not. Call
    /// after `source` and before `originalData`, which then holds the target's own addresses too.
    mutating func target(html: String?, plain: String) -> String {
        guard let html, let spans = InlineSpan.parse(html: html), InlineSpan.hasFormatting(spans), InlineSpan.plain(spans) == plain else {
            return Escape.xml(plain)
        }
        var used = Set<Int>()
        return write(spans, assigning: false, used: &used)
    }

    /// `<originalData>` with the link addresses, or nothing.
    var originalData: String {
        guard !hrefs.isEmpty else { return "" }
        var out = "      <originalData>\n"
        for (index, href) in hrefs.enumerated() { out += "        <data id=\"d\(index + 1)\">\(Escape.xml(href))</data>\n" }
        return out + "      </originalData>\n"
    }

    private mutating func write(_ spans: [InlineSpan], assigning: Bool, used: inout Set<Int>) -> String {
        var out = ""
        for span in spans {
            switch span {
            case .text(let text): out += Escape.xml(text)
            case .formatted(let format, let inner):
                let paired = assigning ? nil
                    : (codes.first { !used.contains($0.id) && $0.format == format } ?? codes.first { !used.contains($0.id) && Self.sameKind($0.format, format) && !Self.isLink(format) })?.id
                let id = paired ?? add(format)
                used.insert(id)
                out += "<pc id=\"\(id)\" \(attributes(format))>" + write(inner, assigning: assigning, used: &used) + "</pc>"
            }
        }
        return out
    }

    /// A new code for `format` (a link's address joins the original data); returns its id.
    private mutating func add(_ format: InlineFormat) -> Int {
        let id = codes.count + 1
        codes.append((id, format))
        if case .link(let href) = format, !hrefs.contains(href) { hrefs.append(href) }
        return id
    }

    private static func isLink(_ format: InlineFormat) -> Bool {
        if case .link = format { return true }
        return false
    }

    private func attributes(_ format: InlineFormat) -> String {
        switch format {
        case .bold: return "type=\"fmt\" subType=\"xlf:b\""
        case .italic: return "type=\"fmt\" subType=\"xlf:i\""
        case .code: return "type=\"other\" subType=\"hig:code\""
        case .link(let href): return "type=\"link\" dataRefStart=\"d\((hrefs.firstIndex(of: href) ?? 0) + 1)\""
        }
    }

    private static func sameKind(_ a: InlineFormat, _ b: InlineFormat) -> Bool {
        switch (a, b) {
        case (.bold, .bold), (.italic, .italic), (.code, .code), (.link, .link): true
        default: false
        }
    }
}
