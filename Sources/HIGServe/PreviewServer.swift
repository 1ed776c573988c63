import FlyingFox
import FlyingSocks
import Foundation

/// The HTTP server of `hig serve`, on 127.0.0.1 only: the site's files, the live-reload script and its socket.
/// Clients reach it through the `RequestGate`, which listens on the port asked for and hands it only requests within
/// its limits; the server itself listens on a free port of its own.
struct PreviewServer {
    static let liveScriptPath = "/__hig/live.js"
    static let liveSocketPath = "/__hig/live"

    let server: HTTPServer
    private let port: UInt16
    private let gate = GateBox()

    /// A server for the site in `root`, with the pages of `overlay` over it, on `port` (0: any free port).
    init(root: URL, port: UInt16, hub: LiveReloadHub, overlay: SiteOverlay) async throws {
        self.port = port
        server = HTTPServer(address: try sockaddr_in.inet(ip4: "127.0.0.1", port: 0), logger: DisabledLogger.disabled)
        let script = try Self.liveScript()
        await server.appendRoute(HTTPRoute("GET \(Self.liveScriptPath)")) { _ in
            HTTPResponse(statusCode: .ok, headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-store"],
                         body: script)
        }
        await server.appendRoute(HTTPRoute("GET \(Self.liveSocketPath)"), to: WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: LiveReloadSocket(hub: hub))))
        await server.appendRoute(HTTPRoute("GET,HEAD *"), to: SiteHandler(root: root, hub: hub, overlay: overlay))
    }

    /// Starts listening; returns the port clients use (the gate's).
    func start() async throws -> UInt16 {
        let server = self.server
        Task { try await server.run() }
        try await server.waitUntilListening(timeout: 5)
        guard case .ip4(_, let backend) = await server.listeningAddress else { throw ServeError.notListening }
        let gate = try RequestGate(port: port, backendPort: backend)
        self.gate.value = gate
        gate.start()
        return gate.port
    }

    /// Stops listening and ends the connections (the pages' sockets are closed before this).
    func stop() async {
        gate.value?.stop()
        await server.stop(timeout: 0)
    }

    /// The browser script that reloads pages and shows build errors.
    static func liveScript() throws -> Data {
        guard let url = Bundle.module.url(forResource: "live", withExtension: "js", subdirectory: "Client") else {
            throw ServeError.missingClientScript
        }
        return try Data(contentsOf: url)
    }
}

/// The gate, once started (the server value is made before it listens).
private final class GateBox: @unchecked Sendable {
    var value: RequestGate?
}

/// Why `hig serve` could not start.
package enum ServeError: Error, CustomStringConvertible {
    case notListening
    case missingClientScript

    package var description: String {
        switch self {
        case .notListening: return "the server did not start listening"
        case .missingClientScript: return "the live-reload script is missing from hig's resources"
        }
    }
}
