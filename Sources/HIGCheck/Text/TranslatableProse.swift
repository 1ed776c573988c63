import Foundation
import HIGCorpus
import HIGText

/// The untranslated check's policy: whether an English block holds prose a translator must translate.
/// Image descriptions, code, sizes and values (`512x512 px @1x`), dates, platform lists (`• iOS • macOS`) and
/// product names need no translation; a sentence of ordinary words does.
enum TranslatableProse {
    /// The block's own words: its English HTML as plain text without images (their descriptions belong to the
    /// image, which is not translated), code spans, and the titles of linked documents (`Customize and resize
    /// sheets in UIKit`, a video's title, stays as its author wrote it; the sentence around a link does not).
    static func ownText(of block: Block) -> String {
        let html = block.html.en
        guard html.contains("<") else { return block.text.en }
        var text = ""
        var index = html.startIndex
        while index < html.endIndex {
            if let element = ["code", "a"].first(where: { html[index...].hasPrefix("<\($0)>") || html[index...].hasPrefix("<\($0) ") }),
               let close = html.range(of: "</\(element)>", range: index..<html.endIndex) {
                text.append(" ")
                index = close.upperBound
            } else if html[index] == "<", let end = html[index...].firstIndex(of: ">") {
                index = html.index(after: end)
            } else {
                text.append(html[index])
                index = html.index(after: index)
            }
        }
        return Escape.unescapeHTML(text)
    }

    /// Ordinary lowercase words: not units, not identifiers (`exclamationmark.triangle`, `sheet(item:)`), not
    /// glued to digits (`1x`).
    static func proseWords(in text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).compactMap { token -> String? in
            let trimmed = token.drop { !$0.isLetter }.reversed().drop { !$0.isLetter }.reversed()
            let word = String(trimmed)
            guard word.count >= 2, word.allSatisfy({ $0.isLowercase || $0 == "-" || $0 == "’" || $0 == "'" }), !QuantityUnit.abbreviationsUnlikeWords.contains(word) else { return nil }
            // `exclamationmark.triangle`, `sheet(item:)`, `@2x`: code or values.
            if token.contains(where: { "_()/@#=<>{}[]".contains($0) }) { return nil }
            if let dot = token.firstIndex(of: "."), token.index(after: dot) < token.endIndex, token[token.index(after: dot)].isLetter { return nil }
            return word
        }
    }

    /// Whether the English needs a translation: two ordinary words in a sentence (`Not supported in tvOS.`), or
    /// four anywhere.
    static func needsTranslation(_ english: String) -> Bool {
        let words = proseWords(in: english).count
        return words >= 4 || words >= 2 && SentenceSplitter.endsSentence(english)
    }
}
