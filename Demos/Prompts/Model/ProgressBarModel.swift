/// A step that works through a known number of items, one every
/// `interval`, and fails after `failingAfter` items when given.
struct ProgressBarModel: Sendable, Hashable {
    let message: String
    let successMessage: String
    let errorMessage: String
    let total: Int
    let interval: Duration
    private(set) var run: StepRun

    init(
        message: String, successMessage: String, errorMessage: String, total: Int, interval: Duration,
        failingAfter failure: Int? = nil
    ) {
        self.message = message
        self.successMessage = successMessage
        self.errorMessage = errorMessage
        self.total = max(1, total)
        self.interval = interval
        let items = min(failure ?? self.total, self.total)
        self.run = StepRun(duration: interval * items, ending: failure == nil ? .success : .failure)
    }

    /// Items done by `time` (none after the run has stopped).
    func completed(at time: Duration) -> Int {
        guard interval > .zero else { return total }
        return min(total, Int(min(time, run.end) / interval))
    }

    /// The fraction done at `time`, from 0 to 1.
    func fraction(at time: Duration) -> Double {
        Double(completed(at: time)) / Double(total)
    }

    /// The whole percentage done at `time`, rounded down.
    func percent(at time: Duration) -> Int {
        completed(at: time) * 100 / total
    }

    /// The percentages a CI log has printed by `time`: 0 and every tenth
    /// reached since, each once.
    func loggedPercentages(upTo time: Duration) -> [Int] {
        Array(stride(from: 0, through: percent(at: time) / 10 * 10, by: 10))
    }

    /// The times items complete, while the run lasts.
    private var itemTimes: [Duration] {
        (1...total).map { interval * $0 }.filter { $0 <= run.end }
    }

    mutating func cancel(at time: Duration) {
        run.cancel(at: time)
    }

    /// The next time the drawing changes: with the live bar, every item
    /// and every spinner frame; in a CI log, only a new tenth and the end.
    func nextChange(after time: Duration, live: Bool) -> Duration? {
        if live { return run.nextChange(after: time, tick: Spinner.interval, events: itemTimes) }
        let logged = itemTimes.filter { percent(at: $0) / 10 != percent(at: $0 - interval) / 10 }
        return run.nextChange(after: time, tick: nil, events: logged)
    }
}
