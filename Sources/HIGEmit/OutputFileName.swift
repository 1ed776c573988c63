/// File names made from page ids, titles and categories: no single long or foreign title may fail a build, so a
/// name that is too long for a file system, or that lost characters on its way to a safe name, gets a stable
/// hash of the original as its suffix. The same input always gives the same name.
package enum OutputFileName {
    /// Longest name component written, in bytes: well under the 255 most file systems take, leaving room for
    /// an extension and a `-2` suffix.
    package static let maximumBytes = 120

    /// `safe` (an ASCII file name made from `original`) as is when it is short and lost nothing; otherwise
    /// shortened and suffixed with `-` and 16 hex digits of a hash of `original`.
    package static func name(_ safe: String, from original: String) -> String {
        guard safe.utf8.count > maximumBytes || safe != original else { return safe }
        let suffix = "-" + hash(original)
        var kept = prefix(of: safe, fittingBytes: maximumBytes - suffix.utf8.count)
        while kept.hasSuffix("-") { kept = kept.dropLast() }
        return String(kept) + suffix
    }

    /// The longest run of whole characters from the start of `text` that fits in `limit` UTF-8 bytes, found in one
    /// pass over as many characters as fit (a title of any length costs no more than a short one).
    static func prefix(of text: String, fittingBytes limit: Int) -> Substring {
        var bytes = 0
        var end = text.startIndex
        for index in text.indices {
            let next = text.index(after: index)
            bytes += text.utf8.distance(from: index, to: next)
            guard bytes <= limit else { break }
            end = next
        }
        return text[..<end]
    }

    /// 64-bit FNV-1a of the UTF-8 bytes, as 16 lowercase hex digits: stable across runs and platforms.
    package static func hash(_ text: String) -> String {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
