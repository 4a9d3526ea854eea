import Foundation

/// What a crashed process's standard error says about the crash, as the
/// Swift runtime writes it.
///
/// The runtime writes its `Fatal error: …` line, then the backtracer's
/// report (with ``environmentValue`` as `SWIFT_BACKTRACE`), whose crashed
/// thread is listed frame by frame; without the backtracer, the runtime's
/// own `Current stack trace:` follows the message on Linux, and nothing on
/// macOS, whose release runtime never prints it (swiftlang/swift,
/// `stdlib/public/runtime/Errors.cpp`, `swift_reportError`: `__APPLE__ &&
/// NDEBUG` clears `ReportBacktrace`), so every child DemoKit reads is
/// started with the backtracer on. The one reader of a crash: render
/// workers (for `demo-runner snapshot` and DemoKitTesting's
/// `isolation: .process`) and the browser's supervisor.
///
/// ```
/// Crashes.swift:12: Fatal error: boom
///
/// *** Signal 4: Backtracing from 0x7f0e4c6f9361... done ***
///
/// *** Program crashed: Illegal instruction at 0x00007f0e4c6f9361 ***
///
/// Thread 0 "demo-runner" crashed:
///
///   0      0x00007f0e4c6f9361 _assertionFailure(_:_:file:line:flags:) + 225 in libswiftCore.so
///   1 [ra] 0x000055ac220f25b7 TrapDemo.render(in:) + 1014 in demo-runner at …/Crashes.swift:12:1
/// ```
package struct CrashLog: Equatable, Sendable {
    /// `SWIFT_BACKTRACE` for a child whose crash this reads: the report on
    /// standard error, without colour, without waiting for a debugger, and
    /// only the crashed thread.
    ///
    /// `enable=yes` is said, not left to the default: the runtime's default
    /// is `yes` on Linux but `tty` on macOS, where the backtracer runs only
    /// when standard input is a terminal (swiftlang/swift,
    /// `docs/Backtracing.rst`, the `enable` key), and a render worker's
    /// standard input never is one.
    package static let environmentValue =
        "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none"

    /// Whether `text`, the end of what a process wrote to standard error,
    /// holds the start of the backtracer's report (`*** Signal 4:
    /// Backtracing from …`): the process has crashed and is still writing
    /// its report, which for a deep recursion can take seconds. It has not
    /// hung: a time limit waits for the report rather than calling it one.
    package static func isReporting(_ text: String) -> Bool {
        text.contains("*** Signal ")
    }

    /// What a process that crashed wrote to standard error before the
    /// runtime's report of the crash: its `Fatal error: …` line, the
    /// backtracer's `*** Signal …` line or the runtime's own `Current stack
    /// trace:`, whichever comes first. That is the process's own output (a
    /// warning, a demo's print), shown to a person; the report is read.
    package static func textBeforeReport(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = lines.firstIndex {
            $0.contains("Fatal error") || $0.hasPrefix("*** Signal ") || $0.hasPrefix("Current stack trace:")
        }
        return lines[..<(start ?? lines.endIndex)].joined(separator: "\n")
    }

    /// The last `Fatal error: …` line (with the file and line the runtime
    /// put before it), else the backtracer's `Program crashed: …`, else the
    /// last line the process wrote.
    package var message: String?
    /// Whether ``message`` is the runtime's (a fatal error, or the
    /// backtracer's), not only the last line the process wrote.
    package var isRuntimeMessage: Bool
    /// The first lines of the crashed thread's backtrace, trimmed, a frame
    /// repeated in a recursion shown once with a note.
    package var backtrace: [String]
    /// Whether the crashed thread was deep in a recursion (one frame more
    /// than a hundred times over, or on into the frames the backtracer left
    /// out): the crash is most likely a stack overflow.
    package var isRecursion: Bool

    /// What to say caused the crash: the runtime's message, or for a
    /// recursion that ran out of stack, that (the backtracer's `Bad pointer
    /// dereference` says less).
    package var cause: String? {
        isRecursion ? "a stack overflow: a recursion that does not end (see the backtrace)" : message
    }

    /// Where the crash happened in code that has a source: the first frame
    /// of `backtrace` (as ``backtrace`` keeps it) that the backtracer gives
    /// a file, as `OneTweakDemo.render(in:) at /…/Crashes.swift:88:44`;
    /// `nil` when none has one (a release build without line tables).
    package static func place(in backtrace: [String]) -> String? {
        for line in backtrace {
            guard let at = line.range(of: " at ", options: .backwards) else { continue }
            let location = line[at.upperBound...]
            // A file without a line (the backtracer gives some closures
            // none) still says whose code it was.
            guard !location.hasPrefix("//<compiler-generated>"), !location.isEmpty else { continue }
            // `3 [ra] 0x… Function + 220 in binary at …`: the function is
            // between the address and its offset.
            let words = line[..<at.lowerBound].split(separator: " ")
            guard let address = words.firstIndex(where: { $0.hasPrefix("0x") }) else { continue }
            var function = words[(address + 1)...]
            if let offset = function.lastIndex(of: "+") { function = function[..<offset] }
            let name = function.joined(separator: " ")
            return name.isEmpty ? String(location) : "\(name) at \(location)"
        }
        return nil
    }

    /// Reads the crash report at the end of `text`.
    ///
    /// - Parameters:
    ///   - text: What the worker wrote to standard error.
    ///   - lines: How many backtrace lines to keep.
    package init(_ text: String, lines: Int = 8) {
        let all = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Only the last report: what a demo printed before is not the crash.
        let reportStart = all.lastIndex { $0.hasPrefix("*** Signal ") } ?? all.count
        let fatal = all[..<reportStart].last { $0.contains("Fatal error") }
            ?? all.last { $0.contains("Fatal error") }
        isRuntimeMessage = true
        if let fatal {
            message = fatal.trimmed
        } else if let crashed = all[reportStart...].first(where: { $0.hasPrefix("*** Program crashed: ") }) {
            var line = String(crashed.dropFirst("*** ".count))
            if line.hasSuffix(" ***") { line.removeLast(" ***".count) }
            message = line
        } else {
            // No runtime report: the last words the worker wrote, if any.
            message = all[..<reportStart].last { !$0.trimmed.isEmpty }?.trimmed
            isRuntimeMessage = false
        }
        var frames: [String] = []
        isRecursion = false
        if let thread = all[reportStart...].firstIndex(where: { $0.hasPrefix("Thread ") && $0.hasSuffix(" crashed:") }) {
            (frames, isRecursion) = Self.folded(Self.frames(all[(thread + 1)...]), lines: lines)
        } else if let trace = all[..<reportStart].lastIndex(where: { $0.trimmed == "Current stack trace:" }) {
            // The runtime's own trace, when no backtracer ran.
            (frames, isRecursion) = Self.folded(Self.frames(all[(trace + 1)...]), lines: lines)
        }
        backtrace = frames
    }

    /// One line of the crashed thread: its number, and the rest (`[ra]`,
    /// address, function, place), with the backtracer's column padding made
    /// one space; `nil` for the `...` where it left frames out.
    private typealias Frame = (number: Int, rest: String)?

    /// The crashed thread's lines, up to the blank line that ends them.
    private static func frames(_ lines: ArraySlice<String>) -> [Frame] {
        var frames: [Frame] = []
        for line in lines {
            let words = line.trimmed.split(separator: " ", omittingEmptySubsequences: true)
            guard let first = words.first else {
                if frames.isEmpty { continue }
                break
            }
            if first == "..." {
                frames.append(nil)
            } else if let number = Int(first) {
                frames.append((number, words.dropFirst().joined(separator: " ")))
            } else {
                break
            }
        }
        return frames
    }

    /// At most `lines` lines, a run of one frame repeated (a recursion,
    /// which overflows the stack) made one line and a note, so that the
    /// frames that started it still show; the backtracer's `...` between
    /// two frames of the same run is part of the run.
    private static func folded(_ frames: [Frame], lines: Int) -> (lines: [String], isRecursion: Bool) {
        var result: [String] = []
        var isRecursion = false
        var index = 0
        while index < frames.count, result.count < lines {
            guard let frame = frames[index] else {
                result.append("...")
                index += 1
                continue
            }
            result.append("\(frame.number) \(frame.rest)")
            var last = frame.number
            var next = index + 1
            while next < frames.count {
                if let other = frames[next], other.rest == frame.rest {
                    last = other.number
                } else if frames[next] == nil, next + 1 < frames.count, frames[next + 1]?.rest == frame.rest {
                    // The gap the backtracer left is inside the run.
                } else {
                    break
                }
                next += 1
            }
            // A run that goes on into the backtracer's gap is longer than
            // what it shows.
            let runsOn = next < frames.count && frames[next] == nil && last - frame.number >= 16
            if last - frame.number > 100 || runsOn { isRecursion = true }
            if last > frame.number + 1, result.count < lines {
                let extent = runsOn ? "to frame \(last) and past what the backtracer shows" : "down to frame \(last)"
                result.append("(the same frame again, \(extent): a recursion)")
            } else if last == frame.number + 1 {
                result.append("\(last) \(frame.rest)")
            }
            index = next
        }
        // The backtracer's closing `...` says nothing once the lines stop.
        if result.last == "..." { result.removeLast() }
        return (Array(result.prefix(lines)), isRecursion)
    }
}

extension String {
    fileprivate var trimmed: String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
