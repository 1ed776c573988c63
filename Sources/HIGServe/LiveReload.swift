import FlyingFox
import Foundation

/// The state open pages are told about: which build the served site is, and the errors of the last build if it
/// failed (the site then stays the last good one).
struct LiveStatus: Codable, Equatable, Sendable {
    /// Names the served site: a page that loaded another build reloads.
    var build: String
    /// Errors of the latest build, `path:line:column: error: message [id]`; empty when it succeeded.
    var errors: [String]
    /// When set, only these pages (paths in the site folder) reload: a preview of edited pages, served over the
    /// rest of the site, which stays as it was.
    var reload: [String]? = nil
    /// Pages that stay as they are although the build is new: previewed pages the full build made byte for byte.
    var kept: [String]? = nil

    /// The message sent over the socket.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self)
    }
}

/// Keeps the connected pages and tells each of them every new status; a page that connects is told the current one.
actor LiveReloadHub {
    private(set) var status: LiveStatus
    private var clients: [UUID: AsyncStream<WSMessage>.Continuation] = [:]

    init(status: LiveStatus) {
        self.status = status
    }

    /// Records a new status and sends it to every open page.
    func publish(_ status: LiveStatus) {
        self.status = status
        for client in clients.values { client.yield(.text(status.json)) }
    }

    /// A new page: it gets the current status at once, then every later one.
    func connect() -> AsyncStream<WSMessage> {
        let (stream, continuation) = AsyncStream<WSMessage>.makeStream()
        let id = UUID()
        clients[id] = continuation
        continuation.yield(.text(status.json))
        continuation.onTermination = { _ in Task { await self.disconnect(id) } }
        return stream
    }

    /// Closes every page's socket, so the server can stop without waiting for them.
    func closeAll() {
        for client in clients.values {
            client.yield(.close(.normalClosure))
            client.finish()
        }
        clients = [:]
    }

    var connectedPages: Int { clients.count }

    private func disconnect(_ id: UUID) {
        clients[id] = nil
    }
}

/// The socket behind `/__hig/live`: the page sends nothing; the server sends statuses. When the page leaves,
/// FlyingFox stops reading the returned stream, which disconnects it from the hub.
struct LiveReloadSocket: WSMessageHandler {
    let hub: LiveReloadHub

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        await hub.connect()
    }
}
