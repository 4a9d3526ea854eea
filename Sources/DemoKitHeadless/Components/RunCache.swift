import DemoKitCore
import Foundation

/// What a host asks of a run: the terminal, the input up to a time, and
/// the real time the component may hold its thread.
struct RunRequest {
    var columns: Int
    var rows: Int
    var translatesNewlines: Bool
    var inputs: [TimedInput]
    var horizon: Duration
    var inputClosed: Bool
    var limit: Duration
    /// The demo's type, naming the component's thread.
    var name: String
    /// Whether the component runs on the real clock.
    var realTime = false
    /// What the render context says about the reader.
    var reader = ReaderPreferences()
}

/// Where a player's session (or, for a demo asked alone, DemoKit) keeps a
/// stream component's run between renders.
final class RunCache: @unchecked Sendable {
    private let lock = NSLock()
    private var run: (ComponentRun)?
    /// The size of the last run, for questions asked without a render
    /// context (`LiveDemo.outcome(at:)`, `AnimatedDemo.nextFrame(after:)`).
    private var size: (columns: Int, rows: Int)?
    /// The reader's preferences the current run was started with.
    private var reader = ReaderPreferences()

    var lastSize: (columns: Int, rows: Int)? {
        lock.lock()
        defer { lock.unlock() }
        return size
    }

    /// The reader's preferences of the last run, for questions asked
    /// without a render context.
    var lastReader: ReaderPreferences {
        lock.lock()
        defer { lock.unlock() }
        return reader
    }

    deinit {
        run?.end()
    }

    /// Reads the component run as `request` asks, continuing the current
    /// run when the request extends it, else ending it and starting a new
    /// one on the code `body()` gives. The run is read before another
    /// request can move it on.
    func withRun<T>(
        _ request: RunRequest, body: () -> ComponentBody, _ read: (ComponentRun) throws -> T
    ) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        return try read(try run(request, body: body))
    }

    /// The component run as `request` asks. Called with the lock held.
    private func run(_ request: RunRequest, body: () -> ComponentBody) throws(TerminalComponentError) -> ComponentRun {
        size = (request.columns, request.rows)
        if let realTime = run as? RealTimeComponentRun, request.realTime,
            realTime.translatesNewlines == request.translatesNewlines,
            realTime.canContinue(with: request.inputs, horizon: request.horizon, inputClosed: request.inputClosed),
            realTime.columns != request.columns || realTime.rows != request.rows
        {
            // Real time cannot be replayed: the window is resized instead.
            realTime.resize(columns: request.columns, rows: request.rows)
        }
        if let run, run.columns == request.columns, run.rows == request.rows,
            run.translatesNewlines == request.translatesNewlines, (run is RealTimeComponentRun) == request.realTime,
            reader == request.reader,
            run.canContinue(with: request.inputs, horizon: request.horizon, inputClosed: request.inputClosed)
        {
            do {
                try run.advance(
                    inputs: request.inputs, horizon: request.horizon, inputClosed: request.inputClosed,
                    limit: request.limit)
            } catch {
                self.run = nil
                throw error
            }
            return run
        }
        run?.end()
        run = nil
        let fresh = try Self.start(request, body: body())
        run = fresh
        reader = request.reader
        return fresh
    }

    /// Starts a run of `body` on the engine its kind needs.
    private static func start(_ request: RunRequest, body: ComponentBody) throws(TerminalComponentError) -> ComponentRun {
        if request.realTime {
            let run = RealTimeComponentRun(
                columns: request.columns, rows: request.rows, translatesNewlines: request.translatesNewlines,
                inputs: request.inputs, horizon: request.horizon, inputClosed: request.inputClosed)
            let reader = request.reader
            let told: ComponentBody =
                switch body {
                case .blocking(let body): .blocking { try body(HeadlessTerminal(sharing: $0, reader: reader)) }
                case .suspending(let body): .suspending { try await body(HeadlessTerminal(sharing: $0, reader: reader)) }
                }
            try run.start(told, name: request.name, limit: request.limit)
            return run
        }
        switch body {
        case .blocking(let body):
            let run = ThreadComponentRun(
                columns: request.columns, rows: request.rows, translatesNewlines: request.translatesNewlines,
                inputs: request.inputs, horizon: request.horizon, inputClosed: request.inputClosed)
            let reader = request.reader
            try run.start(
                { try body(HeadlessTerminal(sharing: $0, reader: reader)) }, name: request.name, limit: request.limit)
            return run
        case .suspending(let body):
            guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else {
                throw .failed("async stream components need macOS 15 or later (task executors)")
            }
            let run = AsyncComponentRun(
                columns: request.columns, rows: request.rows, translatesNewlines: request.translatesNewlines,
                inputs: request.inputs, horizon: request.horizon, inputClosed: request.inputClosed)
            let reader = request.reader
            try run.start(
                { try await body(HeadlessTerminal(sharing: $0, reader: reader)) }, name: request.name,
                limit: request.limit)
            return run
        }
    }
}
