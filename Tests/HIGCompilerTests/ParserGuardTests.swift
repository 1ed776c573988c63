import Foundation
import HIGCorpus
import XCTest
@testable import HIGCompiler

/// The parser guard: each measure against the Python reference, each limit on a pathological input and a
/// near-limit benign one, real pages, and protection through the real read pass.
final class ParserGuardTests: XCTestCase {
    typealias Measure = ParserGuard.Measure

    // MARK: Each measure: a pathological input is rejected at the right place, a near-limit one passes

    /// Inputs from the cmark-gfm measurement study's generators (docs/robustness.md), one per measure;
    /// the expected places are where the running measure first exceeds its limit.
    func testEachMeasureRejectsItsPathologicalInputWhereTheLimitIsCrossed() {
        let cases: [(Measure, String, line: Int, column: Int)] = [
            // 46,603 lines of 45 bytes; byte 2,097,153 is the 18th of line 46,604.
            (.bytes, Fixture.repeated("The quick brown fox jumps over the lazy dog.\n", 50_000), 46_604, 18),
            // The 65th '|' of the header row.
            (.maxPipes, Fixture.table(columns: 16_000, rows: 1), 1, 129),
            // A 63-column table in a block quote padded by 'x' rows: 2·64 + 64 per row > 16,384 at row 251.
            (.tableCells, Fixture.quotedTable63(rows: 16_000), 253, 1),
            // 40,000 one-letter lines above `|-|-|`: 40,000 × 80,000 > 1,000,000.
            (.delimCost, Fixture.repeated("a\n", 40_000) + "|-|-|\n", 40_001, 1),
            // Line 33 opens a 33rd list: its last marker starts at column 65.
            (.maxDepth, (1...1_000).map { Fixture.repeated("- ", $0) + "a\n" }.joined(), 33, 65),
            // Depth 32 (the most allowed) then blank lines: 32 per line > 500,000 at line 15,626.
            (.nestCost, Fixture.repeated("- ", 32) + "x" + Fixture.repeated("\n", 65_536), 15_626, 1),
            // `![[]()`: three brackets each; (3 × 1,054 + 1)² > 10,000,000 at the 1,055th unit's first '['.
            (.inlineSq, Fixture.repeated("![[]()", 16_000), 1, 6_326),
            // 707 `<?` × 1,415 bytes of paragraph > 1,000,000.
            (.htmlScan, "a" + Fixture.repeated("<?", 16_000), 1, 1_415),
            // 447 `www.` in one token of 2,238 bytes (so far) > 1,000,000, long before 3,163 '_' reach inline-sq.
            (.autolinkScan, Fixture.repeated("www._", 8_000), 1, 2_238),
            // The 2,049th '@', each in its own short token.
            (.atCount, Fixture.repeated("x@x.y ", 64_000), 1, 12_290),
        ]
        XCTAssertEqual(Set(cases.map(\.0)), Set(Measure.allCases), "every measure has a pathological input")
        for (measure, text, line, column) in cases {
            let diagnostic = ParserGuard().check(text, path: "p.md")
            XCTAssertEqual(diagnostic?.id, "hig.guard.\(measure.rawValue)", "\(measure)")
            XCTAssertEqual(diagnostic?.severity, .warning, "\(measure)")
            XCTAssertEqual(diagnostic?.location, SourceLocation(path: "p.md", line: line, column: column), "\(measure)")
        }
    }

