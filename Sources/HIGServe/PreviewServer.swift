import FlyingFox
import FlyingSocks
import Foundation

/// The HTTP server of `hig serve`, on 127.0.0.1 only: the site's files, the live-reload script and its socket.
struct PreviewServer {
    static let liveScriptPath = "/__hig/live.js"
    static let liveSocketPath = "/__hig/live"

    let server: HTTPServer

    /// A server for the site in `root` on `port` (0: any free port).
    init(root: URL, port: UInt16, hub: LiveReloadHub) async throws {
        server = HTTPServer(address: try sockaddr_in.inet(ip4: "127.0.0.1", port: port), logger: DisabledLogger.disabled)
        let script = try Self.liveScript()
        await server.appendRoute(HTTPRoute("GET \(Self.liveScriptPath)")) { _ in
            HTTPResponse(statusCode: .ok, headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-store"],
                         body: script)
        }
        await server.appendRoute(HTTPRoute("GET \(Self.liveSocketPath)"), to: WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: LiveReloadSocket(hub: hub))))
        await server.appendRoute(HTTPRoute("GET,HEAD *"), to: SiteHandler(root: root, hub: hub))
    }

    /// Starts listening; returns the port it listens on.
    func start() async throws -> UInt16 {
        let server = self.server
        Task { try await server.run() }
        try await server.waitUntilListening(timeout: 5)
        guard case .ip4(_, let port) = await server.listeningAddress else { throw ServeError.notListening }
        return port
    }

    /// Stops listening and ends the connections (the pages' sockets are closed before this).
    func stop() async {
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
