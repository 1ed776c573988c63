import ArgumentParser
import HIGMCP

/// `hig mcp [--output DIR] [--glossary FILE]`
struct Mcp: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve a build to AI assistants: a Model Context Protocol server on standard input and output.",
        discussion: """
            Tools: search_guidelines, get_page, list_rules, check_translation; resources: hig://page/<id> for each \
            page and hig://rules. Reads the build in the output folder (never the sources) and reads it again after \
            each new `hig build`. Standard output carries protocol messages only; logs go to standard error. Ends \
            when the client closes the connection. Register it with an assistant as the command `hig mcp --output DIR`.
            """
    )

    @Option(name: .shortAndLong, help: "The build's output folder.")
    var output = "Output"

    @Option(help: "A glossary file (`English term<TAB>Korean<TAB>rejected, …` per line) that check_translation enforces.")
    var glossary: String?

    func run() async throws {
        let status = await MCPAction(output: output, glossaryFile: glossary).run()
        if status != 0 { throw ExitCode(status) }
    }
}
