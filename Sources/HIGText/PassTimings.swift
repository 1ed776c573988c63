import Foundation

/// How long each pass and emitter of one build took (`hig build --report timings`): wall seconds and the process's
/// CPU seconds while it ran. Passes report into it from any thread; emitters overlap, so their CPU shares overlap too.
public final class PassTimings: @unchecked Sendable {
    /// One measured pass.
    public struct Entry: Equatable, Sendable {
        public var name: String
        public var wall: Double
        /// User + system seconds of the whole process while the pass ran (other passes running beside it count too).
        public var cpu: Double
    }

    private let lock = NSLock()
    private var recorded: [Entry] = []

    public init() {}

    /// The entries in the order their passes finished.
    public var entries: [Entry] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    /// Runs `body`, recording its wall and process CPU seconds under `name`.
    public func measure<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        let wallStart = DispatchTime.now().uptimeNanoseconds
        let cpuStart = Self.processCPUSeconds()
        defer {
            let entry = Entry(name: name, wall: Double(DispatchTime.now().uptimeNanoseconds - wallStart) / 1e9,
                              cpu: Self.processCPUSeconds() - cpuStart)
            lock.lock()
            recorded.append(entry)
            lock.unlock()
        }
        return try body()
    }

    /// The table `--report timings` prints: one line per pass, in the order they finished.
    public var report: String {
        var out = "pass                          wall s    CPU s\n"
        for entry in entries {
            let name = entry.name.padding(toLength: 28, withPad: " ", startingAt: 0)
            out += "\(name) \(String(format: "%7.3f", entry.wall))  \(String(format: "%7.3f", entry.cpu))\n"
        }
        return out
    }

    /// User + system CPU seconds this process has used.
    static func processCPUSeconds() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}

extension Optional where Wrapped == PassTimings {
    /// Runs `body`, timing it when there are timings to record into.
    public func measure<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        guard let timings = self else { return try body() }
        return try timings.measure(name, body)
    }
}
