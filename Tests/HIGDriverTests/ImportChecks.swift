import Foundation
@testable import HIGCompiler
import HIGCorpus
import HIGExchange
import HIGText

/// What an import must leave behind, checked after the property test's and the real corpus's imports.
enum ImportChecks {
    /// A unit and the correction imported for it.
    struct Target {
        var unit: ExchangeUnit
        var korean: String
    }

    /// Every block reads as before except the targeted ones, whose Korean is the correction.
    static func compareCorpora(_ before: Corpus, _ after: Corpus, targets: [String: Target]) -> [String] {
        guard before.pages.map(\.id) == after.pages.map(\.id) else { return ["pages changed: \(before.pages.map(\.id)) → \(after.pages.map(\.id))"] }
        var failures: [String] = []
        for (old, new) in zip(before.pages, after.pages) {
            guard old.blocks.map(\.id) == new.blocks.map(\.id), old.blocks.map(\.text.en) == new.blocks.map(\.text.en) else {
                failures.append("the blocks of \(old.id) changed")
                continue
            }
            for (a, b) in zip(old.blocks, new.blocks) {
                let key = "\(old.id)#\(a.id)"
                let expected = targets[key].map { $0.korean.precomposedStringWithCanonicalMapping.trimmingCharacters(in: .whitespaces) } ?? a.text.ko
                if b.text.ko != expected { failures.append("\(key): Korean is \(b.text.ko ?? "nil"), expected \(expected ?? "nil")") }
            }
        }
        return failures
    }

    /// The file keeps its encoding and byte order mark, and every line that held no targeted Korean keeps its
    /// bytes and line end, in order; the only new lines carry a correction or a piece of one (or are an empty `>`).
    static func compareBytes(_ old: [UInt8], _ new: [UInt8], path: String, targets: [Target]) -> [String] {
        if targets.isEmpty { return old == new ? [] : ["\(path) changed, but no edit was for it"] }
        let before = SourceLines(old), after = SourceLines(new)
        guard before.encoding == after.encoding, old.prefix(before.bomLength) == new.prefix(after.bomLength) else { return ["\(path) changed encoding"] }
        guard case .page(let page) = SourceReader().read(SourceInput(path: path, bytes: old)).0 else { return ["\(path) does not read"] }
        var editable: Set<Int> = []
        for target in targets {
            guard let line = target.unit.translationSource?.line else { continue }
            for block in page.blocks where block.korean?.line == line { editable.formUnion(block.korean!.pieces.flatMap { Array($0) }) }
        }
        let corrections = Set(targets.map { $0.korean.precomposedStringWithCanonicalMapping.trimmingCharacters(in: .whitespaces) })
        func raw(_ lines: SourceLines, _ index: Int) -> ArraySlice<UInt8> { lines.bytes[lines.lines[index].text.lowerBound..<lines.lines[index].end.upperBound] }
        var next = 0
        var failures: [String] = []
        // The last line gains a line end when a translation is added after it; it keeps its text.
        func same(_ index: Int, _ other: Int) -> Bool {
            index == before.count - 1 && before.lines[index].end.isEmpty
                ? before.bytes[before.lines[index].text] == after.bytes[after.lines[other].text]
                : raw(before, index) == raw(after, other)
        }
        for index in 0..<before.count where !editable.contains(index + 1) {
            let kept = raw(before, index)
            while next < after.count, !same(index, next), !kept.isEmpty || next + 1 < after.count {
                let added = after.text(next + 1)
                let text = (page.format == .interleavedText ? added : unescaped(String(added.dropFirst(MarkdownKoreanRewriter.marker(of: added).count))))
                    .precomposedStringWithCanonicalMapping
                let isMarker = added.allSatisfy { $0 == ">" || $0 == " " || $0 == "-" }
                let part = text.trimmingCharacters(in: .whitespaces)
                if !isMarker && !corrections.contains(where: { !part.isEmpty && $0.contains(part) }) { failures.append("\(path): line \(next + 1) “\(added)” is neither kept nor a correction") }
                next += 1
            }
            if next >= after.count, !(kept.isEmpty && index == before.count - 1) {
                failures.append("\(path): line \(index + 1) “\(before.text(index + 1))” is gone")
                break
            }
            next += 1
        }
        return failures
    }

    /// The plain text cmark reads from a line of Korean: escapes removed, formatting (bold, italics, code, links)
    /// reduced to its text, as the reader reads a block's Korean.
    private static func unescaped(_ text: String) -> String {
        MarkdownKoreanRewriter.plainText(text)
    }
}
