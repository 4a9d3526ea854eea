#if compiler(>=6.3) && canImport(Testing) && (os(macOS) || os(Linux))
import DemoKitCore
import DemoKitSnapshots
import Foundation
import Testing

/// Checks goldens with the demos rendered in child processes (Swift
/// Testing exit tests: the test binary run again), so that a demo that traps,
/// overflows its stack or hangs fails its golden, with the signal and the
/// message, and every other golden is still checked.
///
/// The child renders on one thread and says which case it starts; it ends
/// itself when a case runs past the time limit. When a child dies by a
/// signal, the case it last started is the one that crashed: it is reported,
/// and a new child checks the cases after it.
enum IsolatedVerifier {
    static let startMarker = "DEMOKIT-ISOLATED-START "
    static let timeoutMarker = "DEMOKIT-ISOLATED-TIMEOUT "
    static let resultMarker = "DEMOKIT-ISOLATED-RESULT"
    static let passedMarker = "DEMOKIT-ISOLATED-PASSED"
    /// The child's exit status when a case ran past the time limit.
    static let timeoutStatus: Int32 = 3

    /// The parent: runs children until every case was checked or put down
    /// as crashed or hung, and returns the failure text (nil when all passed).
    static func verify(
        groups: [any DemoGroup.Type], targetDefault: String?, demo: (group: String, identifier: String)?,
        filter: String? = nil, record: SnapshotRecordMode?, snapshotDirectory: String?, timeout: Duration,
        filePath: String
    ) async -> String? {
        guard Test.current != nil else {
            // Only Swift Testing runs exit tests: check in this process
            // (XCTest has its own form, `isolation: .process, in: self`).
            return DemoSnapshotVerifier.verify(
                groups: groups, demo: demo, filter: filter, record: record, snapshotDirectory: snapshotDirectory,
                targetDefault: targetDefault, filePath: filePath)
        }
        let typeNames = groups.map { _mangledTypeName($0) }
        guard !typeNames.contains(nil) else {
            return "cannot check these groups in a child process (a group type without a mangled name); "
                + "use the synchronous assertDemoSnapshots"
        }
        let scope = DemoSnapshotScope.current
        let recordName = (record ?? scope.record)?.description
        let folder = snapshotDirectory ?? scope.snapshotDirectory
        let failsWhenTooWide = scope.failsWhenTooWide ?? false
        // A child run again after a crash warns again of what it rendered before.
        var warned: Set<Substring> = []
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        var skipped: [String] = []
        var notes: [String] = []
        var crashed = 0
        var timedOut = 0
        while true {
            let outcome = await runChild(
                typeNames: typeNames.compactMap { $0 }, targetDefault: targetDefault, filter: filter,
                recordName: recordName, snapshotDirectory: folder, failsWhenTooWide: failsWhenTooWide, filePath: filePath, skipped: skipped,
                timeout: seconds)
            guard let outcome else {
                return "the child process that checks the goldens could not run; see the issue above"
            }
            // The child's warnings are captured with the rest of its standard error.
            let childErrors = String(decoding: outcome.standardErrorContent, as: UTF8.self)
            for line in childErrors.split(separator: "\n") where line.hasPrefix("warning: ") {
                if warned.insert(line).inserted {
                    DemoSnapshotVerifier.warn(TerminalSafeText.oneLine(String(line.dropFirst("warning: ".count))))
                }
            }
            let output = String(decoding: outcome.standardOutputContent, as: UTF8.self)
            let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
            let started = lines.last { $0.hasPrefix(startMarker) }.map { String($0.dropFirst(startMarker.count)) }
            switch outcome.exitStatus {
            case .signal(let signal):
                guard let key = started, !skipped.contains(key) else {
                    return "the child process that checks the goldens ended with signal \(signal) before any demo: "
                        + excerpt(outcome.standardErrorContent)
                }
                crashed += 1
                skipped.append(key)
                notes.append(
                    "✗ \(TerminalSafeText.oneLine(key)): the demo crashed its renderer with signal \(signal)"
                        + " (\(SignalName.describing(signal))): " + excerpt(outcome.standardErrorContent))
            case .exitCode(timeoutStatus):
                let key = lines.last { $0.hasPrefix(timeoutMarker) }.map { String($0.dropFirst(timeoutMarker.count)) }
                guard let key, !skipped.contains(key) else { return "the child process timed out before any demo" }
                timedOut += 1
                skipped.append(key)
                notes.append(
                    "✗ \(TerminalSafeText.oneLine(key)): the demo did not finish within \(seconds) s of real time "
                        + "(virtual time does not count); it may loop or block")
            default:
                if let begin = output.range(of: resultMarker + "\n") {
                    notes.append(String(output[begin.upperBound...]).trimmingCharacters(in: .newlines))
                } else if !output.contains(passedMarker) {
                    return "the child process that checks the goldens ended without a result: "
                        + excerpt(outcome.standardErrorContent)
                }
                guard !notes.isEmpty else { return nil }
                var text = notes.joined(separator: "\n\n")
                if crashed + timedOut > 0 {
                    text += "\n\(crashed) crashed, \(timedOut) timed out (each was checked in a child process)"
                }
                return text
            }
        }
    }

