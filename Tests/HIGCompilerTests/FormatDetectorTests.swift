import XCTest
@testable import HIGCompiler

/// The format comes from the content, never from the file name.
final class FormatDetectorTests: XCTestCase {
    private func detect(_ text: String) -> FormatDetector.Verdict {
        FormatDetector.detect(Lines.split(text))
    }

    func testEachSourceFormat() {
        XCTAssertEqual(detect("# **[components] sheets**\n\nUse a sheet to present simple content.\n> 시트를 사용하세요.\n"), .page(.bilingualMarkdown))
        XCTAssertEqual(detect("# **[components] sheets**\n\nUse a sheet to present simple content to people.\n"), .page(.englishMarkdown))
        XCTAssertEqual(detect("# **[components-status] complications**"), .page(.englishMarkdown), "a title-only stub")
        XCTAssertEqual(detect("Use a sheet to present simple content to people.\n시트를 사용하여 간단한 콘텐츠를 제공하세요.\nDisplay only one sheet at a time from the main interface.\n한 번에 하나의 시트만 표시하세요.\n"), .page(.interleavedText))
    }

    func testDataAndProgramsAreNotPages() {
        XCTAssertEqual(detect("{\n  \"name\": \"hig\",\n  \"description\": \"A bilingual guideline compiler for the people who translate it.\"\n}\n"), .notAPage("JSON data"))
        XCTAssertEqual(detect("#!/bin/sh\necho building the reference site for everyone who reads it\n"), .notAPage("a script (#! first line)"))
        XCTAssertEqual(detect("x = 1;\ny = {2};\nz = $a;\n"), .notAPage("looks like code or data, not prose"))
        XCTAssertEqual(detect("---\n***\n"), .notAPage("no line of prose"))
    }
}
