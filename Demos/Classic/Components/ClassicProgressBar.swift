/// A download progress bar written the old way: it draws one line, and
/// redraws it in place with `\r` and `ESC[K` each time something changes,
/// as tqdm and npm do; at the end it replaces the bar with `✔ message
/// [2.4s]`. Without a terminal (`isInteractive` off) it prints a line at
/// every tenth instead, as a CI log shows it.
///
/// Its twin is DemoKit's `Prompts/progressBar` (`ProgressBarStepDemo`):
/// spinner, message, a bar of at most 30 columns and the percentage on one
/// line, or the bar on a line of its own below 38 + message columns, in the
/// same characters and colours. The twin's tweaks are these options:
/// `succeeds` is the default, `fails` is `failingAfter: 14`,
/// `nonInteractive` is `isInteractive: false`.
///
/// Time comes only through `sleep`: the bar never reads a clock or calls
/// `Thread.sleep` itself, and counts its elapsed time as the sum of what
/// `sleep` reports it slept. That is how a component is given DemoKit's virtual clock:
/// the host passes a `sleep` that advances virtual time (or records it)
/// instead of blocking.
///
/// ```swift
/// var output = ""
/// var clock = Duration.zero
/// ClassicProgressBar(total: 24).run(to: &output, sleep: { clock += $0; return $0 })
/// // In a real tool, a sleep that SIGINT can cut short:
/// // sleep: { duration in let start = ContinuousClock.now; Thread.sleep(…); return ContinuousClock.now - start }
/// ```
struct ClassicProgressBar: Sendable, Hashable {
    var message = "Downloading packages"
    var successMessage = "Downloaded 24 packages"
    var errorMessage = "Download failed"
    /// Items to download; at least 1.
    var total = 24
    /// The time one item takes.
    var interval: Duration = .milliseconds(100)
    /// Fail after this many items, or never.
    var failingAfter: Int?
    /// Draw a live bar (a terminal), or print every tenth (a CI log).
    var isInteractive = true
    /// Animate the braille spinner, or show a still `ℹ` (reduced motion).
    var showsSpinner = true
    /// Write SGR colours, or plain text.
    var usesColor = true
    /// The terminal's width in columns.
    var width = 80

    /// The narrowest bar drawn beside the message, and the widest.
    static let minimumBar = 10
    static let maximumBar = 30

    /// Runs the download to its end, writing to `output` as it goes.
    ///
    /// - Parameters:
    ///   - output: Where the bytes go: a terminal, a file, a headless terminal.
    ///   - sleep: Waits for a duration and returns how long it waited: less
    ///     when a signal cut it short, as `nanosleep` reports on `EINTR`. The
    ///     bar's only source of time.
    ///   - isCancelled: Asked after every sleep (a SIGINT flag); when it
    ///     says so, the bar stops with `✖ message: cancelled at 41%`.
    /// - Returns: How it ended.
    @discardableResult
    func run(
        to output: inout some TextOutputStream, sleep: (Duration) -> Duration, isCancelled: () -> Bool = { false }
    ) -> ClassicStepOutcome {
        let total = max(1, self.total)
        let items = min(max(0, failingAfter ?? total), total)
        let end = interval * items
        let layout = ClassicLayout(width: width)
        var now = Duration.zero
        var drawnRows = 0
        var loggedTenths = -1

        func completed() -> Int {
            guard interval > .zero else { return items }
            return min(items, Int(min(now, end) / interval))
        }
        func percent() -> Int { completed() * 100 / total }
        func erase() {
            // Back to the start of the bar's first row, clearing each row.
            guard drawnRows > 0 else { return }
            output.write(ClassicANSI.lineStart + ClassicANSI.eraseToLineEnd)
            for _ in 1..<drawnRows { output.write(ClassicANSI.up(1) + ClassicANSI.eraseToLineEnd) }
            drawnRows = 0
        }
        func draw() {
            if isInteractive {
                let lines = frame(at: now, percent: percent(), completed: completed(), total: total, layout: layout)
                erase()
                output.write(lines.map { $0.rendered(usesColor: usesColor) }.joined(separator: ClassicANSI.newline))
                drawnRows = lines.count
            } else {
                let tenths = percent() / 10
                guard tenths > loggedTenths else { return }
                for tenth in (loggedTenths + 1)...tenths {
                    let info = ClassicLine("ℹ", ClassicANSI.accent)
                    print(layout.marked(info, ClassicLine("\(message) \(tenth * 10)%")))
                }
                loggedTenths = tenths
            }
        }
        func print(_ lines: [ClassicLine]) {
            for line in lines { output.write(line.rendered(usesColor: usesColor) + ClassicANSI.newline) }
        }

        var outcome = items < total ? ClassicStepOutcome.failed : .succeeded
        while now < end {
            draw()
            var next = min(end, interval * (completed() + 1))
            if isInteractive, showsSpinner {
                next = min(next, ClassicSpinner.interval * (Int(now / ClassicSpinner.interval) + 1))
            }
            now += sleep(next - now)
            if isCancelled() {
                outcome = .cancelled
                break
            }
        }
        if !isInteractive { draw() }
        erase()
        switch outcome {
        case .succeeded: print(layout.ending(success: true, successMessage, elapsed: now))
        case .failed: print(layout.ending(success: false, "\(errorMessage) at \(percent())%", elapsed: now))
        case .cancelled: print(layout.ending(success: false, "\(message): cancelled at \(percent())%", elapsed: now))
        }
        return outcome
    }

    /// The live lines at `time`: spinner, message, bar and percentage on
    /// one line when the bar gets at least ``minimumBar`` columns beside
    /// the message, else the bar on a line of its own.
    private func frame(at time: Duration, percent: Int, completed: Int, total: Int, layout: ClassicLayout) -> [ClassicLine] {
        let spinner = ClassicLine(showsSpinner ? ClassicSpinner.frame(at: time) : "ℹ", ClassicANSI.accent)
        let percentage = ClassicLine("\(percent)%", ClassicANSI.secondaryText)
        let text = ClassicLine(message)
        let besideMessage = width - 2 - text.width - 1 - 5
        if besideMessage >= Self.minimumBar {
            let bar = self.bar(width: min(Self.maximumBar, besideMessage), completed: completed, total: total)
            return [layout.line([spinner, text, bar, percentage])]
        }
        let bar = self.bar(width: max(1, width - 2 - 5), completed: completed, total: total)
        return layout.marked(spinner, text) + [layout.line(indent: 2, [bar, percentage])]
    }

    /// `█` for the part done, `░` for the rest.
    private func bar(width: Int, completed: Int, total: Int) -> ClassicLine {
        let fraction = Double(completed) / Double(total)
        let filled = Int((Double(width) * fraction).rounded(.down))
        return ClassicLine(String(repeating: "█", count: filled), ClassicANSI.accent)
            + ClassicLine(String(repeating: "░", count: width - filled), ClassicANSI.border)
    }
}