    /// One child process (an exit test); what it captures are this
    /// function's parameters, which the test library hands to the child.
    private static func runChild(
        typeNames: [String], targetDefault: String?, filter: String?, recordName: String?, snapshotDirectory: String?,
        failsWhenTooWide: Bool, filePath: String, skipped: [String], timeout: Double
    ) async -> ExitTest.Result? {
        await #expect(processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]) {
            [typeNames, targetDefault, filter, recordName, snapshotDirectory, failsWhenTooWide, filePath, skipped, timeout] in
            IsolatedVerifier.child(
                typeNames: typeNames, targetDefault: targetDefault, filter: filter, recordName: recordName,
                snapshotDirectory: snapshotDirectory, failsWhenTooWide: failsWhenTooWide, filePath: filePath,
                skipped: skipped, timeout: timeout)
        }
    }

    /// The child: checks every case not yet put down, on one thread,
    /// saying which case it starts; exits 1 with the result, or
    /// ``timeoutStatus`` when a case runs past the limit.
    static func child(
        typeNames: [String], targetDefault: String?, filter: String?, recordName: String?, snapshotDirectory: String?,
        failsWhenTooWide: Bool, filePath: String, skipped: [String], timeout: Double
    ) -> Never {
        let groups = typeNames.compactMap { _typeByName($0) as? any DemoGroup.Type }
        guard groups.count == typeNames.count else {
            say(resultMarker + "\ncannot find the demo groups in the child process")
            exit(1)
        }
        let watchdog = Watchdog(limit: timeout)
        watchdog.start()
        let failure = DemoSnapshotVerifier.verify(
            groups: groups, demo: nil, filter: filter, record: recordName.flatMap(SnapshotRecordMode.init),
            snapshotDirectory: snapshotDirectory, targetDefault: targetDefault, jobs: 1, filePath: filePath,
            failsWhenTooWide: failsWhenTooWide, skipping: Set(skipped),
            willRender: { goldenCase in
                say(startMarker + goldenCase.key)
                watchdog.started(goldenCase.key)
            }, guardsExit: false)
        watchdog.started(nil)
        say(failure.map { resultMarker + "\n" + $0 } ?? passedMarker)
        exit(1)
    }

    /// Writes a line to standard output at once (no buffer a crash could lose).
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// The crash message and the first lines of the backtrace, from a
    /// child's standard error, on lines made safe to show: read by
    /// ``CrashLog``, as render workers read theirs (Swift Testing's own
    /// output is not the runtime's, and is left out).
    static func excerpt(_ bytes: [UInt8]) -> String {
        let log = CrashLog(String(decoding: bytes, as: UTF8.self))
        let message = log.isRuntimeMessage || log.isRecursion ? log.cause : nil
        let kept = ([message].compactMap { $0 } + log.backtrace).map { TerminalSafeText.oneLine($0) }
        return kept.isEmpty ? "(it printed nothing; a stack overflow often does not)" : kept.joined(separator: "\n  ")
    }

}

/// Ends the child when the case it started runs past the limit: a demo that
/// loops cannot be stopped from inside its thread, but its process can end.
final class Watchdog: @unchecked Sendable {
    private let limit: Double
    private let lock = NSLock()
    private var current: (key: String, since: Date)?

    init(limit: Double) {
        self.limit = limit
    }

    func started(_ key: String?) {
        lock.lock()
        current = key.map { ($0, Date()) }
        lock.unlock()
    }

    func start() {
        let thread = Thread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 0.05)
                lock.lock()
                let late = current.flatMap { Date().timeIntervalSince($0.since) > limit ? $0.key : nil }
                lock.unlock()
                if let late {
                    IsolatedVerifier.say(IsolatedVerifier.timeoutMarker + late)
                    exit(IsolatedVerifier.timeoutStatus)
                }
            }
        }
        thread.start()
    }
}
#endif
