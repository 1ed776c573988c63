import HIGText
import XCTest
@testable import HIGDriver

/// The progress line: what it says at each stage, and that it stays silent off a terminal.
final class ProgressLineTests: XCTestCase {
    func testTextNamesTheStagesBegun() {
        var snapshot = BuildProgress.Snapshot()
        snapshot.filesTotal = 3380
        snapshot.filesRead = 1200
        XCTAssertEqual(ProgressLine.text(snapshot), "hig: 1200/3380 files read")
        snapshot.filesRead = 3380
        snapshot.pagesMerged = 3102
        snapshot.pagesTotal = 3102
        snapshot.pagesRendered = 810
        XCTAssertEqual(ProgressLine.text(snapshot), "hig: 3380/3380 files read · 3102 pages merged · 810/3102 pages rendered")
        snapshot.writing = true
        XCTAssertEqual(ProgressLine.text(snapshot), "hig: 3380/3380 files read · 3102 pages merged · 810/3102 pages rendered · writing")
    }

    func testNothingWhenNotATerminal() {
        XCTAssertNil(ProgressLine.start(delay: 0, isTerminal: false, write: { _ in XCTFail("wrote to a pipe") }))
    }

    /// Waits for the redraw that shows the progress (an event), not for a span of time: on a loaded machine the
    /// timer may fire late, never wrongly. The expectation's timeout only bounds a hang.
    func testRedrawsOneLineAndErasesIt() throws {
        let shown = expectation(description: "the line shows 1/2 files read")
        shown.assertForOverFulfill = false
        let written = Written { text in if text.hasSuffix("hig: 1/2 files read") { shown.fulfill() } }
        let line = try XCTUnwrap(ProgressLine.start(delay: 0, isTerminal: true, write: written.append))
        line.progress.startReading(files: 2)
        line.progress.fileRead()
        wait(for: [shown], timeout: 600)
        line.finish()
        let output = written.text
        XCTAssertTrue(output.contains("\r\u{1B}[2Khig: 1/2 files read"), output.debugDescription)
        XCTAssertFalse(output.contains("\n"), "one line, redrawn in place")
        XCTAssertTrue(output.hasSuffix("\r\u{1B}[2K"), "the line is erased at the end")
    }

    /// Text written from the progress line's queue.
    private final class Written: @unchecked Sendable {
        private let lock = NSLock()
        private var parts: [String] = []
        private let observe: (String) -> Void
        init(observe: @escaping (String) -> Void = { _ in }) { self.observe = observe }
        func append(_ text: String) { lock.lock(); parts.append(text); lock.unlock(); observe(text) }
        var text: String { lock.lock(); defer { lock.unlock() }; return parts.joined() }
    }
}
