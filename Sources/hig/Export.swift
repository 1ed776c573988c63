import ArgumentParser
import HIGDriver
import HIGExchange

/// `hig export --format tmx|xliff|po|csv [--output DIR] SOURCES…`
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Export the aligned corpus for translation tools: TMX 1.4b, XLIFF 2.0, gettext PO or CSV.",
        discussion: "Writes hig.tmx, hig.xliff, hig.po or hig.csv into the output folder. XLIFF segments are `initial` when untranslated, `translated`, or `reviewed` for the `page#block` keys listed in --reviewed."
    )

    @Argument(help: "Source files or folders.")
    var sources: [String]

    @Option(name: .shortAndLong, help: "Format: tmx, xliff, po or csv (repeatable).")
    var format: [ExchangeFormat]

    @Option(name: .shortAndLong, help: "The folder to write into (created if needed).")
    var output = "Export"

    @Option(help: "The least English similarity, in percent, for a translation-memory suggestion (default 75).")
    var suggestionThreshold: Double = 75

    @Option(help: "A file listing reviewed blocks, one `page#block` key per line.")
    var reviewed: String?

    @OptionGroup var exclude: ExcludeOptions

    @OptionGroup var diagnostics: DiagnosticsOptions

    func validate() throws {
        if sources.isEmpty { throw ValidationError("Name at least one source file or folder.") }
        if format.isEmpty { throw ValidationError("Name a --format: tmx, xliff, po or csv.") }
        if !(1...100).contains(suggestionThreshold) { throw ValidationError("--suggestion-threshold is a percentage from 1 to 100.") }
    }

    func run() throws {
        let status = ExportAction(sources: sources, formats: format, output: output, reviewedFile: reviewed, suggestionThreshold: suggestionThreshold,
                                  excluding: exclude.excluded, diagnostics: diagnostics.engine).run()
        if status != 0 { throw ExitCode(status) }
    }
}

extension ExchangeFormat: ExpressibleByArgument {}
