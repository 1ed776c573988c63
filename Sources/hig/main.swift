import ArgumentParser
import Foundation

// Usage errors exit with 2, as compilers do; ArgumentParser's default is 64.
do {
    var command = try Hig.parseAsRoot()
    try command.run()
} catch {
    if Hig.exitCode(for: error) == .validationFailure {
        FileHandle.standardError.write(Data((Hig.fullMessage(for: error) + "\n").utf8))
        exit(2)
    }
    Hig.exit(withError: error)
}
