import DemoKitCore
import Foundation

/// The input a live stream component has received, and its running thread:
/// what a ``LiveTerminalComponentDemo`` keeps in a stored property.
///
/// ```swift
/// var session = TerminalSession()
/// ```
///
/// Copies are values: each remembers its own input. They share the running
/// component while they agree, and a copy that goes its own way (other
/// input, an earlier time) runs the component again from the start, so
/// every copy shows what its own input produces.
public struct TerminalSession: Sendable {
    var inputs: [ComponentRun.TimedInput] = []
    let cache = RunCache()

    /// A session with no input yet.
    public init() {}

    /// Records an input at virtual time `time`.
    mutating func append(_ input: DemoInput, at time: Duration) {
        inputs.append(ComponentRun.TimedInput(input: input, time: time))
    }
}

/// Where a demo value keeps its running component between renders.
final class RunCache: @unchecked Sendable {
    private let lock = NSLock()
    private var run: ComponentRun?
    /// The size of the last run, for questions asked without a render
    /// context (`LiveDemo.outcome(at:)`, `AnimatedDemo.nextFrame(after:)`).
    private var size: (columns: Int, rows: Int)?

    var lastSize: (columns: Int, rows: Int)? {
        lock.lock()
        defer { lock.unlock() }
        return size
    }

    deinit {
        run?.end()
    }

    /// The component run up to `horizon` with `inputs`, continuing the
    /// current run when the request extends it, else ending it and starting
    /// a new one on `makeBody()`, on a thread named after `name`.
    func run(
        columns: Int, rows: Int, translatesNewlines: Bool, inputs: [ComponentRun.TimedInput], horizon: Duration,
        inputClosed: Bool, limit: Duration, name: String,
        makeBody: () -> @Sendable (HeadlessTerminal) throws -> Void
    ) throws(TerminalComponentError) -> ComponentRun {
        lock.lock()
        defer { lock.unlock() }
        size = (columns, rows)
        if let run, run.columns == columns, run.rows == rows, run.translatesNewlines == translatesNewlines,
            run.canContinue(with: inputs, horizon: horizon, inputClosed: inputClosed)
        {
            do {
                try run.advance(inputs: inputs, horizon: horizon, inputClosed: inputClosed, limit: limit)
            } catch {
                self.run = nil
                throw error
            }
            return run
        }
        run?.end()
        run = nil
        let fresh = ComponentRun(
            columns: columns, rows: rows, translatesNewlines: translatesNewlines, inputs: inputs, horizon: horizon,
            inputClosed: inputClosed)
        try fresh.start(makeBody(), name: name, limit: limit)
        run = fresh
        return fresh
    }
}
