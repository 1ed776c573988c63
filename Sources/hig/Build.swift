import Foundation
import ArgumentParser
import HIGDriver
import HIGExchange

/// `hig build SOURCE... [--output DIR]`
struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compile source files and folders into an output folder (corpus.json, …).",
        discussion: "Folders are walked recursively; every file's format is recognised from its content, and files that are not pages (a README, logs, code) are left out with a note. The output folder is replaced only when the build has no errors."
    )

    @Argument(help: "Source files or folders.")
    var sources: [String]

    @Option(name: .shortAndLong, help: "The output folder.")
    var output = "Output"

    @OptionGroup var diagnostics: DiagnosticsOptions

    @Option(help: "A glossary file (`English term<TAB>Korean` per line, as `hig check --glossary` reads): its Korean wins over the Korean learned for titles and headings.")
    var glossary: String?

    @Option(help: "A folder of site theme files (templates/*.mustache, assets/*) that replace the built-in ones.")
    var theme: String?

    @Option(name: .customLong("site-url"), help: ArgumentHelp("Where the site will be published (https://example.org/hig): makes the sitemap, canonical links, hreflang alternates and og:url absolute. Without it every address is relative.", valueName: "url"))
    var siteURL: String?

    @Flag(help: "Treat warnings as errors: nothing is written when there are any.")
    var warningsAsErrors = false

    @Flag(name: .shortAndLong, help: "Print only errors and the summary.")
    var quiet = false

    @OptionGroup var exclude: ExcludeOptions

    @Option(name: .customLong("report"), help: "Print a report to standard output: duplicates (each page found in several files), timings (wall and CPU seconds of each pass and emitter), korean (the Korean ledger: every Korean line not kept, with the reason).")
    var reports: [BuildReport] = []

    @Option(help: "Also write an exchange file into OUTPUT/export/: tmx, xliff, po or csv (repeatable).")
    var export: [ExchangeFormat] = []

    @Option(help: "Write only these outputs: corpus, rules, search, site (repeatable; default: all; corpus.json is always written).")
    var emit: [BuildOutput] = []

    @Flag(help: "Read every file afresh and remove the build cache kept beside the output (.OUTPUT.hig-cache).")
    var noCache = false

    func validate() throws {
        if sources.isEmpty { throw ValidationError("Name at least one source file or folder.") }
        var isFolder: ObjCBool = false
        if let theme, !(FileManager.default.fileExists(atPath: theme, isDirectory: &isFolder) && isFolder.boolValue) {
            throw ValidationError("--theme \(theme) is not a folder.")
        }
        if let siteURL, !(siteURL.hasPrefix("https://") || siteURL.hasPrefix("http://")) || siteURL.contains("?") || siteURL.contains("#") {
            throw ValidationError("--site-url \(siteURL) must be an http(s) address without ? or #.")
        }
    }

    func run() throws {
        var action = BuildAction(sources: sources, output: output, warningsAsErrors: warningsAsErrors, reports: Set(reports),
                                 console: DiagnosticConsole(format: diagnostics.diagnosticsFormat, quiet: quiet), exportFormats: export, theme: theme,
                                 siteURL: siteURL, outputs: emit.isEmpty ? Set(BuildOutput.allCases) : Set(emit), excluding: exclude.excluded,
                                 glossaryFile: glossary)
        action.usesCache = !noCache
        let status = action.run()
        if status != 0 { throw ExitCode(status) }
    }
}

extension DiagnosticsFormat: ExpressibleByArgument {}
extension BuildReport: ExpressibleByArgument {}
extension BuildOutput: ExpressibleByArgument {}
