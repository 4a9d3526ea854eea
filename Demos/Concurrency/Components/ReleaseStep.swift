import DemoKitCore

/// A release step written the way Swift concurrency code is: `async`,
/// generic over the clock it is given (the testable way, as swift-clocks
/// recommends), its spinner, its work and its key watcher three child tasks
/// of one task group. Esc cancels it; Ctrl-C does too, as an interrupt.
///
/// It writes through a closure and reads keys through an `async` one, so
/// that the same code runs in a terminal and in a demo.
struct ReleaseStep<C: Clock<Duration>>: Sendable {
    var message = "Publishing release 2.4.0"
    /// How long the work takes.
    var work = Duration.milliseconds(1_200)
    var fails = false
    /// Draw a still mark instead of turning the spinner (a reader's
    /// reduced-motion setting).
    var reducesMotion = false
    let clock: C

    enum Result: Sendable, Equatable {
        case published, failed, cancelled
    }

    private static var frames: [String] { ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"] }

    /// Runs the step; `write` takes text and escape sequences, `readKey`
    /// returns a key's bytes or `nil` at end of input.
    func run(
        write: @escaping @Sendable (String) -> Void, readKey: @escaping @Sendable () async -> [UInt8]?
    ) async -> Result {
        let start = clock.now
        let result = await withTaskGroup(of: Result?.self) { group -> Result in
            group.addTask {
                // The work.
                do {
                    try await clock.sleep(for: work)
                } catch {
                    return nil
                }
                return fails ? .failed : .published
            }
            group.addTask {
                // The spinner, until the group is cancelled.
                var tick = 0
                while !Task.isCancelled {
                    let mark = reducesMotion ? "ℹ" : Self.frames[tick % Self.frames.count]
                    write("\r\u{1B}[2K\u{1B}[1m\(mark)\u{1B}[0m \(message)")
                    if reducesMotion { break }
                    tick += 1
                    do {
                        try await clock.sleep(for: .milliseconds(80))
                    } catch {
                        break
                    }
                }
                return nil
            }
            group.addTask {
                // Esc cancels; end of input leaves the work to finish.
                while let key = await readKey() {
                    if key == [0x1B] { return .cancelled }
                }
                return nil
            }
            var outcome: Result = .cancelled
            for await result in group {
                guard let result else { continue }
                outcome = result
                break
            }
            group.cancelAll()
            return outcome
        }
        let elapsed = start.duration(to: clock.now)
        let tenths = elapsed.components.seconds * 10 + elapsed.components.attoseconds / 100_000_000_000_000_000
        let time = "[\(tenths / 10).\(tenths % 10)s]"
        // Marks in colours dark enough for light terminals (4.5:1 and more
        // on every light theme the audit checks), and words that say the
        // same without colour.
        switch result {
        case .published: write("\r\u{1B}[2K\u{1B}[1;38;2;26;116;49m✔\u{1B}[0m \(message) \(time)\n")
        case .failed: write("\r\u{1B}[2K\u{1B}[1;38;2;179;38;30m⨯\u{1B}[0m \(message): the registry refused the upload \(time)\n")
        case .cancelled: write("\r\u{1B}[2K\u{1B}[1;38;2;138;90;0m⚠\u{1B}[0m \(message): cancelled \(time)\n")
        }
        return result
    }
}

extension ReleaseStep.Result {
    var demoOutcome: DemoOutcome {
        switch self {
        case .published: .completed
        case .failed: .failed("the registry refused the upload")
        case .cancelled: .cancelled
        }
    }
}
