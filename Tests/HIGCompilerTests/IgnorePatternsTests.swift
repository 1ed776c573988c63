import XCTest
@testable import HIGCompiler

/// `.higignore` and `--exclude`: gitignore syntax.
final class IgnorePatternsTests: XCTestCase {
    private func excludes(_ patterns: [String], _ path: String, folder: Bool = false) -> Bool {
        IgnorePatterns(lines: patterns).excludes(path, isFolder: folder)
    }

    func testUnanchoredPatternsMatchAtAnyDepth() {
        XCTAssertTrue(excludes(["*.py"], "Job/Convert/Manager.py"))
        XCTAssertTrue(excludes(["logs.md"], "Job/logs.md"))
        XCTAssertFalse(excludes(["*.py"], "Job/notes.md"))
        XCTAssertFalse(excludes(["*.py"], "a/b.pyc"))
    }

    func testSlashesAnchorToTheIgnoreFilesFolder() {
        XCTAssertTrue(excludes(["/logs.md"], "logs.md"))
        XCTAssertFalse(excludes(["/logs.md"], "Job/logs.md"))
        XCTAssertTrue(excludes(["Job/logs.md"], "Job/logs.md"))
        XCTAssertFalse(excludes(["Job/logs.md"], "x/Job/logs.md"))
    }

    func testFoldersOnlyAndEverythingInsideThem() {
        XCTAssertTrue(excludes(["drafts/"], "drafts", folder: true))
        XCTAssertFalse(excludes(["drafts/"], "drafts"), "a file named drafts")
        XCTAssertTrue(excludes(["drafts/"], "a/drafts/page.md"), "inside an excluded folder")
        XCTAssertTrue(excludes(["Job/**"], "Job/Convert/Manager.py"))
        XCTAssertFalse(excludes(["Job/**"], "Job", folder: true))
    }

    func testDoubleStarsSpanFolders() {
        XCTAssertTrue(excludes(["**/status/*.md"], "translated/components/status/widgets.md"))
        XCTAssertTrue(excludes(["a/**/b.md"], "a/b.md"))
        XCTAssertTrue(excludes(["a/**/b.md"], "a/x/y/b.md"))
        XCTAssertFalse(excludes(["a/**/b.md"], "c/a/x/b.md"))
    }

    func testNegationLastMatchWinsAndNoReincludeUnderAnExcludedFolder() {
        XCTAssertFalse(excludes(["*.md", "!keep.md"], "docs/keep.md"))
        XCTAssertTrue(excludes(["!keep.md", "*.md"], "docs/keep.md"))
        XCTAssertTrue(excludes(["docs/", "!docs/keep.md"], "docs/keep.md"))
    }

    func testWildcardsClassesEscapesCommentsAndSpaces() {
        XCTAssertTrue(excludes(["page-?.md"], "page-1.md"))
        XCTAssertFalse(excludes(["page-?.md"], "page-10.md"))
        XCTAssertTrue(excludes(["page-[0-9].md"], "page-7.md"))
        XCTAssertFalse(excludes(["page-[!0-9].md"], "page-7.md"))
        XCTAssertTrue(excludes(["\\#notes.md"], "#notes.md"))
        XCTAssertFalse(excludes(["# a comment", "", "   "], "a comment"))
        XCTAssertTrue(excludes(["logs.md   "], "logs.md"), "trailing spaces are trimmed")
        XCTAssertTrue(excludes(["*"], "anything/at/all.md"))
    }
}
