import Foundation

/// Counts renders in flight and remembers the most at once.
final class ConcurrencyProbe: @unchecked Sendable {
    // Guarded by `lock`.
    private var active = 0
    private var peak = 0
    private let lock = NSLock()

    func enter() {
        lock.lock()
        active += 1
        peak = max(peak, active)
        lock.unlock()
    }

    func leave() {
        lock.lock()
        active -= 1
        lock.unlock()
    }

    /// The most renders in flight at once since the last call, and starts counting again.
    func takePeak() -> Int {
        lock.lock()
        defer { lock.unlock() }
        let result = peak
        peak = 0
        return result
    }
}
