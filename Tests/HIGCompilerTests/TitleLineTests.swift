import XCTest
@testable import HIGCompiler

/// The title-line variants found in real exports.
final class TitleLineTests: XCTestCase {
    private func find(_ text: String) -> TitleLine? {
        TitleLine.find(in: Lines.split(text))
    }

    func testBracketedCategoryAndSlug() {
        XCTAssertEqual(find("# **[components-presentation] action-sheets**\n\n## Abstract."),
                       TitleLine(category: "components/presentation", name: "action-sheets", lines: 1...1))
    }

    func testBracketedCategoryAndTitle() {
        XCTAssertEqual(find("\n# **[Foundations] Accessibility**  \n"),
                       TitleLine(category: "foundations", name: "Accessibility", lines: 2...2))
    }

    func testBreadcrumbThenBoldTitle() {
        let text = "### [[Components - Menus and actions](./translated-human-interface-guidelines-markdown/components/menus-and-actions.md)]  \n  \n# **Buttons**  \n"
        XCTAssertEqual(find(text), TitleLine(category: "components/menus-and-actions", name: "Buttons", lines: 1...3, layout: .breadcrumb))
    }

    func testNoTitleLine() {
        XCTAssertNil(find("A sheet helps people perform a scoped task.\n시트는 …"))
        XCTAssertNil(find("# **Best practices**\n"))
    }

    func testCategoryPaths() {
        XCTAssertEqual(TitleLine.categoryPath("components-menus-and-actions"), "components/menus-and-actions")
        XCTAssertEqual(TitleLine.categoryPath("Components - System experiences"), "components/system-experiences")
        XCTAssertEqual(TitleLine.categoryPath("components"), "components")
    }
}
