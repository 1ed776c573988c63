import Foundation
import XCTest
@testable import HIGServe

/// The request heads the preview server's gate takes, refuses and hands on (`RequestHead`).
final class RequestHeadTests: XCTestCase {
    private func read(_ text: String) -> RequestHead.Reading { RequestHead.read(Array(text.utf8)) }

    private func status(_ text: String) -> Int? {
        if case .refused(let refusal) = read(text) { return refusal.status }
        return nil
    }

    func testAPlainGetIsTakenWithItsFields() throws {
        guard case .complete(let head, let length) = read("GET /pages/sheets.html?q=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: */*\r\n\r\nrest") else {
            return XCTFail("not read")
        }
        XCTAssertEqual(head.method, "GET")
        XCTAssertEqual(head.target, "/pages/sheets.html?q=1")
        XCTAssertEqual(head.value(of: "host"), "127.0.0.1")
        XCTAssertEqual(length, 69)
        XCTAssertEqual(String(decoding: head.forwarded, as: UTF8.self),
                       "GET /pages/sheets.html?q=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: */*\r\nConnection: close\r\n\r\n")
    }

    func testAHeadArrivingAByteAtATimeIsIncompleteUntilItsBlankLine() {
        let text = "GET / HTTP/1.1\nHost: x\n\n"
        for end in 0..<text.utf8.count { XCTAssertEqual(RequestHead.read(Array(text.utf8.prefix(end))), .incomplete, "\(end) bytes") }
        guard case .complete = read(text) else { return XCTFail("bare LF line ends are read") }
    }

    /// The reproduction: 64 KB of request line cost 2.2 s of CPU, 1 MB about 9 minutes. Refused past 8 KiB, whatever
    /// follows, without reading further.
    func testLongRequestLinesAndFieldsAreRefused() {
        let long = String(repeating: "a", count: RequestHead.lineLimit)
        XCTAssertEqual(status("GET /\(long) HTTP/1.1\r\n\r\n"), 414)
        XCTAssertEqual(status("GET /\(String(repeating: "a", count: 1 << 20))"), 414, "refused before the line ends")
        XCTAssertEqual(read("GET /\(String(repeating: "a", count: RequestHead.lineLimit - 20)) HTTP/1.1\r\n\r\n") == .incomplete, false)
        XCTAssertEqual(status("GET / HTTP/1.1\r\nCookie: \(long)\r\n\r\n"), 431)
        XCTAssertEqual(status("GET / HTTP/1.1\r\nCookie: \(String(repeating: "b", count: 1 << 20))"), 431, "refused before the field ends")
        XCTAssertEqual(status("GET / HTTP/1.1\r\n" + String(repeating: "A: b\r\n", count: 101) + "\r\n"), 431)
    }

    func testMalformedRequestsAreRefused() {
        XCTAssertEqual(status("GARBAGE\r\n\r\n"), 400)
        XCTAssertEqual(status("GET  / HTTP/1.1\r\n\r\n"), 400)
        XCTAssertEqual(status("GET / HTTP/2.0\r\n\r\n"), 505)
        XCTAssertEqual(status("GET / HTTP/1.1\r\nno colon\r\n\r\n"), 400)
        XCTAssertEqual(status("GET / HTTP/1.1\r\nX: a\u{01}b\r\n\r\n"), 400)
        XCTAssertEqual(status("GET /é HTTP/1.1\r\n\r\n"), 400, "a raw non-ASCII byte in the target")
        XCTAssertEqual(status("POST / HTTP/1.1\r\nContent-Length: 3\r\n\r\nabc"), 405)
        XCTAssertEqual(status("GET / HTTP/1.1\r\nContent-Length: 3\r\n\r\nabc"), 400)
        XCTAssertEqual(status("GET / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"), 400)
    }

    /// The reproduction: `/%c0%ae%c0%ae/…` (an overlong '.') returned index.html with 200.
    func testPathsThatDoNotDecodeToACleanPathAreRefused() {
        for path in ["/%c0%ae%c0%ae/etc/passwd", "/%c0%ae/", "/%2e%2e/secret", "/../x", "/a/./b", "/%00", "/a%5cb", "/%zz", "/%4", "x", "*"] {
            XCTAssertEqual(RequestHead.pathRefusal(path)?.status, 400, path)
        }
        for path in ["/", "/pages/sheets.html", "/search/%ED%95%9C.js", "/a..b/c.", "/?q=../x"] {
            XCTAssertNil(RequestHead.pathRefusal(path), path)
        }
    }

    func testAWebSocketUpgradeKeepsItsConnectionField() throws {
        guard case .complete(let head, _) = read("GET /__hig/live HTTP/1.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n") else {
            return XCTFail("not read")
        }
        XCTAssertTrue(head.isUpgrade)
        XCTAssertEqual(String(decoding: head.forwarded, as: UTF8.self), "GET /__hig/live HTTP/1.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n")
    }
}
