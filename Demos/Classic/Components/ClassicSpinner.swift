/// A spinner with a status line, written the old way (ora, log-update,
/// Noora's progress step): each frame is printed with a line break after
/// it, and the next frame first climbs back over it, erasing each row with
/// `ESC[1A` `ESC[2K`. The message can change while it runs; at the end the
/// frame is replaced by `✔ message [3.0s]` or `✖ message [2.0s]`. Without a
/// terminal (`isInteractive` off) it prints each message once, as it comes.
///
/// Its twin is DemoKit's `Prompts/progressStep` (`ProgressStepDemo`), in
/// the same characters and colours. The twin's tweaks are these options:
/// `succeeds` is the default, `fails` is `fails: true` with a 2 s duration,
/// `noSpinner` is `showsSpinner: false`, `nonInteractive` is
/// `isInteractive: false`.
///
/// It writes through a `(String) -> Void` writer and takes time only from
/// `sleep`, never from a clock or `Thread.sleep`: its elapsed time is the
/// sum of what `sleep` reports it slept. A host gives it DemoKit's virtual clock by
/// passing a `sleep` that advances virtual time instead of blocking.
///
/// ```swift
/// var bytes = ""
/// var clock = Duration.zero
/// ClassicSpinner().run(write: { bytes += $0 }, sleep: { clock += $0; return $0 })
/// ```
struct ClassicSpinner: Sendable, Hashable {
    /// A message shown from `time` on.
    struct Update: Sendable, Hashable {
        var time: Duration
        var message: String
    }

    /// The braille frames, one every ``interval``.
    static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    static let interval = Duration.milliseconds(80)

    /// The frame shown at `time`.
    static func frame(at time: Duration) -> String {
        frames[Int(max(.zero, time) / interval) % frames.count]
    }

    var message = "Processing the graph"
    var updates = [
        Update(time: .milliseconds(1200), message: "Analyzing the graph"),
        Update(time: .milliseconds(2200), message: "Caching the results"),
    ]
    var successMessage = "Project graph processed"
    var errorMessage = "Failed to process the project graph"
    /// How long the work takes.
    var duration: Duration = .seconds(3)
    /// Whether the work fails at its end.
    var fails = false
    /// Animate the braille spinner, or show a still `ℹ`.
    var showsSpinner = true
    /// Redraw in place (a terminal), or print each message once (a CI log).
    var isInteractive = true
    /// Write SGR colours, or plain text.
    var usesColor = true
    /// The terminal's width in columns.
    var width = 80

    /// Runs the step to its end.
    ///
    /// - Parameters:
    ///   - write: Receives the bytes, in order.
    ///   - sleep: Waits for a duration and returns how long it waited: less
    ///     when a signal cut it short, as `nanosleep` reports on `EINTR`. The
    ///     spinner's only source of time.
    ///   - isCancelled: Asked after every sleep (a SIGINT flag); when it
    ///     says so, the step stops with `✖ message: cancelled`.
    /// - Returns: How it ended.
    @discardableResult
    func run(write: (String) -> Void, sleep: (Duration) -> Duration, isCancelled: () -> Bool = { false }) -> ClassicStepOutcome {
        let end = max(.zero, duration)
        let layout = ClassicLayout(width: width)
        let updates = self.updates.sorted { $0.time < $1.time }
        var now = Duration.zero
        var drawnRows = 0
        var printedMessages = 0

        func messages(upTo time: Duration) -> [String] {
            [message] + updates.filter { $0.time <= time && $0.time < end }.map(\.message)
        }
        func print(_ lines: [ClassicLine]) {
            for line in lines { write(line.rendered(usesColor: usesColor) + ClassicANSI.newline) }
        }
        func draw() {
            let shown = messages(upTo: now)
            let info = ClassicLine("ℹ", ClassicANSI.accent)
            guard isInteractive else {
                for message in shown.dropFirst(printedMessages) { print(layout.marked(info, ClassicLine(message))) }
                printedMessages = shown.count
                return
            }
            let mark = showsSpinner ? ClassicLine(Self.frame(at: now), ClassicANSI.accent) : info
            let lines = layout.marked(mark, ClassicLine(shown.last ?? message))
            erase()
            print(lines)
            drawnRows = lines.count
        }
        func erase() {
            write(String(repeating: ClassicANSI.up(1) + ClassicANSI.eraseLine, count: drawnRows))
            drawnRows = 0
        }

        if isInteractive { write(ClassicANSI.hideCursor) }
        var outcome = fails ? ClassicStepOutcome.failed : .succeeded
        while now < end {
            draw()
            var next = end
            if isInteractive, showsSpinner { next = min(next, Self.interval * (Int(now / Self.interval) + 1)) }
            if let update = updates.first(where: { $0.time > now }) { next = min(next, update.time) }
            now += sleep(next - now)
            if isCancelled() {
                outcome = .cancelled
                break
            }
        }
        erase()
        switch outcome {
        case .succeeded: print(layout.ending(success: true, successMessage, elapsed: now))
        case .failed: print(layout.ending(success: false, errorMessage, elapsed: now))
        case .cancelled:
            // The message on screen when the flag was seen: an update due
            // at that very time had not been drawn yet.
            let shown = updates.last { $0.time < now }?.message ?? message
            print(layout.ending(success: false, "\(shown): cancelled", elapsed: now))
        }
        if isInteractive { write(ClassicANSI.showCursor) }
        return outcome
    }
}
