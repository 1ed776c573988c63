import Dispatch
import Foundation

/// `map` over all cores, results in input order; every pass and emitter that parallelises uses this.
package enum ConcurrentMap {
    package static func map<T: Sendable, R>(_ items: [T], _ transform: @Sendable (T) throws -> R) rethrows -> [R] {
        let slots = Slots<Result<R, any Error>>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            slots.set(index, Result { try transform(items[index]) })
        }
        return try slots.values.map { try $0.get() }
    }

    /// Fixed slots filled from concurrent work, each exactly once.
    private final class Slots<Value>: @unchecked Sendable {
        private var slots: [Value?]
        private let lock = NSLock()

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: Value) {
            lock.lock()
            slots[index] = value
            lock.unlock()
        }

        var values: [Value] { slots.map { $0! } }
    }
}
