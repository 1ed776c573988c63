import Foundation
import XCTest
@testable import HIGDriver

/// The up-to-date check's fingerprint accounts for every option of a build: a property added to `BuildAction` must
/// be named as held by the fingerprint or as never changing what a build writes or reports.
final class BuildFingerprintTests: XCTestCase {
    func testEveryBuildOptionIsHeldByTheFingerprintOrNamedAsUnaffecting() {
        let action = BuildAction(sources: ["seeds"], output: "Output", console: DiagnosticConsole(format: .text, write: { _ in }))
        let properties = Set(Mirror(reflecting: action).children.compactMap(\.label))
        XCTAssertEqual(properties, BuildFingerprint.holds.union(BuildFingerprint.unaffectedBy))
        XCTAssertTrue(BuildFingerprint.holds.isDisjoint(with: BuildFingerprint.unaffectedBy))
    }
}
