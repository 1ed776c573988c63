import HIGCorpus

/// The read pass for one file: decode, recognise the format, guard (Markdown only), read blocks (each reader aligns
/// English with Korean as it reads), join hard wraps, mark captions.
struct SourceReader {
    var parserGuard = ParserGuard()

    /// What became of one file.
    enum Outcome {
        case page(RawPage)
        case skipped(SkippedSource)
    }

    func read(_ input: SourceInput) -> (Outcome, [Diagnostic]) {
        let sha = Hashing.sha256Hex(input.bytes)
        var diagnostics: [Diagnostic] = []
        let text: String
        switch SourceDecoder(path: input.path).decode(input.bytes) {
        case .skipped(let reason, let diagnostic):
            return (.skipped(SkippedSource(path: input.path, reason: reason, diagnostic: diagnostic.id)), [diagnostic])
        case .text(let decoded, let notes):
            text = decoded
            diagnostics += notes
        }
        let lines = Lines.split(text)
        let format: SourceFormat
        switch FormatDetector.detect(lines) {
        case .notAPage(let reason):
            let diagnostic = Diagnostic(.warning, "hig.input.not-a-page", "not a guideline page (\(reason)); skipped", at: SourceLocation(path: input.path, line: 1))
            return (.skipped(SkippedSource(path: input.path, reason: "not a page: \(reason)", diagnostic: diagnostic.id)), diagnostics + [diagnostic])
        case .page(let detected):
            format = detected
        }
        var page = RawPage(path: input.path, format: format, sha256: sha, titleLine: nil, blocks: [])
        switch format {
        case .bilingualMarkdown, .englishMarkdown:
            if let rejection = parserGuard.check(text, path: input.path) {
                return (.skipped(SkippedSource(path: input.path, reason: "unsafe to parse: \(rejection.message)", diagnostic: rejection.id)), diagnostics + [rejection])
            }
            let result = MarkdownReader(path: input.path).read(text, lines: lines)
            page.titleLine = result.titleLine
            page.blocks = result.blocks
            diagnostics += result.diagnostics
        case .interleavedText:
            let result = InterleavedTextReader(path: input.path).read(lines: lines)
            page.blocks = result.blocks
            page.changeLog = result.changeLog
            diagnostics += result.diagnostics
        }
        page.blocks = CaptionMarker.mark(HardWrapJoiner.join(page.blocks))
        return (.page(page), diagnostics)
    }
}
