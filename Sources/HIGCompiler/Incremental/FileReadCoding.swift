import HIGCorpus

/// The read cache's entry format: a `FileRead` (and a merged group, `MergedGroupCoding`) as compact bytes, every field in declaration order (integers as
/// zigzag LEB128, strings as length and UTF-8, optionals and arrays with a count). JSON through `Codable` cost as
/// much CPU as reading the file afresh, which would leave the cache nothing to save.
/// `FileReadCodingTests` checks that every field comes back equal. Change `header` with the layout.
enum FileReadCoding: StoredKind {
    /// Names the entry's kind and layout: change it with the layout.
    static let header = "hig-read 6\n"

    static func encode(_ read: FileRead) -> [UInt8] {
        var out = CacheWriter()
        out.optional(read.page) { out, assembled in
            out.page(assembled.page)
            out.int(assembled.evidence.rawValue)
            out.shape(assembled.shape)
            out.array(assembled.places) { $0.string($1) }
            out.optional(assembled.exportRoot) { $0.string($1) }
            out.int(assembled.korean.count)
            out.array(assembled.korean.unread) { out, run in
                out.int(run.line)
                out.int(run.lines)
                out.string(run.reason)
                out.optional(run.diagnostic) { $0.string($1) }
            }
            out.array(assembled.korean.blockLines.sorted { $0.key < $1.key }) { out, entry in
                out.int(entry.key)
                out.int(entry.value)
            }
        }
        out.optional(read.skipped) { out, skipped in
            out.string(skipped.path)
            out.string(skipped.reason)
            out.string(skipped.diagnostic)
            out.optional(skipped.line) { $0.int($1) }
            out.optional(skipped.koreanLines) { $0.int($1) }
            out.array(skipped.titleLinks) { out, link in
                out.string(link.ko)
                out.string(link.en)
                out.string(link.target)
                out.int(link.line)
            }
        }
        out.array(read.diagnostics) { out, diagnostic in out.diagnostic(diagnostic) }
        return out.bytes
    }

    static func decode(_ bytes: ArraySlice<UInt8>) throws -> FileRead {
        var input = CacheReader(bytes: bytes)
        let page = try input.optional { input -> AssembledPage in
            let page = try input.page()
            guard let evidence = PageIdentity.NameEvidence(rawValue: try input.int()) else { throw CacheReader.Malformed() }
            var assembled = AssembledPage(page: page, evidence: evidence, shape: try input.shape(), places: try input.array { try $0.string() },
                                          exportRoot: try input.optional { try $0.string() })
            assembled.korean.count = try input.int()
            assembled.korean.unread = try input.array { input in
                KoreanLines.UnreadKorean(line: try input.int(), lines: try input.int(), reason: try input.string(),
                                         diagnostic: try input.optional { try $0.string() })
            }
            for (line, lines) in try input.array({ input in (try input.int(), try input.int()) }) { assembled.korean.blockLines[line] = lines }
            return assembled
        }
        let skipped = try input.optional { input in
            SkippedSource(path: try input.string(), reason: try input.string(), diagnostic: try input.string(),
                          line: try input.optional { try $0.int() }, koreanLines: try input.optional { try $0.int() },
                          titleLinks: try input.array { input in
                              TitleLink(ko: try input.string(), en: try input.string(), target: try input.string(), line: try input.int())
                          })
        }
        let diagnostics = try input.array { input in try input.diagnostic() }
        guard input.isAtEnd else { throw CacheReader.Malformed() }
        return FileRead(page: page, skipped: skipped, diagnostics: diagnostics)
    }
}

/// Writes the read cache's entry format.
struct CacheWriter {
    var bytes: [UInt8] = []

