import DemoKitCore
import DemoKitSnapshots

extension PinnedMedia {
    /// What a check of pins says, in the words `demo-runner snapshot` and
    /// DemoKitTesting's assertions both print: each file that fails, with
    /// where its new bytes wait and the command that accepts them, or the
    /// command that writes it; each file written; then the count. Empty
    /// without pins.
    ///
    /// - Parameters:
    ///   - results: What ``check(_:pending:mode:)`` found.
    ///   - configuration: The run's commands and how paths are shown.
    package static func report(_ results: [Result], configuration: SnapshotConfiguration) -> String {
        guard !results.isEmpty else { return "" }
        var text = ""
        var counts = (passed: 0, written: 0, failed: 0)
        for result in results {
            let path = TerminalSafeText.oneLine(result.pin.path)
            let owner = "pinned media of \(result.pin.goldenCase.description)"
            let rewrite = { (mode: SnapshotRecordMode) in configuration.rerecordCommand(result.pin.goldenCase, mode) }
            switch result.status {
            case .passed:
                counts.passed += 1
                continue
            case .written:
                counts.written += 1
                text += "✓ wrote \(path) (\(owner))\n"
                continue
            case .failed(let message):
                counts.failed += 1
                text += "✗ \(path)\n  \(owner): \(TerminalSafeText.oneLine(message))\n"
                continue
            case .missing:
                text += "✗ \(path)\n  \(owner) does not exist"
            case .different(let offset, let old, let new):
                text += "✗ \(path)\n  \(owner) is not what the script shows now (first difference at byte "
                    + "\(offset); \(old) → \(new) bytes)"
            case .differentScreens(let first, let old, let new):
                text += "✗ \(path)\n  \(owner) does not show what the script shows now (recorded in real time, so "
                    + "its screens are compared, not its times: first difference at screen \(first); "
                    + "\(old) → \(new) screens)"
            }
            counts.failed += 1
            let mode: SnapshotRecordMode = result.status == .missing ? .missing : .failed
            // The words of a golden left pending, or not.
            let review: SnapshotResult.Review
            switch result.review {
            case .pending(let pending)?:
                review = .pending(
                    path: configuration.displayPath(pending), reviewCommand: configuration.reviewCommand,
                    acceptCommand: configuration.acceptCommand(result.pin.goldenCase))
            case .notLeft(let error)?:
                review = .notLeft(error: TerminalSafeText.oneLine(error), recordCommand: rewrite(mode))
            case nil:
                text += "; \(mode == .missing ? "write" : "rewrite") it: \(rewrite(mode))\n"
                continue
            }
            text += ".\n" + review.message.split(separator: "\n").map { "  " + $0 + "\n" }.joined()
        }
        let files = results.count == 1 ? "1 pinned media file" : "\(results.count) pinned media files"
        return text + "\(files): \(counts.passed) passed, \(counts.failed) failed, \(counts.written) written\n"
    }

    /// `results` as `snapshot --json` lists them, each failure with its
    /// words from ``report(_:configuration:)``.
    package static func json(_ results: [Result], configuration: SnapshotConfiguration) -> [SnapshotJSONReport.Media] {
        results.map { result in
            let status: String
            switch result.status {
            case .passed: status = "passed"
            case .written: status = "written"
            case .missing: status = "missing"
            case .different, .differentScreens: status = "different"
            case .failed: status = "failed"
            }
            let words = report([result], configuration: configuration).split(separator: "\n").dropFirst().dropLast()
            return SnapshotJSONReport.Media(
                path: result.pin.path, key: result.pin.goldenCase.key, status: status,
                pending: result.review.map { if case .pending = $0 { true } else { false } } ?? false,
                message: result.isFailure ? words.map { $0.trimmingPrefix("  ") }.joined(separator: "\n") : nil)
        }
    }

    /// The failing files of `results` as the failure report lists them:
    /// keyed by their path, with their words and the command that accepts
    /// one left pending.
    package static func reportEntries(
        _ results: [Result], configuration: SnapshotConfiguration
    ) -> [FailureReport.Entry] {
        zip(results, json(results, configuration: configuration)).compactMap { result, listed in
            guard result.isFailure, let message = listed.message else { return nil }
            var accept: String?
            if case .pending? = result.review { accept = configuration.acceptCommand(result.pin.goldenCase) }
            return FailureReport.Entry(
                key: result.pin.path, paths: [result.pin.path], message: message, acceptCommand: accept)
        }
    }

    /// `1 pinned media file is missing, different or cannot be made`, or
    /// `nil` when every pinned file passed or was written.
    package static func failureLine(_ results: [Result]) -> String? {
        let failed = results.filter(\.isFailure).count
        guard failed > 0 else { return nil }
        return failed == 1
            ? "1 pinned media file is missing, different or cannot be made"
            : "\(failed) pinned media files are missing, different or cannot be made"
    }
}