    /// Inputs at (or just under) each limit, shaped like the pathological ones, pass.
    func testNearLimitInputsPass() {
        let cases: [(Measure, String)] = [
            (.bytes, String(Fixture.repeated("The quick brown fox jumps over the lazy dog.\n", 50_000).utf8.prefix(2_097_152))!),
            (.maxPipes, Fixture.table(columns: 63, rows: 1)),                              // 64 pipes
            (.tableCells, Fixture.table(columns: 4, rows: 2_728)),                         // 16,380 cells
            (.delimCost, Fixture.repeated("a\n", 707) + "|-|-|\n"),                      // 999,698
            (.maxDepth, Fixture.repeated("- ", 32) + "x\n"),                              // 32
            (.nestCost, Fixture.repeated("- ", 32) + "x" + Fixture.repeated("\n", 15_624)),  // 500,000
            (.inlineSq, Fixture.repeated("[]", 1_581)),                                    // 9,998,244
            (.htmlScan, "a" + Fixture.repeated("<?", 706)),                               // 998,284
            (.autolinkScan, Array(repeating: Fixture.repeated("www.a", 100), count: 20).joined(separator: " ")),  // 1,000,000
            (.atCount, Fixture.repeated("x@x.y ", 2_048)),                                // 2,048
        ]
        XCTAssertEqual(Set(cases.map(\.0)), Set(Measure.allCases))
        for (measure, text) in cases {
            XCTAssertNil(ParserGuard().check(text, path: "p.md"), "\(measure)")
        }
    }

    func testTheDiagnosticNamesWhatWasExceeded() throws {
        let diagnostic = try XCTUnwrap(ParserGuard().check(Fixture.table(columns: 100, rows: 1), path: "wide.md"))
        XCTAssertEqual(diagnostic.formatted,
                       "wide.md:1:129: warning: a line has too many '|' (table columns): max-pipes is over its limit of 64; "
                       + "skipped, because cmark-gfm would take super-linear time to parse it [hig.guard.max-pipes]")
        let large = try XCTUnwrap(ParserGuard().check(String(repeating: "a", count: 2_100_000), path: "big.md"))
        XCTAssertTrue(large.message.contains("(file is 2100000 bytes)"), large.message)
    }

    /// Columns count characters (a Hangul syllable is one, not three bytes); lines end at LF, CRLF or CR.
    func testPlacesCountCharactersAndEveryKindOfLineEnd() {
        let row = "표 " + Fixture.repeated("|", 65)
        for (ending, name) in [("\n", "LF"), ("\r\n", "CRLF"), ("\r", "CR")] {
            let text = ["제목", "", row].joined(separator: ending) + ending
            XCTAssertEqual(ParserGuard().firstViolation(text), .init(measure: .maxPipes, line: 3, column: 67), name)
        }
    }

    // MARK: Exact agreement with the Python reference implementation

    /// For 518 small tricky inputs, every measure's value equals guard_reference.py's: with only that
    /// measure limited, the text passes at limit = value and is rejected at limit = value − 1.
    /// Regenerate the cases with `python3 Tests/Support/make_guard_reference.py`.
    func testEveryMeasureAgreesWithTheReferenceImplementation() throws {
        struct Case: Decodable {
            var text: String
            var measures: [String: Int64]
        }
        let url = TestSupport.repositoryRoot.appendingPathComponent("Tests/Support/guard-reference.json")
        let cases = try JSONDecoder().decode([Case].self, from: Data(contentsOf: url))
        XCTAssertGreaterThan(cases.count, 500)
        for measure in Measure.allCases {
            let key = measure.rawValue.replacingOccurrences(of: "-", with: "_")
            var checked = 0
            for (index, item) in cases.enumerated() {
                let value = try XCTUnwrap(item.measures[key], key)
                var only = ParserGuard(limits: .unlimited)
                only.limits[measure] = value
                XCTAssertNil(only.firstViolation(item.text), "case \(index) \(measure): \(item.text.debugDescription)")
                guard value > 0 else { continue }
                only.limits[measure] = value - 1
                XCTAssertEqual(only.firstViolation(item.text)?.measure, measure, "case \(index) \(measure) = \(value): \(item.text.debugDescription)")
                checked += 1
            }
            XCTAssertGreaterThan(checked, 10, "\(measure) is exercised")
        }
    }

    // MARK: Real pages pass

    func testTheSeedsPass() throws {
        let seeds = TestSupport.repositoryRoot.appendingPathComponent("seeds")
        let files = try FileManager.default.contentsOfDirectory(atPath: seeds.path).sorted()
        XCTAssertFalse(files.isEmpty)
        for file in files {
            let text = try String(contentsOf: seeds.appendingPathComponent(file), encoding: .utf8)
            XCTAssertNil(ParserGuard().check(text, path: file), file)
        }
    }

