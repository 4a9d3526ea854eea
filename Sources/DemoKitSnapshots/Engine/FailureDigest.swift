import DemoKitCore

/// What a person reads of a run's failures, shared by `demo-runner snapshot`
/// and the DemoKitTesting helpers: each failure's short message (its
/// ``SnapshotResult/detail`` when verbose), and the renderings that have no
/// golden yet gathered into one line rather than a block each.
///
/// Results of one case come one after another (``SnapshotEngine``); a case
/// is held until the next begins, so that a case whose every failure is a
/// missing golden can be told from one that changed.
///
/// ```swift
/// var digest = FailureDigest(verbose: false)
/// for shown in digest.add(result) { print(shown.text) }
/// for shown in digest.finish() { print(shown.text) }
/// if let line = digest.missingLine(recordCommand: "demo-runner snapshot --record missing") { print(line) }
/// ```
package struct FailureDigest {
    /// A failing golden to print, with the text chosen for it.
    package struct Shown {
        package var result: SnapshotResult
        package var text: String
    }

    /// Whether every failure is shown in full, one by one.
    package let verbose: Bool
    /// The keys of the renderings that have no golden, in the order met.
    package private(set) var missing: [String] = []
    /// Whether some failure was shown shorter than its ``SnapshotResult/detail``.
    package private(set) var shortened = false
    private var current: [SnapshotResult] = []

    package init(verbose: Bool) {
        self.verbose = verbose
    }

    /// Takes one file's result; returns the failures of the case before it,
    /// now that it is complete.
    package mutating func add(_ result: SnapshotResult) -> [Shown] {
        var shown: [Shown] = []
        if let first = current.first, first.key != result.key { shown = flush() }
        current.append(result)
        return shown
    }

    /// The failures of the last case.
    package mutating func finish() -> [Shown] {
        flush()
    }

    /// `✗ 20 renderings have no golden yet: A, B, C and 17 more; record them: COMMAND`,
    /// or `nil` when none is missing (or each was shown, verbose).
    /// - Parameters:
    ///   - recordCommand: The command that records every missing golden.
    ///   - isContinuousIntegration: Whether CI is set: the line then says that
    ///     nothing was recorded, and to record them locally.
    package func missingLine(recordCommand: String, isContinuousIntegration: Bool = false) -> String? {
        guard !missing.isEmpty else { return nil }
        let named = missing.prefix(3).map { TerminalSafeText.oneLine($0) }.joined(separator: ", ")
        let more = missing.count > 3 ? " and \(missing.count - 3) more" : ""
        let what = missing.count == 1 ? "1 rendering has" : "\(missing.count) renderings have"
        let fix = isContinuousIntegration
            ? "CI is set, so nothing is recorded; record them locally and commit them"
            : "record them"
        return "✗ \(what) no golden yet: \(named)\(more); \(fix): \(recordCommand)"
    }

    private mutating func flush() -> [Shown] {
        // Kept for the next case: a run of ten thousand cases that pass
        // then allocates nothing here.
        defer { current.removeAll(keepingCapacity: true) }
        guard current.contains(where: \.isFailure) else { return [] }
        let failed = current.filter(\.isFailure)
        if !verbose, let first = failed.first, failed.allSatisfy(\.awaitsGolden) {
            missing.append(first.key)
            shortened = true
            return []
        }
        return failed.compactMap { result in
            guard let message = result.message else { return nil }
            if verbose { return Shown(result: result, text: result.fullMessage ?? message) }
            if result.detail != nil { shortened = true }
            return Shown(result: result, text: message)
        }
    }
}
