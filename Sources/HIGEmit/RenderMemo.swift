import Foundation

/// Remembers pages rendered by earlier builds, by a digest of everything their rendering read (template input and
/// theme), so a page whose input did not change is taken as it was instead of rendered again.
package protocol RenderMemo: Sendable {
    /// A digest of `material` (names a theme once, so pages need not repeat its bytes).
    func digest(_ material: [UInt8]) -> String
    /// The bytes of the output file at `path` (relative to the output folder), from an earlier build when it was
    /// rendered from the same `material`, else from `render`.
    func rendered(_ path: String, material: [UInt8], render: () throws -> Data) rethrows -> Data
}
