import HIGText

/// XLIFF 2.0: one `<file>` per page (`original` = page id), one `<unit>` per translatable block (`id` = block id),
/// segment `state` initial / translated / reviewed, source locations and QA findings as notes.
public struct XLIFFWriter: Sendable {
    public init() {}

    /// Note categories; `hig import` reads the locations back.
    static let englishLocation = "location"
    static let koreanLocation = "translation-location"

    public func write(_ units: [ExchangeUnit]) -> String {
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="ko">\n
        """
        var pages: [String] = []
        var byPage: [String: [ExchangeUnit]] = [:]
        for unit in units {
            if byPage[unit.pageID] == nil { pages.append(unit.pageID) }
            byPage[unit.pageID, default: []].append(unit)
        }
        for (index, page) in pages.enumerated() {
            out += "  <file id=\"f\(index + 1)\" original=\"\(Escape.xml(page))\">\n"
            for unit in byPage[page]! {
                out += "    <unit id=\"\(Escape.xml(unit.blockID))\">\n"
                out += "      <notes>\n"
                out += "        <note category=\"\(Self.englishLocation)\">\(Escape.xml(unit.source.reference))</note>\n"
                if let korean = unit.translationSource {
                    out += "        <note category=\"\(Self.koreanLocation)\">\(Escape.xml(korean.reference))</note>\n"
                }
                if let rule = unit.ruleID { out += "        <note category=\"rule\">\(Escape.xml(rule))</note>\n" }
                for finding in unit.findings { out += "        <note category=\"qa\">\(Escape.xml(finding))</note>\n" }
                out += "      </notes>\n"
                out += "      <segment state=\"\(unit.state.rawValue)\">\n"
                out += "        <source xml:space=\"preserve\">\(Escape.xml(unit.en))</source>\n"
                if let ko = unit.ko { out += "        <target xml:space=\"preserve\">\(Escape.xml(ko))</target>\n" }
                out += "      </segment>\n"
                out += "    </unit>\n"
            }
            out += "  </file>\n"
        }
        out += "</xliff>\n"
        return out
    }
}
