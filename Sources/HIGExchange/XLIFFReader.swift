import Foundation
import HIGText
import HIGCorpus
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads the units of an XLIFF 2.0 file written by `XLIFFWriter` (or edited in a CAT tool).
///
/// Text is read exactly or not at all: a DOCTYPE (entity declarations, which the parser would silently expand to
/// nothing) is refused, an undefined entity reference is an error, CDATA sections are kept, and inline codes
/// (`<ph>`, `<sc>`, `<cp>` …), which hig never exports, are refused instead of dropped.
package struct XLIFFReader {
    package init() {}

    /// Inline elements whose text is part of the translation; any other element inside `<source>` or `<target>` is refused.
    static let textInlines: Set<String> = ["mrk", "pc"]

    package func read(_ data: Data) throws -> [ImportedUnit] {
        if data.starts(with: [0xFE, 0xFF]) || data.starts(with: [0xFF, 0xFE]) || data.prefix(64).contains(0) {
            throw ExchangeParseError("the XLIFF is not UTF-8; hig reads and writes UTF-8 XLIFF")
        }
        if let declaration = Self.firstDeclaration(in: data) {
            throw ExchangeParseError("the XLIFF holds a \(declaration) declaration; hig reads XLIFF 2.0 without a DTD and resolves only the predefined entities and character references",
                                     id: "hig.import.entity")
        }
        if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            throw ExchangeParseError("the file is empty: no XLIFF to import")
        }
        if let invalid = Self.firstInvalidCharacter(in: data) { throw invalid }
        let delegate = Delegate()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        let parsed = parser.parse()
        if let error = delegate.error { throw error }
        if let entity = Self.firstUndefinedEntity(in: data) {
            throw ExchangeParseError("line \(parser.lineNumber): the entity reference &\(entity); is not one of XML's predefined ones (&amp; &lt; &gt; &quot; &apos;) or a character reference",
                                     id: "hig.import.entity")
        }
        // The parser recovers from some errors and reports success (a missing end tag, a file cut short): the
        // elements must also have closed in order, up to the root's `</xliff>`, or nothing is imported.
        if let problem = delegate.structureProblem ?? (parsed ? nil : "\(parser.parserError.map(Self.describe) ?? "not well-formed XML")") {
            throw ExchangeParseError("not well-formed XLIFF, so nothing is imported: \(problem)")
        }
        return delegate.units
    }

    /// A parser error in words (Foundation's own says only "NSXMLParserErrorDomain error N").
    private static func describe(_ error: Error) -> String {
        let code = (error as NSError).code
        let known: [Int: String] = [4: "the document is empty", 5: "the document ends too soon", 9: "a character XML does not allow",
                                    23: "an attribute is not closed", 39: "an attribute value has no quotes", 41: "an attribute value has no quotes",
                                    73: "a tag is not closed with >", 76: "an end tag does not match its start tag", 77: "an end tag does not match its start tag"]
        return known[code].map { "\($0) (XML parser error \(code))" } ?? "XML parser error \(code)"
    }

    /// The first character XML 1.0 does not allow, written raw or as a character reference (`&#x1B;`), with its line
    /// and column: the parser's own message says only "error 9".
    static func firstInvalidCharacter(in data: Data) -> ExchangeParseError? {
        let text = String(decoding: data, as: UTF8.self)
        func allowed(_ value: UInt32) -> Bool {
            value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
        }
        var line = 1, column = 0
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.first {
            column += 1
            if scalar == "\n" { line += 1; column = 0 }
            if !allowed(scalar.value) {
                let name = "U+" + String(format: "%04X", scalar.value)
                return ExchangeParseError("line \(line), column \(column): \(name) is a control character XML 1.0 does not allow in a file (a translation cannot hold it either); remove it")
            }
            if scalar == "&", scalars.dropFirst().first == "#" {
                let body = scalars.dropFirst(2).prefix { $0 != ";" && $0 != "<" && $0 != "&" && $0 != "\n" }
                let reference = String(String.UnicodeScalarView(body))
                let value = reference.hasPrefix("x") || reference.hasPrefix("X") ? UInt32(reference.dropFirst(), radix: 16) : UInt32(reference, radix: 10)
                if scalars.dropFirst(2 + body.count).first == ";", let value, !allowed(value) {
                    return ExchangeParseError("line \(line), column \(column): the character reference &#\(reference); stands for U+\(String(format: "%04X", value)), a control character XML 1.0 does not allow in a file (a translation cannot hold it either); remove it")
                }
            }
            scalars = scalars.dropFirst()
        }
        return nil
    }

    /// `<!DOCTYPE` or `<!ENTITY`: what would declare entities. (A UTF-16 file is refused first, so bytes are searched.)
    private static func firstDeclaration(in data: Data) -> String? {
        for keyword in ["<!DOCTYPE", "<!ENTITY"] where data.range(of: Data(keyword.utf8)) != nil {
            return String(keyword.dropFirst(2))
        }
        return nil
    }

    /// The first `&name;` that is not a predefined entity: what made the parser fail, since no DTD defines any.
    private static func firstUndefinedEntity(in data: Data) -> String? {
        let text = String(decoding: data, as: UTF8.self)
        var rest = text[...]
        while let ampersand = rest.firstIndex(of: "&") {
            rest = rest[rest.index(after: ampersand)...]
            let name = rest.prefix { $0.isLetter || $0.isNumber || "._:-".contains($0) }
            if !name.isEmpty, rest.dropFirst(name.count).first == ";", !["amp", "lt", "gt", "quot", "apos"].contains(String(name)) { return String(name) }
        }
        return nil
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var units: [ImportedUnit] = []
        var error: ExchangeParseError?
        /// The elements open, outermost first, and whether the root closed.
        private var open: [String] = []
        private var rootClosed = false
        private var firstMismatch: String?
        /// Why the elements did not close in order up to `</xliff>`, or `nil`.
        var structureProblem: String? {
            if let firstMismatch { return firstMismatch }
            if let innermost = open.last { return "the file ends before </\(innermost)> (cut short, or an element is not closed)" }
            return rootClosed ? nil : "the file has no <xliff> root element"
        }
        private var page = ""
        private var unitID = ""
        private var unitLine: Int?
        private var noteCategory: String?
        private var source = ""
        private var target: String?
        private var englishLocation: String?
        private var koreanLocation: String?
        private var text = ""
        private var textElement: String?
        private var previousEnglish: String?
        private var exportedKorean: String?
        /// Inside `<mtc:matches>`: its sources and targets are candidates, not the unit's text.
        private var inMatches = false
        /// `<originalData>` entries by id (link addresses), and the target's inline runs being read.
        private var data: [String: String] = [:]
        private var dataID: String?
        private var spans: [(InlineFormat?, [InlineSpan])] = [(nil, [])]
        private var targetSpans: [InlineSpan]?
        /// The segment is `initial` with a `hig:` subState (outdated Korean or a suggestion): not final, never applied.
        private var unfinished = false

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            if open.isEmpty, rootClosed, firstMismatch == nil { firstMismatch = "line \(parser.lineNumber): <\(name)> after the end of the root element" }
            open.append(qualifiedName ?? name)
            if let textElement, name != "note" {
                if textElement == "target", name == "pc" { spans.append((Self.format(attributes, data: data), [])) }
                guard XLIFFReader.textInlines.contains(name) else {
                    fail(parser, ExchangeParseError("line \(parser.lineNumber): inline element <\(name)> in <\(textElement)>; hig exports plain text, so it cannot place inline codes back"))
                    return
                }
                return
            }
            if inMatches { return }
            switch name {
            case "mtc:matches", "matches": inMatches = true
            case "data": dataID = attributes["id"]; text = ""; textElement = name
            case "segment": unfinished = attributes["state"] == "initial" && attributes["subState"]?.hasPrefix("hig:") == true
            case "xliff":
                if attributes["version"]?.hasPrefix("2.") != true {
                    fail(parser, ExchangeParseError("only XLIFF 2.x is supported (version=\(attributes["version"] ?? "none"))"))
                }
            case "file": page = attributes["original"] ?? attributes["id"] ?? ""
            case "unit":
                unitID = attributes["id"] ?? ""
                unitLine = parser.lineNumber
                source = ""; target = nil; englishLocation = nil; koreanLocation = nil; previousEnglish = nil; unfinished = false
                exportedKorean = nil
                data = [:]; targetSpans = nil
            case "note": noteCategory = attributes["category"]; text = ""; textElement = name
            case "source", "target": text = ""; textElement = name; spans = [(nil, [])]
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if textElement != nil { text += string }
            if textElement == "target" { spans[spans.count - 1].1.append(.text(string)) }
        }

        func parser(_ parser: XMLParser, foundCDATA data: Data) {
            let string = String(decoding: data, as: UTF8.self)
            if textElement != nil { text += string }
            if textElement == "target" { spans[spans.count - 1].1.append(.text(string)) }
        }

        /// What a `<pc>` in a target means: hig's bold, italic, code or link codes; `nil` (plain) for any other.
        static func format(_ attributes: [String: String], data: [String: String]) -> InlineFormat? {
            switch (attributes["type"], attributes["subType"]) {
            case (_, "xlf:b"): return .bold
            case (_, "xlf:i"): return .italic
            case (_, "hig:code"): return .code
            case ("link", _): return attributes["dataRefStart"].flatMap { data[$0] }.map(InlineFormat.link)
            default: return nil
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if open.last == qualifiedName ?? name {
                open.removeLast()
                if open.isEmpty { rootClosed = true }
            } else if firstMismatch == nil {
                firstMismatch = "line \(parser.lineNumber): </\(qualifiedName ?? name)> closes <\(open.last ?? "nothing")>"
            }
            if inMatches {
                if name == "mtc:matches" || name == "matches" { inMatches = false }
                return
            }
            if textElement == "target", name == "pc", spans.count > 1 {
                let (format, inner) = spans.removeLast()
                if let format { spans[spans.count - 1].1.append(.formatted(format, inner)) } else { spans[spans.count - 1].1 += inner }
                return
            }
            guard textElement == nil || name == textElement else { return }
            switch name {
            case "data":
                if let dataID { data[dataID] = text }
                textElement = nil
            case "note":
                if noteCategory == XLIFFWriter.englishLocation { englishLocation = text }
                if noteCategory == XLIFFWriter.koreanLocation { koreanLocation = text }
                if noteCategory == XLIFFWriter.previousEnglish { previousEnglish = text }
                if noteCategory == XLIFFWriter.exportedKorean {
                    guard let data = Data(base64Encoded: text.trimmingCharacters(in: .whitespacesAndNewlines)), let decoded = String(data: data, encoding: .utf8) else {
                        fail(parser, ExchangeParseError("line \(parser.lineNumber): the exported Korean of unit \(unitID) is not base64 of UTF-8 text; keep hig's exported-korean-base64 notes as they are"))
                        return
                    }
                    exportedKorean = decoded
                }
                textElement = nil
            case "source": source += text; textElement = nil
            case "target":
                target = (target ?? "") + text
                targetSpans = (targetSpans ?? []) + spans[0].1
                textElement = nil
            case "unit":
                var unit = ImportedUnit(pageID: page, blockID: unitID, en: source, ko: target,
                                        source: englishLocation.flatMap { SourceLocation(reference: $0) },
                                        translationSource: koreanLocation.flatMap { SourceLocation(reference: $0) },
                                        isFuzzy: unfinished, line: unitLine, previousEn: previousEnglish,
                                        koMarkup: targetSpans.flatMap { InlineSpan.hasFormatting($0) ? $0 : nil })
                unit.exported = exportedKorean.map { ExportedKorean($0, isFormatted: true) }
                units.append(unit)
            default: break
            }
        }

        private func fail(_ parser: XMLParser, _ error: ExchangeParseError) {
            if self.error == nil { self.error = error }
            parser.abortParsing()
        }
    }
}
