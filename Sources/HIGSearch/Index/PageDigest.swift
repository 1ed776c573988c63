import HIGCorpus
import HIGText

/// The digests `page_digests` keeps beside each page's rows, so a patch finds the pages whose rows changed without
/// reading rows back. Two kinds, one per way a writer is given its rows, each naming a page's rows unambiguously:
///
/// - `of(_:)`, of the rows themselves (every column but the id, in row order), when a writer is given rows;
/// - `ofSources(pages:rules:)`, of what `IndexEntryCollector` makes the rows from (the page's fields it reads and the
///   page's rules' fields it reads), when a build gives it the corpus: an unchanged page's rows are then neither
///   made nor hashed. Equal sources give equal rows only for the same collector, so its bytes start with
///   `sourceVersion`, and the build patches only a file the same hig wrote (the last build's record is kept in the
///   store, which another hig's build discards).
///
/// The bytes hashed name their values unambiguously: each integer as 8 little-endian bytes, each text with its length
/// first, a missing text told from an empty one by a flag, each list with its count first. Two different inputs
/// therefore never give the same bytes, and two different byte sequences give the same digest only through a SHA-256
/// collision, which nobody knows how to make.
enum PageDigest {
    /// The lowercase hex digest of `rows`, in order.
    static func of(_ rows: some Collection<IndexEntry>) -> String {
        var hasher = DigestBytes()
        hasher.add(rows.count)
        for row in rows {
            hasher.add(row.page)
            hasher.add(row.block)
            hasher.add(row.ordinal)
            hasher.add(row.rule)
            hasher.add(row.kind)
            hasher.add(row.platforms.joined(separator: " "))
            hasher.add(row.source.path)
            hasher.add(row.source.line)
            for column in SearchIndexSchema.Column.allCases { hasher.add(row.text(of: column)) }
            hasher.flushIfLong()
        }
        return hasher.finish()
    }

    /// Bumped whenever `IndexEntryCollector` makes other rows from the same sources, or reads another field.
    static let sourceVersion = 1

    /// The lowercase hex digest of the sources of one page's rows: the corpus pages of its id (one, or none for rules
    /// whose page is not in the corpus) and its rules, in order: every field `IndexEntryCollector` reads of them.
    static func ofSources(pages: some Collection<Page>, rules: some Collection<Rule>) -> String {
        var hasher = DigestBytes()
        hasher.add("hig-index-rows \(sourceVersion)")
        hasher.add(pages.count)
        for page in pages {
            hasher.add(page.id)
            hasher.add(page.title)
            hasher.add(page.blocks.count)
            for block in page.blocks {
                hasher.add(block.id)
                hasher.add(block.kind.rawValue)
                hasher.add(block.text.en)
                hasher.add(block.text.ko)
                hasher.add(block.section)
                hasher.add(block.source)
                hasher.flushIfLong()
            }
        }
        hasher.add(rules.count)
        for rule in rules {
            hasher.add(rule.id)
            hasher.add(rule.page)
            hasher.add(rule.block)
            hasher.add(rule.platforms)
            hasher.add(rule.text.en)
            hasher.add(rule.text.ko)
            hasher.add(rule.rationale.en)
            hasher.add(rule.rationale.ko)
            hasher.add(rule.section)
            hasher.add(rule.pageTitle)
            hasher.add(rule.source)
        }
        return hasher.finish()
    }

    /// Values written unambiguously, gathered a run at a time into one `SHA256Stream`.
    private struct DigestBytes {
        private let stream = SHA256Stream()
        private var buffer: [UInt8] = []

        mutating func add(_ value: Int) {
            buffer.appendLittleEndian(Int64(value))
        }

        mutating func add(_ text: String) {
            var text = text
            text.withUTF8 { bytes in
                add(bytes.count)
                buffer.append(contentsOf: bytes)
            }
        }

        mutating func add(_ text: String?) {
            add(text == nil ? 0 : 1)
            add(text ?? "")
        }

        mutating func add(_ texts: [String]) {
            add(texts.count)
            for text in texts { add(text) }
        }

        mutating func add(_ title: LocalizedTitle) {
            add(title.en)
            add(title.ko)
        }

        /// The path and line (the rows do not hold the column).
        mutating func add(_ source: SourceLocation) {
            add(source.path)
            add(source.line)
        }

        mutating func flushIfLong() {
            if buffer.count >= 1 << 16 { flush() }
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
