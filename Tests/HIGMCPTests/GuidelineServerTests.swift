import Foundation
import HIGCheck
import HIGDriver
@testable import HIGMCP
import HIGSearch
import HIGTestSupport
import MCP
import XCTest

/// The handlers of `hig mcp`, called in-process on a build of seeds/ (no transport): what each tool answers, and the
/// protocol error each bad call gets.
final class GuidelineServerTests: XCTestCase {
    nonisolated(unsafe) static var folder: TemporaryFolder?

    static var output: String { folder!.url.appendingPathComponent("out").path }

    override class func setUp() {
        super.setUp()
        let scratch = try! TemporaryFolder(prefix: "hig-mcp-tests")
        folder = scratch
        let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("seeds")
        let action = BuildAction(sources: [seeds.path], output: output, console: DiagnosticConsole(format: .text, write: { _ in }),
                                 outputs: [.corpus, .rules, .search])
        precondition(action.build().succeeded, "the seeds build")
    }

    override class func tearDown() {
        folder?.remove()
        super.tearDown()
    }

    /// A server on the shared build (made when a test first asks: listing the tests must not need the build).
    var server: GuidelineServer { GuidelineServer(output: Self.output) }

    func call(_ tool: String, _ arguments: [String: Value]) async throws -> CallTool.Result {
        try await server.callTool(CallTool.Parameters(name: tool, arguments: arguments))
    }

    /// The protocol error a call gets, as `code message`.
    func error(_ tool: String, _ arguments: [String: Value], server: GuidelineServer? = nil) async -> String {
        do {
            _ = try await (server ?? self.server).callTool(CallTool.Parameters(name: tool, arguments: arguments))
            return "no error"
        } catch let error as MCPError {
            return "\(error.code) \(error.errorDescription ?? "")"
        } catch {
            return "not a protocol error: \(error)"
        }
    }

    func text(_ result: CallTool.Result) -> String {
        guard case .text(let text, _, _)? = result.content.first else { return "" }
        return text
    }

    // MARK: - Tools

    func testToolsDeclareTheirArgumentsAndOnlyThose() {
        let tools = server.listTools().tools
        XCTAssertEqual(tools.map(\.name), ["search_guidelines", "get_page", "list_rules", "check_translation"])
        XCTAssertEqual(GuidelineServer.tools.map(\.argumentNames), [
            ["language", "limit", "platform", "query"],
            ["cursor", "max_chars", "mode", "page", "section"],
            ["cursor", "kind", "limit", "page", "platform", "section", "specific", "words"],
            ["checks", "en", "glossary", "ko"],
        ])
        XCTAssertTrue(tools.allSatisfy { $0.outputSchema != nil && $0.annotations.readOnlyHint == true })
    }

    func testSearchAnswersWhatHigSearchJSONPrints() async throws {
        let result = try await call("search_guidelines", ["query": "작업 시트를", "platform": "watchos", "limit": 2])
        let index = try SearchIndex(path: Self.output + "/search.sqlite")
        let request = SearchRequest(query: "작업 시트를", platform: "watchOS", limit: 2)
        let cli = try ToolSupport.value(json: PageSearchJSONReport.encode(query: request.query, result: try index.searchPages(request)))
        XCTAssertEqual(result.structuredContent, cli)
        XCTAssertEqual(result.isError, false)
    }

    func testSearchMarkdownGivesPageIdSectionRuleAndSourceInTheAnswersLanguage() async throws {
        let result = try await call("search_guidelines", ["query": "scroll", "language": "ko", "limit": 1])
        XCTAssertEqual(text(result), """
            Pages for “scroll”, best first (1 of 2 that match):

            1. **액션 시트** — page `components/presentation/action-sheets`
               - § Platform considerations › iOS, iPadOS — rule `components/presentation/action-sheets/avoid-letting-an-action-sheet-scroll`
                 ko: 작업 시트가 스크롤되지 않도록 하십시오. 단추가 많을수록 사용자가 선택하는 데 더 많은 시간과 노력이 필요합니다. 또한 작업 시트를 스크롤하는 것은 실수로 버튼을 누르지 않고는 수행하기 어려울 수 있습니다.
                 source: `seeds/001_3cef73f6a796ebe9.txt:81`
               - § Best practices — rule `components/presentation/action-sheets/aim-to-keep-titles-short-enough-to-display-on-a`
                 ko: 제목을 한 줄에 표시할 수 있을 정도로 짧게 유지합니다. 긴 제목은 빨리 읽기 어렵고 잘리거나 스크롤해야 할 수 있습니다.
                 source: `seeds/001_3cef73f6a796ebe9.txt:35`

            """)
        let block = result.structuredContent?.objectValue?["pages"]?.arrayValue?.first?.objectValue?["blocks"]?.arrayValue?.first
        XCTAssertNil(block?.objectValue?["text"]?.objectValue?["en"], "language ko leaves the English out")
    }

