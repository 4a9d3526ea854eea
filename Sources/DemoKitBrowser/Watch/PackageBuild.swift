import DemoKitCore
import DemoKitProcess
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One `swift build --product NAME` of the runner, in the package's root,
/// on a thread of its own: its progress while it runs, then its compiler
/// errors or its success. ``descriptor`` becomes readable each time there
/// is news, so a supervisor waits on it rather than asking on a cadence.
package final class PackageBuild: @unchecked Sendable {
    /// How the build ended.
    package enum Result: Equatable, Sendable {
        case succeeded
        /// The compiler's errors, `path:line:column: error: message`, with
        /// paths relative to the package root.
        case failed([String])
    }

    /// What to build, and where.
    package struct Settings: Equatable, Sendable {
        /// The package's root folder.
        package var root: URL
        /// The runner's executable product.
        package var product: String
        /// `.build` (or another scratch path) the runner was built in.
        package var scratchPath: String?
        /// `release` when the runner was built so; else `debug`.
        package var configuration: String

        /// The arguments after `swift`.
        package var arguments: [String] {
            ["build", "--product", product, "-c", configuration] + (scratchPath.map { ["--scratch-path", $0] } ?? [])
        }

        package init(root: URL, product: String, scratchPath: String? = nil, configuration: String) {
            self.root = root
            self.product = product
            self.scratchPath = scratchPath
            self.configuration = configuration
        }
    }

    private let settings: Settings
    private let lock = NSLock()
    // Guarded by `lock`.
    private var output = ""
    private var finished: Result?
    private var child: ChildProcess?
    /// A pipe whose read end (``descriptor``) gets a byte for each piece of
    /// output and at the end.
    private let wakeRead: Int32
    private let wakeWrite: Int32

    package init(settings: Settings) {
        self.settings = settings
        var descriptors: [Int32] = [-1, -1]
        if pipe(&descriptors) == 0 {
            for descriptor in descriptors {
                _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            }
        }
        wakeRead = descriptors[0]
        wakeWrite = descriptors[1]
    }

    deinit {
        if wakeRead >= 0 { close(wakeRead) }
        if wakeWrite >= 0 { close(wakeWrite) }
    }

    /// Readable when the build printed something or ended: wait on it,
    /// then read ``progress`` and ``result`` (which empty it). -1 when no
    /// pipe could be made: then ask on a cadence.
    package var descriptor: Int32 { wakeRead }

    /// Starts the build.
    ///
    /// - Throws: Why `swift` could not be started.
    package func start(environment: [String: String]) throws(ChildProcess.SpawnError) {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else {
            throw ChildProcess.SpawnError(executable: "/usr/bin/env", reason: Descriptors.lastErrorReason)
        }
        let readEnd = Descriptors.movedHigh(descriptors[0])
        let writeEnd = Descriptors.movedHigh(descriptors[1])
        var launch = ProcessLaunch(executable: "/usr/bin/env", arguments: ["swift"] + settings.arguments, environment: environment)
        launch.workingDirectory = settings.root.path
        launch.descriptors = [
            .open(0, path: "/dev/null", flags: O_RDONLY, mode: 0), .duplicate(writeEnd, to: 1), .duplicate(writeEnd, to: 2),
        ]
        let child: ChildProcess
        do {
            child = try ChildProcess.spawn(launch)
        } catch {
            close(readEnd)
            close(writeEnd)
            throw error
        }
        close(writeEnd)
        lock.withLock { self.child = child }
        let thread = Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 16_384)
            while true {
                let count = SystemCall.retrying { read(readEnd, &buffer, buffer.count) }
                guard count > 0 else { break }
                let text = String(decoding: buffer[0..<count], as: UTF8.self)
                lock.withLock { output += text }
                wake()
            }
            close(readEnd)
            // Reaped under the lock, so that `cancel` never signals an id
            // the child no longer holds.
            child.awaitExit()
            lock.withLock {
                let end = child.waitForEnd()
                self.child = nil
                finished = end == .exited(0) ? .succeeded : .failed(Self.errors(in: output, root: settings.root))
            }
            wake()
        }
        thread.start()
    }

    /// The last `12/345` the build printed, while it runs.
    package var progress: String? {
        drainWakes()
        return lock.withLock { Self.progress(in: output) }
    }

    /// How the build ended; `nil` while it runs.
    package var result: Result? {
        drainWakes()
        return lock.withLock { finished }
    }

    private func wake() {
        var byte: UInt8 = 1
        // A full pipe already wakes the reader.
        _ = write(wakeWrite, &byte, 1)
    }

    private func drainWakes() {
        guard wakeRead >= 0 else { return }
        var bytes = [UInt8](repeating: 0, count: 256)
        while read(wakeRead, &bytes, bytes.count) > 0 {}
    }

    /// Stops the build.
    package func cancel() {
        // Under the lock: a child already waited for is not signalled.
        lock.withLock { child?.send(SIGTERM) }
    }

    /// The last `[12/345]` at the start of a line of `output`.
    static func progress(in output: String) -> String? {
        for line in output.split(whereSeparator: \.isNewline).reversed() where line.hasPrefix("[") {
            guard let close = line.firstIndex(of: "]") else { continue }
            let inside = line[line.index(after: line.startIndex)..<close]
            let parts = inside.split(separator: "/")
            if parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) {
                return String(inside)
            }
        }
        return nil
    }

    /// The compiler's errors in `output`, each once, in order, paths made
    /// relative to `root`; if there are none with a place, the `error:`
    /// lines SwiftPM printed; if none, the last lines of the output.
    ///
    /// Colours are taken out first: SwiftPM keeps the plan of the last
    /// build whose environment was the same, and when that was `swift run`
    /// in a terminal, the compiler colours its diagnostics even in a pipe.
    static func errors(in output: String, root: URL) -> [String] {
        let plain = output.contains("\u{1B}") ? TextBlock(ansi: output).plainText : output
        let lines = plain.split(whereSeparator: \.isNewline).map(String.init)
        var seen: Set<String> = []
        var located: [String] = []
        let prefix = root.standardizedFileURL.path + "/"
        for line in lines {
            guard let marker = line.range(of: ": error: ") else { continue }
            let place = line[..<marker.lowerBound]
            let parts = place.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3, parts.suffix(2).allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else {
                continue
            }
            var shown = line
            if shown.hasPrefix(prefix) { shown.removeFirst(prefix.count) }
            if seen.insert(shown).inserted { located.append(shown) }
        }
        if !located.isEmpty { return located }
        let unplaced = lines.filter { $0.hasPrefix("error: ") }
        if !unplaced.isEmpty { return unplaced }
        return Array(lines.suffix(3))
    }
}
