import Foundation
import HIGText

/// XLIFF 2.0: one `<file>` per page (`original` = page id), one `<unit>` per translatable block (`id` = block id),
/// segment `state` initial / translated / reviewed (`subState` `hig:outdated` or `hig:suggested` for Korean made for
/// older English and offers from the translation memory), source locations and QA findings as notes, and the previous
/// English with its Korean, the block's other translations (`type` `mt` for a machine's, `origin` `hig:alternative`
/// with who made it and where) and translation-memory offers in the Translation Candidates module (`<mtc:matches>`). Bold,
/// italic, code and links are inline codes (`XLIFFInline`), so a translator keeps them or adds a missing link.
package struct XLIFFWriter: Sendable {
    package init() {}

    /// Note categories; `hig import` reads the locations back.
    static let englishLocation = "location"
    static let koreanLocation = "translation-location"
    /// The English an outdated block's Korean was made for; `hig import` finds the block in its source by it.
    static let previousEnglish = "previous-source"
    /// The Korean the unit is exported with, with its formatting (`ExchangeUnit.exportedKorean`), as base64 of its
    /// UTF-8: exact, and out of reach of a find-and-replace meant for the translation.
    static let exportedKorean = "exported-korean-base64"

    /// `<mtc:matches>`: the previous English with the Korean made for it, then translation-memory offers.
    private func matches(_ unit: ExchangeUnit) -> String {
        var rows: [(en: String, ko: String, similarity: Double, origin: String, type: String)] = []
        if let previous = unit.previousEn, let ko = unit.ko {
            rows.append((previous, ko, ((unit.similarity ?? 0) * 1000).rounded() / 10, "hig:previous-english", "tm"))
        }
        for alternative in unit.alternatives {
            let maker = alternative.madeBy.map { " \($0)" } ?? ""
            let similarity = alternative.en.map { ($0 == unit.en ? 100 : WordDiff.similarity($0, unit.en) * 1000).rounded() / 10 } ?? 100
            rows.append((alternative.en ?? unit.en, alternative.ko, similarity, "hig:alternative\(maker) \(alternative.source.reference)", alternative.madeBy == "machine" ? "mt" : "tm"))
        }
        for offer in unit.suggestions {
            rows.append((offer.en, offer.ko, Double(min(offer.match, 100)), "hig:memory \(offer.from)\(offer.match == 101 ? " in-context" : "")", "tm"))
        }
        guard !rows.isEmpty else { return "" }
        var out = "      <mtc:matches>\n"
        for (index, row) in rows.enumerated() {
            out += "        <mtc:match id=\"m\(index + 1)\" ref=\"#s1\" type=\"\(row.type)\" similarity=\"\(row.similarity)\" origin=\"\(Escape.xml(row.origin))\">\n"
            out += "          <source xml:space=\"preserve\">\(Escape.xml(row.en))</source>\n"
            out += "          <target xml:space=\"preserve\">\(Escape.xml(row.ko))</target>\n"
            out += "        </mtc:match>\n"
        }
        return out + "      </mtc:matches>\n"
    }

    package func write(_ units: [ExchangeUnit]) -> String {
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" xmlns:mtc="urn:oasis:names:tc:xliff:matches:2.0" version="2.0" srcLang="en" trgLang="ko">\n
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
                let matches = matches(unit)
                out += matches
                out += "      <notes>\n"
                out += "        <note category=\"\(Self.englishLocation)\">\(Escape.xml(unit.source.reference))</note>\n"
                if let korean = unit.translationSource {
                    out += "        <note category=\"\(Self.koreanLocation)\">\(Escape.xml(korean.reference))</note>\n"
                }
                out += "        <note category=\"\(Self.exportedKorean)\">\(Data(unit.exportedKorean.utf8).base64EncodedString())</note>\n"
                if let previous = unit.previousEn { out += "        <note category=\"\(Self.previousEnglish)\">\(Escape.xml(previous))</note>\n" }
                if let maker = unit.madeBy { out += "        <note category=\"made-by\">\(Escape.xml(maker))</note>\n" }
                if let rule = unit.ruleID { out += "        <note category=\"rule\">\(Escape.xml(rule))</note>\n" }
                for finding in unit.findings { out += "        <note category=\"qa\">\(Escape.xml(finding))</note>\n" }
                out += "      </notes>\n"
                let subState = unit.isFuzzy ? " subState=\"hig:\(unit.status.rawValue)\"" : ""
                var inline = XLIFFInline()
                let source = inline.source(html: unit.enHTML, plain: unit.en)
                let target = unit.ko.map { inline.target(html: unit.koHTML, plain: $0) }
                out += inline.originalData
                // A segment id only where a match must point at the segment (`ref`), so unit ids read as before elsewhere.
                let segmentID = matches.isEmpty ? "" : " id=\"s1\""
                out += "      <segment\(segmentID) state=\"\(unit.state.rawValue)\"\(subState)>\n"
                out += "        <source xml:space=\"preserve\">\(source)</source>\n"
                if let target { out += "        <target xml:space=\"preserve\">\(target)</target>\n" }
                out += "      </segment>\n"
                out += "    </unit>\n"
            }
            out += "  </file>\n"
        }
        out += "</xliff>\n"
        return out
    }
}
