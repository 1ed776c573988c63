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
        let keys = store.keys(header: MemoryPageCoding.header)
        XCTAssertEqual(keys.count, corpus.pages.count)
        XCTAssertEqual(states(corpus, ReadCache(store: store, salt: "test")), fresh)
        var sentenceCount = 0
        for page in corpus.pages {
            let part = MemoryPage(of: page)
            XCTAssertEqual(try MemoryPageCoding.decode(MemoryPageCoding.encode(part)[...]), part)
            XCTAssertEqual(part.entries(of: page)?.sentences.map(\.keys), part.sentenceKeys)
            sentenceCount += part.aligned.count
        }
        XCTAssertGreaterThan(sentenceCount, 10)

        // Stored parts are used as they are: sentences that say otherwise are what the memory offers.
        for key in keys {
            var part = try MemoryPageCoding.decode(try XCTUnwrap(ChecksummedEntry.unwrap(store.entries[key]!, header: MemoryPageCoding.header)))
            for index in part.aligned.indices { part.aligned[index].ko = "바뀐 문장." }
            store.entries[key] = ChecksummedEntry.wrap(MemoryPageCoding.encode(part), header: MemoryPageCoding.header)
        }
        let memory = TranslationMemory(corpus, minimumMatch: 0.75, cache: ReadCache(store: store, salt: "test"))
        XCTAssertEqual(memory.sentenceEntries.count, sentenceCount)
        XCTAssertEqual(Set(memory.sentenceEntries.map(\.ko)), ["바뀐 문장."])

        // A damaged entry is read afresh, with a note; a changed page gets an entry of its own.
        store.entries[keys[0]] = Array(store.entries[keys[0]]!.dropLast())
        let cache = ReadCache(store: store, salt: "test")
        _ = TranslationMemory(corpus, minimumMatch: 0.75, cache: cache)
        XCTAssertEqual(cache.damageNote?.id, "hig.cache.damaged")
        var changed = corpus
        changed.pages[1].blocks[1].text.ko = "바뀐 번역."
        _ = states(changed, ReadCache(store: store, salt: "test"))
        XCTAssertEqual(store.keys(header: MemoryPageCoding.header).count, corpus.pages.count + 1)
        XCTAssertThrowsError(try MemoryPageCoding.decode(MemoryPageCoding.encode(MemoryPage(aligned: [.init(block: 2, en: "A.", ko: "가."), .init(block: 1, en: "B.", ko: "나.")],
                                                                                          blockKeys: [], sentenceKeys: []))[...]),
                             "sentences out of block order")
        // A part that does not fit its page (as many keys as entries) is made again.
        let page = corpus.pages[0]
        XCTAssertNil(MemoryPage(aligned: [], blockKeys: [], sentenceKeys: []).entries(of: page))
    }

    func testMemoryStateComesBackWithEveryField() throws {
        let corpus = corpus()
        let store = MemoryCacheStore()
        _ = states(corpus, ReadCache(store: store, salt: "test"))
        let key = try XCTUnwrap(store.keys(header: MemoryStateCoding.header).first)
        let state = try MemoryStateCoding.decode(try XCTUnwrap(ChecksummedEntry.unwrap(store.entries[key]!, header: MemoryStateCoding.header)))
        XCTAssertEqual(state.slots.count, corpus.pages.count)
        XCTAssertEqual(state.index, TranslationMemory(corpus, minimumMatch: 0.75).index)
        XCTAssertFalse(state.queryWords.isEmpty)
        XCTAssertTrue(state.slots.contains { $0.offers != nil })
        XCTAssertEqual(try MemoryStateCoding.decode(MemoryStateCoding.encode(state)[...]), state)
        XCTAssertThrowsError(try MemoryStateCoding.decode((MemoryStateCoding.encode(state) + [0])[...]))
        var outOfRange = state
        outOfRange.queryWords["sheet"] = [state.slots.count]
        XCTAssertThrowsError(try MemoryStateCoding.decode(MemoryStateCoding.encode(outOfRange)[...]), "a page number past the last page")
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
        store.removeRecords()
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

    /// The pages' translation states, from the store when `cache` has them.
    private func statedPages(_ corpus: Corpus, _ store: MemoryCacheStore?, minimumMatch: Double = 0.75) -> [Page] {
        var corpus = corpus
        TranslationStates(minimumMatch: minimumMatch, cache: store.map { ReadCache(store: $0, salt: "test") }).apply(to: &corpus)
        return corpus.pages
    }

    func testTranslationOffersComeFromTheStoreUntilThePageOrTheMemoryChanges() throws {
        let corpus = corpus()
        let store = MemoryCacheStore()
        XCTAssertEqual(statedPages(corpus, store), statedPages(corpus, nil))
        let keys = store.keys(header: TranslationOfferCoding.header)
        XCTAssertEqual(keys.count, corpus.pages.filter { !TranslationStates.queries(of: $0).isEmpty }.count, "a page with no query keeps no offers")

        // Kept offers are used as they are: offers that say otherwise are what the pages get.
        let said = Suggestion(ko: "저장된 제안.", en: "Kept.", match: 80, from: "kept#b", source: SourceLocation(path: "kept.md", line: 1))
        for key in keys {
            let offers = try TranslationOfferCoding.decode(try XCTUnwrap(ChecksummedEntry.unwrap(store.entries[key]!, header: TranslationOfferCoding.header)))
            store.entries[key] = ChecksummedEntry.wrap(TranslationOfferCoding.encode(offers.map { _ in [.init(suggestion: said, isBlockEntry: false)] }),
                                                       header: TranslationOfferCoding.header)
        }
        let offered = { (pages: [Page]) in Set(pages.flatMap(\.blocks).flatMap { $0.translationState?.suggestions ?? [] }) }
        XCTAssertEqual(offered(statedPages(corpus, store)), [said])

        // A page changed is offered again; the others keep their offers while the memory is the same.
        var untranslatedChanged = corpus
        let last = untranslatedChanged.pages.count - 1
        untranslatedChanged.pages[last].blocks[1].text.en += " Changed."
        let afterOwnChange = statedPages(untranslatedChanged, store)
        XCTAssertEqual(afterOwnChange[last], statedPages(untranslatedChanged, nil)[last])
        XCTAssertEqual(offered(Array(afterOwnChange.dropLast())), [said])

        // A translation changed: the pages whose queries measure its entry (the untranslated copy's) are offered again,
        // as afresh; the others keep their offers.
        var translationChanged = corpus
        let translated = try XCTUnwrap(translationChanged.pages[0].blocks.firstIndex { $0.isTranslated && !$0.isOutdated })
        translationChanged.pages[0].blocks[translated].text.ko = "바뀐 번역입니다."
        let fresh = statedPages(translationChanged, nil), afterTranslation = statedPages(translationChanged, store)
        XCTAssertNotEqual(fresh[last], statedPages(corpus, nil)[last])
        XCTAssertEqual(afterTranslation[last], fresh[last])
        for (page, afresh) in zip(afterTranslation, fresh) where page != afresh {
            XCTAssertEqual(offered([page]), [said], page.id)
        }

        // So does another threshold.
        XCTAssertEqual(statedPages(corpus, store, minimumMatch: 0.5), statedPages(corpus, nil, minimumMatch: 0.5))
        XCTAssertNotEqual(statedPages(corpus, nil, minimumMatch: 0.5), statedPages(corpus, nil))
    }

    func testKeptOffersAreWeighedAgainstTodaysNeighbours() throws {
        // The untranslated copy's blocks are identical to the first page's, neighbours too: 101% matches.
        let corpus = corpus()
        let copy = corpus.pages.count - 1
        XCTAssertTrue(statedPages(corpus, nil)[copy].blocks.contains { $0.translationState?.suggestions.first?.match == 101 })
        let store = MemoryCacheStore()
        _ = statedPages(corpus, store)

        // An English-only paragraph put between the first page's translated blocks changes their neighbours, not the
        // memory's entries: the copy's kept offers are weighed again and no longer all in context.
        var inserted = corpus
        let at = try XCTUnwrap(inserted.pages[0].blocks.firstIndex { $0.isTranslated && $0.kind == .paragraph })
        var paragraph = inserted.pages[0].blocks[at]
        (paragraph.id, paragraph.text, paragraph.html, paragraph.translationSource) = ("inserted", BilingualText(en: "An inserted paragraph.", ko: nil),
                                                                                      BilingualText(en: "<p>An inserted paragraph.</p>", ko: nil), nil)
        inserted.pages[0].blocks.insert(paragraph, at: at + 1)
        let fresh = statedPages(inserted, nil)
        XCTAssertNotEqual(fresh[copy], statedPages(corpus, nil)[copy])
        let before = store.keys(header: TranslationOfferCoding.header)
        XCTAssertEqual(statedPages(inserted, store), fresh)
        XCTAssertEqual(store.keys(header: TranslationOfferCoding.header).count, before.count + 1, "only the changed page is offered again")
    }

    /// A page of paragraphs, each English with its Korean or none.
    private func memoryPage(_ id: String, _ texts: [(en: String, ko: String?)]) -> Page {
        let blocks = texts.enumerated().map { n, text in
            Block(id: "", kind: .paragraph, section: [], text: BilingualText(en: text.en, ko: text.ko), html: BilingualText(en: text.en, ko: text.ko),
                  alignment: Alignment(method: text.ko == nil ? .none : .structural, confidence: 1), source: SourceLocation(path: "\(id).md", line: 3 * n + 1),
                  translationSource: text.ko == nil ? nil : SourceLocation(path: "\(id).md", line: 3 * n + 2))
        }
        return Page(id: id, title: LocalizedTitle(en: id), category: "", sources: [PageSource(path: "\(id).md", format: .bilingualMarkdown, sha256: "")],
                    blocks: BlockIDs.reassign(blocks))
    }

    func testAPageIsOfferedAgainWhenAnEntryItsQueriesMeasureChangesAndOnlyThen() throws {
        // `b` asks for English close to `a`'s; `c`'s shares one word with it, too few to be measured.
        let asked = "Use a sheet to present simple content or a task. Keep people in their context."
        let corpus = Corpus(pages: [memoryPage("a", [("Use a sheet to present simple content or tasks. Keep people in their original context.", "시트는 간단한 내용에 씁니다. 맥락을 지킵니다.")]),
                                    memoryPage("b", [(asked, nil)]),
                                    memoryPage("c", [("Avoid nesting menus in a toolbar.", "도구 막대에 메뉴를 중첩하지 마세요.")])],
                            skipped: [])
        let offered = { (page: Page) in page.blocks[0].translationState?.suggestions.map(\.ko) ?? [] }
        XCTAssertEqual(offered(statedPages(corpus, nil)[1]), ["시트는 간단한 내용에 씁니다. 맥락을 지킵니다."])
        let store = MemoryCacheStore()
        XCTAssertEqual(statedPages(corpus, store), statedPages(corpus, nil))

        // Kept offers that say otherwise show which pages were offered again.
        let said = Suggestion(ko: "저장된 제안.", en: "Kept.", match: 80, from: "kept#b", source: SourceLocation(path: "kept.md", line: 1))
        let keep = {
            for key in store.keys(header: TranslationOfferCoding.header) {
                let offers = try TranslationOfferCoding.decode(try XCTUnwrap(ChecksummedEntry.unwrap(store.entries[key]!, header: TranslationOfferCoding.header)))
                store.entries[key] = ChecksummedEntry.wrap(TranslationOfferCoding.encode(offers.map { _ in [.init(suggestion: said, isBlockEntry: false)] }),
                                                           header: TranslationOfferCoding.header)
            }
        }
        try keep()

        // A translation no query of `b` measures: `b` keeps its offers.
        var unreached = corpus
        unreached.pages[2].blocks[0].text.ko = "바뀐 번역입니다."
        XCTAssertEqual(offered(statedPages(unreached, store)[1]), [said.ko])

        // The Korean of the entry `b` is offered, a new entry its query measures, an entry that leaves its candidates:
        // each offers `b` again, as afresh.
        var changedKorean = corpus
        changedKorean.pages[0].blocks[0].text.ko = "시트로 간단한 내용을 보여 줍니다. 맥락을 지킵니다."
        var joined = corpus
        joined.pages.append(memoryPage("d", [("Use a sheet to present content or a task. Keep people in their context.", "새로 더한 번역입니다.")]))
        var left = corpus
        left.pages[0].blocks[0].text.en = "Avoid placing a sheet over another sheet."
        for changed in [changedKorean, joined, left] {
            try keep()
            let fresh = statedPages(changed, nil)
            XCTAssertNotEqual(offered(fresh[1]), offered(statedPages(corpus, nil)[1]))
            XCTAssertEqual(statedPages(changed, store)[1], fresh[1])
        }
    }

    /// Overwrites every kept offer with `said`, so a page offered again shows.
    private func overwriteOffers(_ store: MemoryCacheStore, with said: Suggestion) throws {
        for key in store.keys(header: TranslationOfferCoding.header) {
            let offers = try TranslationOfferCoding.decode(try XCTUnwrap(ChecksummedEntry.unwrap(store.entries[key]!, header: TranslationOfferCoding.header)))
            store.entries[key] = ChecksummedEntry.wrap(TranslationOfferCoding.encode(offers.map { _ in [.init(suggestion: said, isBlockEntry: false)] }),
                                                       header: TranslationOfferCoding.header)
        }
    }

    func testEntriesThatLeaveOrMoveAndCommonWordsReachTheQueriesTheyShouldAndNoOthers() throws {
        let said = Suggestion(ko: "저장된 제안.", en: "Kept.", match: 80, from: "kept#b", source: SourceLocation(path: "kept.md", line: 1))
        let asked = "Use a sheet to present simple content or a task. Keep people in their context."
        let sheet = (en: "Use a sheet to present simple content or tasks. Keep people in their original context.", ko: "시트는 간단한 내용에 씁니다. 맥락을 지킵니다.")
        let corpus = Corpus(pages: [memoryPage("a", [sheet, ("Menus list commands.", "메뉴는 명령을 나열합니다.")]),
                                    memoryPage("b", [(asked, nil)]),
                                    memoryPage("c", [("Avoid nesting menus in a toolbar.", "도구 막대에 메뉴를 중첩하지 마세요."), ("Prefer a toolbar item.", nil)])],
                            skipped: [])
        let offered = { (page: Page) in page.blocks[0].translationState?.suggestions.map(\.ko) ?? [] }

        // The page whose entry `b` is offered leaves: `b` is offered again, as afresh.
        var left = corpus
        left.pages.remove(at: 0)
        // A page put before the others, its entry far from `b`'s query: every entry after it is numbered anew, and
        // `b` keeps its offers; an English-only block added to `a` changes no entry, and `b` keeps its offers too.
        var before = corpus
        before.pages.insert(memoryPage("0", [("Tab bars switch between sections.", "탭 막대는 섹션을 바꿉니다.")]), at: 0)
        var englishOnly = corpus
        englishOnly.pages[0] = memoryPage("a", [sheet, ("Menus list commands.", "메뉴는 명령을 나열합니다."), ("An added sentence.", nil)])
        // The Korean of `a`'s other entry changes: `a`'s first entry stays the same, and `b` keeps its offers; the
        // Korean of the entry `b` is offered changes, and `b` is offered again.
        var otherKorean = corpus
        otherKorean.pages[0].blocks[1].text.ko = "메뉴에는 명령이 있습니다."
        var offeredKorean = corpus
        offeredKorean.pages[0].blocks[0].text.ko = "시트로 간단한 내용을 보여 줍니다. 맥락을 지킵니다."
        for (changed, isOfferedAgain) in [(left, true), (before, false), (englishOnly, false), (otherKorean, false), (offeredKorean, true)] {
            let store = MemoryCacheStore()
            _ = statedPages(corpus, store)
            try overwriteOffers(store, with: said)
            let fresh = statedPages(changed, nil), incremental = statedPages(changed, store)
            let b = try XCTUnwrap(fresh.firstIndex { $0.id == "b" })
            XCTAssertEqual(offered(incremental[b]), isOfferedAgain ? offered(fresh[b]) : [said.ko])
            XCTAssertEqual(statedPages(changed, MemoryCacheStore()), fresh)
        }
    }

    func testAWordTurningCommonReachesTheQueriesThatLookItUp() throws {
        // 700 entries: a word held by more than 70 is common. `zebra` and `stripe` are in 70 of them, so not; ten pages
        // without them leave, and they turn common (the limit falls to 69) although no entry holding them changed.
        var pages = (0..<630).map { memoryPage(String(format: "p%03d", $0), [("Guidance number \($0) about a layout.", "배치 안내 \($0).")]) }
        pages += (0..<70).map { memoryPage(String(format: "z%03d", $0), [("A zebra stripe.", "얼룩말 줄무늬 \($0).")]) }
        pages.append(memoryPage("zz-asked", [("A zebra stripe.", nil)]))
        let corpus = Corpus(pages: pages, skipped: [])
        var fewer = corpus
        fewer.pages.removeFirst(10)
        let fresh = statedPages(fewer, nil)
        XCTAssertNotEqual(fresh.last, statedPages(corpus, nil).last, "the common word changes what the query is offered")
        let store = MemoryCacheStore()
        _ = statedPages(corpus, store)
        try overwriteOffers(store, with: Suggestion(ko: "저장된 제안.", en: "Kept.", match: 80, from: "kept#b", source: SourceLocation(path: "kept.md", line: 1)))
        XCTAssertEqual(statedPages(fewer, store).last, fresh.last)
    }

    func testAnUnchangedPagesPartIsReadOnlyWhenAQueryMeasuresItsEntries() throws {
        let corpus = Corpus(pages: [memoryPage("a", [("Use a sheet to present simple content.", "시트는 간단한 내용에 씁니다.")]),
                                    memoryPage("b", [("Use a sheet to present content.", nil)]),
                                    memoryPage("c", [("Tab bars switch sections.", "탭 막대는 섹션을 바꿉니다."), ("Prefer tab bars.", nil)])],
                            skipped: [])
        let store = MemoryCacheStore()
        _ = statedPages(corpus, store)
        for key in store.keys(header: MemoryPageCoding.header) { store.entries[key] = nil }
        var changed = corpus
        changed.pages[2].blocks[1].text.en = "Prefer tab bars for sections."
        XCTAssertEqual(statedPages(changed, store), statedPages(changed, nil))
        XCTAssertEqual(store.keys(header: MemoryPageCoding.header).count, 1, "the changed page's part alone: no other entry shares its query's words")
        // A query that measures `a`'s entry reads its part.
        changed.pages[1].blocks[0].text.en = "Use a sheet to present simple content or tasks."
        XCTAssertEqual(statedPages(changed, store), statedPages(changed, nil))
        XCTAssertEqual(store.keys(header: MemoryPageCoding.header).count, 3)
    }

    func testTranslationOffersComeBackWithEveryField() throws {
        let offers = [[TranslationStates.KeptOffer(suggestion: Suggestion(ko: "가.", en: "A.", match: 100, from: "p#b", source: SourceLocation(path: "b.md", line: 9, column: 3)),
                                                   isBlockEntry: true),
                       TranslationStates.KeptOffer(suggestion: Suggestion(ko: "나. 다.", en: "B. C.", match: 80, granularity: "sentence", from: "q#c",
                                                                          source: SourceLocation(path: "c.md", line: 2)), isBlockEntry: false)], []]
        XCTAssertEqual(try TranslationOfferCoding.decode(TranslationOfferCoding.encode(offers)[...]), offers)
        XCTAssertThrowsError(try TranslationOfferCoding.decode((TranslationOfferCoding.encode(offers) + [0])[...]))
    }
}
