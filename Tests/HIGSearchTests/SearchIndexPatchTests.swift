import Foundation
import GRDB
import HIGCompiler
import HIGCorpus
import HIGRanking
@testable import HIGSearch
import XCTest

/// `search.sqlite` patched from the last build's file (`SearchIndexPatcher`): after any sequence of edits it holds what
/// a clean write holds (`SearchIndexContent`: every table's rows, FTS5's instances, clean integrity checks), and a
/// previous file it cannot trust is left alone and the index written clean.
final class SearchIndexPatchTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-patch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The repository's seeds, compiled once.
    static let seedProducts: BuildProducts = {
        let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("seeds")
        return Pipeline().run([seeds.path]).products
    }()

    private var fileNumber = 0

    /// Writes `products`' index as a build does (its rows page by page, each page digested by its sources), patching
    /// `previous` when given; returns the file and how it was made.
    private func write(_ products: BuildProducts, patching previous: String?) throws -> (path: String, made: SearchIndexWriter.Made) {
        try write(IndexEntryCollector().pages(for: products), ranking: RankingTables(products), patching: previous)
    }

    private func write(_ pages: some IndexRowPages, ranking: RankingTables, patching previous: String?) throws -> (path: String, made: SearchIndexWriter.Made) {
        fileNumber += 1
        let path = folder.appendingPathComponent("\(fileNumber).sqlite").path
        let made = try SearchIndexWriter().write(pages, ranking: ranking, to: path, patching: previous)
        return (path, made)
    }

    /// Patches a chain of random edits (pages added, removed, edited, retitled; a rule dropped; the lexicon changed),
    /// each patch from the last patched file, and compares each with a clean write of the same products.
    func testPatchedIndexHoldsWhatACleanWriteHoldsAfterRandomEdits() throws {
        var products = Self.seedProducts
        XCTAssertGreaterThan(products.corpus.pages.count, 3)
        var random = SeededRandom(state: 30)
        var previous = try write(products, patching: nil).path
        for step in 0..<12 {
            // Every kind twice, on pages chosen at random.
            let kind = ProductEdits.kinds[step % ProductEdits.kinds.count]
            ProductEdits.apply(kind, to: &products, &random)
            let patched = try write(products, patching: previous)
            guard case .patched(let pages) = patched.made else { return XCTFail("step \(step) (\(kind)): written clean") }
            XCTAssertLessThanOrEqual(pages, 2, "step \(step) (\(kind)): only the edited pages are replaced")
            let clean = try write(products, patching: nil)
            XCTAssertEqual(clean.made, .written)
            let patchedContent = try SearchIndexContent(path: patched.path)
            XCTAssertEqual(patchedContent.problems, [], "step \(step) (\(kind))")
            XCTAssertEqual(patchedContent, try SearchIndexContent(path: clean.path), "step \(step) (\(kind))")
            previous = patched.path
        }
    }

    /// Nothing changed: no page is replaced and nothing is written: the file is the previous one, linked.
    func testPatchWithNoChangeReplacesNoPageAndWritesNothing() throws {
        let first = try write(Self.seedProducts, patching: nil)
        let again = try write(Self.seedProducts, patching: first.path)
        XCTAssertEqual(again.made, .patched(pages: 0))
        let identity = { (path: String) in try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int }
        XCTAssertEqual(try identity(again.path), try identity(first.path), "the previous file itself")
        XCTAssertEqual(try SearchIndexContent(path: again.path), try SearchIndexContent(path: first.path))
    }

    /// One page edited: only that page's rows are replaced, and only ranking terms that page holds (before or after)
    /// are written again; the rest of `ranking_terms` is left as it was.
    func testAnEditedPageRewritesOnlyItsOwnRankingTerms() throws {
        var products = Self.seedProducts
        let previous = try write(products, patching: nil).path
        let number = products.corpus.pages.indices.last!
        let oldTerms = Set(RankingTables(products).index.terms)
        let block = try XCTUnwrap(products.corpus.pages[number].blocks.firstIndex { $0.kind == .paragraph })
        products.corpus.pages[number].blocks[block].text.en += " Zyzzyva quokka."
        let ranking = RankingTables(products)
        let changes = try DatabaseQueue(path: previous).read { db in try RankingTermChanges(stored: db, index: ranking.index) }
        let written = Set(changes.written.map { ranking.index.terms[$0] })
        XCTAssertTrue(written.isSuperset(of: ["zyzzyva", "quokka"]), "\(written.sorted())")
        XCTAssertEqual(changes.removed, [])
        for term in written {
            let pages = ranking.index.postings(of: term)?.map(\.page) ?? []
            XCTAssertTrue(pages.contains(number) || !oldTerms.contains(term), "\(term) is not the edited page's")
        }
        XCTAssertLessThan(written.count, ranking.index.terms.count / 4)
        let patched = try write(products, patching: previous)
        XCTAssertEqual(patched.made, .patched(pages: 1))
        XCTAssertEqual(try SearchIndexContent(path: patched.path), try SearchIndexContent(path: try write(products, patching: nil).path))
    }

    /// The page terms and the last index in memory, as a build's store keeps them.
    final class IndexMemo: PageTermsMemo, @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String: [UInt8]] = [:]
        private var last: RankingIndex?

        func digest(_ material: [UInt8]) -> String { String(decoding: material, as: UTF8.self) }
        func load(_ key: String) -> [UInt8]? { lock.withLock { entries[key] } }
        func save(_ key: String, _ entry: [UInt8]) { lock.withLock { entries[key] = entry } }
        func lastIndex() -> RankingIndex? { lock.withLock { last } }
        func keepIndex(_ index: RankingIndex) { lock.withLock { last = index } }
    }

    /// A ranking index updated from the last build's knows which terms changed: a previous file that holds the index
    /// they were made from (`ranking_source`) has those terms written and no other compared; a file of another index
    /// has every term compared. Either way the patched file holds what a clean write holds.
    func testKnownRankingChangesAreTakenOnlyFromAFileOfTheirBase() throws {
        var products = Self.seedProducts
        let memo = IndexMemo()
        let first = RankingTables(products, index: RankingIndex(RankingPages(products), memo: memo))
        let previous = try write(IndexEntryCollector().pages(for: products), ranking: first, patching: nil).path
        let number = products.corpus.pages.indices.last!
        let block = try XCTUnwrap(products.corpus.pages[number].blocks.firstIndex { $0.kind == .paragraph })
        products.corpus.pages[number].blocks[block].text.en += " Zyzzyva quokka."
        let updated = RankingIndex(RankingPages(products), memo: memo)
        let known = try XCTUnwrap(updated.changes)
        let taken = try DatabaseQueue(path: previous).read { db in try RankingTermChanges(db, index: updated) }
        XCTAssertEqual(taken.written, known.written)
        XCTAssertEqual(taken.removed, known.removed)
        let compared = try DatabaseQueue(path: previous).read { db in try RankingTermChanges(stored: db, index: updated) }
        XCTAssertTrue(Set(compared.written).isSubset(of: Set(known.written)), "every term that differs is among the known")
        // The edit only adds words, so the terms the page held before it holds still: those are the terms written.
        let pageTerms = updated.postings.filter { $0.value.contains { $0.page == number } }.map(\.key)
        XCTAssertEqual(Set(known.written.map { updated.terms[$0] }), Set(pageTerms))
        XCTAssertLessThan(known.written.count, updated.terms.count)
        var stale = updated
        stale.changes?.base = "another index"
        let restored = try DatabaseQueue(path: previous).read { db in try RankingTermChanges(db, index: stale) }
        XCTAssertEqual(restored.written, compared.written, "a file of another index: every term compared")
        let patched = try write(IndexEntryCollector().pages(for: products), ranking: RankingTables(products, index: updated), patching: previous)
        XCTAssertEqual(patched.made, .patched(pages: 1))
        let clean = try write(products, patching: nil)
        XCTAssertEqual(try SearchIndexContent(path: patched.path), try SearchIndexContent(path: clean.path))
    }

    /// One page edited: the patch makes the rows of that page only (the others' sources are digested, their rows never
    /// made), and the file holds what a clean write holds.
    func testAPatchMakesTheRowsOfTheEditedPageOnly() throws {
        var products = Self.seedProducts
        let previous = try write(products, patching: nil).path
        let number = products.corpus.pages.indices.last!
        let block = try XCTUnwrap(products.corpus.pages[number].blocks.firstIndex { $0.kind == .paragraph })
        products.corpus.pages[number].blocks[block].text.en += " Zyzzyva quokka."
        let pages = CountingPages(IndexEntryCollector().pages(for: products))
        let patched = try write(pages, ranking: RankingTables(products), patching: previous)
        XCTAssertEqual(patched.made, .patched(pages: 1))
        XCTAssertEqual(pages.asked.pages, [number])
        XCTAssertEqual(try SearchIndexContent(path: patched.path), try SearchIndexContent(path: try write(products, patching: nil).path))
    }

    /// Rows page by page, remembering which pages' rows were asked for.
    private final class CountingPages: IndexRowPages {
        let base: CorpusRowPages
        let asked = Asked()
        init(_ base: CorpusRowPages) { self.base = base }
        var pageIDs: [String] { base.pageIDs }
        func digests() -> [String] { base.digests() }
        func rows(ofPage number: Int) -> [IndexEntry] {
            asked.pages.append(number)
            return base.rows(ofPage: number)
        }

        final class Asked { var pages: [Int] = [] }
    }

    /// A page's source digest changes with every field of its page, blocks and rules that its rows read, and with
    /// the number and order of its blocks and rules; a field rows do not read (a block's HTML) leaves it.
    func testSourceDigestReadsEveryFieldTheRowsRead() throws {
        let products = Self.seedProducts
        let pageNumber = try XCTUnwrap(products.corpus.pages.firstIndex { page in products.rules.contains { $0.page == page.id } })
        let page = products.corpus.pages[pageNumber]
        let rules = products.rules.filter { $0.page == page.id }
        let digest = { (page: Page, rules: [Rule]) in PageDigest.ofSources(pages: [page], rules: rules) }
        let pageEdits: [(String, (inout Page) -> Void)] = [
            ("id", { $0.id += "x" }), ("title en", { $0.title.en += "x" }), ("title ko", { $0.title.ko = ($0.title.ko ?? "") + "x" }),
            ("block id", { $0.blocks[0].id += "x" }), ("block kind", { $0.blocks[0].kind = $0.blocks[0].kind == .image ? .paragraph : .image }),
            ("text en", { $0.blocks[0].text.en += "x" }), ("text ko", { $0.blocks[0].text.ko = ($0.blocks[0].text.ko ?? "") + "x" }),
            ("text ko missing", { $0.blocks[0].text.ko = $0.blocks[0].text.ko == nil ? "" : nil }),
            ("section", { $0.blocks[0].section.append("x") }), ("path", { $0.blocks[0].source.path += "x" }),
            ("line", { $0.blocks[0].source.line += 1 }), ("a block more", { $0.blocks.append($0.blocks[0]) }),
            ("blocks reordered", { $0.blocks.swapAt(0, 1) }),
        ]
        var digests: Set<String> = [digest(page, rules)]
        for (name, edit) in pageEdits {
            var changed = page
            edit(&changed)
            XCTAssertTrue(digests.insert(digest(changed, rules)).inserted, name)
        }
        let ruleEdits: [(String, (inout Rule) -> Void)] = [
            ("id", { $0.id += "x" }), ("page", { $0.page += "x" }), ("block", { $0.block += "x" }),
            ("platforms", { $0.platforms.append("visionOS") }), ("text en", { $0.text.en += "x" }),
            ("text ko", { $0.text.ko = ($0.text.ko ?? "") + "x" }), ("rationale en", { $0.rationale.en += "x" }),
            ("rationale ko", { $0.rationale.ko = ($0.rationale.ko ?? "") + "x" }), ("section", { $0.section.append("x") }),
            ("page title", { $0.pageTitle.en += "x" }), ("page title ko", { $0.pageTitle.ko = ($0.pageTitle.ko ?? "") + "x" }),
            ("source path", { $0.source.path += "x" }), ("source line", { $0.source.line += 1 }),
        ]
        for (name, edit) in ruleEdits {
            var changed = rules
            edit(&changed[0])
            XCTAssertTrue(digests.insert(digest(page, changed)).inserted, "rule \(name)")
        }
        XCTAssertTrue(digests.insert(digest(page, rules + [rules[0]])).inserted, "a rule more")
        var unread = page
        unread.blocks[0].html.en += "<b>x</b>"
        XCTAssertEqual(digest(unread, rules), digest(page, rules), "the HTML is not in the rows")
    }

    /// A page's digest changes with every column of its rows (a field added to `IndexEntry` fails here until the
    /// digest reads it), and with the rows' order and number.
    func testPageDigestReadsEveryColumnOfARow() throws {
        let row = IndexEntry(page: "p", block: "b", ordinal: 1, rule: "r", kind: "paragraph", platforms: ["iOS"],
                             source: SourceLocation(path: "a.md", line: 2), titleEN: "t", titleKO: "제", heading: "h",
                             ruleEN: "re", ruleKO: "규", textEN: "te", textKO: "본")
        XCTAssertEqual(Mirror(reflecting: row).children.count, 14, "a new field of IndexEntry: make PageDigest read it")
        let edits: [(String, (inout IndexEntry) -> Void)] = [
            ("page", { $0.page += "x" }), ("block", { $0.block += "x" }), ("ordinal", { $0.ordinal += 1 }),
            ("rule", { $0.rule = nil }), ("rule text", { $0.rule = "" }), ("kind", { $0.kind += "x" }),
            ("platforms", { $0.platforms.append("macOS") }), ("path", { $0.source.path += "x" }), ("line", { $0.source.line += 1 }),
            ("titleEN", { $0.titleEN += "x" }), ("titleKO", { $0.titleKO += "x" }), ("heading", { $0.heading += "x" }),
            ("ruleEN", { $0.ruleEN += "x" }), ("ruleKO", { $0.ruleKO += "x" }), ("textEN", { $0.textEN += "x" }),
            ("textKO", { $0.textKO += "x" }),
        ]
        var digests: Set<String> = [PageDigest.of([row])]
        for (name, edit) in edits {
            var changed = row
            edit(&changed)
            XCTAssertTrue(digests.insert(PageDigest.of([changed])).inserted, name)
        }
        // Text moved from one column to the next is another row.
        var moved = row
        (moved.textEN, moved.textKO) = ("te본", "")
        XCTAssertTrue(digests.insert(PageDigest.of([moved])).inserted, "moved text")
        var other = row
        other.block = "c"
        XCTAssertNotEqual(PageDigest.of([row, other]), PageDigest.of([other, row]))
        XCTAssertNotEqual(PageDigest.of([row]), PageDigest.of([row, row]))
    }

    /// A previous file that is damaged, of another format or tokenizer, or not SQLite at all is left as it was, and
    /// the index is written clean: the same bytes as a write with no previous file.
    func testAPreviousFileItCannotTrustIsLeftAloneAndTheIndexWrittenClean() throws {
        let products = Self.seedProducts
        let clean = try Data(contentsOf: URL(fileURLWithPath: try write(products, patching: nil).path))
        let valid = try write(products, patching: nil).path
        let validBytes = try Data(contentsOf: URL(fileURLWithPath: valid))
        var foreign: [String: Data] = [
            "not SQLite": Data("search index".utf8),
            "cut short": validBytes.prefix(validBytes.count / 2),
            "empty": Data(),
        ]
        // Pages overwritten with zeros in the middle of the file.
        var damaged = validBytes
        let middle = damaged.count / SearchIndexSchema.pageSize / 2 * SearchIndexSchema.pageSize
        damaged.replaceSubrange(middle..<(middle + 2 * SearchIndexSchema.pageSize), with: Data(count: 2 * SearchIndexSchema.pageSize))
        foreign["damaged pages"] = damaged
        let otherTokenizer = folder.appendingPathComponent("unicode61.sqlite").path
        try SearchIndexWriter(tokenizer: "unicode61").write(IndexEntryCollector().entries(for: products), to: otherTokenizer)
        foreign["another tokenizer"] = try Data(contentsOf: URL(fileURLWithPath: otherTokenizer))
        let otherVersion = try DatabaseQueue(path: valid)
        try otherVersion.write { db in try db.execute(sql: "PRAGMA user_version = 3") }
        try otherVersion.close()
        foreign["another format"] = try Data(contentsOf: URL(fileURLWithPath: valid))
        for (name, bytes) in foreign.sorted(by: { $0.key < $1.key }) {
            let previous = folder.appendingPathComponent("previous-\(fileNumber).sqlite")
            try bytes.write(to: previous)
            let made = try write(products, patching: previous.path)
            XCTAssertEqual(made.made, .written, name)
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: made.path)), clean, name)
            XCTAssertEqual(try Data(contentsOf: previous), bytes, "\(name): the previous file is left as it was")
        }
    }

    /// Block search breaks ties by page and block, not by row id: a patched index, whose ids differ, answers alike.
    func testBlockSearchTiesDoNotDependOnRowIDs() throws {
        var products = Self.seedProducts
        let removed = products.corpus.pages.remove(at: 0)
        let previous = try write(products, patching: nil).path
        products.corpus.pages.insert(removed, at: 0)
        let patched = try write(products, patching: previous)
        XCTAssertEqual(patched.made, .patched(pages: 1))
        let clean = try write(products, patching: nil)
        let ids = try DatabaseQueue(path: patched.path).read { db in try Int.fetchOne(db, sql: "SELECT min(id) FROM entries WHERE page = ?", arguments: [removed.id]) }
        XCTAssertGreaterThan(ids ?? 0, 1, "the first page's rows came last")
        for query in ["sheet", "시트", "button", "the", "앱", "use"] {
            for groupByPage in [false, true] {
                var request = SearchRequest(query: query, limit: 200)
                request.groupByPage = groupByPage
                XCTAssertEqual(try SearchIndex(path: patched.path).search(request), try SearchIndex(path: clean.path).search(request), query)
            }
        }
    }
}

