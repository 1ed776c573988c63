import Foundation
import HIGCorpus
import XCTest
@testable import HIGCompiler

/// The lexicon's per-corpus records (`PageSums`, `CooccurrenceBests`): a build's sums and best Korean updated by the
/// changed pages' difference equal those made afresh, for pages edited (English, Korean added, Korean removed),
/// added, removed, renamed, duplicated and reordered; an unchanged page's kept counts are not read; the record is what
/// is used; a page that left with no entry to take out sums every page again.
final class LexiconCorpusStateTests: XCTestCase {
    private func corpus() -> Corpus {
        CorpusCompiler().compile(SourceDiscovery.discover([TestSupport.repositoryRoot.appendingPathComponent("seeds").path])).corpus
    }

    /// Words asked about by the word-use and Hangul-spelling counts.
    private let korean: Set<String> = ["시트", "버튼", "화면", "메뉴"], english: Set<String> = ["sheet", "button", "menu"]
    private let names: Set<String> = ["button", "screen", "homekit", "sheet", "menu"]

    /// Everything the records hold, for `corpus`, made through `cache` (one build) or afresh.
    private struct State: Equatable {
        var evidence: LexiconEvidence
        var use: KoreanWordUse
        var spelling: HangulSpelling
        var bests: [String: Cooccurrence.Best]
        var lexicon: TermLexicon
    }

    private func state(_ corpus: Corpus, cache: ReadCache?) -> State {
        cache?.startBuild()
        defer { cache?.prune() }
        let evidence = LexiconEvidence(corpus, cache: cache)
        return State(evidence: evidence,
                     use: KoreanWordUse(corpus, korean: korean, english: english, cache: cache),
                     spelling: HangulSpelling(corpus, names: names, cache: cache),
                     bests: CooccurrenceBests.bests(pages: corpus.pages.map { $0.blocks.map(\.text) }, targets: Self.targets, cache: cache),
                     lexicon: LexiconLearner(cache: cache).learn(corpus, evidence: evidence))
    }

    private static let targets: Set<String> = ["sheet", "button", "menu", "view", "action", "alert", "tab", "bar", "share", "activity"]

    /// The page and block of the corpus's `nth` aligned block (translatable, with Korean), counting pages in order.
    private static func aligned(_ corpus: Corpus, _ nth: Int) -> (page: Int, block: Int) {
        let all = corpus.pages.indices.flatMap { page in
            corpus.pages[page].blocks.indices.filter { corpus.pages[page].blocks[$0].text.ko != nil && corpus.pages[page].blocks[$0].kind.isTranslatable }
                .map { (page, $0) }
        }
        return all[nth % all.count]
    }

    /// Each kind of change a rebuild meets, applied to the corpus the last build saw.
    private let edits: [(name: String, edit: (inout Corpus) -> Void)] = [
        ("English appended", { corpus in
            let (page, block) = LexiconCorpusStateTests.aligned(corpus, 0)
            corpus.pages[page].blocks[block].text.en += " Open the sheet with a button."
        }),
        ("Korean added", { corpus in
            let (page, block) = LexiconCorpusStateTests.aligned(corpus, 7)
            corpus.pages[page].blocks[block].text.ko! += " 시트(sheet)를 버튼으로 엽니다. HomeKit 홈킷."
        }),
        ("Korean removed", { corpus in
            let (page, block) = LexiconCorpusStateTests.aligned(corpus, 7)
            corpus.pages[page].blocks[block].text.ko = String(corpus.pages[page].blocks[block].text.ko!.prefix(3))
        }),
        ("block unaligned", { corpus in
            let (page, block) = LexiconCorpusStateTests.aligned(corpus, 20)
            corpus.pages[page].blocks[block].text.ko = nil
        }),
        ("page added", { corpus in
            let (page, block) = LexiconCorpusStateTests.aligned(corpus, 30)
            var copy = corpus.pages[page]
            copy.id += "-copy"
            copy.blocks[block].text.ko! += " 메뉴 버튼 메뉴 버튼 화면."
            corpus.pages.append(copy)
        }),
        ("page duplicated", { corpus in
            var page = corpus.pages[0]
            page.id += "-twin"
            corpus.pages.append(page)
        }),
        ("page renamed", { $0.pages[0].id += "-renamed" }),
        ("pages reordered", { $0.pages.reverse() }),
        ("page removed", { $0.pages.removeLast() }),
        ("link named", { corpus in
            let (page, block) = LexiconCorpusStateTests.aligned(corpus, 3)
            corpus.pages[page].blocks[block].html.ko = "<a href=\"\(corpus.pages[0].id)\">시트 보기</a>"
        }),
    ]

    func testEachChangeUpdatedByDifferenceEqualsAFreshCount() throws {
        var corpus = corpus()
        let store = MemoryCacheStore()
        let cache = ReadCache(store: store, salt: "test")
        XCTAssertEqual(state(corpus, cache: cache), state(corpus, cache: nil))
        XCTAssertFalse(state(corpus, cache: nil).bests.isEmpty)
        for (name, edit) in edits {
            edit(&corpus)
            XCTAssertEqual(state(corpus, cache: cache), state(corpus, cache: nil), name)
            // Pruned after the build, the store still holds every page's counts the records sum, read or not.
            XCTAssertTrue(Set(corpus.pages.map { cache.lexiconPageKey($0).name }).isSubset(of: store.keys(header: LexiconPageCoding.header)), name)
        }
    }

