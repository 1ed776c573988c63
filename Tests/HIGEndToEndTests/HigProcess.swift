import Foundation
import HIGTestSupport
import XCTest

/// Runs the built `hig` binary the way a user does and captures what it prints.
struct HigProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The repository root, found from this file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared` beside the repository, when present.
    static var sharedFolder: URL? {
        let url = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// The `hig` executable built beside the test bundle.
    static var executable: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("hig")
        }
        #endif
        return Bundle.main.bundleURL.appendingPathComponent("hig")
    }

    /// The `hig-bench` executable built beside `hig`.
    static var bench: URL { executable.deletingLastPathComponent().appendingPathComponent("hig-bench") }

    /// Runs `hig ARGUMENTS` (or another executable) in `directory`; a run longer than `timeout` seconds is killed and
    /// fails the test. A `launcher` (`["/usr/bin/setpriv", …]`) runs the executable through another program.
    /// `standardInput`, when given, is what the process reads (then end of input); otherwise it inherits the test's.
    static func run(_ arguments: [String], in directory: URL = repositoryRoot, environment: [String: String] = [:],
                    standardInput: String? = nil, timeout: TimeInterval = 120, executable: URL = HigProcess.executable,
                    launcher: [String] = [], file: StaticString = #filePath, line: UInt = #line) throws -> Result {
        let process = Process()
        process.executableURL = launcher.first.map { URL(fileURLWithPath: $0) } ?? executable
        process.arguments = launcher.isEmpty ? arguments : Array(launcher.dropFirst()) + [executable.path] + arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        // Output goes to files, not pipes, so a large output can never block the child.
        let scratch = FileManager.default.temporaryDirectory
        let outURL = scratch.appendingPathComponent("hig-e2e-\(UUID().uuidString).out")
        let errURL = scratch.appendingPathComponent("hig-e2e-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outURL); try? FileManager.default.removeItem(at: errURL) }
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        if let standardInput {
            let inURL = scratch.appendingPathComponent("hig-e2e-\(UUID().uuidString).in")
            try Data(standardInput.utf8).write(to: inURL)
            defer { try? FileManager.default.removeItem(at: inURL) }
            process.standardInput = try FileHandle(forReadingFrom: inURL)
        }
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            XCTFail("hig \(arguments.joined(separator: " ")) did not finish within \(timeout) s", file: file, line: line)
        }
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// A fresh temporary folder, removed when the test ends, with whatever was written beside it.
    static func temporaryFolder(_ test: XCTestCase) throws -> URL {
        let folder = try TemporaryFolder(prefix: "hig-e2e")
        test.addTeardownBlock { folder.remove() }
        // One level down: a test that builds into the folder itself gets the build cache beside it (`.NAME.hig-cache`)
        // inside the scratch folder too, not left in the system temporary directory.
        let work = folder.url.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        return work
    }

    /// Every file under `folder`, as relative paths.
    static func files(under folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var result: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result.append(path)
            }
        }
        return result.sorted()
    }
}
