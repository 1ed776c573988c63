import Foundation
import XCTest

/// Whole-file snapshots, one behaviour for every test that uses them (as swift-argument-parser's `assertSnapshot`):
/// a snapshot that is missing, or every snapshot when `HIG_RECORD=1`, is recorded and the test FAILS saying so, so a
/// recording never passes unnoticed; run again to compare. Otherwise the bytes must be equal.
package enum Snapshot {
    /// Whether this run records snapshots instead of comparing them.
    package static var isRecording: Bool { ProcessInfo.processInfo.environment["HIG_RECORD"] == "1" }

    /// Compares `actual` with the snapshot file at `url`.
    package static func assertMatches(_ actual: String, _ url: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        try assertMatches(Data(actual.utf8), url, file: file, line: line)
    }

    /// Compares bytes with the snapshot file at `url`.
    package static func assertMatches(_ actual: Data, _ url: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let name = url.lastPathComponent
        guard !isRecording, let expected = FileManager.default.contents(atPath: url.path) else {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url)
            XCTFail("recorded snapshot \(name) (\(url.path)); review it, then run again without HIG_RECORD", file: file, line: line)
            return
        }
        guard actual != expected else { return }
        let actualLines = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let first = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(actualLines.count, expectedLines.count)
        let saved = FileManager.default.temporaryDirectory.appendingPathComponent("actual-" + name)
        try? actual.write(to: saved)
        XCTFail("""
            snapshot \(name) differs at line \(first + 1):
            - \(first < expectedLines.count ? expectedLines[first] : "(end)")
            + \(first < actualLines.count ? actualLines[first] : "(end)")
            whole output in \(saved.path); re-record with HIG_RECORD=1 if the change is intended
            """, file: file, line: line)
    }
}
