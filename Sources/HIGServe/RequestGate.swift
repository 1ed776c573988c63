import Foundation
import HIGText

/// The front of `hig serve`: listens on the address the user asked for, reads each connection's request head
/// within `RequestHead`'s limits and a deadline, answers what it refuses itself (400, 405, 408, 414, 431, 505), and
/// hands the rest to the preview server behind it (FlyingFox, on a port of its own on 127.0.0.1), one request per
/// connection. The server reads request lines a byte at a time with costs that grow faster than their length, so
/// it never sees a head longer than the limits or a client slower than the deadline.
final class RequestGate: @unchecked Sendable {
    /// How long a client may take to send its request head.
    static let headDeadline: TimeInterval = 10
    /// Connections handled at once; more wait in the listen queue.
    static let connectionLimit = 64

    private let listener: Int32
    private let backendPort: UInt16
    private let slots = DispatchSemaphore(value: RequestGate.connectionLimit)
    private let lock = NSLock()
    private var stopped = false

    /// Listens on 127.0.0.1:`port` (0: any free port), in front of the server on 127.0.0.1:`backendPort`.
    init(port: UInt16, backendPort: UInt16) throws {
        self.backendPort = backendPort
        listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw GateError("cannot open a socket: \(Self.lastError)") }
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = Self.loopback(port)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard bound == 0, listen(listener, 128) == 0 else {
            let reason = Self.lastError
            close(listener)
            throw GateError("cannot listen on 127.0.0.1:\(port): \(reason)")
        }
    }

    /// The port the gate listens on.
    var port: UInt16 {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) } }
        return UInt16(bigEndian: address.sin_port)
    }

    /// Accepts connections on a thread of its own until `stop`.
    func start() {
        let thread = Thread { [self] in
            while true {
                let client = accept(listener, nil, nil)
                if client < 0 {
                    if errno == EINTR || errno == ECONNABORTED { continue }
                    return
                }
                slots.wait()
                Thread { [self] in
                    defer { slots.signal() }
                    handle(client)
                }.start()
            }
        }
        thread.start()
    }

    /// Stops accepting; connections in progress finish.
    func stop() {
        lock.lock()
        defer { lock.unlock() }
        guard !stopped else { return }
        stopped = true
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    // MARK: - One connection

    private func handle(_ client: Int32) {
        defer { close(client) }
        switch readHead(client) {
        case .none:
            return
        case .some(.refused(let refusal)):
            answer(client, refusal)
        case .some(.complete(let head, _)):
            forward(head, from: client)
        case .some(.incomplete):
            answer(client, RequestHead.Refusal(status: 408, reason: "the request head did not arrive within \(Int(Self.headDeadline)) seconds"))
        }
    }

    /// Reads until the head is whole, refused, or the deadline passes (`.incomplete`); `nil` when the client left.
    private func readHead(_ client: Int32) -> RequestHead.Reading? {
        let deadline = Date().addingTimeInterval(Self.headDeadline)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return .incomplete }
            var poller = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(remaining, 1) * 1000) + 1)
            if ready < 0 && errno != EINTR { return nil }
            guard ready > 0 else { continue }
            let count = recv(client, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            let received = chunk[..<count]
            bytes += received
            // Read again only when a line ended or a limit may be crossed: a client sending a byte at a time costs
            // one reading per line, not one per byte.
            guard received.contains(0x0A) || bytes.count > RequestHead.lineLimit else { continue }
            let reading = RequestHead.read(bytes)
            if reading != .incomplete { return reading }
            if bytes.count > RequestHead.lineLimit + RequestHead.fieldsLimit + 4 {
                return .refused(RequestHead.Refusal(status: 431, reason: "the request head is longer than the limits"))
            }
        }
    }

    /// Hands the head to the server and its answer to the client; a WebSocket's frames go both ways until one side ends.
    private func forward(_ head: RequestHead, from client: Int32) {
        let server = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard server >= 0 else { return answer(client, RequestHead.Refusal(status: 503, reason: "cannot reach the preview server")) }
        defer { close(server) }
        var address = Self.loopback(backendPort)
        let connected = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(server, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard connected == 0, Self.deliver(head.forwarded, to: server) else {
            return answer(client, RequestHead.Refusal(status: 503, reason: "cannot reach the preview server"))
        }
        guard head.isUpgrade else {
            Self.pump(from: server, to: client)
            return
        }
        // The live-reload socket: both ways, and both sockets stay open until the second pump has ended.
        let upstreamDone = DispatchSemaphore(value: 0)
        Thread {
            Self.pump(from: client, to: server)
            upstreamDone.signal()
        }.start()
        Self.pump(from: server, to: client)
        shutdown(client, Int32(SHUT_RDWR))
        shutdown(server, Int32(SHUT_RDWR))
        upstreamDone.wait()
    }

    /// Copies bytes until `source` ends or `destination` fails.
    private static func pump(from source: Int32, to destination: Int32) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = recv(source, &buffer, buffer.count, 0)
            guard count > 0, deliver(Data(buffer[..<count]), to: destination) else { break }
        }
        shutdown(destination, Int32(SHUT_WR))
    }

    private func answer(_ client: Int32, _ refusal: RequestHead.Refusal) {
        let body = "\(refusal.status) \(Self.phrase(refusal.status)): \(refusal.reason)\n"
        var head = "HTTP/1.1 \(refusal.status) \(Self.phrase(refusal.status))\r\nContent-Type: text/plain; charset=utf-8\r\n"
        if refusal.status == 405 { head += "Allow: GET, HEAD\r\n" }
        head += "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n"
        _ = Self.deliver(Data((head + body).utf8), to: client)
        shutdown(client, Int32(SHUT_WR))
        Self.drain(client)
    }

    /// Reads and drops what the client still sends, for a moment and a bounded amount, so closing the connection
    /// with unread bytes does not reset it before the client has read the answer.
    private static func drain(_ client: Int32) {
        let deadline = Date().addingTimeInterval(2)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var total = 0
        while total < 8 << 20, deadline.timeIntervalSinceNow > 0 {
            var poller = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(deadline.timeIntervalSinceNow * 1000) + 1) > 0 else { return }
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            total += count
        }
    }

    static func phrase(_ status: Int) -> String {
        switch status {
        case 400: "Bad Request"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 414: "URI Too Long"
        case 431: "Request Header Fields Too Large"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Error"
        }
    }

    /// Sends all of `data`; false when the peer is gone.
    private static func deliver(_ data: Data, to socket: Int32) -> Bool {
        #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        let flags: Int32 = 0
        #endif
        var offset = 0
        while offset < data.count {
            let sent = data[offset...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, flags) }
            if sent < 0 && errno == EINTR { continue }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    private static func loopback(_ port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }

    private static var lastError: String { String(cString: strerror(errno)) }
}

/// Why the gate could not listen.
struct GateError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
