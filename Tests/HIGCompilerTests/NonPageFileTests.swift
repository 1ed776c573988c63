import HIGCorpus
import XCTest
@testable import HIGCompiler

/// Files beside the pages that are not pages, told from name and content; and repeated text.
final class NonPageFileTests: XCTestCase {
    private func contentReason(_ text: String) -> String? {
        NonPageFile.reason(forContent: Lines.split(text))
    }

    func testNamesRepositoriesReserveAndCodeExtensions() {
        XCTAssertEqual(NonPageFile.reason(forName: "README.md"), "a repository document (README.md)")
        XCTAssertEqual(NonPageFile.reason(forName: "docs/CHANGELOG"), "a repository document (CHANGELOG)")
        XCTAssertEqual(NonPageFile.reason(forName: "Job/Convert/Manager.py"), "source code, configuration or data (.py)")
        XCTAssertEqual(NonPageFile.reason(forName: ".github/workflows/main.yml"), "source code, configuration or data (.yml)")
        XCTAssertNil(NonPageFile.reason(forName: "components/presentation/sheets.md"))
        XCTAssertNil(NonPageFile.reason(forName: "seeds/004_8ab95ca51023c8dd.txt"))
    }

    func testContentShapes() {
        XCTAssertEqual(contentReason("import os\nimport re\n\ndef convert(path):\n    return path\n"), "looks like source code")
        XCTAssertEqual(contentReason("| date | path |\n|---|---|\n| 2024-03-01 | a.md |\n| 2024-03-02 | b.md |\n"), "a table of data (a log or a list), not prose")
        XCTAssertEqual(contentReason("# Pages\n- [Color](./foundations/color.md)\n- [Layout](./foundations/layout.md)\n- [Motion](./foundations/motion.md)\n"),
                       "a table of contents (links to other files)")
        XCTAssertNil(contentReason("# **[components-presentation] sheets**\n\nA sheet helps people perform a scoped task.\n\n| a | b |\n|---|---|\n| x | y |\n"))
    }

    func testTitledTextWithoutProseIsNotAPageButATitleAloneIsAStub() {
        let (notes, notesDiagnostics) = TestSupport.compile("# Guide\n\n### 00. write sidebar.md\n./Creation/ReadMeManager\n")
        XCTAssertNil(notes)
        XCTAssertEqual(notesDiagnostics.map(\.id), ["hig.input.not-a-page"])
        XCTAssertEqual(notesDiagnostics.first?.severity, .note)
        guard case .page(let stub) = SourceReader().read(SourceInput(path: "s.md", bytes: Array("# **[components-controls] switches**\n".utf8))).0 else {
            return XCTFail("a stub is read as a page")
        }
        XCTAssertEqual(stub.shape, .stub)
    }

    func testACategoryIndexPage() throws {
        let text = "Controls\n========\n\nControls let people choose values.[![A dial.](https://x/d.png) Dials](/design/human-interface-guidelines/dials) \n[Toggles](/design/human-interface-guidelines/toggles) \n"
        guard case .page(let raw) = SourceReader().read(SourceInput(path: "c.md", bytes: Array(text.utf8))).0 else { return XCTFail("not read") }
        guard case .categoryIndex(let index) = raw.shape else { return XCTFail("\(raw.shape)") }
        XCTAssertEqual(index.intro?.en, "Controls let people choose values.")
        XCTAssertEqual(index.links, [LinkList.Item(title: "Dials", target: "/design/human-interface-guidelines/dials"),
                                     LinkList.Item(title: "Toggles", target: "/design/human-interface-guidelines/toggles")])
    }

    func testAGuidelinePageEndingInRelatedLinksIsNotAnIndex() {
        let text = "# **[components-controls] dials**\n\n# **Best practices**\n\nA dial lets people choose a value from a range.\n\n# **Related**\n\n[Sliders](/design/human-interface-guidelines/sliders)\n\n[Steppers](/design/human-interface-guidelines/steppers)\n"
        guard case .page(let raw) = SourceReader().read(SourceInput(path: "d.md", bytes: Array(text.utf8))).0 else { return XCTFail("not read") }
        XCTAssertEqual(raw.shape, .guideline)
    }

    func testTextRepeatedManyTimesOverCompilesOnce() throws {
        let page = "# **[components-controls] dials**\n\nA dial lets people choose a value.\n> 다이얼은 값을 고르게 합니다.\n\n"
        let once = try XCTUnwrap(RepeatedText.collapse(String(repeating: page, count: 5)))
        XCTAssertEqual(once.copies, 5)
        XCTAssertEqual(once.secondCopyLine, 6)
        XCTAssertEqual(once.text, "# **[components-controls] dials**\n\nA dial lets people choose a value.\n> 다이얼은 값을 고르게 합니다.\n")
        // The body repeated under one title.
        XCTAssertEqual(RepeatedText.collapse("Dials\n=====\n\nA dial turns.\n\nA dial turns.\n")?.copies, 2)
        // Copies that differ are different text: nothing is dropped.
        XCTAssertNil(RepeatedText.collapse(page + page.replacingOccurrences(of: "value", with: "number")))
        XCTAssertNil(RepeatedText.collapse("# Title\n\n---\n\ntext\n\n---\n\nmore\n"))
    }
}
