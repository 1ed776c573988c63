import Foundation
import HIGEmit

/// Replaces an output folder as a whole: files are written to a staging folder beside it, which then takes
/// the folder's place. A failure at any point leaves the previous output untouched.
public struct OutputWriter {
    /// Why the output could not be written.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public let destination: URL
    let fileManager: FileManager

    public init(destination: URL, fileManager: FileManager = .default) {
        self.destination = destination.standardizedFileURL
        self.fileManager = fileManager
    }

    /// Files whose presence shows that a folder is hig output and may be replaced.
    static let ownershipMarkers = ["corpus.json"]

    public func write(_ files: [OutputFile]) throws {
        try checkReplaceable()
        let parent = destination.deletingLastPathComponent()
        let name = destination.lastPathComponent
        let pid = ProcessInfo.processInfo.processIdentifier
        let staging = parent.appendingPathComponent(".\(name).staging-\(pid)")
        let retired = parent.appendingPathComponent(".\(name).previous-\(pid)")
        do {
            try? fileManager.removeItem(at: staging)
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
            for file in files {
                let url = staging.appendingPathComponent(file.path)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.contents.write(to: url)
            }
        } catch {
            try? fileManager.removeItem(at: staging)
            throw Failure(description: "cannot write output to \(staging.path): \(error.localizedDescription)")
        }
        let existed = fileManager.fileExists(atPath: destination.path)
        do {
            if existed { try fileManager.moveItem(at: destination, to: retired) }
            do {
                try fileManager.moveItem(at: staging, to: destination)
            } catch {
                if existed { try? fileManager.moveItem(at: retired, to: destination) }
                throw error
            }
        } catch {
            try? fileManager.removeItem(at: staging)
            throw Failure(description: "cannot replace \(destination.path): \(error.localizedDescription)")
        }
        if existed { try? fileManager.removeItem(at: retired) }
    }

    /// Refuses to replace a folder that holds something other than hig output.
    private func checkReplaceable() throws {
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: destination.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else { throw Failure(description: "\(destination.path) exists and is not a folder") }
        let contents = (try? fileManager.contentsOfDirectory(atPath: destination.path)) ?? []
        if contents.isEmpty || Self.ownershipMarkers.contains(where: contents.contains) { return }
        throw Failure(description: "refusing to replace \(destination.path): it is not empty and holds no corpus.json, so it is not hig output")
    }
}
