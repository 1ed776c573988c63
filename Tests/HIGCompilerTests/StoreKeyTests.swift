import Foundation
import HIGCorpus
import XCTest
@testable import HIGCompiler

/// A kept result is never reused after an input it depends on changed: every input of a file's read (each field of
/// `SourceInput` and of its manifest entry) reaches the read's key, each change of one makes the compiler read the
/// file again and gives what a fresh compile gives, and kinds never share a key.
final class StoreKeyTests: XCTestCase {
    private let input = SourceInput(path: "hig/components/buttons.md", bytes: Array("# Buttons\n\nUse a button.\n".utf8),
                                    relativePath: "components/buttons.md")
    private let pinned = ManifestEntry(id: "components/buttons", title: LocalizedTitle(en: "Buttons", ko: "버튼", derivedKo: "단추"),
                                       category: "components", madeBy: .person, madeByBasis: .declared)

    /// Each input a file's read depends on, changed in turn; the names are the fields they change.
    private func changedInputs() -> [(field: String, input: SourceInput, pinned: ManifestEntry?)] {
        func input(_ change: (inout SourceInput) -> Void) -> SourceInput { var copy = self.input; change(&copy); return copy }
        func pinned(_ change: (inout ManifestEntry) -> Void) -> ManifestEntry { var copy = self.pinned; change(&copy); return copy }
        return [
            ("path", input { $0.path = "other/components/buttons.md" }, self.pinned),
            ("relativePath", input { $0.relativePath = "buttons.md" }, self.pinned),
            ("bytes", input { $0.bytes += Array("More.\n".utf8) }, self.pinned),
            ("isKnownText", input { $0.isKnownText.toggle() }, self.pinned),
            ("manifest entry", self.input, nil),
            ("id", self.input, pinned { $0.id = "components/button" }),
            ("title.en", self.input, pinned { $0.title?.en = "Button" }),
            ("title.ko", self.input, pinned { $0.title?.ko = nil }),
            ("title.derivedKo", self.input, pinned { $0.title?.derivedKo = "버튼" }),
            ("category", self.input, pinned { $0.category = nil }),
            ("madeBy", self.input, pinned { $0.madeBy = .machine }),
            ("madeByBasis", self.input, pinned { $0.madeByBasis = .inferred }),
        ]
    }

    func testEveryFieldAFileReadDependsOnIsChangedHere() {
        // A field added to one of these types and not written into the key (and changed above) fails here first.
        XCTAssertEqual(Mirror(reflecting: input).children.compactMap(\.label), ["path", "relativePath", "bytes", "isKnownText"])
        XCTAssertEqual(Mirror(reflecting: pinned).children.compactMap(\.label), ["id", "title", "category", "madeBy", "madeByBasis"])
        XCTAssertEqual(Mirror(reflecting: pinned.title!).children.compactMap(\.label), ["en", "ko", "derivedKo"])
    }

    func testEachChangedInputGivesAnotherKey() {
        let cache = ReadCache(store: nil, salt: "test")
        let base = cache.key(for: input, pinned: pinned)
        XCTAssertEqual(cache.key(for: input, pinned: pinned), base, "a key is the same for the same inputs")
        var seen: Set<StoreKey> = [base]
        for changed in changedInputs() {
            let key = cache.key(for: changed.input, pinned: changed.pinned)
            XCTAssertTrue(seen.insert(key).inserted, "a change of \(changed.field) does not reach the key")
        }
        XCTAssertNotEqual(ReadCache(store: nil, salt: "another hig").key(for: input, pinned: pinned), base)
    }

    func testKindsNeverShareAKey() {
        let cache = ReadCache(store: nil, salt: "test")
        let page = Page(id: "components/buttons", title: LocalizedTitle(en: "Buttons"), category: "components", sources: [], blocks: [])
        XCTAssertNotEqual(cache.pageKey(page, RuleCoding.self), cache.pageKey(page, MemoryPageCoding.self))
        XCTAssertNotEqual(cache.key(RuleCoding.self) { $0.string("a") }, cache.key(MergedGroupCoding.self) { $0.string("a") })
        // Inputs are written with their lengths: moving a character from one to the next gives another key.
        XCTAssertNotEqual(cache.key(RuleCoding.self) { $0.string("ab"); $0.string("c") }, cache.key(RuleCoding.self) { $0.string("a"); $0.string("bc") })
    }

    /// The compiler keeps a file's read under its key and reuses it only while every input is the same: after a
    /// change of any one, the file is read again, and the result is the fresh compile's.
    func testAFileIsReadAgainAfterAnyInputItsReadDependsOnChanged() {
        let store = MemoryCacheStore()
        func compile(_ input: SourceInput, _ pinned: ManifestEntry?, cache: ReadCache?) -> Compilation {
            var sources = SourceSet(inputs: [input], pinned: [:], diagnostics: [])
            if let pinned { sources.pinned[input.path] = pinned }
            return CorpusCompiler(cache: cache).compile(sources)
        }
        let warm = ReadCache(store: store, salt: "test")
        _ = compile(input, pinned, cache: warm)
        XCTAssertEqual(warm.misses, 1)
        let again = ReadCache(store: store, salt: "test")
        XCTAssertEqual(compile(input, pinned, cache: again).corpus, compile(input, pinned, cache: nil).corpus)
        XCTAssertEqual(again.hits, 1, "an unchanged file is taken from the store")
        for changed in changedInputs() {
            let cache = ReadCache(store: store, salt: "test")
            let kept = compile(changed.input, changed.pinned, cache: cache)
            XCTAssertEqual(cache.misses, 1, "a change of \(changed.field) reused the kept read")
            XCTAssertEqual(kept.corpus, compile(changed.input, changed.pinned, cache: nil).corpus, changed.field)
            XCTAssertEqual(kept.diagnostics, compile(changed.input, changed.pinned, cache: nil).diagnostics, changed.field)
        }
    }
}
