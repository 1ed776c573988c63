import HIGText

/// The source lines of one English block in a newer copy (an English export), so `hig import` can write the current
/// English over an outdated block's old English in the bilingual file, markup and links as the export has them.
public enum EnglishSourceBlock {
    /// The lines of the block starting at `line` whose English reads `english`, trailing blank lines dropped; `nil`
    /// when the file does not read as a page or has no such block there.
    public static func lines(of english: String, at line: Int, in bytes: [UInt8], path: String) -> [String]? {
        guard case .page(let page) = SourceReader().read(SourceInput(path: path, bytes: bytes)).0,
              let block = page.blocks.first(where: { $0.line == line && $0.english.text == english }), block.korean == nil else { return nil }
        let source = SourceLines(bytes)
        var end = min(block.endLine, source.count)
        while end > block.line && source.text(end).trimmingCharacters(in: .whitespaces).isEmpty { end -= 1 }
        return (block.line...end).map { source.text($0) }
    }
}
