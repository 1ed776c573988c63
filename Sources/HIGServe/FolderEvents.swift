import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Wakes the watcher as soon as the kernel reports a change in a watched folder (Linux inotify), so a save is seen
/// without waiting for the next look. The events only say *when* to look: what changed is still decided by
/// comparing snapshots, so an event missed or merged (a folder made and filled before it is watched, the kernel's
/// queue overflowing) costs at most the wait until the next look, never a change. Elsewhere, and when inotify cannot
/// start, `make` gives nil and the watcher only looks at its interval.
///
/// Written on the system calls because no listed package watches files on Linux (libdispatch's file-system sources
/// are kqueue's, macOS only).
final class FolderEvents {
    #if canImport(Glibc)
    private let descriptor: Int32
    /// The folders watched, by the watch's number the kernel gave.
    private var watched: [Int32: String] = [:]
    /// What a folder's watch reports: a file in it written and closed, made, removed, renamed in or out, its
    /// attributes changed; the folder itself removed or moved.
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_ATTRIB | IN_CREATE | IN_DELETE | IN_MOVED_FROM
                                     | IN_MOVED_TO | IN_DELETE_SELF | IN_MOVE_SELF)

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    static func make() -> FolderEvents? {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        return descriptor < 0 ? nil : FolderEvents(descriptor: descriptor)
    }

    deinit {
        close(descriptor)
    }

    /// Watches each folder not watched yet. A folder that cannot be watched (gone, or the user's watch limit reached)
    /// is left to the watcher's looks. A removed folder's watch ends (the kernel says so, and `wait` forgets it), so
    /// a folder made again under the same path is watched again by the next call.
    func watch(_ folders: Set<String>) {
        let known = Set(watched.values)
        for folder in folders.subtracting(known) {
            let number = inotify_add_watch(descriptor, folder, Self.mask)
            if number >= 0 { watched[number] = folder }
        }
    }

    /// Waits up to `seconds` for an event; returns whether one came. The events are read and dropped (they have done
    /// their work by waking the caller), but for the kernel's word that a watch ended.
    func wait(seconds: Double) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&request, 1, Int32(max(0, min(seconds, 3600)) * 1000))
        guard ready > 0 else { return false }
        drain()
        return true
    }

    /// Reads every queued event, forgetting the watches that ended (`IN_IGNORED`: the folder was removed or unmounted).
    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let event = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self) }
                if event.mask & UInt32(IN_IGNORED) != 0 { watched[event.wd] = nil }
                offset += MemoryLayout<inotify_event>.size + Int(event.len)
            }
        }
    }
    #else
    static func make() -> FolderEvents? { nil }
    func watch(_ folders: Set<String>) {}
    func wait(seconds: Double) -> Bool { false }
    #endif
}
