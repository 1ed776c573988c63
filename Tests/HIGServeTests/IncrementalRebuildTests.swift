import Foundation
import HIGTestSupport
import XCTest
@testable import HIGServe

/// The preview's builds: a good build replaces the site; a build with errors reports them and leaves the last
/// good site in place; unchanged files come from the cache.
final class IncrementalRebuildTests: XCTestCase {
    private var temporary: TemporaryFolder!
    private var folder: URL { temporary.url }

    override func setUpWithError() throws {
        temporary = try TemporaryFolder(prefix: "hig-rebuild")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("src"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        temporary?.remove()
    }

    private func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent("src/" + name))
    }

    /// The Sheets seed (an interleaved text export), as a translator would have it.
    private static let sheetsSeed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("seeds/004_8ab95ca51023c8dd.txt")
    private static let koreanLine = "시트는 사용자가 현재 상황과 밀접하게 관련된 범위가 정해진 작업을 수행하는 데 도움을 줍니다."
    private static let editedLine = "시트는 사용자가 현재 상황과 밀접하게 관련된 범위가 정해진 작업을 수행하도록 돕습니다."

    func testErrorsKeepTheLastGoodSite() throws {
        let seed = try String(contentsOf: Self.sheetsSeed, encoding: .utf8)
        try write("sheets.txt", seed)
        let output = folder.appendingPathComponent("output")
        let builder = IncrementalRebuild(sources: [folder.appendingPathComponent("src").path], output: output, theme: nil)

        let good = builder.build(changes: [])
        XCTAssertTrue(good.succeeded, good.consoleText)
        let page = output.appendingPathComponent("site/pages/sheets.html")
        XCTAssertTrue(try String(contentsOf: page, encoding: .utf8).contains(Self.koreanLine))
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.appendingPathComponent("search.sqlite").path),
                       "the preview writes the site only")

        try write("sheets.txt", seed.replacingOccurrences(of: Self.koreanLine, with: Self.editedLine))
        try write("hig-manifest.json", "{\"pages\": {")
        let broken = builder.build(changes: [])
        XCTAssertFalse(broken.succeeded)
        XCTAssertEqual(broken.errors.count, 1)
        XCTAssertTrue(broken.errors[0].hasSuffix("src/hig-manifest.json:1:1: error: invalid manifest: The given data was not valid JSON. [hig.manifest.invalid]"),
                      broken.errors[0])
        XCTAssertTrue(try String(contentsOf: page, encoding: .utf8).contains(Self.koreanLine), "last good site stays")

        try FileManager.default.removeItem(at: folder.appendingPathComponent("src/hig-manifest.json"))
        let fixed = builder.build(changes: ["src/hig-manifest.json"])
        XCTAssertTrue(fixed.succeeded)
        XCTAssertTrue(fixed.summaryLine.contains("(1 unchanged)"), "the edited file was read by the broken build: \(fixed.summaryLine)")
        XCTAssertFalse(try String(contentsOf: page, encoding: .utf8).contains(Self.koreanLine))
        XCTAssertTrue(try String(contentsOf: page, encoding: .utf8).contains(Self.editedLine))
    }

    /// A translator replacing a Korean line of the interleaved Sheets export with a short sentence sees it in the
    /// page: the aligner never drops it as a stray line.
    func testAShortKoreanEditShowsInThePage() throws {
        let seed = try String(contentsOf: Self.sheetsSeed, encoding: .utf8)
        try write("sheets.txt", seed)
        let output = folder.appendingPathComponent("output")
        let builder = IncrementalRebuild(sources: [folder.appendingPathComponent("src").path], output: output, theme: nil)
        XCTAssertTrue(builder.build(changes: []).succeeded)
        try write("sheets.txt", seed.replacingOccurrences(of: Self.koreanLine, with: "짧게 고쳤습니다."))
        let result = builder.build(changes: ["src/sheets.txt"])
        XCTAssertTrue(result.succeeded, result.consoleText)
        XCTAssertFalse(result.diagnostics.contains { $0.id == "hig.align.orphan-translation" }, result.consoleText)
        XCTAssertTrue(try String(contentsOf: output.appendingPathComponent("site/pages/sheets.html"), encoding: .utf8).contains("짧게 고쳤습니다."))
    }
}