    mutating func int(_ value: Int) {
        var zigzag = UInt64(bitPattern: Int64((value << 1) ^ (value >> 63)))
        while zigzag >= 0x80 {
            bytes.append(UInt8(zigzag & 0x7F) | 0x80)
            zigzag >>= 7
        }
        bytes.append(UInt8(zigzag))
    }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func double(_ value: Double) {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes += $0 }
    }

    mutating func string(_ value: String) {
        int(value.utf8.count)
        bytes += value.utf8
    }

    mutating func optional<T>(_ value: T?, _ write: (inout CacheWriter, T) -> Void) {
        bool(value != nil)
        if let value { write(&self, value) }
    }

    mutating func array<T>(_ values: [T], _ write: (inout CacheWriter, T) -> Void) {
        int(values.count)
        for value in values { write(&self, value) }
    }

    mutating func location(_ location: SourceLocation) {
        string(location.path)
        int(location.line)
        int(location.column)
    }

    mutating func bilingual(_ text: BilingualText) {
        string(text.en)
        optional(text.ko) { $0.string($1) }
    }

    mutating func diagnostic(_ diagnostic: Diagnostic) {
        string(diagnostic.severity.rawValue)
        string(diagnostic.id)
        string(diagnostic.message)
        optional(diagnostic.location) { $0.location($1) }
    }

    mutating func page(_ page: Page) {
        string(page.id)
        string(page.title.en)
        optional(page.title.ko) { $0.string($1) }
        optional(page.title.derivedKo) { $0.string($1) }
        string(page.category)
        array(page.sources) { out, source in
            out.string(source.path)
            out.string(source.format.rawValue)
            out.string(source.sha256)
            out.string(source.relation)
            out.optional(source.frontMatter) { out, front in
                out.optional(front.created) { $0.string($1) }
                out.optional(front.updated) { $0.string($1) }
                out.array(front.platforms) { $0.string($1) }
            }
        }
        array(page.blocks) { out, block in out.block(block) }
        array(page.changeLog) { out, entry in
            out.string(entry.date)
            out.string(entry.author)
            out.string(entry.change)
        }
        array(page.aliases) { $0.string($1) }
        array(page.consolidates) { $0.string($1) }
    }

    mutating func block(_ block: Block) {
        string(block.id)
        string(block.kind.rawValue)
        array(block.section) { $0.string($1) }
        bilingual(block.text)
        bilingual(block.html)
        optional(block.lead) { $0.string($1) }
        array(block.links) { $0.string($1) }
        optional(block.summary) { $0.string($1) }
        bool(block.translatorNote)
        string(block.alignment.method.rawValue)
        double(block.alignment.confidence)
        location(block.source)
        optional(block.translationSource) { $0.location($1) }
        array(block.alternatives) { out, alternative in
            out.string(alternative.ko)
            out.location(alternative.source)
            out.optional(alternative.origin) { $0.origin($1) }
            out.optional(alternative.en) { $0.string($1) }
        }
        optional(block.derivedKo) { $0.string($1) }
        optional(block.translationState) { $0.translationState($1) }
        optional(block.translationOrigin) { $0.origin($1) }
    }

    mutating func origin(_ origin: TranslationOrigin) {
        string(origin.madeBy.rawValue)
        string(origin.basis.rawValue)
        optional(origin.date) { $0.string($1) }
        array(origin.parts) { out, part in
            out.string(part.ko)
            out.location(part.source)
        }
    }

    mutating func translationState(_ state: TranslationState) {
        string(state.status.rawValue)
        optional(state.previousEn) { $0.string($1) }
        optional(state.previousSource) { $0.location($1) }
        optional(state.similarity) { $0.double($1) }
        array(state.diff) { out, span in
            out.string(span.op)
            out.string(span.text)
        }
        array(state.changedSentences) { out, sentence in
            out.optional(sentence.previousEn) { $0.string($1) }
            out.optional(sentence.en) { $0.string($1) }
            out.optional(sentence.ko) { $0.string($1) }
        }
        array(state.suggestions) { $0.suggestion($1) }
    }

    mutating func suggestion(_ suggestion: Suggestion) {
        string(suggestion.ko)
        string(suggestion.en)
        int(suggestion.match)
        string(suggestion.granularity)
        string(suggestion.from)
        location(suggestion.source)
    }

    mutating func shape(_ shape: PageShape) {
        switch shape {
        case .guideline: int(0)
        case .stub: int(1)
        case .categoryIndex(let content):
            int(2)
            optional(content.intro) { $0.bilingual($1) }
            array(content.links) { out, link in
                out.string(link.title)
                out.string(link.target)
            }
        case .noProse: int(3)
        }
    }
}

