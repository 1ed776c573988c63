import Foundation
import HIGText

/// The write end of the pipe the signal handler writes to (a plain global: a handler may do little but `write`).
nonisolated(unsafe) private var interruptPipeWriter: Int32 = -1
/// Signals received so far; the second one ends the process at once.
nonisolated(unsafe) private var interruptsReceived: Int32 = 0

/// The handler: the first signal wakes `InterruptSignal.wait`, a second one exits with 130 (as after SIGINT).
private func handleInterrupt(_ number: Int32) {
    interruptsReceived += 1
    if interruptsReceived > 1 { _exit(130) }
    var byte: UInt8 = 1
    _ = write(interruptPipeWriter, &byte, 1)
}

/// Waits for Ctrl-C (SIGINT) or SIGTERM. The handler writes one byte to a pipe that a thread reads: unlike a
/// dispatch signal source, this works whichever thread the kernel delivers the signal to, and also when the
/// process was started with SIGINT ignored (a background job of a script). A second signal exits at once.
enum InterruptSignal {
    static func wait() async {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        // Both globals are set here, before any handler runs: their first access must not happen in a handler.
        interruptPipeWriter = ends[1]
        interruptsReceived = 0
        for number in [SIGINT, SIGTERM] {
            var action = sigaction()
            #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handleInterrupt
            #else
            action.__sigaction_handler.sa_handler = handleInterrupt
            #endif
            sigemptyset(&action.sa_mask)
            sigaction(number, &action, nil)
        }
        let reader = ends[0]
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread {
                var byte: UInt8 = 0
                while read(reader, &byte, 1) < 0 && errno == EINTR {}
                continuation.resume()
            }.start()
        }
    }
}
