import Foundation
import HIGCorpus
import HIGSearch

/// `hig search`: look words up in the index a build wrote, and print the hits.
package struct SearchAction {
    /// How hits are printed.
    package enum Format: String, CaseIterable, Sendable {
        /// Both languages of each hit, matches highlighted, id and source; for people.
        case text
        /// `{"query": …, "hits": [{"page", "block", "rule", "score", "text": {"en", "ko"}, "source"}]}`.
        case json
    }

    package var output: String
    package var request: SearchRequest
    package var format: Format
    package var style: HighlightStyle
    /// Rank blocks (the FTS5 index) instead of pages.
    package var blocks: Bool
    /// Print how the query was read and each field's part of each page's score.
    package var explain: Bool
    package var write: (String) -> Void
    /// Where errors go (`--diagnostics-format`).
    package var diagnostics: DiagnosticsEngine

    package init(output: String, request: SearchRequest, format: Format, style: HighlightStyle, blocks: Bool = false, explain: Bool = false,
                write: @escaping (String) -> Void = SearchAction.standardOutput,
                diagnostics: DiagnosticsEngine = DiagnosticsEngine()) {
        self.output = output
        self.request = request
        self.format = format
        self.style = style
        self.blocks = blocks
        self.explain = explain
        self.write = write
        self.diagnostics = diagnostics
    }

    package static func standardOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Runs the search; returns the exit status (0 hits or none, 1 when there is no usable index).
    package func run() -> Int32 {
        defer { diagnostics.finish() }
        guard let index = SearchIndexLocator(output: output).open(reportingTo: diagnostics) else { return 1 }
        do {
            if !blocks && !request.groupByPage {
                let result = try index.searchPages(request)
                switch format {
                case .text: write(PageSearchTextReport(request: request, result: result, style: style, explain: explain).text)
                case .json: write(String(decoding: PageSearchJSONReport.encode(query: request.query, result: result), as: UTF8.self))
                }
                return 0
            }
            let result = try index.search(request)
            switch format {
            case .text: write(SearchTextReport(request: request, result: result, style: style).text)
            case .json: write(String(decoding: SearchJSONReport.encode(query: request.query, result: result), as: UTF8.self))
            }
            return 0
        } catch {
            diagnostics.emit(.error, "hig.search.failed", "search failed: \(error)")
            return 1
        }
    }
}

/// Finds and opens `search.sqlite` in an output folder, or explains what to run.
package struct SearchIndexLocator {
    package var output: String

    package init(output: String) {
        self.output = output
    }

    package var path: String { URL(fileURLWithPath: output).appendingPathComponent(SearchIndexSchema.fileName).path }

    /// Why there is no index to search, as the diagnostic to print.
    package struct Unavailable: Error {
        package var diagnostic: Diagnostic
    }

    /// The index, or `nil` after printing why there is none.
    package func open(reportingTo diagnostics: DiagnosticsEngine) -> SearchIndex? {
        switch open() {
        case .success(let index): return index
        case .failure(let unavailable):
            diagnostics.emit(unavailable.diagnostic)
            return nil
        }
    }

    package func open() -> Result<SearchIndex, Unavailable> {
        do {
            return .success(try SearchIndex(path: path))
        } catch SearchIndex.OpenError.missing {
            let hasBuild = FileManager.default.fileExists(atPath: URL(fileURLWithPath: output).appendingPathComponent("corpus.json").path)
            let what = hasBuild ? "\(output)/ has no search index" : "no build in \(output)/"
            return .failure(Unavailable(diagnostic: Diagnostic(.error, "hig.search.no-index",
                                       "\(what); run `hig build SOURCES --output \(output)` first (e.g. `hig build seeds --output \(output)`)")))
        } catch let error as SearchIndex.OpenError {
            return .failure(Unavailable(diagnostic: Diagnostic(.error, "hig.search.incompatible-index",
                                       "\(error); run `hig build SOURCES --output \(output)` again")))
        } catch {
            return .failure(Unavailable(diagnostic: Diagnostic(.error, "hig.search.unreadable-index", "cannot read \(path): \(error)")))
        }
    }
}
