/// A source file as lines of its own bytes: the encoding, the byte order mark and each line's end (LF, CRLF or
/// CR) are kept, so an edit rewrites only the lines it replaces and every other byte stays as it was.
///
/// This is hig's one rule for counting a file's lines (`lineEndLength`): a CR LF pair, a lone CR or an LF ends a
/// line. The compiler's decoder turns each such end into one LF, the QA checks place findings on these lines and
/// `hig import` edits them, so line `n` here is line `n` of every diagnostic and corpus location.
package struct SourceLines: Sendable {
    /// The encodings `SourceDecoder` reads, and so the ones an edit writes back.
    package enum TextEncoding: Equatable, Sendable {
        case utf8
        case utf16(bigEndian: Bool)
    }

    /// One line: its text and its line end, as byte ranges of the file.
    package struct Line: Sendable {
        package var text: Range<Int>
        package var end: Range<Int>
    }

    package let bytes: [UInt8]
    package let encoding: TextEncoding
    /// Bytes of the byte order mark, kept in front of line 1.
    package let bomLength: Int
    package let lines: [Line]

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        let start: Int
        switch SourceEncoding.sniff(bytes) {
        case .utf8(let bom):
            encoding = .utf8
            start = bom
        case .utf16(let bigEndian, let bom):
            encoding = .utf16(bigEndian: bigEndian)
            start = bom
        }
        bomLength = start
        lines = Self.split(bytes, from: start, encoding: encoding)
    }

    /// The number of lines; a file that ends with a line end has an empty last line, as `Lines.split` gives.
    package var count: Int { lines.count }

    /// The text of line `number` (1-based) without its line end, decoded but not cleaned.
    package func text(_ number: Int) -> String {
        decode(lines[number - 1].text)
    }

    /// The line end of line `number` (1-based): `"\n"`, `"\r\n"`, `"\r"`, or `""` for a last line without one.
    package func lineEnd(_ number: Int) -> String {
        decode(lines[number - 1].end)
    }

    /// The file's own line end: the first one it uses, LF for a file of one line.
    package var usualLineEnd: String {
        lines.first { !$0.end.isEmpty }.map { decode($0.end) } ?? "\n"
    }

    /// The bytes of the file with `edits` applied; the lines no edit touches keep their bytes.
    package func applying(_ edits: [LineEdit]) throws -> [UInt8] {
        let sorted = edits.sorted { ($0.lines.lowerBound, $0.lines.upperBound) < ($1.lines.lowerBound, $1.lines.upperBound) }
        for (a, b) in zip(sorted, sorted.dropFirst()) where b.lines.lowerBound < a.lines.upperBound || (a.lines == b.lines && a.lines.isEmpty) {
            throw LineEditError("two edits touch line \(b.lines.lowerBound + 1)")
        }
        var out = Array(bytes[0..<bomLength])
        out.reserveCapacity(bytes.count + 256)
        var next = 0
        for edit in sorted {
            guard edit.lines.lowerBound >= 0, edit.lines.upperBound <= lines.count else {
                throw LineEditError("line \(edit.lines.upperBound) is past the end of the file (\(lines.count) lines)")
            }
            while next < edit.lines.lowerBound {
                let line = lines[next]
                out += bytes[line.text.lowerBound..<line.end.upperBound]
                next += 1
            }
            if edit.lines.isEmpty {
                insert(edit.replacement, before: edit.lines.lowerBound, into: &out)
            } else {
                replace(edit.lines, with: edit.replacement, into: &out)
                next = edit.lines.upperBound
            }
        }
        while next < lines.count {
            let line = lines[next]
            out += bytes[line.text.lowerBound..<line.end.upperBound]
            next += 1
        }
        return out
    }

    /// New lines take the line end of the first line they replace; the last keeps the last replaced line's end.
    private func replace(_ range: Range<Int>, with replacement: [String], into out: inout [UInt8]) {
        let firstEnd = lines[range.lowerBound].end.isEmpty ? usualLineEnd : decode(lines[range.lowerBound].end)
        let lastEnd = decode(lines[range.upperBound - 1].end)
        for (index, text) in replacement.enumerated() {
            out += encode(text + (index == replacement.count - 1 ? lastEnd : firstEnd))
        }
    }

    /// Inserted lines take the line end of the line above them; after a last line without one, that line gets one.
    private func insert(_ replacement: [String], before index: Int, into out: inout [UInt8]) {
        guard !replacement.isEmpty else { return }
        let above = index > 0 ? lines[index - 1] : nil
        let end = above.flatMap { $0.end.isEmpty ? nil : decode($0.end) } ?? usualLineEnd
        if let above, above.end.isEmpty {
            // Inserting after the last line, which has no line end: it gets one, the new last line none.
            out += encode(end)
            for (position, text) in replacement.enumerated() {
                out += encode(text + (position == replacement.count - 1 ? "" : end))
            }
            return
        }
        for text in replacement { out += encode(text + end) }
    }

    private func decode(_ range: Range<Int>) -> String {
        switch encoding {
        case .utf8:
            return String(decoding: bytes[range], as: UTF8.self)
        case .utf16(let bigEndian):
            return SourceEncoding.utf16ToUTF8(bytes[range], bigEndian: bigEndian)
        }
    }

    /// `text` in the file's encoding (no BOM).
    package func encode(_ text: String) -> [UInt8] {
        switch encoding {
        case .utf8:
            return Array(text.utf8)
        case .utf16(let bigEndian):
            var out: [UInt8] = []
            out.reserveCapacity(text.utf16.count * 2)
            for unit in text.utf16 {
                let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
                out += bigEndian ? [high, low] : [low, high]
            }
            return out
        }
    }

    /// How many code units of line end start with `code` (followed by `next`): 2 for CR LF, 1 for a lone CR or an
    /// LF, 0 when `code` ends no line. The same for UTF-8 bytes and UTF-16 code units.
    @inlinable package static func lineEndLength<Unit: FixedWidthInteger>(_ code: Unit, next: Unit?) -> Int {
        if code == 0x0A { return 1 }
        guard code == 0x0D else { return 0 }
        return next == 0x0A ? 2 : 1
    }

    /// Every line's text (`text(_:)` for lines 1 through `count`).
    package var texts: [String] {
        lines.map { decode($0.text) }
    }

    /// Splits at the line ends `lineEndLength` finds.
    private static func split(_ bytes: [UInt8], from start: Int, encoding: TextEncoding) -> [Line] {
        let width: Int
        let unit: (Int) -> UInt16
        switch encoding {
        case .utf8:
            width = 1
            unit = { UInt16(bytes[$0]) }
        case .utf16(let bigEndian):
            width = 2
            unit = { bigEndian ? UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) : UInt16(bytes[$0 + 1]) << 8 | UInt16(bytes[$0]) }
        }
        var lines: [Line] = []
        var lineStart = start
        var index = start
        while index + width <= bytes.count {
            let length = lineEndLength(unit(index), next: index + 2 * width <= bytes.count ? unit(index + width) : nil)
            if length > 0 {
                let end = index + length * width
                lines.append(Line(text: lineStart..<index, end: index..<end))
                lineStart = end
                index = end
            } else {
                index += width
            }
        }
        lines.append(Line(text: lineStart..<bytes.count, end: bytes.count..<bytes.count))
        return lines
    }
}

/// Replaces lines of a source: `lines` are 0-based indices; an empty range inserts before its index.
package struct LineEdit: Equatable, Sendable {
    package var lines: Range<Int>
    /// The new lines, without line ends.
    package var replacement: [String]

    package init(lines: Range<Int>, replacement: [String]) {
        self.lines = lines
        self.replacement = replacement
    }
}

/// Why a set of line edits cannot be applied.
package struct LineEditError: Error, CustomStringConvertible {
    package var description: String
    init(_ description: String) { self.description = description }
}
