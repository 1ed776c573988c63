import Foundation
import ArgumentParser
import HIGDriver

/// `hig import FILE.xliff|.po [--dry-run] [--force] [--skip-changed]`
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write corrected Korean from an XLIFF 2.0 or PO file back into the bilingual sources, in place.",
        discussion: "Three-way: each unit carries the Korean it was exported with. A translation left as exported is not written, whatever the source holds now; an edited one is written only where the source's Korean is still what was exported (else it is a conflict: listed, and nothing written; --force takes the file's side). Each unit's block is found in its source by its English (the export's lines and ids only tell identical blocks apart); a block whose English changed or went since the export refuses the file (--skip-changed writes the others). Only the Korean lines of changed blocks are rewritten, with their bold, italics, code and links, in the file's own encoding and line ends, and every edited file is read back to prove it. Every unit is checked first: a file that is not well-formed, a translation with a line break or control character, a path outside --base (a symlink pointing outside included), a read-only source, or any other error changes no file; otherwise all files are replaced together. PO entries marked fuzzy are not applied."
    )

    @Argument(help: "An .xliff or .po file exported by `hig export` and edited.")
    var file: String

    @Flag(help: "Report what would change without writing.")
    var dryRun = false

    @Option(help: "The folder the exchange file's source paths are relative to (default: the current folder); nothing outside it is written.")
    var base: String?

    @Flag(help: "Take the file's translation even where the source's Korean changed since the export.")
    var force = false

    @Flag(help: "Write the other units when some blocks' English changed or went since the export (they are listed and skipped).")
    var skipChanged = false

    @OptionGroup var diagnostics: DiagnosticsOptions

    func run() throws {
        let status = ImportAction(file: file, dryRun: dryRun, base: base ?? FileManager.default.currentDirectoryPath,
                                  force: force, skipChanged: skipChanged, diagnostics: diagnostics.engine).run()
        if status != 0 { throw ExitCode(status) }
    }
}
