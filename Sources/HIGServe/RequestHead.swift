import Foundation

/// The head of one HTTP request (request line and header fields), read within fixed limits before the preview
/// server sees it: the request line and the header fields each at most 8 KiB (414 and 431 past them), GET and HEAD
/// only, no body, and a target whose path decodes to valid UTF-8 without control characters, dot segments or
/// backslashes (400). Reading stops at the first byte past a limit, so no request costs more than reading 16 KiB.
struct RequestHead: Equatable {
    /// The most bytes the request line may take, and the header fields together.
    static let lineLimit = 8 * 1024
    static let fieldsLimit = 8 * 1024
    static let fieldCountLimit = 100

    var method: String
    var target: String
    var version: String
    /// Header fields in order, names as sent.
    var fields: [(name: String, value: String)]

    static func == (a: RequestHead, b: RequestHead) -> Bool {
        a.method == b.method && a.target == b.target && a.version == b.version
            && a.fields.map(\.name) == b.fields.map(\.name) && a.fields.map(\.value) == b.fields.map(\.value)
    }

    /// What the bytes received so far make of a request.
    enum Reading: Equatable {
        /// More bytes are needed.
        case incomplete
        /// A whole head, valid, of `length` bytes.
        case complete(RequestHead, length: Int)
        /// Refused with this status; the connection is answered and closed.
        case refused(Refusal)
    }

    /// A status and why, for the answer's body.
    struct Refusal: Error, Equatable {
        var status: Int
        var reason: String
    }

    /// Reads `bytes` (everything received on the connection so far).
    static func read(_ bytes: [UInt8]) -> Reading {
        guard let lineEnd = bytes.prefix(lineLimit + 2).firstIndex(of: 0x0A) else {
            return bytes.count > lineLimit + 1 ? .refused(Refusal(status: 414, reason: "the request line is longer than \(lineLimit) bytes")) : .incomplete
        }
        let line = trimmingCR(bytes[..<lineEnd])
        guard line.count <= lineLimit else { return .refused(Refusal(status: 414, reason: "the request line is longer than \(lineLimit) bytes")) }
        var fields: [(String, String)] = []
        var start = lineEnd + 1
        while true {
            let limit = min(bytes.count, lineEnd + 1 + fieldsLimit + 2)
            guard let end = bytes[start..<max(start, limit)].firstIndex(of: 0x0A) else {
                return bytes.count - lineEnd - 1 > fieldsLimit + 1
                    ? .refused(Refusal(status: 431, reason: "the header fields are longer than \(fieldsLimit) bytes")) : .incomplete
            }
            let field = trimmingCR(bytes[start..<end])
            start = end + 1
            if field.isEmpty { break }
            guard start - lineEnd - 1 <= fieldsLimit + 2 else { return .refused(Refusal(status: 431, reason: "the header fields are longer than \(fieldsLimit) bytes")) }
            guard fields.count < fieldCountLimit else { return .refused(Refusal(status: 431, reason: "more than \(fieldCountLimit) header fields")) }
            switch parseField(field) {
            case .success(let parsed): fields.append(parsed)
            case .failure(let refusal): return .refused(refusal)
            }
        }
        switch parseLine(line) {
        case .failure(let refusal): return .refused(refusal)
        case .success(var head):
            head.fields = fields
            if let refusal = head.refusal { return .refused(refusal) }
            return .complete(head, length: start)
        }
    }

    private static func trimmingCR(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        bytes.last == 0x0D ? bytes.dropLast() : bytes
    }

