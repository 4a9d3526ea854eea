import DemoKitBrowser
import Foundation

extension PreferencesStore {
    /// The store for this run: `--preferences PATH`, then
    /// `DEMO_RUNNER_PREFERENCES`, then the default location.
    package static func resolve(path: String?, environment: RunnerEnvironment) -> PreferencesStore {
        if let path {
            return PreferencesStore(url: environment.url(forPath: path))
        }
        if let path = environment.variables["DEMO_RUNNER_PREFERENCES"], !path.isEmpty {
            return PreferencesStore(url: environment.url(forPath: path))
        }
        return PreferencesStore(
            url: defaultURL(catalogName: environment.catalogName, environment: environment.variables),
            isDefaultLocation: true)
    }

    /// `--preferences PATH`, setting `field`.
    package static func option<Options>(
        _ field: WritableKeyPath<Options, String?> & Sendable
    ) -> CommandOption<Options> {
        .value(
            field, "preferences", value: "path",
            help: "The preferences file that remembers the last demo and tweak.\nDefaults to $DEMO_RUNNER_PREFERENCES, then\n$XDG_STATE_HOME/demokit/<catalog>.json.")
    }
}
