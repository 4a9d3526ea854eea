import Foundation

/// What a browser that died by a signal printed, reduced to what its
/// demo's pane shows: the runtime's message (`Fatal error: boom`) and the
/// first frames of the backtrace.
package struct CrashReport: Equatable, Sendable {
    /// The runtime's one-line message, if it printed one.
    package var message: String?
    /// The first frames of the backtrace, trimmed.
    package var frames: [String]

    /// How many frames the pane shows.
    package static let frameLimit = 6

    /// Picks the message and frames out of `standardError`.
    package init(standardError: String) {
        let lines = standardError.split(whereSeparator: \.isNewline).map {
            $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
        let markers = ["Fatal error", "Precondition failed", "Assertion failed", "Unexpectedly found nil"]
        message = lines.first { line in markers.contains { line.contains($0) } }
            ?? lines.first { $0.hasPrefix("💣") || $0.contains("crashed") }
        // Backtrace frames start with their number: `0 0x… boom() + 12 in …`
        // (the Swift runtime) or `#0 …`.
        frames = Array(
            lines.filter { line in
                let body = line.hasPrefix("#") ? line.dropFirst() : Substring(line)
                guard let first = body.first, first.isNumber else { return false }
                return body.contains(" 0x") || body.contains(" in ") || body.contains(" at ")
            }.prefix(Self.frameLimit))
    }

    /// `This demo crashed the browser: signal 4 (SIGILL): Fatal error: boom`.
    /// Without a message from the runtime, a SIGSEGV or SIGBUS is most
    /// often a stack overflow (unbounded recursion), which leaves no room
    /// to print one.
    package func summary(signal: Int32, signalName: String) -> String {
        let isMemory = ["SIGSEGV", "SIGBUS"].contains(signalName)
        let cause = message ?? (isMemory ? "a stack overflow or a bad memory access" : nil)
        return "This demo crashed the browser: signal \(signal) (\(signalName))" + (cause.map { ": " + $0 } ?? "")
    }
}
