import DemoKitCore
import DemoKitSnapshots
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
/// It builds the same catalog and plan as the runner from the groups it was
/// compiled with, then renders the cases the runner names (by plain golden
/// path) one after another, answering each on descriptor 3 and noting its
/// progress (each case, each script screen) in the file on descriptor 5. It exits when the runner closes the
/// conversation, or dies with it (the lifeline on descriptor 4).
package enum RenderWorker {
    /// Serves the runner until it closes the conversation.
    ///
    /// - Parameter groups: The runner's demo groups.
    /// - Returns: The exit status: 0, or 1 when the conversation broke.
    package static func serve(groups: [any DemoGroup.Type]) -> Int32 {
        var progress = WorkerProgress(count: 0, screen: -1)
        watchLifeline()
        let input = WorkerProcess.socketDescriptor
        var cases: [String: GoldenCase] = [:]
        var setupFailure: String?
        do {
            let plan = try SnapshotPlan(catalog: try Catalog(groups: groups))
            cases.reserveCapacity(plan.cases.count)
            for goldenCase in plan.cases { cases[goldenCase.plainPath] = goldenCase }
        } catch {
            setupFailure = "the render worker cannot build the catalog: \(String(describing: error))"
        }
        var frames = WorkerFrames()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let message: [UInt8]
            do {
                guard let next = try frames.next() else {
                    let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                    if count == 0 { return 0 }
                    if count < 0 {
                        if errno == EINTR { continue }
                        return 1
                    }
                    frames.append(buffer[0..<count])
                    continue
                }
                message = next
            } catch {
                return 1
            }
            guard case .render(let paths) = try? WorkerMessage(decoding: message) else { return 1 }
            for path in paths {
                let answer: WorkerMessage
                if let setupFailure {
                    answer = .unavailable(setupFailure)
                } else if let goldenCase = cases[path] {
                    progress.advance(screen: -1)
                    do {
                        let rendering = try GoldenRenderer.render(goldenCase) { index in
                            progress.advance(screen: index)
                        }
                        answer = .rendered(rendering)
                    } catch {
                        answer = .threw(String(describing: error))
                    }
                } else {
                    answer = .unavailable(
                        "the render worker has no golden \(path): its catalog is not the runner's")
                }
                write(answer)
            }
        }
    }

    /// Writes one message; a runner that is gone ends the worker.
    private static func write(_ message: WorkerMessage) {
        let frame = WorkerFrames.framed(message.encoded())
        var offset = 0
        while offset < frame.count {
            let written = frame.withUnsafeBytes { buffer in
                Foundation.write(WorkerProcess.socketDescriptor, buffer.baseAddress.map { $0 + offset }, frame.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                exit(1)
            }
            offset += written
        }
    }

    /// Exits when the runner's end of the lifeline closes: the runner is
    /// gone, and a worker stuck in a demo's loop must not outlive it.
    private static func watchLifeline() {
        let thread = Thread {
            var byte: UInt8 = 0
            while true {
                let count = read(WorkerProcess.lifelineDescriptor, &byte, 1)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { _exit(0) }
            }
        }
        thread.stackSize = 64 * 1024
        thread.start()
    }
}
