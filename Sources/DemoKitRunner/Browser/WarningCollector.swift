import Foundation

/// Collects the warnings a command would print on standard error, so the
/// browser can show them in its status line instead of on a screen it is
/// about to hide.
final class WarningCollector: @unchecked Sendable {
    // Guarded by `lock`: the environment's output closures are @Sendable.
    private var warnings: [String] = []
    private let lock = NSLock()

    /// Records the lines of `text`, without a `warning: ` prefix.
    func record(_ text: String) {
        let lines = text.split(separator: "\n").map { line in
            line.hasPrefix("warning: ") ? String(line.dropFirst("warning: ".count)) : String(line)
        }
        lock.lock()
        warnings += lines
        lock.unlock()
    }

    /// What was recorded, oldest first.
    var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return warnings
    }
}
