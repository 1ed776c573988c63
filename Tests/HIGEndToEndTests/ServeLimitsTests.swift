import Foundation
import XCTest

/// `hig serve` against long, slow and malformed requests (issue 33): each is answered with its status and the
/// server goes on serving pages.
final class ServeLimitsTests: XCTestCase {
    private var process: Process?

    override func tearDown() {
        if let process, process.isRunning { process.interrupt(); process.waitUntilExit() }
    }

    /// Starts `hig serve seeds` and returns its port.
    private func serve() throws -> UInt16 {
        let folder = try HigProcess.temporaryFolder(self)
        try FileManager.default.copyItem(at: HigProcess.repositoryRoot.appendingPathComponent("seeds"), to: folder.appendingPathComponent("seeds"))
        let (process, port) = try HigProcess.serve(["seeds"], in: folder)
        self.process = process
        return port
    }

    /// Sends `bytes` on a new connection and reads the answer until the server closes it.
    static func exchange(_ bytes: [UInt8], port: UInt16, thenWait: Bool = true) throws -> String {
        let socket = try Connection(port: port)
        defer { socket.close() }
        socket.send(bytes)
        return socket.readToEnd()
    }

    private func statusLine(_ answer: String) -> String { answer.components(separatedBy: "\r\n")[0] }

    func testLongSlowAndMalformedRequestsAreAnsweredAndServingGoesOn() throws {
        let port = try serve()
        let page = Array("GET /pages/sheets.html HTTP/1.1\r\nHost: x\r\n\r\n".utf8)
        XCTAssertEqual(statusLine(try Self.exchange(page, port: port)), "HTTP/1.1 200 OK")

        // A slow client holds its connection; others are served meanwhile, and it is answered once its time is up.
        let slow = try Connection(port: port)
        slow.send(Array("GET / HTTP/1.1\r\nHost".utf8))

        let cases: [(String, [UInt8])] = [
            ("HTTP/1.1 414 URI Too Long", Array("GET /\(String(repeating: "a", count: 1 << 20)) HTTP/1.1\r\n\r\n".utf8)),
            ("HTTP/1.1 431 Request Header Fields Too Large", Array("GET / HTTP/1.1\r\nCookie: \(String(repeating: "b", count: 256 << 10))\r\n\r\n".utf8)),
            ("HTTP/1.1 400 Bad Request", Array("GET /%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd HTTP/1.1\r\n\r\n".utf8)),
            ("HTTP/1.1 400 Bad Request", Array("GET /../../etc/passwd HTTP/1.1\r\n\r\n".utf8)),
            ("HTTP/1.1 400 Bad Request", Array("\u{16}\u{03}\u{01}\u{02}\u{00}\u{01}\r\n\r\n".utf8)),
            ("HTTP/1.1 405 Method Not Allowed", Array("DELETE / HTTP/1.1\r\n\r\n".utf8)),
            ("HTTP/1.1 505 HTTP Version Not Supported", Array("GET / HTTP/9.9\r\n\r\n".utf8)),
        ]
        for (expected, request) in cases {
            XCTAssertEqual(statusLine(try Self.exchange(request, port: port)), expected, String(decoding: request.prefix(60), as: UTF8.self))
        }
        XCTAssertEqual(statusLine(try Self.exchange(page, port: port)), "HTTP/1.1 200 OK", "still serving")
        XCTAssertEqual(statusLine(slow.readToEnd()), "HTTP/1.1 408 Request Timeout")
        slow.close()
    }
}

/// A blocking TCP connection to 127.0.0.1.
final class Connection {
    private let descriptor: Int32

    init(port: UInt16) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard result == 0 else { throw CocoaError(.fileReadUnknown) }
    }

    /// Sends what the server takes; a server that closes early (after refusing) ends the sending.
    func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, min($0.count, 65_536), Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { return }
            offset += sent
        }
    }

    /// Everything the server sends until it closes the connection.
    func readToEnd() -> String {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            received += buffer[..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }

    func close() { Glibc.close(descriptor) }
}
