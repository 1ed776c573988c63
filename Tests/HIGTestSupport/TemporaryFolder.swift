import Foundation

/// A scratch folder a test owns, written once instead of in every test: fresh and uniquely named under the system
/// temporary directory, so tests running side by side never share one, with a readable prefix, so a folder left
/// behind says which test made it.
package struct TemporaryFolder: Sendable {
    /// The folder, `…/<prefix>-<UUID>`.
    package let url: URL

    /// Creates `…/<prefix>-<UUID>` under the system temporary directory.
    package init(prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` to `path` inside the folder, making the folders on the way.
    package func write(_ path: String, _ text: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// Removes the folder and all it holds, ignoring errors: a scratch folder left behind must not fail a test.
    package func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
