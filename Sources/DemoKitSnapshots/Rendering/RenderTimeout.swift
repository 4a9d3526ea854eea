/// A case that did not finish within its time limit of real time.
package struct RenderTimeout: Sendable, Equatable {
    /// How long a demo's code may run, in seconds of real time, before it is
    /// stopped as a hang, unless told otherwise: the one default of
    /// `snapshot` and `audit` (their render workers), `open`, `browse` and
    /// the test helpers' `isolation: .process`.
    package static let defaultSeconds: Double = 5

    /// The limit, in seconds.
    package var seconds: Double
    /// For a script golden, the step that did not finish: 0 for the start
    /// screen, then 1, 2, … as in the golden's headers; `nil` for a still
    /// golden.
    package var step: Int?
    /// How the limit is set where the run was asked for, as the fix names
    /// it: `'--timeout SECONDS'` (the command line) or
    /// `'.process(timeout: .seconds(10))'` (DemoKitTesting).
    package var setting: String

    package init(seconds: Double, step: Int?, setting: String = "'--timeout SECONDS'") {
        self.seconds = seconds
        self.step = step
        self.setting = setting
    }
}
