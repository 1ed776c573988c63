import HIGCorpus
import XCTest
@testable import HIGCompiler

/// Images, captions and glued headings taken out of paragraphs: what a paragraph's English holds is prose only.
final class FigureSplitterTests: XCTestCase {
    private func dump(_ markdown: String) -> [String] {
        TestSupport.dump(TestSupport.compile("Sliders\n=======\n\n" + markdown).0)
    }

    func testAnImageGluedAfterASentenceIsItsOwnBlock() {
        XCTAssertEqual(dump("A slider is a horizontal track with a thumb people can drag.![A stylized representation of a slider.](https://e.com/s.png)"), [
            "L4 paragraph A slider is a horizontal track with a thumb people can drag. | -",
            "L4 image A stylized representation of a slider. | -",
        ])
    }

    func testACaptionEndsWhereTheNextParagraphIsGluedOn() {
        // Into bold, into a capitalised word, after a sentence's end, into a heading's marks.
        XCTAssertEqual(dump("![Night.](https://e.com/n.png)Night Mode**Adjust colors for the vibrant mode.** The system renders widgets in it."), [
            "L4 image Night. | -", "L4 caption Night Mode | -",
            "L4 paragraph Adjust colors for the vibrant mode. The system renders widgets in it. | -",
        ])
        XCTAssertEqual(dump("![Tiers.](https://e.com/t.png)Tiered level appearanceFor guidance using the rating style, see Rating indicators."), [
            "L4 image Tiers. | -", "L4 caption Tiered level appearance | -",
            "L4 paragraph For guidance using the rating style, see Rating indicators. | -",
        ])
        XCTAssertEqual(dump("![Bar.](https://e.com/b.png)Bottom toolbar buttons.For developer guidance, see the toolbar documentation page."), [
            "L4 image Bar. | -", "L4 caption Bottom toolbar buttons. | -",
            "L4 paragraph For developer guidance, see the toolbar documentation page. | -",
        ])
        XCTAssertEqual(dump("![Mixed.](https://e.com/m.png)Mixed#### Radio buttons"), [
            "L4 image Mixed. | -", "L4 caption Mixed | -", "L4 heading Radio buttons | -",
        ])
    }

    func testAGalleryGivesEachImageItsCaption() {
        XCTAssertEqual(dump("![A ring.](https://e.com/1.png)Ring image![A number.](https://e.com/2.png)Ring text"), [
            "L4 image A ring. | -", "L4 caption Ring image | -", "L4 image A number. | -", "L4 caption Ring text | -",
        ])
    }

    func testProductNamesAreNoGlueAndAnImageInsideASentenceStays() {
        XCTAssertNil(FigureSplitter.gluePoint(in: "In visionOS, iPhone and VoiceOver users see macOS windows"))
        XCTAssertEqual(FigureSplitter.gluePoint(in: "Timer labelWhen").map { "Timer labelWhen"[$0...] }, "When")
        XCTAssertEqual(dump("Tap the ![Share](https://e.com/share.png) button to send the document to a friend."), [
            "L4 paragraph Tap the Share button to send the document to a friend. | -",
        ])
    }

    func testKoreanUnderAGluedParagraphTranslatesItsProseNotTheImage() {
        XCTAssertEqual(dump("A slider is a horizontal track with a thumb.![A slider.](https://e.com/s.png)\n> 슬라이더는 가로 트랙입니다.\n>"), [
            "L4 paragraph A slider is a horizontal track with a thumb. | 슬라이더는 가로 트랙입니다.",
            "L4 image A slider. | -",
        ])
    }
}
