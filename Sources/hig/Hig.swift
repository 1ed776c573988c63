import ArgumentParser

/// The `hig` command: a bilingual guideline documentation compiler.
struct Hig: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hig",
        abstract: "Compile bilingual (English/Korean) Human Interface Guidelines sources into one clean corpus.",
        subcommands: [Build.self, Rules.self, Search.self, Check.self, Export.self, Import.self, Serve.self, Mcp.self],
        defaultSubcommand: nil
    )
}
