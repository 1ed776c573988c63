import Foundation
import Logging
import MCP

/// A transport that keeps count of the requests it received and has not answered yet, so the server can finish
/// answering them after the client closed its end: the SDK ends its message loop at end of input while the
/// requests it started are still running, and a client that writes its requests and then closes its output
/// (`hig mcp < requests.jsonl`) would otherwise get none of their answers.
actor AnsweringTransport: Transport {
    private let base: any Transport
    nonisolated let logger: Logger
    /// Ids (as JSON) of requests received and not yet answered or cancelled.
    private var pending: Set<String> = []
    private var drained: [CheckedContinuation<Void, Never>] = []

    init(_ base: any Transport, logger: Logger) {
        self.base = base
        self.logger = logger
    }

    func connect() async throws { try await base.connect() }

    func disconnect() async { await base.disconnect() }

    func send(_ data: Data) async throws {
        try await base.send(data)
        for message in Self.messages(in: data) where message["method"] == nil {
            settle(message["id"])
        }
    }

    func receive() -> AsyncThrowingStream<Data, Swift.Error> {
        let incoming = AsyncThrowingStream<Data, Swift.Error> { continuation in
            let task = Task {
                do {
                    for try await data in await base.receive() {
                        note(data)
                        continuation.yield(data)
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
        return incoming
    }

    /// Returns once every request received so far has its answer sent (or was cancelled), or after `limit` seconds.
    func answered(within limit: Duration) async {
        guard !pending.isEmpty else { return }
        let waiter = Task {
            try? await Task.sleep(for: limit)
            self.release()
        }
        await withCheckedContinuation { drained.append($0) }
        waiter.cancel()
    }

    /// Counts the requests in a message from the client, and forgets the ones it cancels.
    private func note(_ data: Data) {
        for message in Self.messages(in: data) {
            guard let method = message["method"]?.stringValue else { continue }
            if let id = message["id"] { pending.insert(Self.key(id)) }
            if method == CancelledNotification.name, let id = message["params"]?.objectValue?["requestId"] { settle(id) }
        }
    }

    private func settle(_ id: Value?) {
        guard let id else { return }
        pending.remove(Self.key(id))
        if pending.isEmpty { release() }
    }

    private func release() {
        let waiting = drained
        drained = []
        for continuation in waiting { continuation.resume() }
    }

    /// The JSON-RPC messages in one frame: an object, or the objects of a batch.
    static func messages(in data: Data) -> [[String: Value]] {
        guard let value = try? JSONDecoder().decode(Value.self, from: data) else { return [] }
        switch value {
        case .object(let object): return [object]
        case .array(let items): return items.compactMap(\.objectValue)
        default: return []
        }
    }

    /// A request id as a key: `1` and `"1"` are different ids.
    static func key(_ id: Value) -> String {
        switch id {
        case .string(let text): "s:" + text
        case .int(let number): "n:\(number)"
        default: "v:\(id)"
        }
    }
}