    func testBadSearchArgumentsAreInvalidParamsThatSayWhatToPass() async {
        let cases: [([String: Value], String)] = [
            ([:], "-32602 Invalid params: search_guidelines needs 'query' (a non-empty string)"),
            (["query": "  "], "-32602 Invalid params: search_guidelines needs 'query' (a non-empty string)"),
            (["query": "sheet", "platform": "Android"],
             "-32602 Invalid params: search_guidelines: unknown platform 'Android'; use one of iOS, iPadOS, macOS, tvOS, visionOS, watchOS"),
            (["query": "sheet", "limit": 51], "-32602 Invalid params: search_guidelines: 'limit' is 51; it must be from 1 to 50"),
            (["query": "sheet", "limit": 2.5], "-32602 Invalid params: search_guidelines: 'limit' must be an integer, not a number"),
            (["query": ["sheet"]], "-32602 Invalid params: search_guidelines: 'query' must be a string, not an array"),
            (["query": "sheet", "lang": "ko"],
             "-32602 Invalid params: search_guidelines has no argument 'lang'; it takes language, limit, platform, query"),
        ]
        for (arguments, expected) in cases {
            let got = await error("search_guidelines", arguments)
            XCTAssertEqual(got, expected, "\(arguments)")
        }
        let unknown = await error("search", ["query": "sheet"])
        XCTAssertEqual(unknown, "-32602 Invalid params: unknown tool 'search'; the tools are search_guidelines, get_page, list_rules, check_translation")
    }

    func testALimitGivenAsAWholeFloatingNumberIsAnInteger() async throws {
        let result = try await call("search_guidelines", ["query": "sheet", "limit": 1.0])
        XCTAssertEqual(result.structuredContent?.objectValue?["pages"]?.arrayValue?.count, 1)
    }

    // MARK: - get_page

    func testAPageIsFoundByIdLastPartAndTitleInEitherLanguage() async throws {
        for name in ["components/presentation/action-sheets", "/action-sheets", "ACTION SHEETS", "작업 시트", "작업 시트를"] {
            let result = try await call("get_page", ["page": .string(name)])
            XCTAssertEqual(result.structuredContent?.objectValue?["page"], "components/presentation/action-sheets", name)
        }
        let ambiguous = await error("get_page", ["page": "components"])
        XCTAssertEqual(ambiguous, "-32602 Invalid params: get_page: 'components' names 3 pages: components/menus-and-actions/activity-views (Activity views), "
                       + "components/presentation/action-sheets (Action sheets), components/status/live-activities (Live Activities); give one id")
    }