    func testEveryRealPagePasses() throws {
        guard let shared = TestSupport.sharedFolder else { throw XCTSkip("../shared is absent") }
        let corpus = shared.appendingPathComponent("corpus/hig-ko")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: corpus.path))
        var count = 0
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".md") || path.hasSuffix(".txt") else { continue }
            let bytes = try Data(contentsOf: corpus.appendingPathComponent(path))
            XCTAssertNil(ParserGuard().check(String(decoding: bytes, as: UTF8.self), path: path), path)
            count += 1
        }
        XCTAssertGreaterThanOrEqual(count, 164)
    }

    // MARK: Each guard protects the real read pass

    /// Every pathological input from the measurement study goes through the real read pass (decode,
    /// recognise, guard, parse) and comes back skipped with the guard's diagnostic. cmark-gfm needs from
    /// about a second to over a minute for each of these (docs/robustness.md): were a guard missing, this
    /// test would not fail on an assertion, it would hang, and the suite would visibly slow down.
    func testEveryPathologicalInputIsSkippedBeforeParsing() {
        for (name, body, expected) in Fixture.pathological {
            // A title line makes it a page, so the format check lets it through to the guard.
            let text = "# **[guard] \(name)**\n\n" + body
            let (outcome, diagnostics) = SourceReader().read(SourceInput(path: "f.md", bytes: Array(text.utf8)))
            guard case .skipped(let skipped) = outcome else {
                XCTFail("\(name) was parsed")
                continue
            }
            // The guard itself rejects the whole text with the expected measure.
            XCTAssertEqual(ParserGuard().check(text, path: "f.md")?.id, expected.id, name)
            if diagnostics.first?.id == "hig.input.repeated-text" {
                // One line repeated: the file holds one copy of its body, which is too little to be a page.
                XCTAssertEqual(diagnostics.map(\.id), ["hig.input.repeated-text", "hig.input.not-a-page"], name)
                continue
            }
            XCTAssertEqual(skipped.diagnostic, expected.id, name)
            XCTAssertTrue(skipped.reason.hasPrefix("unsafe to parse: "), skipped.reason)
            XCTAssertEqual(diagnostics.map(\.id), [expected.id], name)
        }
    }

    func testAGuardedPageStillCompilesWhenItIsNormal() throws {
        let (page, diagnostics) = TestSupport.compile("# **[guard] table**\n\nA table with two columns.\n\n|a|b|\n|-|-|\n|x|y|\n")
        XCTAssertNotNil(page)
        XCTAssertFalse(diagnostics.contains { $0.id.hasPrefix("hig.guard.") })
    }
}

extension ParserGuard.Limits {
    /// No limit at all: for checking one measure at a time.
    static var unlimited: Self {
        var limits = Self()
        for measure in ParserGuard.Measure.allCases { limits[measure] = .max }
        return limits
    }
}

/// Generators for the inputs on which cmark-gfm 0.29.0.gfm.6 is super-linear (from the measurement study).
enum Fixture {
    static func repeated(_ piece: String, _ count: Int) -> String {
        String(repeating: piece, count: count)
    }

    /// `tbl(c, r, row)`: a header of `columns` cells, a delimiter row, then `rows` rows (default: full rows).
    static func table(columns: Int, rows: Int, row: String? = nil) -> String {
        repeated("|a", columns) + "|\n" + repeated("|-", columns) + "|\n" + repeated(row ?? repeated("|x", columns) + "|\n", rows)
    }

    /// A 63-column table in a block quote, followed by `rows` lines `> x` padded to the header width.
    static func quotedTable63(rows: Int) -> String {
        "> " + repeated("|a", 63) + "|\n> " + repeated("|-", 63) + "|\n" + repeated("> x\n", rows)
    }

