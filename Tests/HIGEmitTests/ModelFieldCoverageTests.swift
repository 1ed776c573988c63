import Foundation
import HIGCorpus
import XCTest
@testable import HIGCompiler
@testable import HIGEmit

/// Every stored property of `Page`, `Block` and `Rule`, found by reflection (`Mirror`), survives each path that carries
/// it: corpus.json (`CorpusJSONEmitter`, read back by `Corpus`'s Decodable), the read cache's entries
/// (`FileReadCoding`), rules.json (`RulesJSONEmitter`, read back by `RuleCatalogue`), the rules pass's cache entries
/// (`RuleCoding`); and every property of a page or block changes the cache key of a pass's result for the page
/// (`ReadCache.pageKey`). A field added to the model and forgotten by one writer, reader or key fails here.
///
/// The values are fully populated: no nil, no empty list, no empty string, no zero, `true` for flags, and every string,
/// integer and double different from every other, so a writer that drops a field or swaps two shows as a changed leaf.
final class ModelFieldCoverageTests: XCTestCase {
    /// What a published format leaves out by its schema, by leaf path suffix: corpus.json and rules.json record a
    /// source position as path and line (`{"path", "line"}`), and rules.json's page title is `{en, ko}`
    /// (schemas/rules.schema.json 1.0.0).
    static let corpusJSONOmits = [".column"]
    static let rulesJSONOmits = [".column", "pageTitle.derivedKo"]

    // MARK: - The fixtures are fully populated

    func testTheFixturesHaveEveryFieldSetToADistinctNonDefaultValue() {
        let values: [(String, Any)] = [("page", ModelFixture.page), ("rule", ModelFixture.rule)]
        for (name, value) in values {
            XCTAssertEqual(ModelLeaves.unpopulated(ModelLeaves.of(value)), [], "\(name): give these fields a distinct, non-default value")
        }
        // A property with a default (any type, an enum too) that the fixture leaves at it: compared with the value
        // the initialiser gives when only the required arguments are passed.
        XCTAssertEqual(ModelLeaves.propertiesAtDefault(ModelFixture.page, ModelFixture.minimalPage), [], "page: set these away from their defaults")
        XCTAssertEqual(ModelLeaves.propertiesAtDefault(ModelFixture.page.blocks[0], ModelFixture.minimalBlock), [], "block: set these away from their defaults")
    }

    // MARK: - Writers and readers

    func testCorpusJSONCarriesEveryFieldOfAPageAndItsBlocks() throws {
        let corpus = Corpus(pages: [ModelFixture.page], skipped: [])
        let read = try JSONDecoder().decode(Corpus.self, from: Data(CorpusJSONEmitter.encode(corpus)))
        XCTAssertEqual(read.pages.count, 1)
        let lost = ModelLeaves.differences(ModelFixture.page, try XCTUnwrap(read.pages.first), ignoring: Self.corpusJSONOmits)
        XCTAssertEqual(lost, [], "corpus.json (CorpusJSONEmitter → Corpus.init(from:)) loses or changes these")
    }

    func testReadCacheEntriesCarryEveryFieldOfAPageAndItsBlocks() throws {
        let entry = FileRead(page: AssembledPage(page: ModelFixture.page, evidence: .writtenTitle), skipped: nil, diagnostics: [])
        let read = try FileReadCoding.decode(FileReadCoding.encode(entry)[...])
        let page = try XCTUnwrap(read.page?.page)
        XCTAssertEqual(ModelLeaves.differences(ModelFixture.page, page, ignoring: []), [], "the read cache (FileReadCoding) loses or changes these")
    }

    func testRulesJSONCarriesEveryFieldOfARule() throws {
        let read = try JSONDecoder().decode(RuleCatalogue.self, from: Data(RulesJSONEmitter.encode([ModelFixture.rule])))
        let lost = ModelLeaves.differences(ModelFixture.rule, try XCTUnwrap(read.rules.first), ignoring: Self.rulesJSONOmits)
        XCTAssertEqual(lost, [], "rules.json (RulesJSONEmitter → RuleCatalogue.init(from:)) loses or changes these")
    }

    func testRuleCacheEntriesCarryEveryFieldOfARule() throws {
        let read = try RuleCoding.decode(RuleCoding.encode([ModelFixture.rule])[...])
        XCTAssertEqual(ModelLeaves.differences(ModelFixture.rule, try XCTUnwrap(read.first), ignoring: []), [], "RuleCoding loses or changes these")
    }

    // MARK: - The cache key

