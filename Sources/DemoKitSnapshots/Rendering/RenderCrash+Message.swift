import DemoKitCore

extension RenderCrash {
    /// The failure of `goldenCase`'s golden, for the console and the
    /// reports: what ended the worker, the runtime's message, then the first
    /// lines of the backtrace, every part made safe to print.
    ///
    /// ```
    /// Crashes/trap (tweak boom) crashed the renderer with signal 4 (SIGILL): Fatal error: boom
    /// Backtrace of the crashed thread:
    ///   0 0x00007f0e4c6f9361 _assertionFailure(_:_:file:line:flags:) + 225 in libswiftCore.so
    /// Fix the demo; the run went on in a fresh render worker.
    /// ```
    package func message(for goldenCase: GoldenCase) -> String {
        message(subject: goldenCase.description)
    }

    /// The message for a case shown as `subject` (`Components/buttons (tweak red)`).
    package func message(subject: String) -> String {
        var text = headline(subject: subject)
        if !backtrace.isEmpty {
            text += "\nBacktrace of the crashed thread:"
            for line in backtrace { text += "\n  " + TerminalSafeText.oneLine(line) }
        }
        return text + "\nFix the demo; the run went on in a fresh render worker."
    }

    /// The crash in one line, for `open` and `stress`: ``headline(subject:)``
    /// and the first place in the backtrace with a source
    /// (``CrashLog/place(in:)``), as `Crashes/trap crashed the renderer with
    /// signal 4 (SIGILL): Crashes.swift:12: Fatal error: boom, in
    /// TrapDemo.render(in:) at /…/Crashes.swift:12:9`.
    package func summary(subject: String) -> String {
        headline(subject: subject) + (CrashLog.place(in: backtrace).map { ", in " + TerminalSafeText.oneLine($0) } ?? "")
    }

    /// The first line of ``message(subject:)``: what ended the renderer
    /// and the runtime's message, with the file and line it names
    /// (`Crashes/trap crashed the renderer with signal 4 (SIGILL):
    /// Crashes.swift:12: Fatal error: boom`); `open` prints it alone.
    package func headline(subject: String) -> String {
        var text = subject
        if let signal {
            text += " crashed the renderer with signal \(signal)"
            if let signalName { text += " (\(TerminalSafeText.oneLine(signalName)))" }
        } else if let exitStatus {
            text += " ended the renderer with exit status \(exitStatus)"
        } else {
            text += " ended the renderer"
        }
        if let message { text += ": " + TerminalSafeText.oneLine(message) }
        return text
    }
}
