import DemoKitCore
import DemoKitSnapshots
import DemoKitProcess
import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The render worker's side: what a runner started with
/// ``WorkerLaunch/argument`` does instead of its command line.
///
/// It builds the same catalog as the runner from the groups it was compiled
/// with, then renders the cases the runner names (by their place in the
/// catalog, checked against their path) one after another, noting its
/// progress (each case, each script screen) in the file on descriptor 5.
/// Once the runner has named the snapshot root, it compares each rendering
/// with its goldens and answers one that matches in a few bytes. Answers go
/// out on descriptor 3 a batch at a time. It exits when the runner closes
/// the conversation, or dies with it (the lifeline on descriptor 4).
package enum RenderWorker {
    /// Serves the runner until it closes the conversation.
    ///
    /// - Parameters:
    ///   - groups: The runner's demo groups.
    ///   - kinds: What the registry recorded about the demo types, so that
    ///     each worker, like the runner, casts none of them at start-up.
    /// - Returns: The exit status: 0, or 1 when the conversation broke.
    package static func serve(groups: [any DemoGroup.Type], kinds: DemoKinds = .none) -> Int32 {
        var progress = WorkerProgress.start
        let progressFile = WorkerProgressFile(descriptor: WorkerProcess.progressDescriptor, writer: true)
        watchLifeline()
        let input = WorkerProcess.socketDescriptor
        // Cases are found by their place in the catalog; the runner has
        // planned it and checked its paths.
        var finder: GoldenCaseFinder?
        var setupFailure: String?
        // Set by the runner: a rendering that matches its goldens is
        // answered in a few bytes rather than sent whole.
        var goldens: GoldenReader?
        do {
            finder = GoldenCaseFinder(catalog: try Catalog(groups: groups, kinds: kinds))
        } catch {
            setupFailure = "the render worker cannot build the catalog: \(String(describing: error))"
        }
        var outgoing = Outgoing()
        var frames = WorkerFrames()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let message: [UInt8]
            do {
                guard let next = try frames.next() else {
                    let count = buffer.withUnsafeMutableBytes { raw in
                        SystemCall.retrying { read(input, raw.baseAddress, raw.count) }
                    }
                    if count == 0 { return 0 }
                    if count < 0 { return 1 }
                    frames.append(buffer[0..<count])
                    continue
                }
                message = next
            } catch {
                return 1
            }
            let names: [WorkerMessage.CaseName]
            switch try? WorkerMessage(decoding: message) {
            case .render(let named):
                names = named
            case .goldens(let root):
                goldens = GoldenStore(root: URL(fileURLWithPath: root)).makeReader()
                continue
            default:
                return 1
            }
            for name in names {
                // Counted for every case named, answered or not: the runner
                // matches the count with the answers it has.
                progress.beginCase()
                progressFile.write(progress)
                let answer: WorkerMessage
                if let setupFailure {
                    answer = .unavailable(setupFailure)
                } else {
                    answer = render(name, finder: &finder, goldens: goldens) { screen in
                        progress.advance(screen: screen)
                        progressFile.write(progress)
                    }
                }
                outgoing.add(answer)
            }
            // All asked for is answered: nothing may wait for a full batch.
            outgoing.flush()
        }
    }

    /// The answer for the case `name` names: its rendering, or that it
    /// matched its goldens, or why there is none.
    static func render(
        _ name: WorkerMessage.CaseName, finder: inout GoldenCaseFinder?, goldens: GoldenReader?,
        afterScreen: (Int) -> Void
    ) -> WorkerMessage {
        let goldenCase: GoldenCase
        do throws(GoldenCaseFinder.Failure) {
            guard let found = try finder?.goldenCase(at: name.location) else {
                return .unavailable("the render worker has no catalog")
            }
            goldenCase = found.probed(name.probe)
        } catch {
            return .unavailable(
                error.isNotInCatalog
                    ? "the render worker cannot find \(name.path): \(error.message); its catalog is not the runner's"
                    : "the render worker cannot read the scripts of \(name.path): \(error.message)")
        }
        guard goldenCase.basePath == name.path else {
            return .unavailable(
                "the render worker has \(goldenCase.basePath), not \(name.path), there: its catalog is not the runner's")
        }
        do {
            let rendering = try GoldenRenderer.render(goldenCase, afterScreen: afterScreen)
            // A probe has no golden: its rendering goes to the runner whole.
            return name.probe == nil && goldens.map({ matches(rendering, goldenCase, $0) }) == true
                ? .matched(hasStyles: rendering.styles != nil) : .rendered(rendering)
        } catch {
            return .threw(String(describing: error))
        }
    }

    /// Whether `rendering` is exactly what the goldens of `goldenCase` hold:
    /// the plain golden, and the styles golden or no styles golden. Anything
    /// else (a difference, a missing or unreadable file, a failed script, a
    /// rendering wider than its width, which the runner warns of) goes to
    /// the runner whole, whose engine says what it is.
    private static func matches(
        _ rendering: GoldenRenderer.Rendering, _ goldenCase: GoldenCase, _ goldens: GoldenReader
    ) -> Bool {
        rendering.outcomeFailure == nil && rendering.overflowWidth == nil
            && goldens.matches(goldenCase.basePath, plain: rendering.plain, styles: rendering.styles)
    }

    /// Answers on their way to the runner, written a batch at a time: one
    /// write per answer would wake the runner ten thousand times in a large
    /// run, which cost more than the renders of small demos. Answers lost
    /// in a crash are not lost for the run: the runner learns from the
    /// progress file which case crashed and asks again for the others.
    private struct Outgoing {
        private var bytes: [UInt8] = []
        private var answers = 0
        /// At most this many answers or bytes wait.
        private static let batchAnswers = 64
        private static let batchBytes = 65_536

        mutating func add(_ message: WorkerMessage) {
            // Framed in place: one array per answer, not two.
            let encoded = message.encoded()
            WorkerFrames.appendLength(encoded.count, to: &bytes)
            bytes += encoded
            answers += 1
            if answers >= Self.batchAnswers || bytes.count >= Self.batchBytes { flush() }
        }

        /// Writes what waits; a runner that is gone ends the worker.
        mutating func flush() {
            let failed = bytes.withUnsafeBytes { buffer in
                SystemCall.writeAll(buffer) { Foundation.write(WorkerProcess.socketDescriptor, $0, $1) } != nil
            }
            if failed { exit(1) }
            bytes.removeAll(keepingCapacity: true)
            answers = 0
        }
    }

    /// Exits when the runner's end of the lifeline closes: the runner is
    /// gone, and a worker stuck in a demo's loop must not outlive it.
    private static func watchLifeline() {
        let thread = Thread {
            var byte: UInt8 = 0
            while true {
                if SystemCall.retrying({ read(WorkerProcess.lifelineDescriptor, &byte, 1) }) <= 0 { _exit(0) }
            }
        }
        thread.stackSize = 64 * 1024
        thread.start()
    }
}