    func testPageMarkdownQuotesTheKoreanAndCitesEachBlock() async throws {
        let result = try await call("get_page", ["page": "action-sheets", "section": "watchOS"])
        XCTAssertEqual(text(result), """
            # Action sheets · 액션 시트 (Korean derived from the corpus)

            Page `components/presentation/action-sheets` in `components/presentation`; 24 blocks. Translation: 14 of 14 translatable blocks current (100%), 0 outdated, 0 suggested, 0 untranslated.
            Sources: `seeds/001_3cef73f6a796ebe9.txt` (canonical).

            Section “watchOS” only.

            ### watchOS

            The system-defined style for action sheets includes a title, an optional message, a Cancel button, and one or more additional buttons. The appearance of this interface is different depending on the device.

            > 수행 시트에 대한 시스템 정의 스타일에는 제목, 선택적 메시지, 취소 단추 및 하나 이상의 추가 단추가 포함됩니다. 이 인터페이스의 모양은 장치에 따라 다릅니다.

            ↳ source `seeds/001_3cef73f6a796ebe9.txt:90` · Korean `seeds/001_3cef73f6a796ebe9.txt:91` · current

            *[image: action sheet series 4]*

            ↳ source `seeds/001_3cef73f6a796ebe9.txt:97`

            *Series 4 and later*

            ↳ source `seeds/001_3cef73f6a796ebe9.txt:99`

            *[image: action sheet series 3]*

            ↳ source `seeds/001_3cef73f6a796ebe9.txt:101`

            *Series 3 and earlier*

            ↳ source `seeds/001_3cef73f6a796ebe9.txt:103`

            Each button has an associated style that conveys information about the button’s effect. There are three system-defined button styles:

            > 각 단추에는 단추의 효과에 대한 정보를 전달하는 관련 스타일이 있습니다. 세 가지 시스템 정의 버튼 스타일이 있습니다.

            ↳ source `seeds/001_3cef73f6a796ebe9.txt:105` · Korean `seeds/001_3cef73f6a796ebe9.txt:106` · current

            | Style | Meaning |
            | --- | --- |
            | Default | The button has no special meaning. |
            | Destructive | The button destroys user data or performs a destructive action in the app. |
            | Cancel | The button dismisses the view without taking any action. |

            ↳ source `seeds/001_3cef73f6a796ebe9.txt:112`

            **Avoid displaying more than four buttons in an action sheet, including the Cancel button.** When there are fewer buttons onscreen, it’s easier for people to view all their options at once. Because the Cancel button is required, aim to provide no more than three additional choices.

            > 작업 시트에 취소 단추를 포함하여 단추가 네 개 이상 표시되지 않도록 합니다. 화면에 단추 수가 적을 때 사용자는 모든 옵션을 한 번에 쉽게 볼 수 있습니다. Cancel(취소) 버튼이 필요하므로 세 가지 이상의 추가 옵션을 제공하는 것을 목표로 합니다.

            ↳ source `seeds/001_3cef73f6a796ebe9.txt:118` · Korean `seeds/001_3cef73f6a796ebe9.txt:119` · current · rule `components/presentation/action-sheets/avoid-displaying-more-than-four-buttons-in-an-action-sheet` (dont · watchOS)

            """)
    }

    func testASectionIsNamedByItsKoreanHeading() async throws {
        let korean = try await call("get_page", ["page": "action-sheets", "section": "플랫폼별 고려 사항", "mode": "ko"])
        let english = try await call("get_page", ["page": "action-sheets", "section": "Platform considerations", "mode": "ko"])
        XCTAssertEqual(korean.structuredContent?.objectValue?["blocks"], english.structuredContent?.objectValue?["blocks"])
        XCTAssertEqual(korean.structuredContent?.objectValue?["range"], ["first": 0, "last": 14, "total": 14])
        let missing = await error("get_page", ["page": "activity-views", "section": "visionOS"])
        XCTAssertEqual(missing, "-32602 Invalid params: get_page: page components/menus-and-actions/activity-views has no section 'visionOS'; "
                       + "its sections: Best practices; Share and action extensions; Platform considerations")
    }

    func testALongPageComesInPartsThatHoldEveryBlockOnce() async throws {
        var ids: [String] = []
        var cursor: Value = .null
        var parts = 0
        repeat {
            let result = try await call("get_page", ["page": "sheets", "max_chars": 1000, "cursor": cursor])
            let answer = try XCTUnwrap(result.structuredContent?.objectValue)
            ids += answer["blocks"]?.arrayValue?.compactMap { $0.objectValue?["id"]?.stringValue } ?? []
            cursor = answer["nextCursor"] ?? .null
            if cursor != .null { XCTAssertTrue(text(result).hasSuffix("call get_page again with cursor \"\(cursor.stringValue!)\" (same page, mode and section).\n")) }
            parts += 1
        } while cursor != .null
        let corpus = try JSONDecoder().decode(HIGCorpusPages.self, from: Data(contentsOf: URL(fileURLWithPath: Self.output + "/corpus.json")))
        XCTAssertEqual(ids, corpus.pages.first { $0.id == "sheets" }?.blocks.map(\.id))
        XCTAssertGreaterThan(parts, 5)
        let stale = await error("get_page", ["page": "sheets", "cursor": "block:34"])
        XCTAssertTrue(stale.hasPrefix("-32602 Invalid params: get_page: cursor 'block:34' is not one this page gave"), stale)
    }

    // MARK: - list_rules

