/// Hashes of the words of English text (FNV-1a over lowercased ASCII letters, digits and any non-ASCII byte),
/// shared by the page fingerprints and the block matcher so both see the same words.
enum WordHashes {
    static func append(_ text: String, to out: inout [UInt64]) {
        // A contiguous buffer is read faster than the String's UTF-8 view.
        if text.utf8.withContiguousStorageIfAvailable({ append($0, to: &out) }) == nil { append(text.utf8, to: &out) }
    }

    private static func append(_ bytes: some Sequence<UInt8>, to out: inout [UInt64]) {
        var current: UInt64 = 0xcbf2_9ce4_8422_2325
        var inWord = false
        for byte in bytes {
            var b = byte
            if b >= 0x41 && b <= 0x5A { b |= 0x20 }
            if (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b >= 0x80 {
                current = (current ^ UInt64(b)) &* 0x100_0000_01b3
                inWord = true
            } else if inWord {
                out.append(current)
                current = 0xcbf2_9ce4_8422_2325
                inWord = false
            }
        }
        if inWord { out.append(current) }
    }
}
