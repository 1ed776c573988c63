import HIGCompiler

/// How `hig build`, `hig check` and `hig export` find their sources, written once: one walk (`SourceDiscovery`:
/// `.higignore`, `--exclude`, output folders never entered), paths recorded from each source folder's own name so
/// what is written is the same bytes from any checkout, and shown on a terminal as the user typed them
/// (`SourceSet.typedPath`, `SourceSet.typed`).
enum CommandSources {
    static func discover(_ sources: [String], excluding: [String] = [], outputFolders: [String] = []) -> SourceSet {
        SourceDiscovery.discover(sources, excluding: excluding, outputFolders: outputFolders, recording: .relativeToSource)
    }
}
