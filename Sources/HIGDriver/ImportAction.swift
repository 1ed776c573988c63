import Foundation
import HIGCompiler
import HIGCorpus
import HIGCheck
import HIGExchange

/// `hig import FILE.xliff|.po`: writes corrected Korean back into the sources, in place. Only the Korean lines of a
/// changed block are rewritten (the `> ` quote lines in bilingual Markdown, the Korean line in interleaved text);
/// each file is replaced atomically.
public struct ImportAction {
    public var file: String
    public var dryRun: Bool
    public var write: (String) -> Void

    public init(file: String, dryRun: Bool = false, write: @escaping (String) -> Void = DiagnosticConsole.standardError) {
        self.file = file
        self.dryRun = dryRun
        self.write = write
    }

    public func run() -> Int32 {
        let units: [ImportedUnit]
        do {
            guard let data = FileManager.default.contents(atPath: file) else { throw ExchangeParseError("cannot read the file") }
            units = file.lowercased().hasSuffix(".po") ? try POReader().read(String(decoding: data, as: UTF8.self)) : try XLIFFReader().read(data)
        } catch {
            write("\(file): error: \(error) [hig.import.unreadable]\n")
            return 1
        }
        var diagnostics: [Diagnostic] = []
        var edits: [String: [KoreanLineEdit]] = [:]
        var byPath: [String: [ImportedUnit]] = [:]
        for unit in units {
            guard let source = unit.source else {
                diagnostics.append(Diagnostic(.warning, "hig.import.no-location", "unit \(unit.pageID)#\(unit.blockID) has no source location; skipped"))
                continue
            }
            byPath[source.path, default: []].append(unit)
        }
        for path in byPath.keys.sorted() {
            let compilation = CorpusCompiler().compile(SourceDiscovery.discover([path]))
            guard let page = compilation.corpus.pages.first, let format = page.sources.first?.format,
                  let lines = LocationResolver.readLinesKeepingEnds(path) else {
                diagnostics.append(Diagnostic(.error, "hig.import.source-missing", "cannot read \(path) to import into"))
                continue
            }
            for unit in byPath[path]! {
                guard let block = page.blocks.first(where: { $0.id == unit.blockID && $0.source.line == unit.source?.line }) ?? page.blocks.first(where: { $0.id == unit.blockID }) else {
                    diagnostics.append(Diagnostic(.warning, "hig.import.block-missing", "block \(unit.blockID) is no longer in this file; skipped", at: unit.source))
                    continue
                }
                guard block.text.en == unit.en else {
                    diagnostics.append(Diagnostic(.warning, "hig.import.english-changed", "the English of block \(unit.blockID) changed since the export; skipped", at: block.source))
                    continue
                }
                let newKorean = (unit.ko ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
                guard !newKorean.isEmpty, newKorean != block.text.ko else { continue }
                guard let korean = block.translationSource else {
                    if let edit = KoreanLineEdit(lines: lines, addingAfterEnglishLine: block.source.line, format: format, korean: newKorean) {
                        edits[path, default: []].append(edit)
                    } else {
                        diagnostics.append(Diagnostic(.warning, "hig.import.untranslated",
                                                      "block \(unit.blockID) has no Korean yet and its English is not a single line; add the first translation by hand", at: block.source))
                    }
                    continue
                }
                if let edit = KoreanLineEdit(lines: lines, koreanLine: korean.line, format: format, korean: newKorean) {
                    edits[path, default: []].append(edit)
                } else {
                    diagnostics.append(Diagnostic(.warning, "hig.import.layout", "cannot find the Korean lines of block \(unit.blockID)", at: korean))
                }
            }
        }
        var changed = 0
        for path in edits.keys.sorted() {
            guard var lines = LocationResolver.readLinesKeepingEnds(path) else { continue }
            for edit in edits[path]!.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
                diagnostics.append(Diagnostic(.note, "hig.import.updated", edit.range.isEmpty
                                                ? "\(dryRun ? "would add" : "added") Korean after line \(edit.range.lowerBound)"
                                                : "\(dryRun ? "would replace" : "replaced") the Korean (lines \(edit.range.lowerBound + 1)–\(edit.range.upperBound))",
                                              at: SourceLocation(path: path, line: edit.range.lowerBound + 1)))
                lines.replaceSubrange(edit.range, with: edit.replacement)
                changed += 1
            }
            if !dryRun {
                do {
                    try Data(lines.joined().utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                } catch {
                    diagnostics.append(Diagnostic(.error, "hig.output.write-failed", "cannot write \(path): \(error.localizedDescription)"))
                }
            }
        }
        for diagnostic in diagnostics.sorted() { write(diagnostic.formatted + "\n") }
        write("hig import: \(changed) block\(changed == 1 ? "" : "s") \(dryRun ? "would change" : "changed") in \(edits.count) file\(edits.count == 1 ? "" : "s")\n")
        return diagnostics.contains { $0.severity == .error } ? 1 : 0
    }
}

/// Replaces the Korean lines of one block, keeping the file's markers and line ends.
struct KoreanLineEdit {
    /// Zero-based line indices replaced.
    var range: Range<Int>
    var replacement: [String]

