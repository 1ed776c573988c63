import HIGText

/// The SHA-256 of one page's rows of `entries` as a file stores them (every column but the id, in row order), which
/// `page_digests` keeps beside the rows so a patch finds the pages whose rows changed without reading rows back.
///
/// The bytes hashed name the rows unambiguously: each integer as 8 little-endian bytes, each text with its length
/// first, a missing rule told from an empty one by a flag, and the row count first. Two different row sequences
/// therefore never give the same bytes, and two different byte sequences give the same digest only through a
/// SHA-256 collision, which nobody knows how to make.
enum PageDigest {
    /// The lowercase hex digest of `rows`, in order.
    static func of(_ rows: some Collection<IndexEntry>) -> String {
        var hasher = RowHasher()
        hasher.add(rows.count)
        for row in rows { hasher.add(row) }
        return hasher.finish()
    }

    /// The rows' bytes, gathered a run at a time into one `SHA256Stream`.
    private struct RowHasher {
        private let stream = SHA256Stream()
        private var buffer: [UInt8] = []

        mutating func add(_ row: IndexEntry) {
            add(row.page)
            add(row.block)
            add(row.ordinal)
            add(row.rule == nil ? 0 : 1)
            add(row.rule ?? "")
            add(row.kind)
            add(row.platforms.joined(separator: " "))
            add(row.source.path)
            add(row.source.line)
            for column in SearchIndexSchema.Column.allCases { add(row.text(of: column)) }
            if buffer.count >= 1 << 16 { flush() }
        }

        mutating func add(_ value: Int) {
            withUnsafeBytes(of: Int64(value).littleEndian) { buffer.append(contentsOf: $0) }
        }

        mutating func add(_ text: String) {
            var text = text
            text.withUTF8 { bytes in
                add(bytes.count)
                buffer.append(contentsOf: bytes)
            }
        }

        private mutating func flush() {
            buffer.withUnsafeBytes(stream.update)
            buffer.removeAll(keepingCapacity: true)
        }

        mutating func finish() -> String {
            flush()
            return stream.finishHex()
        }
    }
}
