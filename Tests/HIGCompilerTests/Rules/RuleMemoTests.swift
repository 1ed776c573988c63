import Foundation
import HIGCorpus
import XCTest
@testable import HIGCompiler

/// A page compiled the same as in an earlier build gets that build's rules from the read cache, equal to the rules
/// extracted afresh; a page that changed in any field is extracted again; a damaged entry is extracted afresh.
final class RuleMemoTests: XCTestCase {
    private func seeds() -> Corpus {
        Pipeline().run([TestSupport.repositoryRoot.appendingPathComponent("seeds").path]).corpus
    }

    func testUnchangedPagesGetTheirRulesBackAsExtracted() throws {
        let corpus = seeds()
        let fresh = RuleExtractor().extract(from: corpus)
        XCTAssertGreaterThan(fresh.count, 20)
        let store = MemoryCacheStore()
        XCTAssertEqual(RuleExtractor(cache: ReadCache(store: store, salt: "test")).extract(from: corpus), fresh)
        let keys = store.keys(header: RuleCoding.header)
        XCTAssertEqual(keys.count, corpus.pages.count)
        XCTAssertEqual(RuleExtractor(cache: ReadCache(store: store, salt: "test")).extract(from: corpus), fresh)

        // A stored entry is taken as it is: one that says otherwise shows in the rules.
        for key in keys {
            var rules = try RuleCoding.decode(try XCTUnwrap(ChecksummedEntry.unwrap(store.entries[key]!, header: RuleCoding.header)))
            for index in rules.indices { rules[index].confidence = 0.5 }
            store.entries[key] = ChecksummedEntry.wrap(RuleCoding.encode(rules), header: RuleCoding.header)
        }
        XCTAssertEqual(Set(RuleExtractor(cache: ReadCache(store: store, salt: "test")).extract(from: corpus).map(\.confidence)), [0.5])

        // A damaged entry is extracted afresh and counted.
        store.entries[keys[0]]![store.entries[keys[0]]!.count - 2] ^= 0x01
        let cache = ReadCache(store: store, salt: "test")
        let rules = RuleExtractor(cache: cache).extract(from: corpus)
        XCTAssertEqual(cache.damageNote?.id, "hig.cache.damaged")
        let afresh = rules.filter { $0.confidence != 0.5 }
        XCTAssertEqual(Set(afresh.map(\.page)).count, 1, "one page's rules")
        XCTAssertEqual(afresh, fresh.filter { $0.page == afresh.first?.page })
    }

    func testAPageChangedInAnyFieldIsExtractedAgain() {
        var corpus = seeds()
        let store = MemoryCacheStore()
        _ = RuleExtractor(cache: ReadCache(store: store, salt: "test")).extract(from: corpus)
        // The page title is in every rule: a derived Korean title alone must reach them.
        corpus.pages[0].title.derivedKo = "새 제목"
        let rules = RuleExtractor(cache: ReadCache(store: store, salt: "test")).extract(from: corpus)
        XCTAssertEqual(rules, RuleExtractor().extract(from: corpus))
        XCTAssertTrue(rules.contains { $0.pageTitle.derivedKo == "새 제목" })
        XCTAssertEqual(store.keys(header: RuleCoding.header).count, corpus.pages.count + 1)
    }

    func testEveryFieldOfARuleComesBack() throws {
        let rules = RuleExtractor().extract(from: seeds())
        let rule = Rule(id: "p/r", page: "p", pageTitle: LocalizedTitle(en: "P", ko: "피", derivedKo: "파"), block: "b", section: ["A", "B"],
                        platforms: ["iOS"], kind: .dont, text: BilingualText(en: "Avoid it.", ko: "피하세요."),
                        rationale: BilingualText(en: "Why.", ko: nil), translation: .missing, links: ["x"],
                        source: SourceLocation(path: "a.md", line: 2, column: 3), translationSource: SourceLocation(path: "a.md", line: 3),
                        detection: .boldLead, confidence: 0.25)
        for sample in [rules, [rule], []] {
            let bytes = RuleCoding.encode(sample)
            XCTAssertEqual(try RuleCoding.decode(bytes[...]), sample)
            XCTAssertThrowsError(try RuleCoding.decode((bytes + [0])[...]))
        }
        XCTAssertThrowsError(try RuleCoding.decode(RuleCoding.encode([rule]).dropLast()))
    }
}
