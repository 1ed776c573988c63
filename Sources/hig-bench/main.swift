import ArgumentParser
import HIGSearch

/// `hig-bench`: measurements for bench/*.sh, kept out of the user-facing `hig` command.
struct HigBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hig-bench",
        abstract: "Benchmarks of hig's parts, for the scripts in bench/.",
        subcommands: [SearchLatency.self, IndexBuild.self, KoreanSide.self]
    )
}

/// `hig-bench search QUERIES [--output DIR] [--rounds N] [--limit N]`
struct SearchLatency: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Query latency inside one process: opens the index once, runs every query once to warm up, then times each.",
        discussion: "QUERIES is a queries.json fixture ({\"queries\": [{\"query\": …}]}) or one query per line."
    )

    @Argument(help: "The queries file.")
    var queries: String

    @Option(name: .shortAndLong, help: "The build's output folder.")
    var output = "Output"

    @Option(help: "How many times each query is timed.")
    var rounds = 20

    @Option(help: "The most hits per query.")
    var limit = 10

    @Flag(help: "Time block ranking (hig search --blocks) instead of page ranking.")
    var blocks = false

    @Flag(help: "Read and decode every search's postings again (as a fresh process does), not reuse earlier rounds'.")
    var coldPostings = false

    func validate() throws {
        if rounds < 1 { throw ValidationError("--rounds must be at least 1.") }
    }

    func run() throws {
        let template = SearchRequest(query: "", limit: limit)
        let status = SearchBenchmark(output: output, queriesFile: queries, rounds: rounds, template: template, blocks: blocks,
                                     coldPostings: coldPostings).run()
        if status != 0 { throw ExitCode(status) }
    }
}

/// `hig-bench index SOURCE… [--rounds N] [--part ranking|sqlite|site]`
struct IndexBuild: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "index",
        abstract: "Compiles the sources once, then times the ranking index, search.sqlite and the site's search files alone."
    )

    @Argument(help: "Source files and folders.")
    var sources: [String]

    @Option(help: "How many times each part is timed.")
    var rounds = 3

    @Option(help: "A part to time besides the ranking index (tokenize, sqlite, site); sqlite and site by default.")
    var part: [String] = []

    func run() throws {
        try IndexBuildBenchmark(sources: sources, rounds: rounds, parts: Set(part.isEmpty ? ["sqlite", "site"] : part)).run()
    }
}

/// `hig-bench korean SOURCE… [--measure | --held-out-titles | --held-out-human CASES | --leave-out FOLDS]`
struct KoreanSide: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "korean",
        abstract: "Derived Korean titles and headings and the lexicon's pairs of one side of issue 27's split, as JSON lines to judge."
    )

    @Argument(help: "Source files and folders.")
    var sources: [String]

    @Flag(help: "The measure side (read once, after tuning); the tuning side otherwise.")
    var measure = false

    @Flag(help: "Learn from the tuning side only and derive the titles and headings of measure-side pages the sources link to beyond the corpus.")
    var heldOutTitles = false

    @Option(help: "A cases file (bench/held-out-human-cases.py): print the Korean the build shows for each case's title or heading, and its evidence.")
    var heldOutHuman: String?

    @Option(help: "Cut the titles and headings translators titled into this many parts; derive each part with its translators' Korean taken out.")
    var leaveOut: Int?

    func run() throws {
        if let leaveOut {
            guard leaveOut >= 2 else { throw ValidationError("--leave-out needs two parts or more") }
            KoreanLeaveOut(sources: sources, folds: leaveOut).run()
        } else if let heldOutHuman {
            try KoreanHeldOutHuman(sources: sources, casesFile: heldOutHuman).run()
        } else if heldOutTitles {
            KoreanHeldOutTitles(sources: sources).run()
        } else {
            KoreanEvaluationDump(sources: sources, measure: measure).run()
        }
    }
}

HigBench.main()