    /// Each stored property of a page and of a block, changed alone, changes the key of a pass's result for the page.
    /// The change tables must name exactly the properties reflection finds. (Nested values go through the same
    /// `CacheWriter` functions as the read cache's entries, which the round trip above holds to every leaf.)
    func testEveryPropertyOfAPageAndABlockChangesThePagesCacheKey() {
        XCTAssertEqual(Set(ModelLeaves.propertyNames(ModelFixture.page)), Set(ModelFixture.pageChanges.keys), "ModelFixture.pageChanges must change each property of Page")
        XCTAssertEqual(Set(ModelLeaves.propertyNames(ModelFixture.page.blocks[0])), Set(ModelFixture.blockChanges.keys),
                       "ModelFixture.blockChanges must change each property of Block")
        let cache = ReadCache(store: nil, salt: "coverage")
        let key = cache.pageKey(ModelFixture.page, RuleCoding.self)
        var changes: [(String, (inout Page) -> Void)] = ModelFixture.pageChanges.map { ("page.\($0.key)", $0.value) }
        changes += ModelFixture.blockChanges.map { change in ("block.\(change.key)", { (page: inout Page) in change.value(&page.blocks[0]) }) }
        for (name, change) in changes {
            var changed = ModelFixture.page
            change(&changed)
            XCTAssertTrue(changed != ModelFixture.page, "\(name): the change changes nothing")
            XCTAssertNotEqual(cache.pageKey(changed, RuleCoding.self), key, "\(name) does not reach the cache key")
        }
    }
}

/// A value's stored properties as leaves, by path (`blocks[0].translationState.diff[0].op`), through `Mirror`.
enum ModelLeaves {
    struct Leaf: Equatable {
        var path: String
        /// The leaf's type and value (`String Sheets`), or `nil` / `[]` for an absent optional or an empty list.
        var text: String
    }

    static func of(_ value: Any, at path: String = "") -> [Leaf] {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first else { return [Leaf(path: path, text: "nil")] }
            return of(wrapped.value, at: path)
        case .collection, .set, .dictionary:
            guard !mirror.children.isEmpty else { return [Leaf(path: path, text: "[]")] }
            return mirror.children.enumerated().flatMap { of($0.element.value, at: "\(path)[\($0.offset)]") }
        default:
            guard !mirror.children.isEmpty else { return [Leaf(path: path, text: "\(type(of: value)) \(value)")] }
            return mirror.children.flatMap { child in
                let label = child.label ?? "?"
                return of(child.value, at: path.isEmpty ? label : "\(path).\(label)")
            }
        }
    }

    /// The top-level stored property names of a value.
    static func propertyNames(_ value: Any) -> [String] {
        Mirror(reflecting: value).children.compactMap(\.label)
    }

    /// Paths of leaves that differ between two values, leaving out paths that end with one of `ignoring`.
    static func differences(_ expected: Any, _ actual: Any, ignoring: [String]) -> [String] {
        let wanted = of(expected), got = of(actual)
        guard wanted.map(\.path) == got.map(\.path) else {
            return ["shape differs: \(Set(wanted.map(\.path)).symmetricDifference(got.map(\.path)).sorted())"]
        }
        return zip(wanted, got).filter { pair in
            pair.0 != pair.1 && !ignoring.contains { pair.0.path.hasSuffix($0) }
        }.map { "\($0.0.path): \($0.0.text) → \($0.1.text)" }
    }

    /// Leaves at a default (nil, empty, "", 0, false) or equal to another leaf of the same type.
    static func unpopulated(_ leaves: [Leaf]) -> [String] {
        var problems: [String] = []
        var seen: [String: String] = [:]
        for leaf in leaves {
            if ["nil", "[]", "String ", "Int 0", "Double 0.0", "Bool false"].contains(leaf.text) {
                problems.append("\(leaf.path) is \(leaf.text)")
            } else if ["String ", "Int ", "Double "].contains(where: leaf.text.hasPrefix) {
                if let other = seen[leaf.text] { problems.append("\(leaf.path) equals \(other)") }
                seen[leaf.text] = leaf.path
            }
        }
        return problems
    }

    /// The top-level properties whose leaves are the same in `value` and in `defaults`.
    static func propertiesAtDefault(_ value: Any, _ defaults: Any) -> [String] {
        let given = Mirror(reflecting: value).children, bare = Mirror(reflecting: defaults).children
        return zip(given, bare).filter { of($0.0.value) == of($0.1.value) }.compactMap(\.0.label)
    }
}

/// Fully populated values of the model, and a change to each property of a page and a block.
enum ModelFixture {
    static func at(_ path: String, _ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }

