import Foundation
import HIGCorpus
import HIGText

/// Which folders `hig build` may write its output into, decided before anything is created (the output, its
/// staging folder, or the build cache beside it).
///
/// hig replaces its output folder whole, so the folder must be one hig made: one that holds hig's stamp
/// (`.hig-output.json`), an empty folder, or one that does not exist yet. Never the file system's root, a home
/// folder or a folder above one, a source, or a folder that holds a source. An output folder inside a source folder
/// is allowed (`hig build .` writes `Output/`): being empty or hig's, it holds no source, and the walk never reads it.
package enum OutputFolderCheck {
    /// The error that refuses `output`, or `nil` when hig may write there.
    package static func refusal(output: String, sources: [String], homes: [String] = homeFolders()) -> Diagnostic? {
        let folder = resolved(output)
        func refuse(_ why: String) -> Diagnostic {
            Diagnostic(.error, "hig.output.refused", "--output \(output) \(why); nothing was written")
        }
        if folder == "/" { return refuse("is the file system's root; choose a folder of its own, such as Output") }
        for home in homes.map(resolved) where home != "/" && (folder == home || isInside(home, folder)) {
            return refuse(folder == home ? "is your home folder; choose a folder of its own inside it, such as ~/hig-output"
                                         : "holds your home folder \(home); choose a folder of its own")
        }
        for source in sources {
            let path = resolved(source)
            if path == folder || isInside(path, folder) {
                return Diagnostic(.error, "hig.output.holds-sources", "--output \(output) holds the source \(source); choose an output folder of its own")
            }
        }
        return contentsRefusal(folder).map(refuse)
    }

    /// Why an existing folder is not one hig may replace: it is not a folder, or it holds entries and no stamp.
    private static func contentsRefusal(_ folder: String) -> String? {
        var info = stat()
        guard stat(folder, &info) == 0 else { return nil }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { return "exists and is not a folder" }
        if FileManager.default.fileExists(atPath: folder + "/" + OutputStamp.fileName) { return nil }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return "cannot be read" }
        guard !names.isEmpty else { return nil }
        let shown = names.sorted().prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
        return "holds \(shown) and no \(OutputStamp.fileName), so it is not a folder hig made; hig writes only into an empty folder or its own output (choose another --output, or empty this one)"
    }

    /// The current user's home folders: `$HOME` and the password database's.
    package static func homeFolders() -> [String] {
        var homes: [String] = []
        if let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty { homes.append(home) }
        if let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir { homes.append(String(cString: directory)) }
        return homes
    }

    /// `path` absolute, with symlinks resolved as far as the path exists (the rest appended as written).
    static func resolved(_ path: String) -> String {
        var components = absoluteComponents(path)
        var rest: [String] = []
        // Each turn drops a component, so the walk ends even when nothing of the path exists.
        while !components.isEmpty {
            if let real = realpath("/" + components.joined(separator: "/"), nil) {
                defer { free(real) }
                return rest.reversed().reduce(String(cString: real)) { $0 == "/" ? "/" + $1 : $0 + "/" + $1 }
            }
            rest.append(components.removeLast())
        }
        return "/" + rest.reversed().joined(separator: "/")
    }

    /// The components of `path` made absolute against the working folder (none when it was removed: the path is
    /// then read from the root) with `.` and `..` applied as written.
    static func absoluteComponents(_ path: String) -> [String] {
        let base = path.hasPrefix("/") ? "" : FileManager.default.currentDirectoryPath
        var components: [String] = []
        for component in (base + "/" + path).split(separator: "/") where component != "." {
            if component == ".." { _ = components.popLast() } else { components.append(String(component)) }
        }
        return components
    }

    private static func isInside(_ path: String, _ folder: String) -> Bool {
        path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }
}