    private static func parseLine(_ line: ArraySlice<UInt8>) -> Result<RequestHead, Refusal> {
        let parts = line.split(separator: 0x20, omittingEmptySubsequences: false)
        guard parts.count == 3, let method = ascii(parts[0], allowing: isTokenByte), let target = ascii(parts[1], allowing: isTargetByte),
              let version = ascii(parts[2], allowing: isTokenByte), !method.isEmpty, !target.isEmpty else {
            return .failure(Refusal(status: 400, reason: "the request line is not METHOD TARGET HTTP/1.1"))
        }
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            return .failure(Refusal(status: 505, reason: "only HTTP/1.0 and HTTP/1.1 are served"))
        }
        return .success(RequestHead(method: method, target: target, version: version, fields: []))
    }

    private static func parseField(_ field: ArraySlice<UInt8>) -> Result<(String, String), Refusal> {
        guard let colon = field.firstIndex(of: 0x3A), colon > field.startIndex,
              let name = ascii(field[..<colon], allowing: isTokenByte),
              let value = String(validating: field[(colon + 1)...], as: UTF8.self),
              !value.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F }) else {
            return .failure(Refusal(status: 400, reason: "a header field is not NAME: VALUE"))
        }
        return .success((name, value.trimmingCharacters(in: CharacterSet(charactersIn: " \t"))))
    }

    /// What the server does not take: other methods, a body, a target that is not a clean path.
    private var refusal: Refusal? {
        guard method == "GET" || method == "HEAD" else { return Refusal(status: 405, reason: "only GET and HEAD are served") }
        if let length = value(of: "Content-Length"), length != "0" { return Refusal(status: 400, reason: "a request body is not taken") }
        if value(of: "Transfer-Encoding") != nil { return Refusal(status: 400, reason: "a request body is not taken") }
        return Self.pathRefusal(target)
    }

    /// The value of a header field (the first with this name, any case).
    func value(of name: String) -> String? {
        fields.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// Whether the request asks to become a WebSocket (the live-reload socket).
    var isUpgrade: Bool {
        value(of: "Upgrade")?.lowercased() == "websocket"
    }

    /// Why a target's path is refused: not starting with `/`, a bad or overlong percent escape, bytes that are not
    /// UTF-8 once decoded, a control character, a backslash, or a `.` or `..` segment.
    static func pathRefusal(_ target: String) -> Refusal? {
        let path = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
        guard path.hasPrefix("/") else { return Refusal(status: 400, reason: "the target is not a path") }
        var decoded: [UInt8] = []
        var bytes = Array(path.utf8)[...]
        while let byte = bytes.popFirst() {
            guard byte == 0x25 else { decoded.append(byte); continue }
            guard bytes.count >= 2, let value = UInt8(String(decoding: bytes.prefix(2), as: UTF8.self), radix: 16) else {
                return Refusal(status: 400, reason: "a percent escape is not two hex digits")
            }
            decoded.append(value)
            bytes = bytes.dropFirst(2)
        }
        guard let text = String(validating: decoded, as: UTF8.self) else {
            return Refusal(status: 400, reason: "the path is not UTF-8 once decoded")
        }
        guard !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" }) else {
            return Refusal(status: 400, reason: "the path holds a control character or a backslash")
        }
        guard !text.split(separator: "/").contains(where: { $0 == "." || $0 == ".." }) else {
            return Refusal(status: 400, reason: "the path holds a dot segment")
        }
        return nil
    }

    /// The head to hand the server: as received, but one request per connection (`Connection: close`), except for a
    /// WebSocket upgrade, which keeps its own `Connection` field.
    var forwarded: Data {
        var out = "\(method) \(target) \(version)\r\n"
        for field in fields where isUpgrade || !["connection", "keep-alive", "proxy-connection"].contains(field.name.lowercased()) {
            out += "\(field.name): \(field.value)\r\n"
        }
        if !isUpgrade { out += "Connection: close\r\n" }
        return Data((out + "\r\n").utf8)
    }

    private static func ascii(_ bytes: ArraySlice<UInt8>, allowing allowed: (UInt8) -> Bool) -> String? {
        bytes.allSatisfy(allowed) ? String(decoding: bytes, as: UTF8.self) : nil
    }

    /// RFC 9110 token characters.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || Array("!#$%&'*+-.^_`|~/".utf8).contains(byte)
    }

    /// Visible ASCII: a target's bytes (anything else must be percent-encoded).
    private static func isTargetByte(_ byte: UInt8) -> Bool {
        (0x21...0x7E).contains(byte)
    }
}
