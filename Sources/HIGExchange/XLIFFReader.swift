import Foundation
import HIGCorpus
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads the units of an XLIFF 2.0 file written by `XLIFFWriter` (or edited in a CAT tool).
public struct XLIFFReader {
    public init() {}

    public func read(_ data: Data) throws -> [ImportedUnit] {
        let delegate = Delegate()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        guard parser.parse() else {
            throw ExchangeParseError("not well-formed XLIFF at line \(parser.lineNumber): \(parser.parserError?.localizedDescription ?? "unknown error")")
        }
        if let error = delegate.error { throw ExchangeParseError(error) }
        return delegate.units
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var units: [ImportedUnit] = []
        var error: String?
        private var page = ""
        private var unitID = ""
        private var noteCategory: String?
        private var source = ""
        private var target: String?
        private var englishLocation: String?
        private var koreanLocation: String?
        private var text = ""
        private var inTextElement = false
        private var sawVersion2 = false

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            switch name {
            case "xliff":
                sawVersion2 = attributes["version"]?.hasPrefix("2.") == true
                if !sawVersion2 { error = "only XLIFF 2.x is supported (version=\(attributes["version"] ?? "none"))" }
            case "file": page = attributes["original"] ?? attributes["id"] ?? ""
            case "unit":
                unitID = attributes["id"] ?? ""
                source = ""; target = nil; englishLocation = nil; koreanLocation = nil
            case "note": noteCategory = attributes["category"]; text = ""; inTextElement = true
            case "source", "target": text = ""; inTextElement = true
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inTextElement { text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            switch name {
            case "note":
                if noteCategory == XLIFFWriter.englishLocation { englishLocation = text }
                if noteCategory == XLIFFWriter.koreanLocation { koreanLocation = text }
                inTextElement = false
            case "source": source += text; inTextElement = false
            case "target": target = (target ?? "") + text; inTextElement = false
            case "unit":
                units.append(ImportedUnit(pageID: page, blockID: unitID, en: source, ko: target,
                                          source: englishLocation.flatMap { SourceLocation(reference: $0) },
                                          translationSource: koreanLocation.flatMap { SourceLocation(reference: $0) }))
            default: break
            }
        }
    }
}
