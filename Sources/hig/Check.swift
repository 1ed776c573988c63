import ArgumentParser
import HIGDriver

/// `hig check [SOURCES…]`
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check translation quality and print compiler-style findings at the Korean lines.",
        discussion: "Compiles SOURCES in memory (nothing is written). With no SOURCES, reads --corpus, or Output/corpus.json from an earlier `hig build`. Exit status: 0, or 1 when a finding reaches --fail-on (or the sources have errors), 2 for bad usage."
    )

    @Argument(help: "Source files or folders.")
    var sources: [String] = []

    @Option(help: "Read this corpus.json instead of compiling sources.")
    var corpus: String?

    @Option(help: "Output format: text, json or sarif.")
    var format: CheckAction.Format = .text

    @Option(name: .customLong("enable"), help: "Run only this check (repeatable; `numbers` or `hig.qa.numbers`).")
    var enabled: [String] = []

    @Option(name: .customLong("disable"), help: "Skip this check (repeatable).")
    var disabled: [String] = []

    @Option(help: "Exit 1 when a finding is at least this severe: note, warning, error or never.")
    var failOn: CheckAction.FailLevel = .error

    @Flag(help: "Print the translation status per category and page (translated, outdated, suggested, untranslated, share) instead of the findings; the checks do not run.")
    var status = false

    @Flag(help: "With --status: run the checks too, print their findings before the table and add a `flagged` column.")
    var findings = false

    @Option(help: "With --status: an earlier build folder (or corpus.json); print what changed in translation state since.")
    var since: String?

    @Option(help: "The least English similarity, in percent, for a translation-memory suggestion (default 75).")
    var suggestionThreshold: Double = 75

    @Option(help: "Exit 1 when less than this percentage of translatable blocks is current (outdated never counts as done).")
    var failUnder: Double?

    @Option(help: "A glossary file: `English term<TAB>Korean<TAB>rejected, …` per line.")
    var glossary: String?

    @Flag(help: "List the checks and exit.")
    var list = false

    @OptionGroup var exclude: ExcludeOptions

    @OptionGroup var diagnostics: DiagnosticsOptions

    func validate() throws {
        if !(1...100).contains(suggestionThreshold) { throw ValidationError("--suggestion-threshold is a percentage from 1 to 100.") }
    }

    func run() throws {
        if list {
            print(CheckAction.checkList, terminator: "")
            return
        }
        var action = CheckAction(sources: sources, corpusFile: corpus, format: format, enabled: enabled, disabled: disabled,
                                 failOn: failOn, showStatus: self.status, glossaryFile: glossary, since: since, failUnder: failUnder,
                                 diagnostics: diagnostics.engine)
        action.excluding = exclude.excluded
        action.suggestionThreshold = suggestionThreshold
        action.showFindings = findings
        let status = action.run()
        if status != 0 { throw ExitCode(status) }
    }
}

extension CheckAction.Format: ExpressibleByArgument {}
extension CheckAction.FailLevel: ExpressibleByArgument {}
