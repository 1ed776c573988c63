import ArgumentParser
import HIGDriver

/// `--diagnostics-format`, for every subcommand that reports errors: text lines, or one JSON document on standard
/// error (`DiagnosticsEngine`).
struct DiagnosticsOptions: ParsableArguments {
    @Option(help: "How diagnostics are printed on standard error: text or json.")
    var diagnosticsFormat: DiagnosticsFormat = .text

    /// The engine a subcommand's action reports through.
    var engine: DiagnosticsEngine { DiagnosticsEngine(format: diagnosticsFormat) }
}

/// `--exclude`, for every subcommand that reads sources (`hig build`, `check`, `export`: one discovery).
struct ExcludeOptions: ParsableArguments {
    @Option(name: .customLong("exclude"), help: ArgumentHelp("Leave out paths matching this pattern (gitignore syntax, relative to each source folder; repeatable). A .higignore file in a source folder does the same.", valueName: "glob"))
    var excluded: [String] = []
}
