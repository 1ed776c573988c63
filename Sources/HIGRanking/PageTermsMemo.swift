import HIGText
import HIGTokenizer

/// Remembers each page's index terms (`PageTerms`) from earlier builds, by the digest of the page's ranking view, and
/// the last build's whole index, so a rebuild indexes only the pages whose text changed and updates the last index by
/// their difference. `hig build` keeps the entries in its build cache.
package protocol PageTermsMemo: Sendable {
    /// A key naming `material` (a cryptographic hash: a page's terms are taken by it unchecked).
    func digest(_ material: [UInt8]) -> String
    /// The entry stored under `key` by an earlier build, if any and intact.
    func load(_ key: String) -> [UInt8]?
    /// Stores an entry; a failure only costs a later build the indexing.
    func save(_ key: String, _ entry: [UInt8])
    /// Keeps the entries under `keys` for the next build without reading them: the terms of pages this build did not
    /// need, which the next one takes out of the index when those pages change.
    func retain(_ keys: [String])
    /// The index the last build kept (`keepIndex`), if any and intact.
    func lastIndex() -> RankingIndex?
    /// Keeps this build's index for the next; a failure only costs the next build a whole merge.
    func keepIndex(_ index: RankingIndex)
}

extension PageTermsMemo {
    /// The key a page's terms are kept under: named by its `termsDigest`.
    func key(ofTerms digest: String) -> String { self.digest(Array(digest.utf8)) }

    package func retain(_ keys: [String]) {}
    package func lastIndex() -> RankingIndex? { nil }
    package func keepIndex(_ index: RankingIndex) {}
}

/// A page's terms, from the memo when there is one.
enum PageTermsMemoUse {
    /// The terms `memo` holds for `page` (whose `termsDigest` is `digest`), else counted with `scanner` and kept there.
    static func terms(of page: RankingPage, digest: String, memo: (any PageTermsMemo)?, scanner: inout TokenScanner) -> PageTerms {
        guard let memo else { return PageTerms(page, scanner: &scanner) }
        let key = memo.key(ofTerms: digest)
        if let terms = stored(key, in: memo) { return terms }
        let terms = PageTerms(page, scanner: &scanner)
        memo.save(key, PageTermsCoding.encode(terms))
        return terms
    }

    /// The terms stored under `key`, if any and intact.
    static func stored(_ key: String, in memo: any PageTermsMemo) -> PageTerms? {
        memo.load(key).flatMap(PageTermsCoding.decode)
    }
}

extension RankingPage {
    /// Everything a page's terms are made from, written unambiguously: each part's field and text (with its
    /// length), each block's ordinal, and the tokenizer's version. Not the page's id: its terms do not hold it.
    var termsMaterial: [UInt8] {
        var bytes = Array("hig-page-terms \(PageTermsCoding.version)\n".utf8)
        func append(_ value: Int) { bytes.appendLittleEndian(Int64(value)) }
        func append(_ part: Part) {
            append(part.field.rawValue)
            var text = part.text
            text.withUTF8 { utf8 in
                append(utf8.count)
                bytes.append(contentsOf: utf8)
            }
        }
        append(pageParts.count)
        for part in pageParts { append(part) }
        append(titleTerms.count)
        for term in titleTerms { append(Part(field: .title, text: term)) }
        append(blocks.count)
        for block in blocks {
            append(block.ordinal)
            append(block.parts.count)
            for part in block.parts { append(part) }
        }
        return bytes
    }

    /// The SHA-256 of `termsMaterial`: names the page's terms in the memo, and in `RankingIndex.pageDigests`.
    var termsDigest: String { Hashing.sha256Hex(termsMaterial) }
}

/// `PageTerms` as bytes and back, for `PageTermsMemo`: the keys (their ends, then their bytes), the lengths per
/// field, and the fragments (their ends, then their bytes), little-endian.
enum PageTermsCoding {
    /// Bumped whenever the terms a page gives or their coding change.
    static let version = 2

    static func encode(_ terms: PageTerms) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(terms.terms.bytes.count + terms.fragments.count + terms.terms.count * 8 + 64)
        func append<T: FixedWidthInteger>(_ value: T) { bytes.appendLittleEndian(value) }
        append(UInt32(terms.terms.count))
        for end in terms.terms.ends { append(end) }
        bytes.append(contentsOf: terms.terms.bytes)
        append(UInt32(terms.lengths.count))
        for length in terms.lengths { append(Int64(length)) }
        for end in terms.fragmentEnds { append(end) }
        bytes.append(contentsOf: terms.fragments)
        return bytes
    }

    /// The terms in `bytes`, or nil when they are not what `encode` writes.
    static func decode(_ bytes: [UInt8]) -> PageTerms? {
        var reader = ByteReader(bytes[...])
        guard let count = reader.read(UInt32.self).map(Int.init), count <= bytes.count,
              let keyEnds = reader.ends(count, as: Int32.self), let keys = reader.take(keyEnds.last.map(Int.init) ?? 0),
              let lengthCount = reader.read(UInt32.self).map(Int.init), lengthCount == RankingField.allCases.count else { return nil }
        let keyBytes = Array(keys)
        var table = InternTable(capacity: count)
        var start = 0
        for (expected, end) in keyEnds.enumerated() {
            let id = keyBytes[start..<Int(end)].withUnsafeBufferPointer { key in table.intern(key, hash: InternTable.hash(key)) }
            // Keys are distinct, so each takes the next id; a repeated one is not what `encode` wrote.
            guard id == expected else { return nil }
            start = Int(end)
        }
        var terms = PageTerms()
        terms.terms = PageKeys(table)
        guard terms.terms.count == count else { return nil }
        terms.lengths = []
        for _ in 0..<lengthCount {
            guard let length = reader.read(Int64.self) else { return nil }
            terms.lengths.append(Int(length))
        }
        guard let fragmentEnds = reader.ends(count, as: Int32.self), let fragments = reader.take(fragmentEnds.last.map(Int.init) ?? 0),
              reader.isAtEnd else { return nil }
        terms.fragmentEnds = fragmentEnds
        terms.fragments = Array(fragments)
        return terms
    }
}
