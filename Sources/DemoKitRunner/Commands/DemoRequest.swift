import DemoKitBrowser
/// What `open` and `browse` are asked for: a demo address, a tweak, how to
/// render, and which preferences file remembers the choice.
package struct DemoRequest: Sendable {
    /// `GROUP/DEMO` as typed, or `nil` for the last demo.
    package var address: String?
    /// `--tweak` as typed.
    package var tweak: String?
    /// `--width`, `--color`, `--appearance`, `--rtl`.
    package var render: RenderOptions
    /// `--preferences`.
    package var preferencesPath: String?

    package init(arguments: ParsedArguments) throws(RunnerError) {
        address = arguments.positionals.first
        tweak = arguments.value("tweak")
        render = try RenderOptions(arguments: arguments)
        preferencesPath = arguments.value("preferences")
    }

    /// The preferences file for this request.
    package func preferencesStore(in environment: RunnerEnvironment) -> PreferencesStore {
        PreferencesStore.resolve(path: preferencesPath, environment: environment)
    }
}
