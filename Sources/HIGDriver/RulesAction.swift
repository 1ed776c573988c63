import Foundation
import HIGCorpus
import HIGEmit
import HIGSearch

/// `hig rules`: lists the rules of a finished build (`rules.json` in the output folder), filtered and formatted.
/// It never reads sources.
package struct RulesAction {
    package var output: String
    package var query: RulesQuery
    package var format: RulesFormat
    /// Whether terminal output uses ANSI colour.
    package var color: Bool
    package var write: (String) -> Void
    /// Where errors go (`--diagnostics-format`).
    package var diagnostics: DiagnosticsEngine

    package init(output: String, query: RulesQuery, format: RulesFormat, color: Bool,
                write: @escaping (String) -> Void = RulesAction.standardOutput,
                diagnostics: DiagnosticsEngine = DiagnosticsEngine()) {
        self.output = output
        self.query = query
        self.format = format
        self.color = color
        self.write = write
        self.diagnostics = diagnostics
    }

    package static func standardOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Runs the listing; returns the exit status (0 success, 1 when there is no readable build).
    package func run() -> Int32 {
        defer { diagnostics.finish() }
        let catalogue: RuleCatalogue
        do {
            catalogue = try RuleCatalogueLoader.load(outputFolder: output)
        } catch {
            diagnostics.emit(error.diagnostic)
            return 1
        }
        let rules = Self.select(query, from: catalogue, output: output)
        switch format {
        case .text: write(RulesTextRenderer(color: color, platform: query.platform).render(rules))
        case .json: write(String(decoding: RulesJSONEmitter.encode(rules, schemaVersion: catalogue.schemaVersion), as: UTF8.self))
        case .ndjson: write(RulesNDJSON.render(rules))
        case .csv: write(RulesCSV.render(rules))
        }
        return 0
    }
}

extension RulesAction {
    /// The rules `hig rules` lists for `query` from a build's catalogue; `hig mcp` answers with the same selection.
    package static func select(_ query: RulesQuery, from catalogue: RuleCatalogue, output: String) -> [Rule] {
        var query = query
        // A page named in Korean that no rule's page title spells (`버튼` when the title's Korean is derived, or
        // another word): the page search ranks first for it, when its title or derived Korean title matched.
        if let page = query.page, !catalogue.rules.contains(where: { RulesQuery.pageMatches($0, page) }),
           let found = Self.pageBySearch(page, output: output) {
            query.page = found
        }
        return query.select(catalogue.rules)
    }

    /// The id of the page search ranks first for `words`, when the query (or its translation) is in its title.
    package static func pageBySearch(_ words: String, output: String) -> String? {
        guard case .success(let index) = SearchIndexLocator(output: output).open(),
              let top = try? index.searchPages(SearchRequest(query: words, limit: 1), blocksPerPage: 0).pages.first else { return nil }
        // The title bonus counts any alternative (the lexicon's `button` for `버튼`) found in the title.
        let byTitle = top.explanation.title > 0
        return byTitle ? top.page : nil
    }
}

/// How `hig rules` prints.
package enum RulesFormat: String, CaseIterable, Sendable {
    /// Readable blocks for a terminal, both languages.
    case text
    /// One document shaped like rules.json, with only the selected rules.
    case json
    /// One rule per line, as rules.json writes it but compact.
    case ndjson
    /// RFC 4180 CSV with a header row.
    case csv
}