/// Random edits of a build's products, of every kind a patch must follow.
enum ProductEdits {
    static let kinds = ["page removed", "page added", "block edited", "page retitled", "rule dropped", "lexicon changed"]

    /// Applies an edit of `kind` to a page (or rule) chosen by `random`.
    static func apply(_ kind: String, to products: inout BuildProducts, _ random: inout SeededRandom) {
        var pages = products.corpus.pages
        let number = random.next(pages.count)
        switch kind {
        case "page removed" where pages.count > 2:
            let id = pages.remove(at: number).id
            products.rules.removeAll { $0.page == id }
        case "page added", "page removed":
            var copy = pages[number]
            copy.id += "-copy-\(random.next(1000))"
            pages.append(copy)
            pages.sort { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }
        case "block edited":
            guard let block = pages[number].blocks.indices.randomElement(using: &random) else { break }
            pages[number].blocks[block].text.en += " Edited \(random.next(1000))."
            pages[number].blocks[block].text.ko = (pages[number].blocks[block].text.ko ?? "") + " 고친 문장 \(random.next(1000))."
        case "page retitled":
            pages[number].title.ko = "고친 제목 \(random.next(1000))"
        case "rule dropped" where !products.rules.isEmpty:
            products.rules.remove(at: random.next(products.rules.count))
        default:
            products.lexicon.pairs.append(TermLexicon.Pair(en: "sheet", ko: "낱장\(random.next(100))", origin: .glossary, count: 1, score: 1))
            products.lexicon.pairs.sort { $0.en < $1.en }
        }
        products.corpus.pages = pages
    }
}

/// SplitMix64: the same edits on every run.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
}
