import Foundation
import HIGCorpus

/// A file an emitter produces, relative to the output folder.
package struct OutputFile: Sendable, Equatable {
    package var path: String
    package var contents: Data

    package init(path: String, contents: Data) {
        self.path = path
        self.contents = contents
    }
}

/// Where an emitter puts its files as it makes them (`hig build` writes each one to disk at once, so a build never
/// holds its whole output in memory). Called from any thread.
package protocol OutputSink: Sendable {
    func add(_ file: OutputFile) throws
    /// Adds the file at `path` that `write` creates itself at the location it is given (which does not exist yet): a
    /// file made in place, such as a database, whose bytes are never held in memory.
    func addWritten(_ path: String, by write: (URL) throws -> Void) throws
    /// Puts the last build's file at `path` into this output as it is, without its bytes being made or read, when it
    /// is still as that build wrote it and has `size` bytes; `false` when it is not (the caller then adds the file).
    func keepPrevious(_ path: String, size: Int) throws -> Bool
}

extension OutputSink {
    /// A sink with no last output keeps nothing.
    package func keepPrevious(_ path: String, size: Int) throws -> Bool { false }

    /// Adds the file at `path`, written by `write` into a `ByteFile` as it is made (a large JSON document never held).
    package func addStreamed(_ path: String, by write: (inout ByteFile) throws -> Void) throws {
        try addWritten(path) { url in
            var file = try ByteFile(creating: url.path)
            try write(&file)
        }
    }

    /// Writes the file into a temporary folder and adds its bytes (a sink that cannot take a file in place).
    package func addWritten(_ path: String, by write: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent((path as NSString).lastPathComponent)
        try write(file)
        try add(OutputFile(path: path, contents: try Data(contentsOf: file)))
    }
}

/// Produces output files from what a build compiled; emitters never read sources.
package protocol Emitter: Sendable {
    func emit(_ products: BuildProducts) throws -> [OutputFile]
    /// Puts the files into `sink` as they are made; by default, all of `emit(_:)` once it returns.
    func emit(_ products: BuildProducts, into sink: any OutputSink) throws
}

extension Emitter {
    package func emit(_ products: BuildProducts, into sink: any OutputSink) throws {
        for file in try emit(products) { try sink.add(file) }
    }
}

/// A sink that keeps every file, in the order added (an emitter's `emit(_:)` when it streams by nature).
package final class OutputCollector: OutputSink, @unchecked Sendable {
    private let lock = NSLock()
    private var added: [OutputFile] = []

    package init() {}

    package func add(_ file: OutputFile) {
        lock.lock()
        added.append(file)
        lock.unlock()
    }

    /// The files added so far.
    package var files: [OutputFile] {
        lock.lock()
        defer { lock.unlock() }
        return added
    }
}

/// A sink that puts every file under a folder of another sink (`site/…`).
package struct PrefixedSink: OutputSink {
    package var folder: String
    package var sink: any OutputSink

    package init(folder: String, sink: any OutputSink) {
        self.folder = folder
        self.sink = sink
    }

    package func add(_ file: OutputFile) throws {
        try sink.add(OutputFile(path: folder + "/" + file.path, contents: file.contents))
    }

    package func addWritten(_ path: String, by write: (URL) throws -> Void) throws {
        try sink.addWritten(folder + "/" + path, by: write)
    }

    package func keepPrevious(_ path: String, size: Int) throws -> Bool {
        try sink.keepPrevious(folder + "/" + path, size: size)
    }
}