    func testChainedEditsUpdatedByDifferenceEqualAFreshCount() throws {
        var corpus = corpus()
        let cache = ReadCache(store: MemoryCacheStore(), salt: "test")
        _ = state(corpus, cache: cache)
        let koreanWords = ["시트", "버튼", "메뉴", "화면", "보기", "작업", "공유", "홈킷"]
        // Spread over the corpus's blocks by a fixed stride, so a failing step is replayed as it ran.
        for step in 0..<30 {
            let page = (step * 7) % corpus.pages.count
            let blocks = corpus.pages[page].blocks.indices.filter { corpus.pages[page].blocks[$0].kind.isTranslatable }
            guard !blocks.isEmpty else { continue }
            let block = blocks[(step * 13) % blocks.count]
            var text = corpus.pages[page].blocks[block].text
            switch step % 4 {
            case 0: text.ko = (text.ko ?? "") + " " + koreanWords[step % koreanWords.count]
            case 1: text.ko = text.ko.map { String($0.dropLast(step % 7)) }
            case 2: text.en += " sheet button"
            default: text.ko = nil
            }
            corpus.pages[page].blocks[block].text = text
            if step % 5 == 4 { corpus.pages.swapAt(page, (step * 3) % corpus.pages.count) }
            XCTAssertEqual(state(corpus, cache: cache), state(corpus, cache: nil), "step \(step)")
        }
    }

    func testUnchangedPagesAreNotReadAndTheRecordIsUsed() throws {
        let corpus = corpus()
        let store = MemoryCacheStore()
        let cache = ReadCache(store: store, salt: "test")
        let fresh = state(corpus, cache: cache)

        // Every page's kept counts planted with others: the records stand for them, so none is read.
        let planted = LexiconPageCounts(names: ProperNames(), stated: [.init(en: "planted", ko: "심은")], latinNames: [], linkNames: [])
        for key in store.keys(header: LexiconPageCoding.header) {
            store.entries[key] = ChecksummedEntry.wrap(LexiconPageCoding.encode(planted), header: LexiconPageCoding.header)
        }
        let empty = Cooccurrence.PageWords(english: [], korean: [], blocks: [])
        for key in store.keys(header: PageWordsCoding.header) {
            store.entries[key] = ChecksummedEntry.wrap(PageWordsCoding.encode(empty), header: PageWordsCoding.header)
        }
        XCTAssertEqual(state(corpus, cache: cache), fresh)

        // The record is what is used.
        let recordKey = try XCTUnwrap(store.keys(header: LexiconSumsCoding.header).first)
        var record = try LexiconSumsCoding.decode(ChecksummedEntry.unwrap(store.entries[recordKey]!, header: LexiconSumsCoding.header)!)
        record.sum.stated["recorded"] = ["기록된": 1]
        store.entries[recordKey] = ChecksummedEntry.wrap(LexiconSumsCoding.encode(record), header: LexiconSumsCoding.header)
        XCTAssertNotNil(LexiconEvidence(corpus, cache: cache).stated["recorded"])
    }

    func testAPageThatLeftWithNoEntryToTakeOutSumsEveryPage() throws {
        var corpus = corpus()
        let store = MemoryCacheStore()
        let cache = ReadCache(store: store, salt: "test")
        _ = state(corpus, cache: cache)
        let leaving = corpus.pages.removeLast()
        store.entries[cache.lexiconPageKey(leaving).name] = nil
        let words = cache.textsKey(leaving.blocks.map(\.text), context: Cooccurrence.digest(Self.targets), PageWordsCoding.self)
        store.entries[words.name] = nil
        XCTAssertEqual(state(corpus, cache: cache), state(corpus, cache: nil))
    }

    func testRecordsComeBackAsEncoded() throws {
        let corpus = corpus()
        let sums = LexiconPageCounts(corpus.pages[0])
        let record = SummedPages(context: "c", pages: ["a": 2, "b": 1],
                                 sum: LexiconSums(names: sums.names, stated: ["sheet": ["시트": 2]], latinNames: ["homekit": 1],
                                                  linkNames: [.init(href: "a.md", name: "시트"): 2]))
        XCTAssertEqual(try LexiconSumsCoding.decode(LexiconSumsCoding.encode(record)[...]), record)
        let use = SummedPages(context: "d", pages: ["a": 1], sum: KoreanWordUse(standing: ["시트": 2], neighbours: ["시트": .init(uses: 3, beside: ["보기": 2])]))
        XCTAssertEqual(try KoreanWordUseSumCoding.decode(KoreanWordUseSumCoding.encode(use)[...]), use)
        let spelling = SummedPages(context: "e", pages: [:], sum: HangulSpelling(uses: ["버튼": 2], beside: ["button": ["버튼": 2]]))
        XCTAssertEqual(try HangulSpellingSumCoding.decode(HangulSpellingSumCoding.encode(spelling)[...]), spelling)
        let bests = CooccurrenceBests(targets: "t", pages: ["a": 1], bests: ["sheet": .init(ko: "시트", count: 3, dice: 0.75)])
        XCTAssertEqual(try CooccurrenceBestsCoding.decode(CooccurrenceBestsCoding.encode(bests)[...]), bests)
    }

    func testASumTakenOutOfItselfIsEmpty() {
        var sums = LexiconSums(LexiconPageCounts(corpus().pages[0]))
        XCTAssertNotEqual(sums, LexiconSums())
        sums.add(sums, times: -1)
        XCTAssertEqual(sums, LexiconSums())
    }
}
