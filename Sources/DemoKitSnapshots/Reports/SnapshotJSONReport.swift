import Foundation

/// `demo-runner snapshot --json`: the run for scripts. README.md documents
/// the schema; `schemaVersion` changes only when a field is removed or
/// changes meaning.
///
/// ```json
/// { "schemaVersion": 1, "snapshots": "Demos/__Snapshots__",
///   "summary": { "passed": 23, "failed": 1, "written": 0, "missing": 0, "recorded": 0, "pending": 0, "obsolete": 0 },
///   "results": [ { "path": "Components/buttons/red.txt", "key": "Components/buttons/red",
///                  "outcome": "failed", "wrote": false, "wasMissing": false, "pending": false, "message": "…" } ],
///   "obsolete": [], "pruned": false, "pruneErrors": [] }
/// ```
///
/// `summary.obsolete` and `obsolete` are left out after a filtered or sharded
/// run, which cannot tell; `message` is left out of a plain pass;
/// `summary.crashed` and `summary.timedOut` are left out when zero, and a
/// result has `crash` (`signal`, `signalName`, `exitStatus`, `message`,
/// `backtrace`) or `timedOut` (`seconds`, `step`) only when its renderer
/// crashed or overran the time limit. `media` (one ``Media`` per file a
/// script pins: `path`, `key`, `status`, `pending`, `message`) is left out
/// of a run whose scripts pin none.
package struct SnapshotJSONReport: Encodable {
    /// A pinned media file's check: its path under the package root, the
    /// key of the script's case, `passed`, `written`, `missing`,
    /// `different` or `failed`, whether its new bytes were left pending,
    /// and, when it fails, what the terminal says of it.
    package struct Media: Encodable, Sendable {
        var path: String
        var key: String
        var status: String
        var pending: Bool
        package var message: String?

        package init(path: String, key: String, status: String, pending: Bool, message: String?) {
            self.path = path
            self.key = key
            self.status = status
            self.pending = pending
            self.message = message
        }
    }

    struct Summary: Encodable {
        var passed: Int
        var failed: Int
        var written: Int
        var missing: Int
        var recorded: Int
        var pending: Int
        var obsolete: Int?
        /// Left out when zero, so a run without crashes reads as before.
        var crashed: Int?
        var timedOut: Int?
    }

    struct Crash: Encodable {
        var signal: Int32?
        var signalName: String?
        var exitStatus: Int32?
        var message: String?
        var backtrace: [String]
    }

    struct Timeout: Encodable {
        var seconds: Double
        var step: Int?
    }

    struct PruneError: Encodable {
        var path: String
        var message: String
    }

    struct Result: Encodable {
        var path: String
        var key: String
        var outcome: String
        var wrote: Bool
        var wasMissing: Bool
        var pending: Bool
        var message: String?
        var crash: Crash?
        var timedOut: Timeout?
    }

    var schemaVersion = 1
    var snapshots: String
    var summary: Summary
    var results: [Result]
    var obsolete: [String]?
    var pruned: Bool
    var pruneErrors: [PruneError]
    var media: [Media]?

    package init(snapshots: String, summary: SnapshotSummary, results: [SnapshotResult], media: [Media] = []) {
        self.snapshots = snapshots
        self.media = media.isEmpty ? nil : media
        self.summary = Summary(
            passed: summary.files.passed, failed: summary.files.failed, written: summary.files.written,
            missing: summary.files.missing, recorded: summary.files.recorded, pending: summary.files.pending,
            obsolete: summary.obsolete?.count, crashed: summary.files.crashed > 0 ? summary.files.crashed : nil,
            timedOut: summary.files.timedOut > 0 ? summary.files.timedOut : nil)
        self.results = results.map {
            Result(
                path: $0.path, key: $0.key, outcome: $0.status.rawValue, wrote: $0.wrote,
                wasMissing: $0.wasMissing, pending: $0.pending, message: $0.message,
                crash: $0.crash.map {
                    Crash(
                        signal: $0.signal, signalName: $0.signalName, exitStatus: $0.exitStatus,
                        message: $0.message, backtrace: $0.backtrace)
                },
                timedOut: $0.timeout.map { Timeout(seconds: $0.seconds, step: $0.step) })
        }
        obsolete = summary.obsolete
        pruned = summary.pruned
        pruneErrors = summary.pruneErrors.sorted { $0.key < $1.key }.map { PruneError(path: $0.key, message: $0.value) }
    }

    package func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
