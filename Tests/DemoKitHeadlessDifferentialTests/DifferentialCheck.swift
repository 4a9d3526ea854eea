import DemoKitCore
import Testing

/// Feeds streams to tmux and to a renderer and compares the screens: the
/// two layers of assertion (`verify…` returns the failures, `expect…`
/// records them as issues).
enum DifferentialCheck {
    /// The comparisons of `render`'s screens with tmux's that do not match,
    /// each for the smallest stream found that still fails (when
    /// `shrinking`).
    ///
    /// - Parameters:
    ///   - streams: The streams, run in tmux in batches.
    ///   - shrinking: Whether to shrink the first `shrinkLimit` failures by
    ///     dropping pieces of their streams while they still fail.
    ///   - render: The renderer under test.
    ///   - preparing: What is done to each stream, and to each smaller one
    ///     tried while shrinking, before it runs: for the seeded streams,
    ///     ``KnownTmuxDifferences/avoiding(_:)``.
    /// - Returns: The failing comparisons, in the streams' order.
    static func failures(
        of streams: [TerminalStream], shrinking: Bool = true, shrinkLimit: Int = 3, render: TerminalRenderer,
        preparing: (TerminalStream) -> TerminalStream = { $0 }
    ) throws -> [ScreenComparison] {
        let streams = streams.map(preparing)
        let tmuxScreens = try Tmux.screens(of: streams)
        var failures: [ScreenComparison] = []
        for (stream, tmuxScreen) in zip(streams, tmuxScreens) {
            let comparison = ScreenComparison(
                stream: stream, tmux: tmuxScreen, renderer: render(stream.bytes, stream.columns, stream.rows))
            guard !comparison.matches else { continue }
            if shrinking, failures.count < shrinkLimit {
                failures.append(try shrink(comparison, render: render, preparing: preparing))
            } else {
                failures.append(comparison)
            }
        }
        return failures
    }

    /// The failure for a smaller stream that still fails: a greedy delta
    /// debugging over the stream's pieces, trying every chunk of a size in
    /// one tmux batch, halving the size when none can go.
    static func shrink(
        _ failure: ScreenComparison, render: TerminalRenderer, maximumRounds: Int = 40,
        preparing: (TerminalStream) -> TerminalStream = { $0 }
    ) throws -> ScreenComparison {
        var best = failure
        var chunk = max(1, best.stream.pieces.count / 2)
        var rounds = 0
        while rounds < maximumRounds, best.stream.pieces.count > 1 {
            rounds += 1
            let stream = best.stream
            var candidates: [TerminalStream] = []
            for start in stride(from: 0, to: stream.pieces.count, by: chunk) {
                var candidate = stream
                candidate.pieces.removeSubrange(start..<min(start + chunk, stream.pieces.count))
                candidate = preparing(candidate)
                if !candidate.pieces.isEmpty { candidates.append(candidate) }
            }
            let screens = try Tmux.screens(of: candidates)
            var smaller: ScreenComparison?
            for (candidate, screen) in zip(candidates, screens) {
                let comparison = ScreenComparison(
                    stream: candidate, tmux: screen, renderer: render(candidate.bytes, candidate.columns, candidate.rows))
                if !comparison.matches {
                    smaller = comparison
                    break
                }
            }
            if let smaller {
                best = smaller
                chunk = min(chunk, max(1, best.stream.pieces.count / 2))
            } else if chunk == 1 {
                break
            } else {
                chunk = max(1, chunk / 2)
            }
        }
        if best.stream.pieces.count < failure.stream.pieces.count {
            var shrunk = best
            shrunk.note = "shrunk from \(failure.stream.pieces.count) pieces (\(failure.stream.bytes.count) bytes) "
                + "to \(best.stream.pieces.count); the original: \(failure.stream.escaped)"
            return shrunk
        }
        return best
    }

    /// Records an issue for each stream whose screen in `render` differs
    /// from tmux's.
    static func expectMatchesTmux(
        _ streams: [TerminalStream], shrinking: Bool = true, render: TerminalRenderer,
        preparing: (TerminalStream) -> TerminalStream = { $0 }, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let failures = try failures(of: streams, shrinking: shrinking, render: render, preparing: preparing)
        for failure in failures.prefix(10) {
            Issue.record(Comment(rawValue: failure.report()), sourceLocation: sourceLocation)
        }
        if failures.count > 10 {
            Issue.record("… and \(failures.count - 10) more streams differ from tmux", sourceLocation: sourceLocation)
        }
    }
}

/// Records an issue when `render`'s screen for `bytes` differs from tmux's:
/// the seam through which the virtual terminal is tested.
///
/// ```swift
/// try assertMatchesTmux(Array("ab\r\nc".utf8), columns: 10, rows: 3, render: DifferentialRenderers.virtualTerminal)
/// ```
func assertMatchesTmux(
    _ bytes: [UInt8], columns: Int, rows: Int, render: TerminalRenderer,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    try DifferentialCheck.expectMatchesTmux(
        [TerminalStream(columns: columns, rows: rows, bytes: bytes, origin: "bytes")], shrinking: false,
        render: render, sourceLocation: sourceLocation)
}
