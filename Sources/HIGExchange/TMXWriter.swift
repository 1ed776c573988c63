import HIGText

/// TMX 1.4b: one `<tu>` per translated block, `xml:lang` en and ko, page, block and rule ids as `<prop>`s. An outdated
/// block's Korean is paired with the English it was made for (a memory must never pair Korean with English it does
/// not translate), marked `x-state` outdated. A `<tu>` has a `changedate` where a translator's change log dates the
/// Korean (the last entry of a Notion export's log, for the blocks translated in that export).
package struct TMXWriter: Sendable {
    package init() {}

    package func write(_ units: [ExchangeUnit]) -> String {
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <tmx version="1.4">
          <header creationtool="hig" creationtoolversion="1" segtype="paragraph" o-tmf="hig-corpus" adminlang="en" srclang="en" datatype="plaintext"/>
          <body>\n
        """
        for unit in units {
            guard let ko = unit.ko else { continue }
            let date = unit.changeDate.map { " changedate=\"\($0)\"" } ?? ""
            out += "    <tu tuid=\"\(Escape.xml(unit.key))\"\(date)>\n"
            out += "      <prop type=\"x-page\">\(Escape.xml(unit.pageID))</prop>\n"
            out += "      <prop type=\"x-block\">\(Escape.xml(unit.blockID))</prop>\n"
            if let rule = unit.ruleID { out += "      <prop type=\"x-rule\">\(Escape.xml(rule))</prop>\n" }
            out += "      <prop type=\"x-source\">\(Escape.xml(unit.source.reference))</prop>\n"
            if unit.status == .outdated { out += "      <prop type=\"x-state\">outdated</prop>\n" }
            out += "      <tuv xml:lang=\"en\"><seg>\(Escape.xml(unit.englishOfKorean))</seg></tuv>\n"
            out += "      <tuv xml:lang=\"ko\"><seg>\(Escape.xml(ko))</seg></tuv>\n"
            out += "    </tu>\n"
        }
        out += "  </body>\n</tmx>\n"
        return out
    }
}
