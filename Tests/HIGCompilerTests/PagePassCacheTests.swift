import Foundation
import HIGCorpus
import XCTest
@testable import HIGCompiler

/// The translation memory's entries and the lexicon's words of a page compiled as in an earlier build come from the
/// read cache, and give what reading the page afresh gives; a changed page, or changed titles for the lexicon, is
/// read again; a damaged entry is read afresh and counted.
final class PagePassCacheTests: XCTestCase {
    /// The seeds after dedup, and a copy of the first page's English without its Korean, so the memory has offers.
    private func corpus() -> Corpus {
        var corpus = CorpusCompiler().compile(SourceDiscovery.discover([TestSupport.repositoryRoot.appendingPathComponent("seeds").path])).corpus
        var copy = corpus.pages[0]
        copy.id = "copies/untranslated"
        copy.blocks = copy.blocks.map { block in
            var block = block
            block.text.ko = nil
            block.html.ko = nil
            block.translationSource = nil
            return block
        }
        corpus.pages.append(copy)
        return corpus
    }

    private func states(_ corpus: Corpus, _ cache: ReadCache?) -> Corpus {
        var corpus = corpus
        TranslationStates(cache: cache).apply(to: &corpus)
        return corpus
    }

    func testTranslationMemoryEntriesComeBackAsRead() throws {
        let corpus = corpus()
        let fresh = states(corpus, nil)
        XCTAssertGreaterThan(fresh.pages.flatMap(\.blocks).filter { $0.status == .suggested }.count, 3)
        let store = MemoryCacheStore()
        XCTAssertEqual(states(corpus, ReadCache(store: store, salt: "test")), fresh)
        let keys = store.keys(header: AlignedSentenceCoding.header)
        XCTAssertEqual(keys.count, corpus.pages.count)
        XCTAssertEqual(states(corpus, ReadCache(store: store, salt: "test")), fresh)
        var sentenceCount = 0
        for page in corpus.pages {
            let aligned = TranslationMemory.alignedSentences(of: page)
            XCTAssertEqual(try AlignedSentenceCoding.decode(AlignedSentenceCoding.encode(aligned)[...]), aligned)
            sentenceCount += aligned.count
        }
        XCTAssertGreaterThan(sentenceCount, 10)

        // Stored sentences are used as they are: ones that say otherwise are what the memory offers.
        for key in keys {
            var aligned = try AlignedSentenceCoding.decode(try XCTUnwrap(ChecksummedEntry.unwrap(store.entries[key]!, header: AlignedSentenceCoding.header)))
            for index in aligned.indices { aligned[index].ko = "바뀐 문장." }
            store.entries[key] = ChecksummedEntry.wrap(AlignedSentenceCoding.encode(aligned), header: AlignedSentenceCoding.header)
        }
        let memory = TranslationMemory(corpus, minimumMatch: 0.75, cache: ReadCache(store: store, salt: "test"))
        XCTAssertEqual(memory.sentenceEntries.count, sentenceCount)
        XCTAssertEqual(Set(memory.sentenceEntries.map(\.ko)), ["바뀐 문장."])

        // A damaged entry is read afresh, with a note; a changed page gets an entry of its own.
        store.entries[keys[0]] = Array(store.entries[keys[0]]!.dropLast())
        let cache = ReadCache(store: store, salt: "test")
        _ = states(corpus, cache)
        XCTAssertEqual(cache.damageNote?.id, "hig.cache.damaged")
        var changed = corpus
        changed.pages[1].blocks[1].text.ko = "바뀐 번역."
        _ = states(changed, ReadCache(store: store, salt: "test"))
        XCTAssertEqual(store.keys(header: AlignedSentenceCoding.header).count, corpus.pages.count + 1)
        XCTAssertThrowsError(try AlignedSentenceCoding.decode(AlignedSentenceCoding.encode([.init(block: 2, en: "A.", ko: "가."), .init(block: 1, en: "B.", ko: "나.")])[...]),
                             "sentences out of block order")
    }

    func testLexiconWordsComeBackAsRead() throws {
        let corpus = corpus()
        let fresh = LexiconLearner().learn(corpus)
        XCTAssertFalse(fresh.pairs.filter { $0.origin == .cooccurrence }.isEmpty)
        let store = MemoryCacheStore()
        XCTAssertEqual(LexiconLearner(cache: ReadCache(store: store, salt: "test")).learn(corpus), fresh)
        let keys = store.keys(header: PageWordsCoding.header)
        XCTAssertEqual(keys.count, corpus.pages.count)
        XCTAssertEqual(LexiconLearner(cache: ReadCache(store: store, salt: "test")).learn(corpus), fresh)

        // Stored words are used as they are: pages without words give no co-occurrence pairs.
        let empty = ChecksummedEntry.wrap(PageWordsCoding.encode(Cooccurrence.PageWords(english: [], korean: [], blocks: [])), header: PageWordsCoding.header)
        for key in keys { store.entries[key] = empty }
        XCTAssertTrue(LexiconLearner(cache: ReadCache(store: store, salt: "test")).learn(corpus).pairs.filter { $0.origin == .cooccurrence }.isEmpty)

        // Words are read for the titles' and headings' terms: a new heading word reads every page again.
        var retitled = corpus
        retitled.pages[0].title.en += " Popovers"
        XCTAssertEqual(LexiconLearner(cache: ReadCache(store: store, salt: "test")).learn(retitled), LexiconLearner().learn(retitled))
        XCTAssertEqual(store.keys(header: PageWordsCoding.header).count, 2 * corpus.pages.count)
    }

    func testPageWordsComeBackAndABadIDIsMalformed() throws {
        let texts = corpus().pages[0].blocks.map(\.text)
        let words = Cooccurrence.PageWords(texts, targets: ["sheet", "activity", "view", "share"])
        XCTAssertFalse(words.blocks.isEmpty)
        XCTAssertEqual(try PageWordsCoding.decode(PageWordsCoding.encode(words)[...]), words)
        let bad = Cooccurrence.PageWords(english: ["a"], korean: [], blocks: [.init(english: [1], korean: [])])
        XCTAssertThrowsError(try PageWordsCoding.decode(PageWordsCoding.encode(bad)[...]))
    }
}
