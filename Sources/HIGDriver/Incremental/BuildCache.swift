import Foundation
import HIGCompiler
import HIGCorpus

/// The build cache `hig build` keeps beside its output folder (`.NAME.hig-cache/` next to `NAME/`, hidden, so a
/// walk of the parent folder never reads it as sources): the build's store (`ReadCache`: the results of the
/// last build's passes and emitters, `entries.pack` and `entries.index`: `EntryPack`) and the last build's record (`LastBuild`).
///
/// Its `VERSION` file names the hig that wrote it (cache format, corpus schema, and the executable's size and
/// modification time, so a rebuilt hig never trusts a cache an older build of it wrote). A cache of another hig,
/// or one whose `VERSION` is missing or damaged, is removed and the build reads every file, with a note.
package enum BuildCache {
    /// Bumped whenever what an entry holds changes.
    static let format = 2
    static let versionFileName = "VERSION"

    /// The cache folder for an output folder.
    package static func folder(for output: String) -> URL {
        let url = URL(fileURLWithPath: output).standardizedFileURL
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).hig-cache")
    }

    /// Opens the cache for a build into `output`, making it if needed; the note says why an existing one was
    /// discarded.
    package static func open(for output: String, keepsInMemory: Bool = false) -> (cache: ReadCache, note: Diagnostic?) {
        open(folder: folder(for: output).path, salt: salt, keepsInMemory: keepsInMemory)
    }

    static func open(folder: String, salt: String, keepsInMemory: Bool,
                     fileSystem: any FileSystem = LocalFileSystem()) -> (cache: ReadCache, note: Diagnostic?) {
        let versionFile = folder + "/" + versionFileName
        var note: Diagnostic?
        if fileSystem.exists(atPath: folder) {
            let found = fileSystem.contents(atPath: versionFile).map { String(decoding: $0, as: UTF8.self) }
            if found != salt {
                let why = found == nil ? "has no readable \(versionFileName)" : "was written by another build of hig"
                let name = URL(fileURLWithPath: folder).lastPathComponent
                note = Diagnostic(.note, "hig.cache.discarded", "the build cache \(name) \(why); every file is read afresh")
                try? fileSystem.remove(atPath: folder)
            }
        }
        if !fileSystem.exists(atPath: versionFile) {
            try? fileSystem.makeFolder(atPath: folder)
            try? fileSystem.write(Array(salt.utf8), to: versionFile, atomically: true)
        }
        let entries = EntryPack(folder, fileSystem: fileSystem)
        return (ReadCache(store: entries, salt: salt, keepsInMemory: keepsInMemory), note)
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
