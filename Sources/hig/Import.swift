import Foundation
import ArgumentParser
import HIGDriver

/// `hig import FILE.xliff|.po [--dry-run]`
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write corrected Korean from an XLIFF 2.0 or PO file back into the bilingual sources, in place.",
        discussion: "Each unit's block is found in its source by its English (the export's lines and ids only tell identical blocks apart); a block whose English changed since the export is skipped. Only the Korean lines of changed blocks are rewritten, in the file's own encoding and line ends, and every edited file is read back to prove it. Every unit is checked first: a translation with a line break or control character, a path outside --base, or any other error changes no file; otherwise all files are replaced together. PO entries marked fuzzy are not applied."
    )

    @Argument(help: "An .xliff or .po file exported by `hig export` and edited.")
    var file: String

    @Flag(help: "Report what would change without writing.")
    var dryRun = false

    @Option(help: "The folder the exchange file's source paths are relative to (default: the current folder); nothing outside it is written.")
    var base: String?

    func run() throws {
        let status = ImportAction(file: file, dryRun: dryRun, base: base ?? FileManager.default.currentDirectoryPath).run()
        if status != 0 { throw ExitCode(status) }
    }
}
