import Foundation
import HIGCorpus
import HIGText

/// Writes `corpus.json`: sorted keys and stable order, so the same inputs give the same bytes.
package struct CorpusJSONEmitter: Emitter {
    package static let fileName = "corpus.json"

    /// The last build's corpus.json and where each page lies in it, so an unchanged page's bytes are copied rather
    /// than encoded (incremental builds); with `pageDigests`, the digest each page is found by.
    package var fragments: (any FragmentMemo)?
    package var pageDigests: PageDigests?

    package init(fragments: (any FragmentMemo)? = nil, pageDigests: PageDigests? = nil) {
        self.fragments = fragments
        self.pageDigests = pageDigests
    }

    package func emit(_ products: BuildProducts) throws -> [OutputFile] {
        [OutputFile(path: Self.fileName, contents: Self.encodedData(products.corpus))]
    }

    /// Writes corpus.json into the output file as it is made: the whole document, the largest output, is never held
    /// (it would be the peak of a build that only compiles).
    package func emit(_ products: BuildProducts, into sink: any OutputSink) throws {
        guard let fragments, let pageDigests else {
            try sink.addStreamed(Self.fileName) { try Self.write(products.corpus, to: &$0) }
            return
        }
        let previous = fragments.previous(Self.fileName).flatMap { last in ReadableFile(path: last.file).map { ($0, last.layout) } }
        var layout = FragmentLayout(), written: URL?
        try sink.addWritten(Self.fileName) { url in
            var file = try ByteFile(creating: url.path)
            layout = try Self.write(products.corpus, digests: pageDigests.all, previous: previous, to: &file)
            written = url
        }
        if let written { fragments.written(Self.fileName, at: written, layout: layout) }
    }

    /// The corpus as JSON bytes; keys in each object are written in sorted order.
    package static func encode(_ corpus: Corpus) -> [UInt8] {
        [UInt8](encodedData(corpus))
    }

    /// Pages written in parallel per batch, each as a fragment two containers deep.
    static let pagesPerBatch = 64

    /// The corpus as JSON in memory (tests, and a sink that cannot take a file in place).
    static func encodedData(_ corpus: Corpus) -> Data {
        var data = Data()
        // Data's writes do not throw.
        try! write(corpus, to: &data)
        return data
    }

    /// Writes the corpus's JSON into `sink`: pages are written in parallel a batch at a time and each batch goes to
    /// the sink as it is done. Writing every page's fragment first, joining them into one array and copying that
    /// into `Data` held the whole document three times over.
    static func write(_ corpus: Corpus, to sink: inout some ByteSink) throws {
        _ = try write(corpus, digests: nil, previous: nil, to: &sink)
    }

    /// `write(_:to:)`, copying the fragment of each page whose digest (`digests`, in page order) the `previous` file's
    /// layout holds from that file; returns the layout of what it wrote (empty without `digests`).
    static func write(_ corpus: Corpus, digests: [String]?, previous: (file: ReadableFile, layout: FragmentLayout)?,
                      to output: inout some ByteSink) throws -> FragmentLayout {
        // The last file's fragment of each digest, by its place in that file.
        let kept = previous.map { Dictionary(zip($0.layout.digests, $0.layout.ranges.indices), uniquingKeysWith: { first, _ in first }) } ?? [:]
        var sink = CountingSink(base: output)
        defer { output = sink.base }
        var layout = FragmentLayout()
        var copying = FragmentRun()
        var json = JSONWriter(capacity: 1 << 16)
        json.beginObject()
        json.key("categories")
        json.beginArray()
        for category in corpus.categories { write(category, to: &json) }
        json.endArray()
        json.key("pages")
        json.beginFragments()
        var written = 0
        for start in stride(from: 0, to: corpus.pages.count, by: pagesPerBatch) {
            let batch = Array(start..<min(start + pagesPerBatch, corpus.pages.count))
            let fragments = ConcurrentMap.map(batch) { index -> [UInt8]? in
                if let digests, kept[digests[index]] != nil { return nil }
                var json = JSONWriter(fragmentAtDepth: 2, capacity: 32_768)
                write(corpus.pages[index], to: &json)
                return json.bytes
            }
            if written == 0 { sink.reserve(estimatedSize(of: corpus, firstBatch: fragments.compactMap { $0 })) }
            for (index, fragment) in zip(batch, fragments) {
                let last = fragment == nil ? digests.flatMap { kept[$0[index]] } : nil
                // A fragment that followed the run's last one in the last file joins the run, with the separator between.
                if let last, let previous, copying.extend(with: last, of: previous.layout, digest: digests![index], into: &layout) {
                    written += 1
                    continue
                }
                try copying.flush(from: previous?.file, into: &sink)
                json.separateFragment(first: written == 0)
                try json.drain(into: &sink)
                let begin = sink.count
                if let fragment {
                    try sink.write(fragment)
                    if let digests { layout.append(digests[index], begin..<sink.count) }
                } else if let last, let previous {
                    copying.start(last, of: previous.layout, at: begin, digest: digests![index], into: &layout)
                }
                written += 1
            }
        }
        try copying.flush(from: previous?.file, into: &sink)
        json.endFragments(count: written)
        json.field("schemaVersion", corpus.schemaVersion)
        json.key("skipped")
        json.beginArray()
        for skipped in corpus.skipped {
            json.beginObject()
            json.field("diagnostic", skipped.diagnostic)
            // The Korean ledger's entries name lines (since 1.3.0); a file left out whole has neither.
            if let koreanLines = skipped.koreanLines { json.field("koreanLines", koreanLines) }
            if let line = skipped.line { json.field("line", line) }
            json.field("path", skipped.path)
            json.field("reason", skipped.reason)
            json.endObject()
        }
        json.endArray()
        json.endObject()
        _ = json.finish()
        try json.drain(into: &sink)
        return layout
    }

    /// Room for the whole document, judged from the first batch's pages (a little over, so `Data` grows at most once).
    private static func estimatedSize(of corpus: Corpus, firstBatch: [[UInt8]]) -> Int {
        guard !firstBatch.isEmpty else { return 0 }
        let batchBytes = firstBatch.reduce(0) { $0 + $1.count + 8 }
        return 1 << 16 + batchBytes * corpus.pages.count / max(1, firstBatch.count) * 5 / 4
    }

    private static func write(_ category: Category, to json: inout JSONWriter) {
        json.beginObject()
        json.field("id", category.id)
        if let intro = category.intro { json.field("intro", intro) } else { json.key("intro"); json.null() }
        json.field("pages", category.pages)
        write(category.sources, to: &json)
        json.field("subcategories", category.subcategories)
        json.field("title", category.title)
        json.endObject()
    }

    private static func write(_ sources: [PageSource], to json: inout JSONWriter) {
        json.key("sources")
        json.beginArray()
        for source in sources {
            json.beginObject()
            json.field("format", source.format.rawValue)
            if let front = source.frontMatter {
                json.key("frontMatter")
                json.beginObject()
                json.field("created", front.created)
                json.field("platforms", front.platforms)
                json.field("updated", front.updated)
                json.endObject()
            }
            json.field("path", source.path)
            json.field("relation", source.relation)
            json.field("sha256", source.sha256)
            json.endObject()
        }
        json.endArray()
    }

    private static func write(_ page: Page, to json: inout JSONWriter) {
        json.beginObject()
        json.field("aliases", page.aliases)
        json.key("blocks")
        json.beginArray()
        for block in page.blocks { write(block, to: &json) }
        json.endArray()
        json.field("category", page.category)
        json.key("changeLog")
        json.beginArray()
        for entry in page.changeLog {
            json.beginObject()
            json.field("author", entry.author)
            json.field("change", entry.change)
            json.field("date", entry.date)
            json.endObject()
        }
        json.endArray()
        json.field("consolidates", page.consolidates)
        json.field("id", page.id)
        write(page.sources, to: &json)
        json.field("title", page.title)
        json.endObject()
    }

    private static func write(_ block: Block, to json: inout JSONWriter) {
        json.beginObject()
        json.key("alignment")
        json.beginObject()
        json.field("confidence", block.alignment.confidence)
        json.field("method", block.alignment.method.rawValue)
        json.endObject()
        json.key("alternatives")
        json.beginArray()
        for alternative in block.alternatives {
            json.beginObject()
            if let en = alternative.en { json.field("en", en) }
            json.field("ko", alternative.ko)
            if let origin = alternative.origin { write(origin, to: &json) }
            json.field("source", alternative.source)
            json.endObject()
        }
        json.endArray()
        json.field("derivedKo", block.derivedKo)
        json.field("html", block.html)
        json.field("id", block.id)
        json.field("kind", block.kind.rawValue)
        json.field("lead", block.lead)
        json.field("links", block.links)
        json.field("section", block.section)
        json.field("source", block.source)
        json.field("summary", block.summary)
        json.field("text", block.text)
        if let origin = block.translationOrigin {
            json.key("translationOrigin")
            writeOrigin(origin, to: &json)
        }
        json.field("translationSource", block.translationSource)
        if let state = block.translationState { write(state, to: &json) }
        json.field("translatorNote", block.translatorNote)
        json.endObject()
    }

    /// `"origin"` of an alternative (1.3.0).
    private static func write(_ origin: TranslationOrigin, to json: inout JSONWriter) {
        json.key("origin")
        writeOrigin(origin, to: &json)
    }

    private static func writeOrigin(_ origin: TranslationOrigin, to json: inout JSONWriter) {
        json.beginObject()
        json.field("basis", origin.basis.rawValue)
        json.field("date", origin.date)
        json.field("madeBy", origin.madeBy.rawValue)
        json.key("parts")
        json.beginArray()
        for part in origin.parts {
            json.beginObject()
            json.field("ko", part.ko)
            json.field("source", part.source)
            json.endObject()
        }
        json.endArray()
        json.endObject()
    }

    /// `"translationState"` (1.2.0): status always; the rest only where it says something.
    private static func write(_ state: TranslationState, to json: inout JSONWriter) {
        json.key("translationState")
        json.beginObject()
        objects("changedSentences", state.changedSentences, to: &json) { change, json in
            json.field("en", change.en)
            json.field("ko", change.ko)
            json.field("previousEn", change.previousEn)
        }
        objects("diff", state.diff, to: &json) { span, json in
            json.field("op", span.op)
            json.field("text", span.text)
        }
        if let previous = state.previousEn { json.field("previousEn", previous) }
        if let source = state.previousSource { json.field("previousSource", source) }
        if let similarity = state.similarity { json.field("similarity", similarity) }
        json.field("status", state.status.rawValue)
        objects("suggestions", state.suggestions, to: &json) { suggestion, json in
            json.field("en", suggestion.en)
            json.field("from", suggestion.from)
            json.field("granularity", suggestion.granularity)
            json.field("ko", suggestion.ko)
            json.field("match", suggestion.match)
            json.field("source", suggestion.source)
        }
        json.endObject()
    }

    /// `"key": [{…}, …]`, each object's fields written by `fields`; nothing for an empty list.
    private static func objects<T>(_ key: String, _ items: [T], to json: inout JSONWriter, _ fields: (T, inout JSONWriter) -> Void) {
        guard !items.isEmpty else { return }
        json.key(key)
        json.beginArray()
        for item in items {
            json.beginObject()
            fields(item, &json)
            json.endObject()
        }
        json.endArray()
    }
}

/// The one Codable JSON encoding for small outputs: sorted keys, two-space indent, unescaped slashes, trailing newline.
package enum StableJSON {
    package static func encode<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var data = try encoder.encode(value)
        data.append(0x0A)
        return data
    }

    package static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try JSONDecoder().decode(type, from: data)
    }
}