/// Reads the read cache's entry format; anything that does not parse throws `Malformed`.
struct CacheReader {
    struct Malformed: Error {}

    let bytes: ArraySlice<UInt8>
    var offset: Int
    /// The last path and section read: a page's blocks repeat them, and sharing one String (one array) as a fresh
    /// read does keeps a rebuild from the cache as small as a clean build (a String per block would hold far more).
    private var lastPath = ""
    private var lastSection: [String] = []

    init(bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        offset = bytes.startIndex
    }

    var isAtEnd: Bool { offset == bytes.endIndex }

    mutating func byte() throws -> UInt8 {
        guard offset < bytes.endIndex else { throw Malformed() }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func int() throws -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte()
            guard shift < 64 else { throw Malformed() }
            value |= UInt64(next & 0x7F) << shift
            if next < 0x80 { break }
            shift += 7
        }
        let signed = Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1)
        return Int(signed)
    }

    mutating func bool() throws -> Bool {
        switch try byte() {
        case 0: false
        case 1: true
        default: throw Malformed()
        }
    }

    mutating func double() throws -> Double {
        guard bytes.endIndex - offset >= 8 else { throw Malformed() }
        var pattern: UInt64 = 0
        for index in 0..<8 { pattern |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
        offset += 8
        return Double(bitPattern: pattern)
    }

    mutating func string() throws -> String {
        let count = try int()
        guard count >= 0, bytes.endIndex - offset >= count else { throw Malformed() }
        defer { offset += count }
        return String(decoding: bytes[offset..<(offset + count)], as: UTF8.self)
    }

    mutating func optional<T>(_ read: (inout CacheReader) throws -> T) throws -> T? {
        try bool() ? try read(&self) : nil
    }

    mutating func array<T>(_ read: (inout CacheReader) throws -> T) throws -> [T] {
        let count = try int()
        guard count >= 0, count <= bytes.endIndex - offset else { throw Malformed() }
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try read(&self)) }
        return values
    }

    mutating func raw<T: RawRepresentable>(_ type: T.Type) throws -> T where T.RawValue == String {
        guard let value = T(rawValue: try string()) else { throw Malformed() }
        return value
    }

    mutating func location() throws -> SourceLocation {
        SourceLocation(path: try path(), line: try int(), column: try int())
    }

    /// A string that is usually the path read last: the same String is returned for the same bytes.
    private mutating func path() throws -> String {
        let count = try int()
        guard count >= 0, bytes.endIndex - offset >= count else { throw Malformed() }
        defer { offset += count }
        let read = bytes[offset..<(offset + count)]
        if !lastPath.utf8.elementsEqual(read) { lastPath = String(decoding: read, as: UTF8.self) }
        return lastPath
    }

    mutating func bilingual() throws -> BilingualText {
        BilingualText(en: try string(), ko: try optional { try $0.string() })
    }

    mutating func diagnostic() throws -> Diagnostic {
        let severity = try raw(Severity.self)
        let id = try string(), message = try string()
        return Diagnostic(severity, id, message, at: try optional { try $0.location() })
    }

    mutating func page() throws -> Page {
        let id = try string()
        let title = LocalizedTitle(en: try string(), ko: try optional { try $0.string() }, derivedKo: try optional { try $0.string() })
        let category = try string()
        let sources = try array { input in
            PageSource(path: try input.string(), format: try input.raw(SourceFormat.self), sha256: try input.string(), relation: try input.string(),
                       frontMatter: try input.optional { input in
                           FrontMatter(created: try input.optional { try $0.string() }, updated: try input.optional { try $0.string() },
                                       platforms: try input.array { try $0.string() })
                       })
        }
        let blocks = try array { try $0.block() }
        let changeLog = try array { input in ChangeLogEntry(date: try input.string(), author: try input.string(), change: try input.string()) }
        let aliases = try array { try $0.string() }
        let consolidates = try array { try $0.string() }
        return Page(id: id, title: title, category: category, sources: sources, blocks: blocks, changeLog: changeLog,
                    aliases: aliases, consolidates: consolidates)
    }

    mutating func block() throws -> Block {
        let id = try string()
        let kind = try raw(BlockKind.self)
        var section = try array { try $0.string() }
        // Compared byte for byte: String equality would take a canonically equivalent section for this one.
        if section.elementsEqual(lastSection, by: { $0.utf8.elementsEqual($1.utf8) }) { section = lastSection } else { lastSection = section }
        let text = try bilingual(), html = try bilingual()
        let lead = try optional { try $0.string() }
        let links = try array { try $0.string() }
        let summary = try optional { try $0.string() }
        let translatorNote = try bool()
        let alignment = Alignment(method: try raw(Alignment.Method.self), confidence: try double())
        let source = try location()
        let translationSource = try optional { try $0.location() }
        let alternatives = try array { input in
            AlternativeTranslation(ko: try input.string(), source: try input.location(), origin: try input.optional { try $0.origin() },
                                   en: try input.optional { try $0.string() })
        }
        let derivedKo = try optional { try $0.string() }
        let translationState = try optional { try $0.translationState() }
        let translationOrigin = try optional { try $0.origin() }
        return Block(id: id, kind: kind, section: section, text: text, html: html, lead: lead, links: links, summary: summary,
                     translatorNote: translatorNote, alignment: alignment, source: source, translationSource: translationSource,
                     alternatives: alternatives, derivedKo: derivedKo, translationState: translationState, translationOrigin: translationOrigin)
    }

    mutating func origin() throws -> TranslationOrigin {
        TranslationOrigin(madeBy: try raw(TranslationOrigin.Maker.self), basis: try raw(TranslationOrigin.Basis.self),
                          date: try optional { try $0.string() },
                          parts: try array { input in TranslationPart(ko: try input.string(), source: try input.location()) })
    }

    mutating func translationState() throws -> TranslationState {
        let status = try raw(TranslationState.Status.self)
        let previousEn = try optional { try $0.string() }
        let previousSource = try optional { try $0.location() }
        let similarity = try optional { try $0.double() }
        let diff = try array { input in DiffSpan(op: try input.string(), text: try input.string()) }
        let changedSentences = try array { input in
            ChangedSentence(previousEn: try input.optional { try $0.string() }, en: try input.optional { try $0.string() },
                            ko: try input.optional { try $0.string() })
        }
        let suggestions = try array { try $0.suggestion() }
        return TranslationState(status: status, previousEn: previousEn, previousSource: previousSource, similarity: similarity,
                                diff: diff, changedSentences: changedSentences, suggestions: suggestions)
    }

    mutating func suggestion() throws -> Suggestion {
        Suggestion(ko: try string(), en: try string(), match: try int(), granularity: try string(), from: try string(), source: try location())
    }

    mutating func shape() throws -> PageShape {
        switch try int() {
        case 0: return .guideline
        case 1: return .stub
        case 2:
            let intro = try optional { try $0.bilingual() }
            let links = try array { input in LinkList.Item(title: try input.string(), target: try input.string()) }
            return .categoryIndex(CategoryIndexContent(intro: intro, links: links))
        case 3: return .noProse
        default: throw Malformed()
        }
    }
}