    init?(lines: [String], koreanLine: Int, format: SourceFormat, korean: String) {
        let start = koreanLine - 1
        guard start >= 0, start < lines.count else { return nil }
        let first = lines[start]
        let ending = first.hasSuffix("\r\n") ? "\r\n" : (first.hasSuffix("\n") ? "\n" : "")
        let flattened = korean.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
        switch format {
        case .interleavedText:
            range = start..<(start + 1)
            replacement = [flattened + ending]
        case .bilingualMarkdown, .englishMarkdown:
            // The marker is what precedes the text: `> `, `- > `, `- >  `.
            let body = first.dropLast(ending.count)
            let marker = body.prefix { $0 == ">" || $0 == " " || $0 == "-" || $0 == "\t" }
            guard marker.contains(">") else { return nil }
            // Continuation lines of a hard-wrapped Korean paragraph: more `>` lines with text.
            var end = start + 1
            while end < lines.count {
                let line = lines[end].trimmingCharacters(in: .newlines)
                guard line.hasPrefix(">"), !line.dropFirst().trimmingCharacters(in: .whitespaces).isEmpty else { break }
                end += 1
            }
            range = start..<end
            replacement = [String(marker) + Self.escapeMarkdown(flattened) + ending]
        }
    }

    /// Adds Korean to a block that has none, after its English line: `> 한국어` and `>` in bilingual Markdown
    /// (`- > 한국어` under a list item), the Korean line in interleaved text. Only when the English is one line,
    /// followed by a blank line or the end, so the new lines cannot land inside a hard-wrapped paragraph.
    init?(lines: [String], addingAfterEnglishLine englishLine: Int, format: SourceFormat, korean: String) {
        let index = englishLine - 1
        guard index >= 0, index < lines.count else { return nil }
        let english = lines[index]
        let ending = english.hasSuffix("\r\n") ? "\r\n" : "\n"
        let flattened = korean.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
        let nextIsBlank = index + 1 >= lines.count || lines[index + 1].trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        let terminated = english.hasSuffix("\n") ? "" : ending
        switch format {
        case .interleavedText:
            range = (index + 1)..<(index + 1)
            replacement = [terminated + flattened + ending]
        case .bilingualMarkdown:
            guard nextIsBlank else { return nil }
            let isListItem = english.hasPrefix("- ") || english.hasPrefix("* ")
            range = (index + 1)..<(index + 1)
            replacement = isListItem
                ? [terminated + "- > " + Self.escapeMarkdown(flattened) + ending]
                : [terminated + "> " + Self.escapeMarkdown(flattened) + ending, ">" + ending]
        case .englishMarkdown:
            return nil
        }
    }

    /// Backslash-escapes characters Markdown would read as markup, so the text reads back unchanged.
    static func escapeMarkdown(_ text: String) -> String {
        var out = ""
        for character in text {
            if "\\*_`[]<".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }
}
