/// A step with a message that may change while it runs, and a success or
/// failure message with the elapsed time at its end.
struct ProgressStepModel: Sendable, Hashable {
    /// A message shown from a time on (the task's `updateMessage`).
    struct Update: Sendable, Hashable {
        var time: Duration
        var message: String
    }

    let message: String
    let updates: [Update]
    let successMessage: String
    let errorMessage: String
    private(set) var run: StepRun

    init(
        message: String, updates: [Update] = [], successMessage: String, errorMessage: String,
        duration: Duration, ending: StepRun.Ending
    ) {
        self.message = message
        self.updates = updates.sorted { $0.time < $1.time }
        self.successMessage = successMessage
        self.errorMessage = errorMessage
        self.run = StepRun(duration: duration, ending: ending)
    }

    /// The running message at `time`: the last update due by then.
    func currentMessage(at time: Duration) -> String {
        updates.last { $0.time <= time && $0.time < run.end }?.message ?? message
    }

    /// Every running message shown up to `time`, in order: what a CI log
    /// has printed by then.
    func messages(upTo time: Duration) -> [String] {
        [message] + updates.filter { $0.time <= time && $0.time < run.end }.map(\.message)
    }

    /// Ctrl-C at `time`.
    mutating func cancel(at time: Duration) {
        run.cancel(at: time)
    }

    /// The next time the step's drawing changes; the spinner adds a change
    /// every 80 ms while it runs.
    func nextChange(after time: Duration, spinner: Bool) -> Duration? {
        run.nextChange(after: time, tick: spinner ? Spinner.interval : nil, events: updates.map(\.time))
    }
}
