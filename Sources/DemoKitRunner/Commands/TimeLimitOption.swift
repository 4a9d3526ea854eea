import DemoKitCore
import DemoKitSnapshots

/// `--timeout SECONDS`: how long a demo's code may run, in real time, before
/// it is stopped as a hang. One default for every command that runs demos
/// (``RenderTimeout/defaultSeconds``, which `browse` and the test helpers'
/// isolation keep too) and one way to read it.
enum TimeLimitOption {
    /// The option, with what the limit stops in this command, setting `field`.
    static func option<Options>(
        _ field: WritableKeyPath<Options, String?> & Sendable, stopping what: String
    ) -> CommandOption<Options> {
        .value(
            field, "timeout", value: "seconds",
            help: what + " takes longer than this in\nreal time (default "
                + "\(RenderTimeout.format(RenderTimeout.defaultSeconds, unit: false)); 0 for no limit); "
                + "virtual time does not count.")
    }

    /// The limit given as `text`, or the default.
    ///
    /// - Throws: A usage error for a value that is not seconds from 0 to a day.
    static func seconds(_ text: String?) throws(RunnerError) -> Double {
        guard let text else { return RenderTimeout.defaultSeconds }
        guard let value = Double(text), value.isFinite, (0...86_400).contains(value) else {
            throw .usage(
                "invalid value '\(TerminalSafeText.oneLine(text))' for '--timeout'; "
                    + "give seconds from 0 (no limit) to 86400, e.g. '--timeout 10'")
        }
        return value
    }
}
