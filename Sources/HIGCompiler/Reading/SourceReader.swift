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
        if let reason = NonPageFile.reason(forName: input.relativePath) {
            return Self.notAPage(input.path, reason, diagnostics: [], titleLinks: Self.titleLinks(input))
        }
        let sha = Hashing.sha256Hex(input.bytes)
        var diagnostics: [Diagnostic] = []
        var text: String
        switch SourceDecoder(path: input.path, isKnownText: input.isKnownText).decode(input.bytes) {
        case .skipped(let reason, let diagnostic):
            return (.skipped(SkippedSource(path: input.path, reason: reason, diagnostic: diagnostic.id)), [diagnostic])
        case .text(let decoded, let notes):
            text = decoded
            diagnostics += notes
        }
        var lines = Lines.split(text)
        var repeated: [Substring]?
        if let once = RepeatedText.collapse(lines: lines) {
            repeated = lines
            text = once.text
            lines = Lines.split(text)
            diagnostics.append(Diagnostic(.warning, "hig.input.repeated-text",
                                          "the file holds the same page text \(once.copies) times over; compiled once",
                                          at: SourceLocation(path: input.path, line: once.secondCopyLine)))
        }
        if let reason = FormatDetector.foreignShape(lines) {
            return Self.notAPage(input.path, reason, diagnostics: diagnostics)
        }
        let format: SourceFormat
        switch FormatDetector.detect(lines) {
        case .notAPage(let reason):
            let diagnostic = Diagnostic(.warning, "hig.input.not-a-page", "not a guideline page (\(reason)); skipped", at: SourceLocation(path: input.path, line: 1))
            return (.skipped(SkippedSource(path: input.path, reason: "not a page: \(reason)", diagnostic: diagnostic.id)), diagnostics + [diagnostic])
        case .page(let detected):
            format = detected
        }
        var page = RawPage(path: input.path, format: format, sha256: sha, titleLine: nil, blocks: [], relativePath: input.relativePath)
        switch format {
        case .bilingualMarkdown, .englishMarkdown:
            if let rejection = parserGuard.check(text, path: input.path) {
                return (.skipped(SkippedSource(path: input.path, reason: "unsafe to parse: \(rejection.message)", diagnostic: rejection.id)), diagnostics + [rejection])
            }
            if let reason = NonPageFile.reason(forContent: lines) {
                return Self.notAPage(input.path, reason, diagnostics: diagnostics, titleLinks: TitleLinks.find(in: text))
            }
            let result = MarkdownReader(path: input.path).read(text, lines: lines)
            page.titleLine = result.titleLine
            page.blocks = result.blocks
            page.frontMatter = result.frontMatter
            diagnostics += result.diagnostics
        case .koreanMarkdown:
            if let rejection = parserGuard.check(text, path: input.path) {
                return (.skipped(SkippedSource(path: input.path, reason: "unsafe to parse: \(rejection.message)", diagnostic: rejection.id)), diagnostics + [rejection])
            }
            let result = KoreanMarkdownReader(path: input.path).read(text, lines: lines)
            (page.titleLine, page.koreanTitle, page.frontMatter) = (result.titleLine, result.koreanTitle, result.frontMatter)
            // A translator names the file after Apple's page (`immersive-experiences.md`) and titles it as they like
            // (`# Immersive Experience`): the path names the page when it can.
            if PathName(relativePath: input.relativePath) != nil { page.titleLine = nil }
            diagnostics += result.diagnostics
            // The translator's blocks are kept as written: the joins and repairs below read Apple's English.
            page.blocks = result.blocks
            page.shape = PageShape.of(page.blocks)
            page.korean = KoreanLines.account(lines, title: result.titleLines, blocks: page.blocks, format: format, diagnostics: diagnostics)
            return (.page(page), diagnostics)
        case .interleavedText:
            if let reason = NonPageFile.reason(forContent: lines) {
                return Self.notAPage(input.path, reason, diagnostics: diagnostics)
            }
            let result = InterleavedTextReader(path: input.path).read(lines: lines)
            page.blocks = result.blocks
            page.changeLog = result.changeLog
            diagnostics += result.diagnostics
        }
        page.blocks = CaptionMarker.mark(BoldMarkerRepair.repair(HardWrapJoiner.join(page.blocks)))
        page.shape = PageShape.of(page.blocks)
        if page.shape == .noProse {
            return Self.notAPage(input.path, "no sentence of guideline prose under its title", diagnostics: diagnostics)
        }
        page.korean = KoreanLines.account(lines, title: page.titleLine?.lines, blocks: page.blocks, format: format, diagnostics: diagnostics)
        if let repeated { page.korean.addRepeats(of: repeated) }
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
