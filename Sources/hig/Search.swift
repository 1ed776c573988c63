import ArgumentParser
import HIGDriver
import HIGSearch
import HIGText

/// `hig search QUERY... [--output DIR] [--lang en|ko] [--platform P] [--page ID] [--rules] [--group-by-page] [--limit N] [--json]`
struct Search: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Search the guidelines of a build in English and Korean.",
        discussion: """
            Prints pages, best first, each with its best two blocks: words are matched in page titles, headings, \
            rules and text of both languages (and the Korean learned for titles and headings), a Korean word also \
            finds the English it translates and back, and pages holding more of the query come first. Korean words \
            match with particles attached (시트 finds 시트는, 시트를); English words match their other forms (scroll \
            finds scrolling). --blocks ranks single blocks instead (every word must match; a word ending in * is a \
            prefix there). Reads the search index `hig build` wrote into the output folder.
            """
    )

    @Argument(help: "The words to look for.")
    var query: [String] = []

    @Option(name: .shortAndLong, help: "The build's output folder.")
    var output = "Output"

    @Option(help: "Match only English (en) or Korean (ko) text.")
    var lang: SearchRequest.Language?

    @Option(help: ArgumentHelp("Keep hits that apply to this platform (general guidance included): \(PlatformOption.names).", valueName: "platform"))
    var platform: String?

    @Option(help: "Keep hits from this page id only, e.g. components/presentation/sheets.")
    var page: String?

    @Flag(help: "Keep only blocks that lead a rule.")
    var rules = false

    @Flag(help: "Rank single blocks instead of pages.")
    var blocks = false

    @Flag(help: "With --blocks ranking, show at most one block per page.")
    var groupByPage = false

    @Flag(help: "Show how the query was read (expansions) and what each field gave each page.")
    var explain = false

    @Option(help: "The most hits to show.")
    var limit = 10

    @Flag(help: "Print the hits as JSON.")
    var json = false

    @Option(help: "Highlight matches: auto (colour on a terminal), always, never.")
    var color: ColorChoice = .auto

    @OptionGroup var diagnostics: DiagnosticsOptions

    func validate() throws {
        if query.joined().isEmpty { throw ValidationError("Give at least one word to search for.") }
        if limit < 1 { throw ValidationError("--limit must be at least 1.") }
        try PlatformOption.validate(platform)
    }

    var request: SearchRequest {
        SearchRequest(query: query.joined(separator: " "), language: lang, platform: platform.flatMap(PlatformName.canonical),
                      page: page, rulesOnly: rules, groupByPage: groupByPage, limit: limit)
    }

    func run() throws {
        let status = SearchAction(output: output, request: request, format: json ? .json : .text, style: color.highlightStyle,
                                  blocks: blocks, explain: explain, diagnostics: diagnostics.engine).run()
        if status != 0 { throw ExitCode(status) }
    }
}

extension SearchRequest.Language: ExpressibleByArgument {}
