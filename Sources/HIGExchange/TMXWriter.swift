import HIGText

/// TMX 1.4b: one `<tu>` per translated block, `xml:lang` en and ko, page, block and rule ids as `<prop>`s. An outdated
/// block's Korean is paired with the English it was made for (a memory must never pair Korean with English it does
/// not translate), marked `x-state` outdated. A `<tu>` has a `changedate` where a translator's change log dates the
/// Korean (the last entry of a Notion export's log, for the blocks translated in that export). Who made the Korean is
/// `x-made-by` (person, machine) where known; a block's other translations follow its `<tu>`, each a `<tu>` of its own
/// (`tuid` `page#block~2`, …) with `x-alternative-of` naming the chosen one's.
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
            if let maker = unit.madeBy { out += "      <prop type=\"x-made-by\">\(Escape.xml(maker))</prop>\n" }
            out += "      <tuv xml:lang=\"en\"><seg>\(Escape.xml(unit.englishOfKorean))</seg></tuv>\n"
            out += "      <tuv xml:lang=\"ko\"><seg>\(Escape.xml(ko))</seg></tuv>\n"
            out += "    </tu>\n"
            for (index, alternative) in unit.alternatives.enumerated() {
                out += "    <tu tuid=\"\(Escape.xml(unit.key))~\(index + 2)\">\n"
                out += "      <prop type=\"x-alternative-of\">\(Escape.xml(unit.key))</prop>\n"
                out += "      <prop type=\"x-source\">\(Escape.xml(alternative.source.reference))</prop>\n"
                if let maker = alternative.madeBy { out += "      <prop type=\"x-made-by\">\(Escape.xml(maker))</prop>\n" }
                out += "      <tuv xml:lang=\"en\"><seg>\(Escape.xml(alternative.en ?? unit.en))</seg></tuv>\n"
                out += "      <tuv xml:lang=\"ko\"><seg>\(Escape.xml(alternative.ko))</seg></tuv>\n"
                out += "    </tu>\n"
            }
        }
        out += "  </body>\n</tmx>\n"
        return out
    }
}
