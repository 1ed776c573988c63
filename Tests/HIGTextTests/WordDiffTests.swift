import XCTest
@testable import HIGText

/// The word diff behind outdated blocks: spans that rebuild both texts, similarity, and what counts as the same wording.
final class WordDiffTests: XCTestCase {
    func testSpansMarkTheChangedWordsAndRebuildBothTexts() {
        let old = "People reveal a share sheet by choosing an Action button.", new = "People reveal a share sheet by tapping the Share button."
        let spans = WordDiff.spans(from: old, to: new)
        XCTAssertEqual(spans, [.init(.equal, "People reveal a share sheet by "), .init(.delete, "choosing an Action "),
                               .init(.insert, "tapping the Share "), .init(.equal, "button.")])
        XCTAssertEqual(spans.filter { $0.operation != .insert }.map(\.text).joined(), old)
        XCTAssertEqual(spans.filter { $0.operation != .delete }.map(\.text).joined(), new)
    }

    func testSimilarityIsTwiceTheSharedWordsOverAll() {
        XCTAssertEqual(WordDiff.similarity("a b c d", "a b x d"), 0.75)
        XCTAssertEqual(WordDiff.similarity("", ""), 1)
        XCTAssertEqual(WordDiff.similarity("Use a sheet.", "Avoid menus."), 0)
    }

    func testSameWordingIgnoresSpacingPunctuationAndQuotesOnly() {
        XCTAssertTrue(WordDiff.sameWording("see Marks).", "see Marks )"))
        XCTAssertTrue(WordDiff.sameWording("the app’s plans", "the app's plans."))
        XCTAssertFalse(WordDiff.sameWording("enable scrolling", "allow scrolling"))
        XCTAssertTrue(WordDiff.sameWording("from Apple Design Resourcesand composite", "from Apple Design Resources and composite"))
        XCTAssertTrue(WordDiff.sameWording("Text size: 12pt (40mm)", "Text size: 12 pt (40mm)"))
    }

    func testASCIITextIsTokenizedAsTheGeneralPathDoes() {
        // The byte-level path for ASCII and the Character path (taken once a non-ASCII character is present) agree.
        let text = "  Don't use \"Tab\"-keys [x]@`{12pt}\r\nNOTE_2: 3.5x"
        let tokens = WordDiff.tokens(text)
        XCTAssertEqual(tokens.map(\.word), ["  ", "Don't ", "use \"", "Tab\"-", "keys [", "x]@`{", "12pt}\r\n", "NOTE_", "2: ", "3.", "5x"])
        XCTAssertEqual(tokens.map(\.key), ["", "don't", "use", "tab", "keys", "x", "12pt", "note", "2", "3", "5x"])
        let general = WordDiff.tokens(text + " é")
        XCTAssertEqual(general.map(\.word), tokens.dropLast().map(\.word) + ["5x ", "é"])
        XCTAssertEqual(general.map(\.key), tokens.map(\.key) + ["é"])
        XCTAssertEqual(WordDiff.keys("Action sheets"), ["action", "sheets"])
        XCTAssertEqual(WordDiff.tokens("An app’s “Done” — ÉCRAN 12x").map(\.key), ["an", "app's", "done", "écran", "12x"],
                       "a token with non-ASCII characters is keyed as before, the others byte by byte")
        XCTAssertEqual(WordDiff.similarity(keys: WordDiff.keys("a b c d"), WordDiff.keys("a b x d")), 0.75)
    }

    func testACalloutLabelIsNoText() {
        XCTAssertEqual(WordDiff.droppingCalloutLabel("DEVELOPER NOTE To display text, use a label."), "To display text, use a label.")
        XCTAssertEqual(WordDiff.droppingCalloutLabel("IMPORTANT Unlike an image, a chart needs labels."), "Unlike an image, a chart needs labels.")
        XCTAssertEqual(WordDiff.droppingCalloutLabel("URL schemes open apps."), "URL schemes open apps.", "only a callout's label is dropped")
        XCTAssertEqual(WordDiff.droppingCalloutLabel("iOS apps"), "iOS apps")
    }

    func testRunTogetherSentencesAreAFaultyExport() {
        XCTAssertTrue(WordDiff.hasRunTogetherSentences("from 0% to 100%.In contrast, consider"))
        XCTAssertFalse(WordDiff.hasRunTogetherSentences("Use it. In contrast, consider U.S. English."))
    }

    /// The byte path gives the Character path's tokens and keys wherever it is taken, and the same keys and verdicts.
    func testBytePathTokenizesAsTheCharacterPath() {
        var readFromBytes = 0
        for text in TrickyText.samples() {
            let tokens = WordDiff.tokens(text), reference = WordDiff.characterTokens(text)
            XCTAssertEqual(tokens.map(\.word), reference.map(\.word), text.debugDescription)
            XCTAssertEqual(tokens.map(\.key), reference.map(\.key), text.debugDescription)
            XCTAssertEqual(WordDiff.keys(text), reference.map(\.key), text.debugDescription)
            if !text.unicodeScalars.contains(where: { !$0.isASCII && $0 != "’" && !SimpleScalars.standsAlone($0) }) { readFromBytes += 1 }
        }
        XCTAssertGreaterThan(readFromBytes, 100)
    }

    func testSameWordingOfASCIIKeysComparesTheirConcatenations() {
        let samples = TrickyText.samples(count: 600, length: 5)
        for (a, b) in zip(samples, samples.dropFirst()) + [("Resourcesand x", "Resources and x"), ("12pt", "12 pt"), ("a b", "ab c")] {
            let x = WordDiff.keys(a).filter { !$0.isEmpty }, y = WordDiff.keys(b).filter { !$0.isEmpty }
            XCTAssertEqual(WordDiff.sameWording(keys: WordDiff.keys(a), WordDiff.keys(b)), x == y || x.joined() == y.joined(), "\(a) / \(b)")
        }
    }
}
