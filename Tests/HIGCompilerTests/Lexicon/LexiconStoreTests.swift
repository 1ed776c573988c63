import Foundation
import HIGCorpus
import XCTest
@testable import HIGCompiler

/// The lexicon's per-page counts kept in the store (`LexiconPageCoding`, `KoreanWordUseCoding`,
/// `HangulSpellingCoding`): a kept entry is the one used, every field comes back as encoded, and a change of each
/// input a page's counts depend on makes them again, equal to counting afresh. (The per-corpus records that sum them,
/// `LexiconCorpusStateTests`, are removed where a test plants a page's entry, so the pages are summed.)
final class LexiconStoreTests: XCTestCase {
    private func corpus() -> Corpus {
        CorpusCompiler().compile(SourceDiscovery.discover([TestSupport.repositoryRoot.appendingPathComponent("seeds").path])).corpus
    }

    /// A change of each input of a page's counts: its English, its Korean, whether a block is translatable, its
    /// Korean HTML (for link names).
    private let edits: [(input: String, edit: (inout Corpus) -> Void)] = [
        ("English", { $0.pages[0].blocks[LexiconStoreTests.translatable(in: $0)].text.en += " Open Wallet with HomeKit scenes and Siri." }),
        ("Korean", { $0.pages[0].blocks[1].text.ko = "시트(sheet)를 HomeKit 홈킷 장면으로 엽니다." }),
        ("kind", { $0.pages[0].blocks[LexiconStoreTests.translatable(in: $0)].kind = .code }),
        ("Korean HTML", { $0.pages[0].blocks[1].html.ko = "<a href=\"\($0.pages[1].id)\">시트 보기</a>" }),
    ]

    /// The first translatable block of the first page.
    private static func translatable(in corpus: Corpus) -> Int {
        corpus.pages[0].blocks.firstIndex { $0.kind.isTranslatable }!
    }

    func testPageCountsAreKeptUsedAndMadeAgainAfterEachInputChanged() throws {
        let corpus = corpus()
        let store = MemoryCacheStore()
        XCTAssertEqual(LexiconEvidence(corpus, cache: ReadCache(store: store, salt: "test")), LexiconEvidence(corpus))
        let keys = store.keys(header: LexiconPageCoding.header)
        XCTAssertFalse(keys.isEmpty)

        // The kept counts are used as they are.
        let planted = LexiconPageCounts(names: ProperNames(), stated: [.init(en: "planted", ko: "심은")], latinNames: [], linkNames: [])
        store.entries[keys[0]] = ChecksummedEntry.wrap(LexiconPageCoding.encode(planted), header: LexiconPageCoding.header)
        store.removeRecords()
        XCTAssertNotNil(LexiconEvidence(corpus, cache: ReadCache(store: store, salt: "test")).stated["planted"]?["심은"])

        for (input, edit) in edits {
            var changed = corpus
            edit(&changed)
            let fresh = LexiconEvidence(changed)
            XCTAssertTrue(LexiconPageCounts(changed.pages[0]) != LexiconPageCounts(corpus.pages[0]), input)
            let kept = MemoryCacheStore()
            XCTAssertEqual(LexiconEvidence(corpus, cache: ReadCache(store: kept, salt: "test")), LexiconEvidence(corpus))
            XCTAssertEqual(LexiconEvidence(changed, cache: ReadCache(store: kept, salt: "test")), fresh, input)
        }
    }

