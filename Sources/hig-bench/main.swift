import ArgumentParser
import HIGSearch
import HIGText

/// `hig-bench`: measurements for bench/*.sh, kept out of the user-facing `hig` command.
struct HigBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hig-bench",
        abstract: "Benchmarks of hig's parts, for the scripts in bench/.",
        subcommands: [SearchLatency.self]
    )
}

/// `hig-bench search QUERIES [--output DIR] [--rounds N] [search filters]`
struct SearchLatency: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Query latency inside one process: opens the index once, runs every query once to warm up, then times each.",
        discussion: "QUERIES is a queries.json fixture ({\"queries\": [{\"query\": …}]}) or one query per line; the filters apply to every query."
    )

    @Argument(help: "The queries file.")
    var queries: String

    @Option(name: .shortAndLong, help: "The build's output folder.")
    var output = "Output"

    @Option(help: "How many times each query is timed.")
    var rounds = 20

    @Option(help: "Match only English (en) or Korean (ko) text.")
    var lang: SearchRequest.Language?

    @Option(help: "Keep hits that apply to this platform.")
    var platform: String?

    @Option(help: "Keep hits from this page id only.")
    var page: String?

    @Flag(help: "Keep only blocks that lead a rule.")
    var rules = false

    @Flag(help: "Show at most one hit per page.")
    var groupByPage = false

    @Option(help: "The most hits per query.")
    var limit = 10

    func validate() throws {
        if rounds < 1 { throw ValidationError("--rounds must be at least 1.") }
    }

    func run() throws {
        let template = SearchRequest(query: "", language: lang, platform: platform.flatMap(PlatformName.canonical), page: page, rulesOnly: rules,
                                     groupByPage: groupByPage, limit: limit)
        let status = SearchBenchmark(output: output, queriesFile: queries, rounds: rounds, template: template).run()
        if status != 0 { throw ExitCode(status) }
    }
}

extension SearchRequest.Language: ExpressibleByArgument {}

HigBench.main()
