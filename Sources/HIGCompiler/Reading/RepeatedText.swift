import HIGCorpus

/// A file that holds one page's text many times over (an export script that appended the page again on every
/// run): it compiles to the page once. Found from the text's structure before anything else reads it: the
/// file's first line (its title), or failing that the body's first line (the body repeated under one title),
/// recurs, and every stretch it opens is the same text.
enum RepeatedText {
    /// Characters a marker line must have, so that a separator (`---`) or a one-letter line never counts as one.
    static let minimumMarkerLength = 3

    /// One copy of the text, how many copies the file held and the line the second starts on; `nil` when the
    /// text is not repeated.
    static func collapse(_ text: String) -> (text: String, copies: Int, secondCopyLine: Int)? {
        collapse(lines: Lines.split(text))
    }

    /// `collapse(text)` for a caller that has split the text already (`Lines.split`).
    static func collapse(lines: [Substring]) -> (text: String, copies: Int, secondCopyLine: Int)? {
        // The title's first line, then the body's (a Setext underline is part of the title).
        var markers: [Int] = []
        for index in lines.indices where !core(lines[index]).isEmpty && !core(lines[index]).allSatisfy({ $0 == "=" || $0 == "-" }) {
            markers.append(index)
            if markers.count == 2 { break }
        }
        for markerIndex in markers {
            let marker = core(lines[markerIndex])
            guard marker.utf8.count >= minimumMarkerLength else { continue }
            let starts = lines.indices.filter { $0 >= markerIndex && lines[$0].utf8.count >= marker.utf8.count && core(lines[$0]) == marker }
            guard starts.count >= 2 else { continue }
            let copies = starts.indices.map { k in
                withoutBlankTail(lines[starts[k]..<(k + 1 < starts.count ? starts[k + 1] : lines.count)])
            }
            guard copies.dropFirst().allSatisfy({ $0.elementsEqual(copies[0]) }) else { return nil }
            let kept = Array(lines[..<starts[0]]) + Array(copies[0])
            return (kept.joined(separator: "\n") + "\n", starts.count, starts[1] + 1)
        }
        return nil
    }

    /// The line without surrounding spaces, tabs or carriage returns; no copy is made.
    private static func core(_ line: Substring) -> Substring {
        let utf8 = line.utf8
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
        guard let first = utf8.firstIndex(where: { !isSpace($0) }), let last = utf8.lastIndex(where: { !isSpace($0) }) else {
            return line[line.endIndex...]
        }
        return line[first...last]
    }

    private static func withoutBlankTail(_ lines: ArraySlice<Substring>) -> ArraySlice<Substring> {
        var end = lines.endIndex
        while end > lines.startIndex, core(lines[end - 1]).isEmpty { end -= 1 }
        return lines[lines.startIndex..<end]
    }
}
