import Foundation
import HIGCorpus
import HIGEmit

/// `hig rules`: lists the rules of a finished build (`rules.json` in the output folder), filtered and formatted.
/// It never reads sources.
public struct RulesAction {
    public var output: String
    public var query: RulesQuery
    public var format: RulesFormat
    /// Whether terminal output uses ANSI colour.
    public var color: Bool
    public var write: (String) -> Void
    public var writeError: (String) -> Void

    public init(output: String, query: RulesQuery, format: RulesFormat, color: Bool,
                write: @escaping (String) -> Void = RulesAction.standardOutput,
                writeError: @escaping (String) -> Void = DiagnosticConsole.standardError) {
        self.output = output
        self.query = query
        self.format = format
        self.color = color
        self.write = write
        self.writeError = writeError
    }

    public static func standardOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Runs the listing; returns the exit status (0 success, 1 when there is no readable build).
    public func run() -> Int32 {
        let catalogue: RuleCatalogue
        do {
            catalogue = try RuleCatalogueLoader.load(outputFolder: output)
        } catch {
            writeError("hig: \(error)\n")
            return 1
        }
        let rules = query.select(catalogue.rules)
        switch format {
        case .text: write(RulesTextRenderer(color: color, platform: query.platform).render(rules))
        case .json: write(String(decoding: RulesJSONEmitter.encode(rules, schemaVersion: catalogue.schemaVersion), as: UTF8.self))
        case .ndjson: write(RulesNDJSON.render(rules))
        case .csv: write(RulesCSV.render(rules))
        }
        return 0
    }
}

/// How `hig rules` prints.
public enum RulesFormat: String, CaseIterable, Sendable {
    /// Readable blocks for a terminal, both languages.
    case text
    /// One document shaped like rules.json, with only the selected rules.
    case json
    /// One rule per line, as rules.json writes it but compact.
    case ndjson
    /// RFC 4180 CSV with a header row.
    case csv
}