    func testListRulesIsHigRulesSelectionInParts() async throws {
        let catalogue = try RuleCatalogueLoader.load(outputFolder: Self.output)
        let expected = RulesAction.select(RulesQuery(page: "작업 시트", kind: .dont), from: catalogue, output: Self.output).map(\.id)
        XCTAssertEqual(expected.count, 2)
        let first = try await call("list_rules", ["page": "작업 시트", "kind": "DONT", "limit": 1])
        let rest = try await call("list_rules", ["page": "작업 시트", "kind": "dont", "limit": 1, "cursor": "rule:1"])
        func ids(_ result: CallTool.Result) -> [String] {
            result.structuredContent?.objectValue?["rules"]?.arrayValue?.compactMap { $0.objectValue?["id"]?.stringValue } ?? []
        }
        XCTAssertEqual(ids(first) + ids(rest), expected)
        XCTAssertEqual(first.structuredContent?.objectValue?["nextCursor"], "rule:1")
        XCTAssertEqual(rest.structuredContent?.objectValue?["nextCursor"], .null)
        XCTAssertEqual(first.structuredContent?.objectValue?["total"], 2)
        XCTAssertEqual(text(rest), """
            Rules 2–2 of 2:

            - **Avoid displaying more than four buttons in an action sheet, including the Cancel button.** [dont · watchOS]
              ko: 작업 시트에 취소 단추를 포함하여 단추가 네 개 이상 표시되지 않도록 합니다.
              in Action sheets (`components/presentation/action-sheets`) › Platform considerations › watchOS · rule `components/presentation/action-sheets/avoid-displaying-more-than-four-buttons-in-an-action-sheet` · source `seeds/001_3cef73f6a796ebe9.txt:118`

            """)
        let specific = await error("list_rules", ["specific": true])
        XCTAssertEqual(specific, "-32602 Invalid params: list_rules: specific needs a platform")
    }

    // MARK: - check_translation

    func testCheckTranslationReportsTheChecksFindingsAndTheGlossary() async throws {
        let result = try await call("check_translation", [
            "en": "**Avoid letting an action sheet scroll.** Show at most four buttons.",
            "ko": "수행 시트가 스크롤되지 않도록 하십시오. 버튼은 최대 다섯 개까지 표시하세요.",
            "glossary": [["term": "button", "ko": "단추"]],
        ])
        XCTAssertEqual(text(result), """
            2 findings:
            - note [hig.qa.glossary]: “button” should be rendered “단추” (glossary)
            - warning [hig.qa.numbers]: “four” became “다섯 개” in the Korean (4 → 5)

            Glossary:
            - button → 단추 (your glossary): not in this Korean
            - action sheet → 액션 시트 (page `components/presentation/action-sheets`, Korean derived from the corpus): not in this Korean
            - sheet → 시트 (page `sheets`, Korean derived from the corpus): used

            Checked against the build in \(Self.output)/ (4 pages) with \(QualityChecker.allChecks.count) checks.

            """)
        let unknown = await error("check_translation", ["en": "a", "ko": "가", "checks": ["grammar"]])
        XCTAssertTrue(unknown.hasPrefix("-32602 Invalid params: check_translation: unknown check 'grammar'; known: hig.qa.untranslated"), unknown)
        let entry = await error("check_translation", ["en": "a", "ko": "가", "glossary": [["term": "a", "korean": "가"]]])
        XCTAssertEqual(entry, "-32602 Invalid params: check_translation glossary entry has no argument 'korean'; it takes term, ko, rejected")
    }

    // MARK: - Resources and the missing build

    func testResourcesListTheRulesAndEveryPageAndReadThemBack() async throws {
        let list = try await server.listResources(cursor: nil)
        XCTAssertEqual(list.resources.map(\.uri), ["hig://rules", "hig://page/components/menus-and-actions/activity-views",
                                                   "hig://page/components/presentation/action-sheets", "hig://page/components/status/live-activities",
                                                   "hig://page/sheets"])
        XCTAssertNil(list.nextCursor)
        for resource in list.resources {
            let read = try await server.readResource(resource.uri)
            XCTAssertEqual(read.contents.map(\.uri), [resource.uri])
            XCTAssertEqual(read.contents.first?.mimeType, resource.mimeType)
        }
        do {
            _ = try await server.readResource("hig://page/buttons")
            XCTFail("an unknown page was served")
        } catch let error as MCPError {
            XCTAssertEqual(error.code, -32002)
        }
    }

