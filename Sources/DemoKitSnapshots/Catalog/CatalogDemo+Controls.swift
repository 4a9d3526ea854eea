import DemoKitCore

/// A demo's control as the runner lists it: its name, kind and default.
package struct CatalogControl: Sendable, Hashable {
    /// Typed after `--set`.
    package var name: String
    /// Its type and accepted values.
    package var kind: DemoControlKind
    /// Its value in a fresh instance configured for the first tweak.
    package var defaultValue: DemoControlValue?
}

extension CatalogDemo {
    /// The demo's controls, with their values in a fresh instance configured
    /// for the first tweak: their defaults.
    package func controls() -> [CatalogControl] {
        let demo = makeDemoable()
        return demo.controls.map { CatalogControl(name: $0.name, kind: $0.kind, defaultValue: $0.read(demo)) }
    }

    /// A fresh instance configured for `tweak`, then each of `settings`
    /// applied: a tweak sets controls, and `--set` overrides it.
    ///
    /// - Throws: ``DemoControlError`` naming the demo by its address, the
    ///   control, its type and the values it accepts.
    package func makeDemoable(tweak: CatalogTweak?, settings: [DemoControlSetting]) throws(DemoControlError)
        -> any Demoable
    {
        let demo = makeDemoable(tweak: tweak)
        return settings.isEmpty ? demo : try demo.applying(settings, subject: TerminalSafeText.oneLine(address))
    }
}
