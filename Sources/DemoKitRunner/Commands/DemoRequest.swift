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

    /// A request for `address`, checking the render flags.
    package init(
        address: String?, tweak: String?, render: RenderOptions.Flags, preferencesPath: String?
    ) throws(RunnerError) {
        self.address = address
        self.tweak = tweak
        self.render = try RenderOptions(render)
        self.preferencesPath = preferencesPath
    }

    /// The preferences file for this request.
    package func preferencesStore(in environment: RunnerEnvironment) -> PreferencesStore {
        PreferencesStore.resolve(path: preferencesPath, environment: environment)
    }
}
