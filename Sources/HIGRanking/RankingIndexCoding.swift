import HIGText

/// `RankingIndex` as bytes and back, for `PageTermsMemo.keepIndex`: its pages (ids, digests, lengths), then its terms
/// (their ends, then their bytes) and posting text (its ends, then its bytes), little-endian. `changes` is not kept: it
/// describes one build's update.
package enum RankingIndexCoding {
    /// Bumped whenever the index's layout or its coding changes.
    static let version: UInt32 = 1

    package static func encode(_ index: RankingIndex) -> [UInt8] {
        var writer = Writer()
        writer.bytes.reserveCapacity(index.postingText.count + index.terms.count * 16 + index.pages.count * 160)
        writer.append(version)
        writer.append(UInt32(index.pages.count))
        writer.strings(index.pages)
        writer.strings(index.pageDigests)
        writer.append(UInt32(RankingField.allCases.count))
        for lengths in index.lengths { for length in lengths { writer.append(Int64(length)) } }
        writer.append(UInt32(index.terms.count))
        writer.strings(index.terms)
        for end in index.postingEnds { writer.append(Int64(end)) }
        writer.bytes += index.postingText
        return writer.bytes
    }

    /// The index in `bytes`, or nil when they are not what `encode` writes.
    package static func decode(_ bytes: ArraySlice<UInt8>) -> RankingIndex? {
        var reader = ByteReader(bytes)
        guard reader.read(UInt32.self) == version, let pageCount = reader.count(),
              let pages = reader.strings(pageCount), let digests = reader.strings(pageCount),
              reader.read(UInt32.self) == UInt32(RankingField.allCases.count) else { return nil }
        var lengths: [[Int]] = []
        lengths.reserveCapacity(pageCount)
        for _ in 0..<pageCount {
            var page: [Int] = []
            for _ in RankingField.allCases {
                guard let length = reader.read(Int64.self) else { return nil }
                page.append(Int(length))
            }
            lengths.append(page)
        }
        guard let termCount = reader.count(), let terms = reader.strings(termCount), let ends = reader.ends(termCount, as: Int64.self)?.map(Int.init),
              let text = reader.take(ends.last ?? 0), reader.isAtEnd else { return nil }
        return RankingIndex(pages: pages, lengths: lengths, pageDigests: digests, terms: terms, postingText: Array(text), postingEnds: ends)
    }

    private struct Writer {
        var bytes: [UInt8] = []

        mutating func append<T: FixedWidthInteger>(_ value: T) { bytes.appendLittleEndian(value) }

        /// Each string's end (after the ones before it), then every string's UTF-8.
        mutating func strings(_ values: [String]) {
            var end: Int64 = 0
            for value in values {
                end += Int64(value.utf8.count)
                append(end)
            }
            for value in values { bytes.append(contentsOf: value.utf8) }
        }
    }
}

extension ByteReader {
    /// `count` strings written by `Writer.strings`.
    mutating func strings(_ count: Int) -> [String]? {
        guard let ends = ends(count, as: Int64.self)?.map(Int.init), let text = take(ends.last ?? 0) else { return nil }
        var strings: [String] = []
        strings.reserveCapacity(count)
        text.withUnsafeBufferPointer { text in
            var start = 0
            for end in ends {
                strings.append(String(decoding: UnsafeBufferPointer(rebasing: text[start..<end]), as: UTF8.self))
                start = end
            }
        }
        return strings
    }
}
