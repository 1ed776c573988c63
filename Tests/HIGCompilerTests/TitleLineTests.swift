import HIGCorpus
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

/// The layouts added for the whole repository: Setext titles (with a change note), bold and plain headings.
final class TitleLayoutTests: XCTestCase {
    private func find(_ text: String) -> TitleLine? {
        TitleLine.find(in: Lines.split(text))
    }

    func testSetextTitle() {
        XCTAssertEqual(find("Action sheets\n=============\n\nAn action sheet is a modal view."),
                       TitleLine(category: "", name: "Action sheets", lines: 1...2, layout: .setext))
    }

    func testSetextTitleAfterTheDateAndNoteOfItsLastChange() {
        // The underline is as long as the title, which tells it from the note that shares its line.
        let text = "June 21, 2023\n\n Updated to include guidance for visionOS. Image views\n===========\n\nAn image view displays an image."
        XCTAssertEqual(find(text), TitleLine(category: "", name: "Image views", lines: 1...4, layout: .setext))
        let renamed = "June 21, 2023\n\n Changed page title from Onscreen keyboards and updated to include guidance for visionOS. Virtual keyboards\n=================\n"
        XCTAssertEqual(find(renamed)?.name, "Virtual keyboards")
    }

    func testBoldAndPlainHeadingTitles() {
        XCTAssertEqual(find("  \n# **Components**  \n"), TitleLine(category: "", name: "Components", lines: 2...2, layout: .heading))
        XCTAssertEqual(find("# Toggles\n\nA toggle switches a setting."), TitleLine(category: "", name: "Toggles", lines: 1...1, layout: .heading))
    }

    func testHeadingsThatAreNotTitles() {
        XCTAssertNil(find("# Lockups combine multiple separate views into a single, interactive unit.\n"), "a sentence")
        XCTAssertNil(find("# Platform considerations\n"), "a section every page has")
        XCTAssertNil(find("# **watchOS**\n"), "a platform")
        XCTAssertNil(find("# **[Human Interface Guidelines](https://example.com/overview) 번역**\n"), "a bracket that is a link")
        XCTAssertNil(find("A paragraph.\n---\n"), "a Setext level-2 heading")
    }

    func testNameIsSlugTellsSlugsFromWrittenTitles() {
        XCTAssertTrue(TitleLine(category: "", name: "acitivity-rings", lines: 1...1).nameIsSlug)
        XCTAssertFalse(TitleLine(category: "", name: "Activity rings", lines: 1...1).nameIsSlug)
    }
}

/// The page a path names in the guidelines' own folder layout.
final class PathNameTests: XCTestCase {
    func testPathsInAKnownLayout() {
        XCTAssertEqual(PathName(relativePath: "translated-markdown/components/presentation/action-sheets.md")?.id, "components/presentation/action-sheets")
        XCTAssertEqual(PathName(relativePath: "Refactor/hig/components/presentation.md")?.id, "components/presentation")
        XCTAssertEqual(PathName(relativePath: "Refactor/hig/components.md")?.id, "components")
        XCTAssertEqual(PathName(relativePath: "foundations/color.md")?.id, "foundations/color")
    }

    func testPathsOutsideIt() {
        XCTAssertNil(PathName(relativePath: "history/components-content-charts--ba44ca5c.md"))
        XCTAssertNil(PathName(relativePath: "seeds/004_8ab95ca51023c8dd.txt"))
        XCTAssertNil(PathName(relativePath: "notes/Action Sheets.md"))
    }

    func testTheFolderDecidesTheCategoryTheTitleLineOnlyAddsToIt() {
        XCTAssertEqual(PageIdentity.chooseCategory(title: "components/status", path: "components/system-experiences"), "components/system-experiences")
        XCTAssertEqual(PageIdentity.chooseCategory(title: "content", path: "components/content"), "components/content")
        XCTAssertEqual(PageIdentity.chooseCategory(title: "components/presentation", path: "components"), "components/presentation")
        XCTAssertEqual(PageIdentity.chooseCategory(title: "components/presentation", path: nil), "components/presentation")
    }

    func testNoIdFromASentenceWhenThePathNamesThePage() {
        var diagnostics: [Diagnostic] = []
        var block = RawBlock(kind: .paragraph, english: RenderedText(text: "Consistent layout that shows a level helps people.", html: ""), line: 1, endLine: 1)
        block.headingLevel = nil
        let identity = PageIdentity.resolve(path: "m.md", relativePath: "x/components/controls/meters.md", titleLine: nil, pinned: nil,
                                            blocks: [block], diagnostics: &diagnostics)
        XCTAssertEqual(identity.id, "components/controls/meters")
        XCTAssertEqual(identity.title.en, "Meters")
        XCTAssertEqual(identity.evidence, .path)
        XCTAssertEqual(diagnostics, [])
    }
}
