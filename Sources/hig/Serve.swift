import ArgumentParser
import Foundation
import HIGServe

/// `hig serve [SOURCE…] [--port N] [--open]`
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build, serve the site on 127.0.0.1 and rebuild and reload open pages when a source changes.",
        discussion: "Builds into a temporary folder (never the output folder of `hig build`), which is removed on Ctrl-C. A failed build leaves the last good site served and shows its errors in the open pages."
    )

    @Argument(help: "Source files or folders (default: the current folder).")
    var sources: [String] = []

    @Option(help: "The port to listen on, on 127.0.0.1 (0: any free port).")
    var port: UInt16 = 8080

    @Flag(help: "Open the site in the default browser.")
    var open = false

    @Option(help: "A folder of site theme files (templates/*.mustache, assets/*) that replace the built-in ones; watched too.")
    var theme: String?

    @Option(name: .customLong("exclude"), help: ArgumentHelp("Leave out paths matching this pattern, as hig build --exclude does (repeatable); they are not watched either.", valueName: "glob"))
    var excluded: [String] = []

    func validate() throws {
        var isFolder: ObjCBool = false
        if let theme, !(FileManager.default.fileExists(atPath: theme, isDirectory: &isFolder) && isFolder.boolValue) {
            throw ValidationError("--theme \(theme) is not a folder.")
        }
    }

    func run() async throws {
        let status = await ServeAction(sources: sources.isEmpty ? ["."] : sources, port: port, openBrowser: open, theme: theme, excluding: excluded).run()
        if status != 0 { throw ExitCode(status) }
    }
}
