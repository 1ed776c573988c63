import Foundation
import HIGCorpus
import HIGTestSupport
import XCTest

/// End-to-end runs of the built `hig`: `hig build` then `hig rules` with each filter and format, and the
/// message and exit status when there is no build.
final class RulesCommandTests: XCTestCase {
    static let root = HigProcess.repositoryRoot

    typealias Run = HigProcess.Result

    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Run {
        try HigProcess.run(arguments, environment: environment)
    }

    /// One build of the seeds and the quoting fixture for every test of this class.
    nonisolated(unsafe) static var built: URL?
    /// Holds that build's output and the build cache beside it; removed once the class's tests are done.
    nonisolated(unsafe) static var scratch: TemporaryFolder?

    override class func tearDown() {
        scratch?.remove()
        scratch = nil
        built = nil
        super.tearDown()
    }

    static func buildOutput() throws -> URL {
        if let built { return built }
        let folder = try TemporaryFolder(prefix: "hig-rules-e2e")
        scratch = folder
        let output = folder.url.appendingPathComponent("Output")
        let fixture = root.appendingPathComponent("Tests/HIGEndToEndTests/Fixtures/rules").path
        let result = try run(["build", "seeds", fixture, "--output", output.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        // A dropped rule sentence is `hig check`'s finding (hig.qa.dropped-lead), not the build's.
        XCTAssertFalse(result.stderr.contains("drops the rule sentence"), result.stderr)
        built = output
        return output
    }

    private func rules(_ arguments: [String]) throws -> Run {
        try Self.run(["rules", "--output", try Self.buildOutput().path] + arguments)
    }

    private func ids(_ run: Run) -> [String] {
        run.stdout.split(separator: "\n").compactMap { line in
            guard let data = line.data(using: .utf8), let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
            return object["id"] as? String
        }
    }

    func testBuildWritesRulesJSONBesideCorpusJSON() throws {
        let output = try Self.buildOutput()
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        XCTAssertEqual(files, [".hig-output.json", "corpus.json", "rules.json", "search.sqlite", "site"])
        let catalogue = try JSONDecoder().decode(RuleCatalogue.self, from: Data(contentsOf: output.appendingPathComponent("rules.json")))
        // 49 rules in the five seeds, less the 9 of seed 002, which is the English export of seed 000 and merges into it.
        XCTAssertEqual(catalogue.rules.count, 40)
    }

    func testAKoreanWordFindsTheSameRulesWithItsParticle() throws {
        let bare = ids(try rules(["버튼", "--format", "ndjson"]))
        XCTAssertGreaterThan(bare.count, 5)
        XCTAssertEqual(ids(try rules(["버튼을", "--format", "ndjson"])), bare)
        XCTAssertEqual(ids(try rules(["버튼이", "--format", "ndjson"])), bare)
    }

    /// No seed gives a Korean title; `--page` in Korean finds the page by the derived title the site shows (액션 시트, the
    /// glossary's), spaced or not, or through search by the corpus's own words (작업 시트).
    func testAPageNamedInKoreanFindsItsRules() throws {
        let english = ids(try rules(["--page", "action-sheets", "--format", "ndjson"]))
        XCTAssertGreaterThan(english.count, 3)
        XCTAssertEqual(ids(try rules(["--page", "작업 시트", "--format", "ndjson"])), english)
        XCTAssertEqual(ids(try rules(["--page", "작업 시트를", "--format", "ndjson"])), english)
        XCTAssertEqual(ids(try rules(["--page", "액션 시트", "--format", "ndjson"])), english, "the derived title the site shows")
        XCTAssertEqual(ids(try rules(["--page", "액션시트", "--format", "ndjson"])), english, "written without its space")
        XCTAssertEqual(ids(try rules(["--page", "사과", "--format", "ndjson"])), [])
    }

    func testPlatformIsValidatedAgainstOneListInRulesAndSearch() throws {
        XCTAssertEqual(try rules(["--platform", "WATCHOS", "--format", "ndjson"]).status, 0)
        let rulesError = try rules(["--platform", "mac"])
        let searchError = try Self.run(["search", "sheet", "--platform", "mac", "--output", try Self.buildOutput().path])
        XCTAssertEqual([rulesError.status, searchError.status], [2, 2])
        XCTAssertEqual(rulesError.stderr.split(separator: "\n").first, searchError.stderr.split(separator: "\n").first)
    }

    func testTerminalOutputShowsBothLanguagesIdPageAndSource() throws {
        let result = try rules(["--page", "action-sheets", "letting", "scroll", "--color", "never"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
        components/presentation/action-sheets/avoid-letting-an-action-sheet-scroll  [dont · iOS, iPadOS]
          en  Avoid letting an action sheet scroll.
          ko  작업 시트가 스크롤되지 않도록 하십시오.
          in  Action sheets (components/presentation/action-sheets) › Platform considerations › iOS, iPadOS
          at  seeds/001_3cef73f6a796ebe9.txt:81

        1 rule

        """)
    }

    func testColourOnlyWhenAsked() throws {
        XCTAssertFalse(try rules(["scroll"]).stdout.contains("\u{1B}["), "a pipe is not a terminal: no colour by default")
        XCTAssertTrue(try rules(["scroll", "--color", "always"]).stdout.contains("\u{1B}[31mdont\u{1B}[0m"))
    }

    func testPlatformPutsSpecificRulesFirstAndSpecificLeavesOutGeneralOnes() throws {
        let all = try rules(["--platform", "watchos", "--format", "ndjson"])
        XCTAssertEqual(all.status, 0, all.stderr)
        let found = ids(all)
        XCTAssertEqual(Array(found.prefix(5)), [
            "components/presentation/action-sheets/avoid-displaying-more-than-four-buttons-in-an-action-sheet",
            "sheets/use-a-sheet-only-when-your-modal-task-requires-a",
            "sheets/keep-sheet-interactions-brief-and-occasional",
            "sheets/change-the-default-label-of-the-dismiss-control-only-if",
            "sheets/if-you-change-the-default-label-avoid-confusing-alternatives",
        ])
        XCTAssertEqual(found.count, 20, "5 watchOS rules, then 15 for all platforms")
        XCTAssertEqual(ids(try rules(["--platform", "watchOS", "--specific", "--format", "ndjson"])), Array(found.prefix(5)))
        XCTAssertTrue(try rules(["--platform", "watchOS"]).stdout.hasSuffix("20 rules: 5 naming watchOS, 15 for all platforms\n"))
    }

    func testKindSectionAndTextFilters() throws {
        XCTAssertEqual(ids(try rules(["--kind", "consider", "--page", "components/menus-and-actions/activity-views", "--format", "ndjson"])),
                       ["components/menus-and-actions/activity-views/consider-using-a-symbol-to-represent-your-custom-activity"])
        XCTAssertEqual(ids(try rules(["--section", "ios, ipados", "--format", "ndjson"])), [
            "components/presentation/action-sheets/use-an-action-sheet-not-a-menu-to-provide-choices",
            "components/presentation/action-sheets/avoid-letting-an-action-sheet-scroll",
        ])
        // Korean text, with a particle attached, found in NFD as well as NFC.
        let nfd = "스크롤되지".decomposedStringWithCanonicalMapping
        XCTAssertEqual(ids(try rules([nfd, "--format", "ndjson"])), ["components/presentation/action-sheets/avoid-letting-an-action-sheet-scroll"])
        XCTAssertEqual(ids(try rules(["grabber", "RESIZABLE", "--format", "ndjson"])), ["sheets/include-a-grabber-in-a-resizable-sheet"])
        XCTAssertEqual(ids(try rules(["no-such-words-anywhere", "--format", "ndjson"])), [])
    }

    func testJSONFormatIsACatalogueOfTheSelection() throws {
        let result = try rules(["--page", "live-activities", "--format", "json"])
        let catalogue = try JSONDecoder().decode(RuleCatalogue.self, from: Data(result.stdout.utf8))
        XCTAssertEqual(catalogue.schemaVersion, RuleCatalogue.currentSchemaVersion)
        XCTAssertEqual(catalogue.rules.map(\.text.en), ["Offer a Live Activity for tasks and live events that have a defined beginning and end.",
                                                        "Present only the most essential content."])
    }

    func testNDJSONLinesAreTheRulesOfRulesJSON() throws {
        let output = try Self.buildOutput()
        let catalogue = try JSONDecoder().decode(RuleCatalogue.self, from: Data(contentsOf: output.appendingPathComponent("rules.json")))
        let lines = try rules(["--format", "ndjson"]).stdout.split(separator: "\n")
        XCTAssertEqual(try lines.map { try JSONDecoder().decode(Rule.self, from: Data($0.utf8)) }, catalogue.rules)
    }

    func testCSVIsQuotedAsRFC4180() throws {
        let result = try rules(["--page", "quoting-test", "--format", "csv"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let rows = Self.parseCSV(result.stdout)
        XCTAssertEqual(rows.first, ["id", "page", "section", "platforms", "kind", "text_en", "text_ko", "rationale_en", "rationale_ko",
                                    "translation", "detection", "confidence", "source_path", "source_line"])
        XCTAssertEqual(rows.count, 2)
        let row = rows[1]
        XCTAssertEqual(row[3], "iOS;iPadOS;macOS")
        XCTAssertEqual(row[5], "Label the button “Save, Don’t Quit” only if \"Quit\" follows.")
        XCTAssertEqual(row[6], "버튼 레이블을 “저장, 종료 안 함”으로 지정하는 것은 \"종료\"가 뒤따를 때만 하십시오.")
        XCTAssertEqual(row[7], "Commas, quotes and \"double quotes\" must survive CSV.")
        XCTAssertTrue(result.stdout.contains("\"Label the button “Save, Don’t Quit” only if \"\"Quit\"\" follows.\""))
        XCTAssertTrue(result.stdout.hasSuffix("\r\n"))
    }

    func testNoBuildSaysWhatToRun() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("hig-no-build-\(getpid())")
        let result = try Self.run(["rules", "--output", missing.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "hig: error: no build in \(missing.path) (no rules.json); run `hig build SOURCE… --output \(missing.path)` first, or name another build's folder with --output DIR [hig.rules.no-build]\n")
    }

    func testBuildWithoutRulesSaysToRebuild() throws {
        let temporary = try TemporaryFolder(prefix: "hig-old-build")
        defer { temporary.remove() }
        let old = temporary.url
        try Data("{}".utf8).write(to: old.appendingPathComponent("corpus.json"))
        let result = try Self.run(["rules", "--output", old.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("holds a build without rules.json"), result.stderr)
    }

    func testUsageErrorsExitWithTwo() throws {
        let badPlatform = try rules(["--platform", "android"])
        XCTAssertEqual(badPlatform.status, 2)
        XCTAssertTrue(badPlatform.stderr.contains("Unknown platform 'android'"), badPlatform.stderr)
        XCTAssertEqual(try rules(["--kind", "must"]).status, 2)
        XCTAssertEqual(try rules(["--specific"]).status, 2)
        XCTAssertEqual(try rules(["--format", "xml"]).status, 2)
    }

    /// A strict RFC 4180 reader for the test: quoted fields, doubled quotes, CRLF records.
    static func parseCSV(_ text: String) -> [[String]] {
        var rows: [[String]] = [], row: [String] = [], field = ""
        var quoted = false, index = text.startIndex
        while index < text.endIndex {
            let c = text[index]
            if quoted {
                if c == "\"" {
                    let next = text.index(after: index)
                    if next < text.endIndex, text[next] == "\"" { field.append("\""); index = next } else { quoted = false }
                } else { field.append(c) }
            } else if c == "\"" { quoted = true
            } else if c == "," { row.append(field); field = ""
            } else if c == "\r\n" { row.append(field); rows.append(row); row = []; field = ""
            } else { field.append(c) }
            index = text.index(after: index)
        }
        return rows
    }
}
