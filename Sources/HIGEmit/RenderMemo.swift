import Foundation
import HIGCorpus

/// Remembers which file each page of the last build was rendered from, by a key made of everything its rendering
/// read, so a page whose key did not change is taken from the last output as it is instead of rendered again
/// (`OutputSink.keepPrevious`).
package protocol RenderMemo: Sendable {
    /// A digest of `material` (names what many pages read, such as the site around them, once).
    func digest(_ material: [UInt8]) -> String
    /// A digest of every field of `page`.
    func pageDigest(_ page: Page) -> String
    /// The key of the output file at `path` (relative to the output folder) made from `material`: everything its bytes
    /// depend on besides hig itself (a page's file names its page by `pageDigest`).
    func key(_ path: String, material: [UInt8]) -> String
    /// The size of the file the last build rendered under `key`, when it rendered (or kept) one.
    func lastSize(_ key: String) -> Int?
    /// Records that this build's file under `key` has `size` bytes.
    func rendered(_ key: String, size: Int)
}
