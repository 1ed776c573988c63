import ArgumentParser
import HIGDriver

/// `hig import FILE.xliff|.po [--dry-run]`
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write corrected Korean from an XLIFF 2.0 or PO file back into the bilingual sources, in place.",
        discussion: "Units are matched to blocks by the source locations and ids `hig export` wrote; a block whose English changed since the export is skipped. Only the Korean lines of changed blocks are rewritten; each file is replaced atomically."
    )

    @Argument(help: "An .xliff or .po file exported by `hig export` and edited.")
    var file: String

    @Flag(help: "Report what would change without writing.")
    var dryRun = false

    func run() throws {
        let status = ImportAction(file: file, dryRun: dryRun).run()
        if status != 0 { throw ExitCode(status) }
    }
}
