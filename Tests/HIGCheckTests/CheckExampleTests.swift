import HIGCheck
import HIGCorpus
import XCTest

/// Every check's documented examples are its first tests: triggering ones must produce a finding of that
/// check, non-triggering ones none.
final class CheckExampleTests: XCTestCase {
    func testEveryCheckHasAnIDSummaryRationaleAndExamples() {
        var ids: Set<String> = []
        for description in QualityChecker.descriptions {
            XCTAssertTrue(description.id.hasPrefix("hig.qa."), description.id)
            XCTAssertTrue(ids.insert(description.id).inserted, "duplicate id \(description.id)")
            XCTAssertFalse(description.summary.isEmpty, description.id)
            XCTAssertFalse(description.summary.contains("\n"), "\(description.id): summary must be one line")
            XCTAssertFalse(description.rationale.isEmpty, description.id)
            XCTAssertFalse(description.nonTriggering.isEmpty, "\(description.id) has no non-triggering example")
            if description.id != "hig.qa.glossary" {
                XCTAssertFalse(description.triggering.isEmpty, "\(description.id) has no triggering example")
            }
        }
    }

    func testTriggeringExamplesTrigger() {
        for check in QualityChecker.allChecks {
            for example in type(of: check).description.triggering {
                let findings = check.findings(in: CheckContext(corpus: example.corpus))
                XCTAssertFalse(findings.filter { $0.checkID == check.id }.isEmpty, "\(check.id) missed: \(example)")
            }
        }
    }

    func testNonTriggeringExamplesDoNotTrigger() {
        for check in QualityChecker.allChecks {
            for example in type(of: check).description.nonTriggering {
                let findings = check.findings(in: CheckContext(corpus: example.corpus))
                XCTAssertEqual(findings.map(\.message), [], "\(check.id) fired on: \(example)")
            }
        }
    }
}
