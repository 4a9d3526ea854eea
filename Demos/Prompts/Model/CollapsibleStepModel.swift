/// A step that streams output, of which only the last few lines show while
/// it runs, and that collapses to one line when it succeeds.
struct CollapsibleStepModel: Sendable, Hashable {
    /// A line of output and when it arrives.
    struct OutputLine: Sendable, Hashable {
        var time: Duration
        var text: String
    }

    let title: String
    let successMessage: String
    let errorMessage: String
    let output: [OutputLine]
    /// How many of the last lines show while it runs.
    let visibleLines: Int
    private(set) var run: StepRun

    init(
        title: String, successMessage: String, errorMessage: String, output: [OutputLine], visibleLines: Int,
        duration: Duration, ending: StepRun.Ending
    ) {
        self.title = title
        self.successMessage = successMessage
        self.errorMessage = errorMessage
        self.output = output.sorted { $0.time < $1.time }
        self.visibleLines = max(1, visibleLines)
        self.run = StepRun(duration: duration, ending: ending)
    }

    /// Every line that has arrived by `time` (none after the run stopped).
    func received(upTo time: Duration) -> [String] {
        output.filter { $0.time <= time && $0.time <= run.end }.map(\.text)
    }

    /// The lines that show at `time`: the last ``visibleLines`` received.
    func tail(at time: Duration) -> [String] {
        Array(received(upTo: time).suffix(visibleLines))
    }

    mutating func cancel(at time: Duration) {
        run.cancel(at: time)
    }

    /// The next time a line arrives or the step ends.
    func nextChange(after time: Duration) -> Duration? {
        run.nextChange(after: time, tick: nil, events: output.map(\.time))
    }
}