    func testWordUseIsKeptUsedAndMadeAgainForOtherTextsOrWords() throws {
        let corpus = corpus()
        let korean: Set<String> = ["시트", "버튼", "화면"], english: Set<String> = ["sheet", "button"]
        let store = MemoryCacheStore()
        let fresh = KoreanWordUse(corpus, korean: korean, english: english)
        XCTAssertFalse(fresh.standing.isEmpty)
        XCTAssertEqual(KoreanWordUse(corpus, korean: korean, english: english, cache: ReadCache(store: store, salt: "test")), fresh)
        let keys = store.keys(header: KoreanWordUseCoding.header)
        XCTAssertEqual(try KoreanWordUseCoding.decode(KoreanWordUseCoding.encode(fresh)[...]), fresh)

        let planted = KoreanWordUse(standing: ["심은": 5], neighbours: ["심은": .init(uses: 3, beside: ["나무": 3])])
        for key in keys { store.entries[key] = ChecksummedEntry.wrap(KoreanWordUseCoding.encode(planted), header: KoreanWordUseCoding.header) }
        store.removeRecords()
        let kept = KoreanWordUse(corpus, korean: korean, english: english, cache: ReadCache(store: store, salt: "test"))
        XCTAssertEqual(kept.boundNeighbour("심은"), "나무")

        var changed = corpus
        edits[1].edit(&changed)
        // The edited page is counted again; every other page gives the planted counts.
        var expected = KoreanWordUse(changed.pages[0].blocks.map(\.text), korean: korean, english: english)
        for _ in 1..<changed.pages.count { expected.add(planted) }
        XCTAssertEqual(KoreanWordUse(changed, korean: korean, english: english, cache: ReadCache(store: store, salt: "test")), expected)
        XCTAssertEqual(KoreanWordUse(corpus, korean: korean.union(["장면"]), english: english, cache: ReadCache(store: store, salt: "test")),
                       KoreanWordUse(corpus, korean: korean.union(["장면"]), english: english), "other asked-about Korean")
        XCTAssertEqual(KoreanWordUse(corpus, korean: korean, english: ["view"], cache: ReadCache(store: store, salt: "test")),
                       KoreanWordUse(corpus, korean: korean, english: ["view"]), "other asked-about English")
    }

    func testHangulSpellingIsKeptUsedAndMadeAgainForOtherTextsOrNames() throws {
        let corpus = corpus()
        let names: Set<String> = ["button", "screen", "homekit"]
        let store = MemoryCacheStore()
        let fresh = HangulSpelling(corpus, names: names)
        XCTAssertEqual(HangulSpelling(corpus, names: names, cache: ReadCache(store: store, salt: "test")), fresh)
        XCTAssertEqual(try HangulSpellingCoding.decode(HangulSpellingCoding.encode(fresh)[...]), fresh)
        let keys = store.keys(header: HangulSpellingCoding.header)

        let planted = HangulSpelling(uses: ["버튼": 2], beside: ["button": ["버튼": 2]])
        for key in keys { store.entries[key] = ChecksummedEntry.wrap(HangulSpellingCoding.encode(planted), header: HangulSpellingCoding.header) }
        store.removeRecords()
        XCTAssertEqual(HangulSpelling(corpus, names: names, cache: ReadCache(store: store, salt: "test")).spelled, ["button"])

        var changed = corpus
        edits[1].edit(&changed)
        let other = HangulSpelling(changed, names: names, cache: ReadCache(store: store, salt: "test"))
        XCTAssertEqual(other.uses["홈킷"], HangulSpelling(changed, names: names).uses["홈킷"], "the edited page is counted again")
        XCTAssertEqual(HangulSpelling(corpus, names: ["screen"], cache: ReadCache(store: store, salt: "test")),
                       HangulSpelling(corpus, names: ["screen"]), "other names")
    }

    func testAWordListedTwiceIsMalformed() {
        var out = CacheWriter()
        out.array(["a", "a"]) { out, word in out.string(word); out.int(1) }
        out.array([String]()) { $0.string($1) }
        XCTAssertThrowsError(try KoreanWordUseCoding.decode(out.bytes[...]))
        let counts = LexiconPageCounts(names: ProperNames(usage: ["siri": .init(capitalised: 2, lowercase: 1)]), stated: [.init(en: "sheet", ko: "시트")],
                                       latinNames: ["homekit"], linkNames: [.init(href: "a.md", name: "시트")])
        XCTAssertEqual(try LexiconPageCoding.decode(LexiconPageCoding.encode(counts)[...]), counts)
    }
}

extension MemoryCacheStore {
    /// Removes the lexicon's per-corpus records, so the next build sums every page's kept counts.
    func removeRecords() {
        let headers = [LexiconSumsCoding.header, KoreanWordUseSumCoding.header, HangulSpellingSumCoding.header, CooccurrenceBestsCoding.header]
        entries = entries.filter { entry in !headers.contains { entry.value.starts(with: Array($0.utf8)) } }
    }
}
