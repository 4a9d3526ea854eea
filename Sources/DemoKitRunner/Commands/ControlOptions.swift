import DemoKitCore
import DemoKitSnapshots

/// `--set name=value`, repeatable: the controls `open` sets after the tweak.
package struct ControlOptions: Sendable, Equatable {
    /// The option, appending to `field`.
    package static func option<Options>(_ field: WritableKeyPath<Options, [String]> & Sendable) -> CommandOption<Options> {
        .values(
            field, "set", value: "name=value",
            help: "Set a control of the demo (repeatable); 'list' shows each demo's controls.")
    }

    /// The settings, in the order typed.
    package var settings: [DemoControlSetting]

    /// - Parameter arguments: Each `--set` value, in the order typed.
    package init(_ arguments: [String]) throws(RunnerError) {
        var settings: [DemoControlSetting] = []
        for argument in arguments {
            do {
                settings.append(try DemoControlSetting(argument: argument))
            } catch {
                throw .usage(error.description)
            }
        }
        self.settings = settings
    }

    /// A fresh instance of `demo`, configured for `tweak`, with the settings
    /// applied; a setting the demo cannot take is a usage error (exit 64)
    /// naming the control, its type and the values it accepts.
    package func makeDemoable(_ demo: CatalogDemo, tweak: CatalogTweak?) throws(RunnerError) -> any Demoable {
        do {
            return try demo.makeDemoable(tweak: tweak, settings: settings)
        } catch {
            throw .usage(error.description)
        }
    }
}