    /// Every generator of the study (fixtures.py), with the measure that rejects it first.
    static let pathological: [(name: String, text: String, rejectedBy: ParserGuard.Measure)] = [
        ("table NxN 400", table(columns: 400, rows: 400), .maxPipes),
        ("table 4 cols x 160k rows", table(columns: 4, rows: 160_000), .tableCells),
        ("table 1 row x 16k cols", table(columns: 16_000, rows: 1), .maxPipes),
        ("table hdr 1000 + 1000 'x' rows", table(columns: 1_000, rows: 1_000, row: "x\n"), .maxPipes),
        ("table hdr 64 + 64k 'x' rows", table(columns: 64, rows: 64_000, row: "x\n"), .maxPipes),
        ("delim mismatch 32k cols", "a\n" + repeated("|-", 32_000) + "|\n", .maxPipes),
        ("1-col table row 16k pipes", "|a|\n|-|\n" + repeated("|x", 16_000) + "|\n", .maxPipes),
        ("para 40k lines + delim", repeated("a\n", 40_000) + "|-|-|\n", .delimCost),
        ("para 20k x 50B + delim", repeated(repeated("a", 50) + "\n", 20_000) + "|-|-|\n", .delimCost),
        ("alt a / |-|-| x4000", repeated("a\n|-|-|\n", 4_000), .delimCost),
        ("alt a / |-|*100 x400", repeated("a\n" + repeated("|-", 100) + "|\n", 400), .maxPipes),
        ("' -'*8000+'x'+blank*8000", repeated(" -", 8_000) + "x" + repeated("\n", 8_000), .maxDepth),
        ("'- '*4000+'x'+lazy*4000", repeated("- ", 4_000) + "x\n" + repeated("y\n", 4_000), .maxDepth),
        ("'1. '*8000+'x'+blank", repeated("1. ", 8_000) + "x" + repeated("\n", 8_000), .maxDepth),
        ("'> '*16000+'x'+lazy", repeated("> ", 16_000) + "x\n" + repeated("y\n", 16_000), .maxDepth),
        ("' -'*K+' > ```'+blank", repeated(" -", 8_000) + " > ```" + repeated("\n", 8_000), .maxDepth),
        ("list marker staircase 1000", (1...1_000).map { repeated("- ", $0) + "a\n" }.joined(), .maxDepth),
        ("indent staircase 200+64k blank", (0..<200).map { repeated("  ", $0) + "- a\n" }.joined() + repeated("\n", 65_536), .maxDepth),
        ("'- '*64+'x'+64k blank", repeated("- ", 64) + "x\n" + repeated("\n", 65_536), .maxDepth),
        ("'- '*32+'x'+64k blank", repeated("- ", 32) + "x\n" + repeated("\n", 65_536), .nestCost),
        ("![[]() x16000 one line", repeated("![[]()", 16_000), .inlineSq),
        ("![[]() x16000 lines", repeated("![[]()\n", 16_000), .inlineSq),
        ("www._ x8000", repeated("www._", 8_000), .autolinkScan),
        ("_www. x8000", repeated("_www.", 8_000), .autolinkScan),
        ("www._*100 + x*640k", repeated("www._", 100) + repeated("x", 640_000), .autolinkScan),
        ("x@*100 + a*1M", repeated("x@", 100) + repeated("a", 1_000_000), .autolinkScan),
        ("x@ x64000", repeated("x@", 64_000), .autolinkScan),
        ("x@x.y x64000", repeated("x@x.y ", 64_000), .atCount),
        ("**b** [l](u) x8000", repeated("**b** [l](u) ", 8_000), .inlineSq),
        ("**b** [l](u)\\n x8000", repeated("**b** [l](u)\n", 8_000), .inlineSq),
        ("*b* [l](u) x8000", repeated("*b* [l](u) ", 8_000), .inlineSq),
        ("issue389 16000", repeated("*a ", 16_000) + repeated("_a*_ ", 16_000), .inlineSq),
        ("a+<? x16000", "a" + repeated("<?", 16_000), .htmlScan),
        ("a+<![CDATA[ x8000", "a" + repeated("<![CDATA[", 8_000), .htmlScan),
        ("bq table hdr 63 + 16k '> x'", quotedTable63(rows: 16_000), .tableCells),
    ]
}
