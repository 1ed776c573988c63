import Foundation
import HIGCompiler
import HIGEmit

/// The `FragmentMemo` of `hig build`: the layout of a file of per-page fragments (corpus.json) kept in the build's
/// store under a key made from the file's path and its state as written (size, modification time, file number), so a
/// layout is only ever read for the very file it describes, and only when `LastBuild` records that file unchanged since.
struct OutputFragments: FragmentMemo {
    let cache: ReadCache
    /// The output folder.
    let output: String
    /// The last build's record of the files it wrote (`LastBuild.files`).
    let recorded: [String: FileSignature]

    /// A file's `FragmentLayout`.
    enum Entry: StoredKind {
        static let header = "hig-fragments 1\n"

        struct Unreadable: Error {}

        static func encode(_ value: FragmentLayout) -> [UInt8] { value.encoded() }

        static func decode(_ bytes: ArraySlice<UInt8>) throws -> FragmentLayout {
            guard let layout = FragmentLayout.decoded(bytes) else { throw Unreadable() }
            return layout
        }
    }

    func previous(_ path: String) -> (file: String, layout: FragmentLayout)? {
        let file = output + "/" + path
        guard let state = recorded[path], FileSignature(path: file) == state,
              let layout = cache.value(key(path, state), Entry.self),
              layout.ranges.allSatisfy({ $0.upperBound <= state.size }) else { return nil }
        return (file, layout)
    }

    func written(_ path: String, at written: URL, layout: FragmentLayout) {
        guard let state = FileSignature(path: written.path) else { return }
        cache.keep(key(path, state), layout, Entry.self)
    }

    private func key(_ path: String, _ state: FileSignature) -> StoreKey {
        cache.key(Entry.self) { material in
            material.string(path)
            material.int(Int(state.size))
            material.int(Int(state.modified))
            material.int(Int(truncatingIfNeeded: state.inode))
        }
    }
}
