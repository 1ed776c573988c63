import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest

/// `hig serve` as a user runs it: it prints its address, serves pages with the live-reload script, serves the edited
/// page and rebuilds after a save, and stops cleanly on SIGINT without writing an output folder.
final class ServeCommandTests: XCTestCase {
    func testServesRebuildsAndStopsOnInterrupt() throws {
        let folder = try HigProcess.temporaryFolder(self)
        try FileManager.default.copyItem(at: HigProcess.repositoryRoot.appendingPathComponent("seeds"),
                                         to: folder.appendingPathComponent("seeds"))
        let errURL = folder.appendingPathComponent("serve.err")
        let (process, port) = try HigProcess.serve(["seeds"], in: folder, log: errURL)
        defer { if process.isRunning { process.terminate() } }
        let address = "http://127.0.0.1:\(port)/"

        let page = try fetch(address + "pages/sheets.html")
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.body.contains("<script src=\"/__hig/live.js\" data-build="), "live-reload script added")
        XCTAssertEqual(try fetch(address + "__hig/live.js").status, 200)
        XCTAssertEqual(try fetch(address + "pages/none.html").status, 404)

        let source = folder.appendingPathComponent("seeds/004_8ab95ca51023c8dd.txt")
        let text = try String(contentsOf: source, encoding: .utf8)
        try text.replacingOccurrences(of: "도움을 줍니다.", with: "도움이 됩니다.").write(to: source, atomically: true, encoding: .utf8)
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, !(try fetch(address + "pages/sheets.html").body.contains("도움이 됩니다.")) { usleep(100_000) }
        XCTAssertTrue(try fetch(address + "pages/sheets.html").body.contains("도움이 됩니다."), "rebuilt after the save")

        process.interrupt()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let log = String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        XCTAssertTrue(log.contains("hig serve: seeds/004_8ab95ca51023c8dd.txt changed; serving pages/sheets.html, rebuilding"), log)
        XCTAssertTrue(log.hasSuffix("hig serve: stopped\n"), log)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Output").path))
    }

    private func fetch(_ address: String) throws -> (status: Int, body: String) {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: (Int, String) = (0, "")
        URLSession.shared.dataTask(with: URL(string: address)!) { data, response, _ in
            result = ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data ?? Data(), as: UTF8.self))
            done.signal()
        }.resume()
        _ = done.wait(timeout: .now() + 10)
        return result
    }
}
