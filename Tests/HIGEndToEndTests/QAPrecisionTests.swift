import Foundation
import XCTest

/// Precision of every warning-level check on pages it was not tuned on, against verdicts read by hand
/// (`docs/qa-verdicts.tsv`, beside docs/qa.md; the measure pages are `docs/qa-measure-pages.txt`, fixed before any
/// tuning). Skipped when `../shared/corpus` is absent.
///
/// What it proves: each warning-level check is right on at least `floor` of the findings that were read and that it
/// still makes. What it does not: findings the check makes now that nobody read are not counted; the test fails when
/// fewer than `minimumJudged` of a check's measure findings have a verdict, so a change that moves most findings
/// has to be read again.
final class QAPrecisionTests: XCTestCase {
    /// The least share of right findings a warning-level check may have (issue 28: a check under it is a note).
    static let floor = 0.85
    /// The least share of right findings over all warnings read.
    static let overallFloor = 0.80
    /// How many of a check's measure findings must carry a verdict (all of them when it has fewer).
    static let minimumJudged = 20

    struct Verdict {
        var right: Bool
        var reason: String
    }

    /// `check<TAB>page<TAB>block<TAB>message` → verdict.
    static func verdicts() throws -> [String: Verdict] {
        let file = HigProcess.repositoryRoot.appendingPathComponent("docs/qa-verdicts.tsv")
        var verdicts: [String: Verdict] = [:]
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 7 else { XCTFail("malformed verdict line: \(line)"); continue }
            // check, severity, page, block, verdict, reason, message
            XCTAssertTrue(["right", "wrong"].contains(fields[4]), "verdict must be right or wrong: \(line)")
            XCTAssertFalse(fields[5].isEmpty, "every verdict has its reason: \(line)")
            verdicts[[fields[0], fields[2], fields[3], fields[6]].joined(separator: "\t")] = Verdict(right: fields[4] == "right", reason: fields[5])
        }
        return verdicts
    }

    /// The findings of one `hig check … --format json` run from the repository root.
    static func findings(_ arguments: [String]) throws -> [[String: Any]] {
        let result = try HigProcess.run(arguments, timeout: 1800)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stderr)
        return try XCTUnwrap(document["findings"] as? [[String: Any]])
    }

    static func measurePages() throws -> Set<String> {
        let file = HigProcess.repositoryRoot.appendingPathComponent("docs/qa-measure-pages.txt")
        return Set(try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty })
    }

    func testEveryWarningLevelCheckIsPreciseOnTheMeasurePages() throws {
        let corpus = HigProcess.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        guard FileManager.default.fileExists(atPath: corpus.path) else { throw XCTSkip("../shared/corpus is absent") }
        let sources = ["hig-ko", "repo-components", "two-repos"].map { "../shared/corpus/\($0)" }
        // Every check as a user runs it (the glossary check against the shipped glossary); terminology, which warns only
        // against a glossary entry, with the measurement glossary.
        let terminology = "hig.qa.terminology"
        let plain = try Self.findings(["check"] + sources + ["--format", "json"]).filter { $0["id"] as? String != terminology }
        let withGlossary = try Self.findings(["check"] + sources + ["--format", "json", "--glossary", "scripts/qa-measure-glossary.txt",
                                                                      "--enable", "terminology"])
        let findings = plain + withGlossary
        let measure = try Self.measurePages()
        let verdicts = try Self.verdicts()
        var byCheck: [String: (total: Int, judged: Int, right: Int)] = [:]
        for finding in findings where finding["severity"] as? String == "warning" {
            guard let page = finding["page"] as? String, measure.contains(page), let check = finding["id"] as? String,
                  let block = finding["block"] as? String, let message = finding["message"] as? String else { continue }
            var tally = byCheck[check, default: (0, 0, 0)]
            tally.total += 1
            if let verdict = verdicts[[check, page, block, message].joined(separator: "\t")] {
                tally.judged += 1
                if verdict.right { tally.right += 1 }
            }
            byCheck[check] = tally
        }
        XCTAssertFalse(byCheck.isEmpty, "no warning on the measure pages")
        for (check, tally) in byCheck.sorted(by: { $0.key < $1.key }) {
            XCTAssertGreaterThanOrEqual(tally.judged, min(Self.minimumJudged, tally.total),
                                        "\(check): \(tally.judged) of \(tally.total) measure warnings have a verdict; read them (scripts/qa-sample.py)")
            guard tally.judged > 0 else { continue }
            let precision = Double(tally.right) / Double(tally.judged)
            XCTAssertGreaterThanOrEqual(precision, Self.floor, "\(check): \(tally.right) of \(tally.judged) read warnings right")
        }
        let right = byCheck.values.reduce(0) { $0 + $1.right }, judged = byCheck.values.reduce(0) { $0 + $1.judged }
        XCTAssertGreaterThanOrEqual(Double(right) / Double(max(judged, 1)), Self.overallFloor, "\(right) of \(judged) read warnings right")
    }
}