    static let block = Block(
        id: "use-a-sheet", kind: .listItem, section: ["Best practices"],
        text: BilingualText(en: "Use a sheet.", ko: "시트를 사용하세요."),
        html: BilingualText(en: "Use a <em>sheet</em>.", ko: "<em>시트</em>를 사용하세요."),
        lead: "Use a sheet", links: ["https://example.com/sheets"], summary: "→ 시트 요약", translatorNote: true,
        alignment: Alignment(method: .computed, confidence: 0.73),
        source: at("seeds/a.md", 11, 2), translationSource: at("seeds/b.md", 12, 3),
        alternatives: [AlternativeTranslation(ko: "시트를 쓰세요.", source: at("seeds/c.md", 13, 4),
                                              origin: TranslationOrigin(madeBy: .machine, basis: .inferred, date: "2024-01-02",
                                                                        parts: [TranslationPart(ko: "시트를", source: at("seeds/d.md", 14, 5))]),
                                              en: "Use sheets.")],
        derivedKo: "시트 사용",
        translationState: TranslationState(status: .outdated, previousEn: "Use a modal sheet.", previousSource: at("seeds/e.md", 15, 6),
                                           similarity: 0.61, diff: [DiffSpan(op: "delete", text: "modal")],
                                           changedSentences: [ChangedSentence(previousEn: "Old sentence.", en: "New sentence.", ko: "옛 문장.")],
                                           suggestions: [Suggestion(ko: "제안된 번역.", en: "A similar sentence.", match: 87, granularity: "sentence",
                                                                    from: "components/alerts#b1", source: at("seeds/f.md", 16, 7))]),
        translationOrigin: TranslationOrigin(madeBy: .person, basis: .declared, date: "2025-03-04",
                                             parts: [TranslationPart(ko: "사용하세요.", source: at("seeds/g.md", 17, 8))]))

    static let page = Page(
        id: "components/presentation/sheets", title: LocalizedTitle(en: "Sheets", ko: "시트", derivedKo: "시트 (학습)"),
        category: "components/presentation",
        sources: [PageSource(path: "seeds/004.txt", format: .interleavedText, sha256: "ab12", relation: "copy",
                             frontMatter: FrontMatter(created: "2023-12-19", updated: "2024-05-06", platforms: ["iOS"]))],
        blocks: [block], changeLog: [ChangeLogEntry(date: "2024-07-08", author: "translator", change: "첫 번역")],
        aliases: ["components/sheets"], consolidates: ["components/presentation/sheet-details"])

    /// A block and a page built from other required arguments only: every other property at its default.
    static let minimalBlock = Block(id: "", kind: .heading, section: [], text: BilingualText(en: "", ko: nil), html: BilingualText(en: "", ko: nil),
                                    alignment: Alignment(method: .none, confidence: 0), source: at("", 0, 0))
    static let minimalPage = Page(id: "", title: LocalizedTitle(en: ""), category: "", sources: [], blocks: [])

    static let rule = Rule(
        id: "components/presentation/sheets/use-a-sheet", page: "components/presentation/sheets-rule-page",
        pageTitle: LocalizedTitle(en: "Sheets (rule)", ko: "시트 (규칙)", derivedKo: "시트 (규칙, 학습)"),
        block: "use-a-sheet-block", section: ["Rule section"], platforms: ["visionOS"], kind: .dont,
        text: BilingualText(en: "Don't nest sheets.", ko: "시트를 중첩하지 마세요."),
        rationale: BilingualText(en: "Nesting confuses people.", ko: "중첩은 혼란을 줍니다."),
        translation: .merged, links: ["https://example.com/rule"], source: at("seeds/r.md", 21, 9),
        translationSource: at("seeds/s.md", 22, 10), detection: .imperativeLead, confidence: 0.83)

    static let pageChanges: [String: @Sendable (inout Page) -> Void] = [
        "id": { $0.id += "-2" },
        "title": { $0.title.derivedKo = nil },
        "category": { $0.category = "components" },
        "sources": { $0.sources[0].frontMatter = nil },
        "blocks": { $0.blocks.append($0.blocks[0]) },
        "changeLog": { $0.changeLog = [] },
        "aliases": { $0.aliases = [] },
        "consolidates": { $0.consolidates = [] },
    ]

    static let blockChanges: [String: @Sendable (inout Block) -> Void] = [
        "id": { $0.id += "-2" },
        "kind": { $0.kind = .paragraph },
        "section": { $0.section = [] },
        "text": { $0.text.ko = nil },
        "html": { $0.html.en += " " },
        "lead": { $0.lead = nil },
        "links": { $0.links = [] },
        "summary": { $0.summary = nil },
        "translatorNote": { $0.translatorNote = false },
        "alignment": { $0.alignment.confidence = 0.5 },
        "source": { $0.source.column += 1 },
        "translationSource": { $0.translationSource = nil },
        "alternatives": { $0.alternatives[0].origin?.parts = [] },
        "derivedKo": { $0.derivedKo = nil },
        "translationState": { $0.translationState?.suggestions[0].granularity = "block" },
        "translationOrigin": { $0.translationOrigin?.date = nil },
    ]
}
