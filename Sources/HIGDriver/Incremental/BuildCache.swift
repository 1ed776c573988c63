import Foundation
import HIGCompiler
import HIGCorpus

/// The build cache `hig build` keeps beside its output folder (`.NAME.hig-cache/` next to `NAME/`, hidden, so a
/// walk of the parent folder never reads it as sources): the read results of the last build (`ReadCache`).
///
/// Its `VERSION` file names the hig that wrote it (cache format, corpus schema, and the executable's size and
/// modification time, so a rebuilt hig never trusts a cache an older build of it wrote). A cache of another hig,
/// or one whose `VERSION` is missing or damaged, is removed and the build reads every file, with a note.
package enum BuildCache {
    /// Bumped whenever what an entry holds changes.
    static let format = 1
    static let versionFileName = "VERSION"

    /// The cache folder for an output folder.
    package static func folder(for output: String) -> URL {
        let url = URL(fileURLWithPath: output).standardizedFileURL
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).hig-cache")
    }

    /// Opens the cache for a build into `output`, making it if needed; the note says why an existing one was
    /// discarded.
    package static func open(for output: String, keepsInMemory: Bool = false) -> (cache: ReadCache, note: Diagnostic?) {
        open(folder: folder(for: output), salt: salt, keepsInMemory: keepsInMemory)
    }

    static func open(folder: URL, salt: String, keepsInMemory: Bool) -> (cache: ReadCache, note: Diagnostic?) {
        let fileManager = FileManager.default
        let versionFile = folder.appendingPathComponent(versionFileName)
        var note: Diagnostic?
        if fileManager.fileExists(atPath: folder.path) {
            let found = fileManager.contents(atPath: versionFile.path).map { String(decoding: $0, as: UTF8.self) }
            if found != salt {
                let why = found == nil ? "has no readable \(versionFileName)" : "was written by another build of hig"
                note = Diagnostic(.note, "hig.cache.discarded", "the build cache \(folder.lastPathComponent) \(why); every file is read afresh")
                try? fileManager.removeItem(at: folder)
            }
        }
        if !fileManager.fileExists(atPath: versionFile.path) {
            try? fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            try? Data(salt.utf8).write(to: versionFile, options: .atomic)
        }
        return (ReadCache(store: EntryFolder(folder.appendingPathComponent("read")), salt: salt, keepsInMemory: keepsInMemory), note)
    }

    /// What names this hig: cache format, corpus schema, and the running executable's size and modification time.
    static let salt: String = {
        var signature = "unknown"
        if let path = Bundle.main.executablePath, let status = FileStatus(path: path) {
            signature = "\(status.size)-\(status.modified / 1_000_000_000).\(status.modified % 1_000_000_000)"
        }
        return "hig-cache \(format)\nschema \(Corpus.currentSchemaVersion)\nexecutable \(signature)\n"
    }()
}
