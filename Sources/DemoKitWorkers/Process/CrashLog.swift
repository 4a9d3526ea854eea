/// What a crashed render worker's standard error says about the crash, as
/// the Swift runtime writes it: its `Fatal error: …` line, then the
/// backtracer's report (`SWIFT_BACKTRACE=enable=yes`), whose crashed thread
/// is listed frame by frame:
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
package struct CrashLog: Equatable {
    /// The last `Fatal error: …` line (with the file and line the runtime
    /// put before it), else the backtracer's `Program crashed: …`.
    package var message: String?
    /// The first lines of the crashed thread's backtrace, trimmed.
    package var backtrace: [String]

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
        if let fatal {
            message = fatal.trimmed
        } else if let crashed = all[reportStart...].first(where: { $0.hasPrefix("*** Program crashed: ") }) {
            var line = String(crashed.dropFirst("*** ".count))
            if line.hasSuffix(" ***") { line.removeLast(" ***".count) }
            message = line
        } else {
            // No runtime report: the last words the worker wrote, if any.
            message = all[..<reportStart].last { !$0.trimmed.isEmpty }?.trimmed
        }
        var frames: [String] = []
        if let thread = all[reportStart...].firstIndex(where: { $0.hasPrefix("Thread ") && $0.hasSuffix(" crashed:") }) {
            for line in all[(thread + 1)...] {
                let trimmed = line.trimmed
                if trimmed.isEmpty {
                    if frames.isEmpty { continue }
                    break
                }
                if trimmed == "..." { break }
                // The backtracer pads its columns; one space reads the same.
                frames.append(trimmed.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " "))
                if frames.count == lines { break }
            }
        }
        backtrace = frames
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
