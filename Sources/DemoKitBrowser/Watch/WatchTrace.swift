#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The phases of `browse --watch`'s loop, written with their times to the
/// file `DEMOKIT_WATCH_TRACE` names, one line each: what the watch
/// benchmark reads to say where the time from a save to its frame goes.
///
/// ```text
/// change 81234.125000000
/// build-start 81234.131000000
/// ```
///
/// A time is seconds of the system's monotonic clock (`CLOCK_MONOTONIC`),
/// which every process on the machine reads alike, so a reader compares it
/// with its own readings. Without the variable nothing is written; a file
/// that cannot be opened is ignored, as a trace must never stop a session.
package struct WatchTrace {
    /// A phase of the loop.
    package enum Phase: String, CaseIterable, Sendable {
        /// The watcher saw the first change of a save.
        case change
        /// The changes of a save have settled: the build starts.
        case buildStart = "build-start"
        /// The build ended, whether it succeeded or not.
        case buildEnd = "build-end"
        /// The browser on screen was asked to quit for the new build (once
        /// the standby is ready).
        case reloadSent = "reload-sent"
        /// That browser ended.
        case browserEnd = "browser-end"
        /// The new build's runner was started: as a standby that waits
        /// until it is told to take the terminal, or after the old browser
        /// quit when it could not be.
        case runnerStart = "runner-start"
        /// The standby was told to take the terminal.
        case handOver = "hand-over"
        /// The new browser reported its first frame written.
        case firstFrame = "first-frame"
        /// The browser showed a build's compiler errors.
        case errorsShown = "errors-shown"
    }

    /// The variable that names the trace file.
    package static let environmentVariable = "DEMOKIT_WATCH_TRACE"

    private let descriptor: Int32

    /// Opens the file `environment` names for appending; `nil` when it
    /// names none or it cannot be opened.
    package init?(environment: [String: String]) {
        guard let path = environment[Self.environmentVariable], !path.isEmpty else { return nil }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    /// Writes `phase` with the time now.
    package func mark(_ phase: Phase) {
        let line = "\(phase.rawValue) \(Self.format(Self.now()))\n"
        _ = line.utf8CString.withUnsafeBufferPointer { buffer in
            write(descriptor, buffer.baseAddress, buffer.count - 1)
        }
    }

    /// The monotonic clock's reading, in nanoseconds.
    package static func now() -> UInt64 {
        var time = timespec()
        _ = clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// `seconds.nanoseconds`, nine digits after the point.
    static func format(_ nanoseconds: UInt64) -> String {
        let fraction = String(nanoseconds % 1_000_000_000)
        return "\(nanoseconds / 1_000_000_000)." + String(repeating: "0", count: 9 - fraction.count) + fraction
    }

    /// The phases and times in a trace file's text, in order; lines that
    /// are not a mark are skipped.
    package static func marks(in text: String) -> [(phase: Phase, nanoseconds: UInt64)] {
        text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ")
            guard parts.count == 2, let phase = Phase(rawValue: String(parts[0])) else { return nil }
            let time = parts[1].split(separator: ".")
            guard time.count == 2, let seconds = UInt64(time[0]), let fraction = UInt64(time[1]), time[1].count == 9
            else { return nil }
            return (phase, seconds * 1_000_000_000 + fraction)
        }
    }
}
