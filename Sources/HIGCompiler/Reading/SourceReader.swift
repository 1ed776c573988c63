import HIGCorpus
import HIGText

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
        if let reason = NonPageFile.reason(forName: input.relativePath) {
            return Self.notAPage(input.path, reason, diagnostics: [], titleLinks: Self.titleLinks(input))
        }
        let sha = Hashing.sha256Hex(input.bytes)
        var diagnostics: [Diagnostic] = []
        let source: DecodedSource
        switch SourceDecoder(path: input.path, isKnownText: input.isKnownText).decode(input.bytes) {
        case .skipped(let reason, let diagnostic):
            return (.skipped(SkippedSource(path: input.path, reason: reason, diagnostic: diagnostic.id)), [diagnostic])
        case .text(let decoded, let notes):
            diagnostics += notes
            source = Self.collapsingRepeats(decoded, path: input.path, diagnostics: &diagnostics)
        }
        if let reason = FormatDetector.foreignShape(source.lines) {
            return Self.notAPage(input.path, reason, diagnostics: diagnostics)
        }
        let format: SourceFormat
        switch FormatDetector.detect(source.lines) {
        case .notAPage(let reason):
            let diagnostic = Diagnostic(.warning, "hig.input.not-a-page", "not a guideline page (\(reason)); skipped", at: SourceLocation(path: input.path, line: 1))
            return (.skipped(SkippedSource(path: input.path, reason: "not a page: \(reason)", diagnostic: diagnostic.id)), diagnostics + [diagnostic])
        case .page(let detected):
            format = detected
        }
        var page = RawPage(path: input.path, format: format, sha256: sha, titleLine: nil, blocks: [], relativePath: input.relativePath)
        switch format {
        case .bilingualMarkdown, .englishMarkdown:
            if let skipped = readMarkdown(source, into: &page, diagnostics: &diagnostics) { return skipped }
        case .koreanMarkdown:
            return readKoreanMarkdown(source, page: page, diagnostics: diagnostics)
        case .interleavedText:
            if let reason = NonPageFile.reason(forContent: source.lines) {
                return Self.notAPage(input.path, reason, diagnostics: diagnostics)
            }
            let result = InterleavedTextReader(path: input.path).read(lines: source.lines)
            page.blocks = result.blocks
            page.changeLog = result.changeLog
            diagnostics += result.diagnostics
        }
        return Self.finish(page, source: source, diagnostics: diagnostics)
    }

    /// A file's text, once decoded, and its lines.
    private struct DecodedSource {
        var text: String
        var lines: [Substring]
        /// The lines as the file holds them when it repeats its page text (`RepeatedText`): the text is one copy.
        var repeated: [Substring]?
    }

    /// The decoded text, cut to one copy (with a warning) when the file holds the same page text several times.
    private static func collapsingRepeats(_ text: String, path: String, diagnostics: inout [Diagnostic]) -> DecodedSource {
        let lines = Lines.split(text)
        guard let once = RepeatedText.collapse(lines: lines) else { return DecodedSource(text: text, lines: lines) }
        diagnostics.append(Diagnostic(.warning, "hig.input.repeated-text",
                                      "the file holds the same page text \(once.copies) times over; compiled once",
                                      at: SourceLocation(path: path, line: once.secondCopyLine)))
        return DecodedSource(text: once.text, lines: Lines.split(once.text), repeated: lines)
    }

    /// Bilingual or English Markdown, guarded first: the page's title, blocks and front matter, or why it was skipped.
    private func readMarkdown(_ source: DecodedSource, into page: inout RawPage, diagnostics: inout [Diagnostic]) -> (Outcome, [Diagnostic])? {
        if let rejection = parserGuard.check(source.text, path: page.path) {
            return (.skipped(SkippedSource(path: page.path, reason: "unsafe to parse: \(rejection.message)", diagnostic: rejection.id)), diagnostics + [rejection])
        }
        if let reason = NonPageFile.reason(forContent: source.lines) {
            return Self.notAPage(page.path, reason, diagnostics: diagnostics, titleLinks: TitleLinks.find(in: source.text))
        }
        let result = MarkdownReader(path: page.path).read(source.text, lines: source.lines)
        page.titleLine = result.titleLine
        page.blocks = result.blocks
        page.frontMatter = result.frontMatter
        diagnostics += result.diagnostics
        return nil
    }

    /// A Korean-only human translation, guarded first; its blocks are final (no joins or repairs).
    private func readKoreanMarkdown(_ source: DecodedSource, page: RawPage, diagnostics: [Diagnostic]) -> (Outcome, [Diagnostic]) {
        if let rejection = parserGuard.check(source.text, path: page.path) {
            return (.skipped(SkippedSource(path: page.path, reason: "unsafe to parse: \(rejection.message)", diagnostic: rejection.id)), diagnostics + [rejection])
        }
        var page = page
        var diagnostics = diagnostics
        let result = KoreanMarkdownReader(path: page.path).read(source.text, lines: source.lines)
        (page.titleLine, page.koreanTitle, page.frontMatter) = (result.titleLine, result.koreanTitle, result.frontMatter)
        // A translator names the file after Apple's page (`immersive-experiences.md`) and titles it as they like
        // (`# Immersive Experience`): the path names the page when it can.
        if PathName(relativePath: page.relativePath) != nil { page.titleLine = nil }
        diagnostics += result.diagnostics
        // The translator's blocks are kept as written: the joins and repairs below read Apple's English.
        page.blocks = result.blocks
        page.shape = PageShape.of(page.blocks)
        page.korean = KoreanLines.account(source.lines, title: result.titleLines, blocks: page.blocks, format: page.format, diagnostics: diagnostics)
        return (.page(page), diagnostics)
    }

    /// English-led blocks after reading: hard wraps joined, bold markers repaired, captions marked; a page with no
    /// prose is no page; the Korean lines accounted for.
    private static func finish(_ page: RawPage, source: DecodedSource, diagnostics: [Diagnostic]) -> (Outcome, [Diagnostic]) {
        var page = page
        page.blocks = CaptionMarker.mark(BoldMarkerRepair.repair(HardWrapJoiner.join(page.blocks)))
        page.shape = PageShape.of(page.blocks)
        if page.shape == .noProse {
            return Self.notAPage(page.path, "no sentence of guideline prose under its title", diagnostics: diagnostics)
        }
        page.korean = KoreanLines.account(source.lines, title: page.titleLine?.lines, blocks: page.blocks, format: page.format, diagnostics: diagnostics)
        if let repeated = source.repeated { page.korean.addRepeats(of: repeated) }
        return (.page(page), diagnostics)
    }

    /// A file recognised as something other than a page (a README, code, a log): skipped with a note, keeping the
    /// Korean titles its links give pages (`TitleLinks`).
    private static func notAPage(_ path: String, _ reason: String, diagnostics: [Diagnostic], titleLinks: [TitleLink] = []) -> (Outcome, [Diagnostic]) {
        let diagnostic = Diagnostic(.note, "hig.input.not-a-page", "not a guideline page (\(reason)); skipped", at: SourceLocation(path: path, line: 1))
        return (.skipped(SkippedSource(path: path, reason: "not a page: \(reason)", diagnostic: diagnostic.id, titleLinks: titleLinks)), diagnostics + [diagnostic])
    }

    /// The title links of a repository document written in Markdown (a README's table of contents); none for code,
    /// configuration or a file that does not decode as text.
    private static func titleLinks(_ input: SourceInput) -> [TitleLink] {
        let name = input.relativePath.split(separator: "/").last.map { $0.lowercased() } ?? ""
        guard name.hasSuffix(".md") || name.hasSuffix(".markdown") || !name.contains(".") else { return [] }
        guard case .text(let text, _) = SourceDecoder(path: input.path, isKnownText: input.isKnownText).decode(input.bytes) else { return [] }
        return TitleLinks.find(in: text)
    }
}
