import HIGCompiler

/// How `hig build`, `hig check` and `hig export` find their sources, written once: one walk (`SourceDiscovery`:
/// `.higignore`, `--exclude`, output folders never entered). What is written (build, export) records paths from each
/// source folder's own name, so it is the same bytes from any checkout, and the terminal shows them as the user
/// typed them (`SourceSet.typedPath`, `SourceSet.typed`); `hig check` writes nothing and its findings quote other
/// places, so it records paths as typed (`.asTyped`) and every path it prints opens from where it ran.
enum CommandSources {
    static func discover(_ sources: [String], excluding: [String] = [], outputFolders: [String] = [],
                         recording: PathRecording = .relativeToSource) -> SourceSet {
        SourceDiscovery.discover(sources, excluding: excluding, outputFolders: outputFolders, recording: recording)
    }
}
