import HIGText

/// `hig import` into a Korean-only page: refused. Such a page is a translator's own text, aligned to Apple's English
/// only when the build has both (`CrossFileAligner`); a correction there belongs to its translator's repository.
struct KoreanOnlyRewriter: KoreanRewriter {
    func replace(_ korean: KoreanText, with text: String, in source: SourceLines) throws -> [LineEdit] {
        throw RewriteRefusal("the page is a Korean-only translation (markdown-korean); correct it in its own repository")
    }

    func add(_ text: String, to block: RawBlock, in source: SourceLines) throws -> [LineEdit] {
        throw RewriteRefusal("the page is a Korean-only translation (markdown-korean); it has no English block to add Korean under")
    }
}