    func testAHangulPageIdIsAValidURIThatReadsBack() {
        XCTAssertEqual(PageResources.uri(ofPage: "컴포넌트/버튼 모음"), "hig://page/%EC%BB%B4%ED%8F%AC%EB%84%8C%ED%8A%B8/%EB%B2%84%ED%8A%BC%20%EB%AA%A8%EC%9D%8C")
    }

    func testANewBuildIntoTheSameFolderIsReadWithoutARestart() async throws {
        let scratch = try TemporaryFolder(prefix: "hig-mcp-rebuild")
        defer { scratch.remove() }
        let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("seeds")
        let source = scratch.url.appendingPathComponent("seeds")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: seeds.appendingPathComponent("001_3cef73f6a796ebe9.txt"),
                                         to: source.appendingPathComponent("001_3cef73f6a796ebe9.txt"))
        let output = scratch.url.appendingPathComponent("out").path
        func build() {
            let action = BuildAction(sources: [source.path], output: output, console: DiagnosticConsole(format: .text, write: { _ in }),
                                     outputs: [.corpus, .rules, .search])
            XCTAssertTrue(action.build().succeeded)
        }
        build()
        let server = GuidelineServer(output: output)
        let before = try await server.listResources(cursor: nil).resources.map(\.uri)
        XCTAssertEqual(before, ["hig://rules", "hig://page/components/presentation/action-sheets"])
        // Before, the name is only in a title the page search finds (as `hig rules --page sheets` reads it).
        let sheetsBefore = try await server.callTool(CallTool.Parameters(name: "get_page", arguments: ["page": "sheets"]))
        XCTAssertEqual(sheetsBefore.structuredContent?.objectValue?["page"], "components/presentation/action-sheets")
        try FileManager.default.copyItem(at: seeds.appendingPathComponent("004_8ab95ca51023c8dd.txt"),
                                         to: source.appendingPathComponent("004_8ab95ca51023c8dd.txt"))
        build()
        let after = try await server.listResources(cursor: nil).resources.map(\.uri)
        XCTAssertEqual(after, before + ["hig://page/sheets"])
        let sheets = try await server.callTool(CallTool.Parameters(name: "get_page", arguments: ["page": "sheets"]))
        XCTAssertEqual(sheets.structuredContent?.objectValue?["page"], "sheets")
        let search = try await server.callTool(CallTool.Parameters(name: "search_guidelines", arguments: ["query": "시트", "limit": 5]))
        let pages = search.structuredContent?.objectValue?["pages"]?.arrayValue?.compactMap { $0.objectValue?["page"]?.stringValue }
        XCTAssertEqual(Set(pages ?? []), ["components/presentation/action-sheets", "sheets"])
        let rules = try await server.callTool(CallTool.Parameters(name: "list_rules", arguments: ["page": "sheets", "limit": 1]))
        XCTAssertNotEqual(rules.structuredContent?.objectValue?["total"], 0)
    }

    func testWithoutABuildEveryAnswerSaysWhatToRun() async throws {
        let empty = try TemporaryFolder(prefix: "hig-mcp-empty")
        defer { empty.remove() }
        let server = GuidelineServer(output: empty.url.path)
        XCTAssertEqual(server.listTools().tools.count, 4)
        let search = await error("search_guidelines", ["query": "sheet"], server: server)
        XCTAssertEqual(search, "-32001 Server error: no build in \(empty.url.path)/; run `hig build SOURCES --output \(empty.url.path)` first (e.g. `hig build seeds --output \(empty.url.path)`)")
        let rules = await error("list_rules", [:], server: server)
        XCTAssertTrue(rules.hasPrefix("-32001 Server error: no build in \(empty.url.path) (no rules.json); run `hig build SOURCE… --output"), rules)
        let page = await error("get_page", ["page": "sheets"], server: server)
        XCTAssertTrue(page.hasPrefix("-32001 Server error: no build in \(empty.url.path)/ (no corpus.json); run `hig build"), page)
    }
}

/// Just the page and block ids of corpus.json.
struct HIGCorpusPages: Decodable {
    struct Page: Decodable {
        struct Block: Decodable { var id: String }
        var id: String
        var blocks: [Block]
    }
    var pages: [Page]
}
