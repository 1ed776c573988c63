import ArgumentParser
import Foundation
import HIGCorpus
import HIGDriver
import HIGText

/// `hig rules [TEXT...] [--page P] [--platform P] [--kind K] [--section S] [--format F] [--output DIR]`
struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the guideline rules of a build (rules.json), in English and Korean.",
        discussion: """
        Reads rules.json from the output folder of `hig build`; sources are never re-read. \
        With --platform, rules that name the platform come first, then rules for all platforms (--specific leaves those out).
        """
    )

    @Argument(help: "Words that must all occur in the rule (English or Korean, rule or rationale, or id).")
    var text: [String] = []

    @Option(help: "A page id (components/presentation/action-sheets), its last part (action-sheets), a category (components/presentation) or a title.")
    var page: String?

    @Option(help: ArgumentHelp("\(PlatformOption.names).", valueName: "platform"))
    var platform: String?

    @Flag(help: "With --platform, leave out rules that apply to all platforms.")
    var specific = false

    @Option(help: "Only rules of this kind.")
    var kind: RuleKind?

    @Option(help: "Text within a heading of the rule's section path (\"Best practices\").")
    var section: String?

    @Option(help: "How to print the rules.")
    var format: RulesFormat = .text

    @Option(help: "Colour: auto (only on a terminal, and not with NO_COLOR), always or never.")
    var color: ColorChoice = .auto

    @Option(name: .shortAndLong, help: "The build's output folder.")
    var output = "Output"

    @OptionGroup var diagnostics: DiagnosticsOptions

    func validate() throws {
        try PlatformOption.validate(platform)
        if specific && platform == nil { throw ValidationError("--specific needs --platform.") }
    }

    func run() throws {
        let query = RulesQuery(page: page, platform: platform, kind: kind, section: section, terms: text, specificOnly: specific)
        let status = RulesAction(output: output, query: query, format: format, color: color.isEnabled, diagnostics: diagnostics.engine).run()
        if status != 0 { throw ExitCode(status) }
    }
}

extension RuleKind: ExpressibleByArgument {}
extension RulesFormat: ExpressibleByArgument {}
