import ArgumentParser
import Foundation

// Usage errors exit with 2, as compilers do; ArgumentParser's default is 64.
do {
    var command = try Hig.parseAsRoot()
    if let asyncCommand = command as? any AsyncParsableCommand {
        try await runAsync(asyncCommand)
    } else {
        try command.run()
    }
} catch {
    if Hig.exitCode(for: error) == .validationFailure {
        FileHandle.standardError.write(Data((Hig.fullMessage(for: error) + "\n").utf8))
        exit(2)
    }
    Hig.exit(withError: error)
}

/// Runs a subcommand that works asynchronously (`hig serve`).
func runAsync(_ command: any AsyncParsableCommand) async throws {
    var command = command
    try await command.run()
}
