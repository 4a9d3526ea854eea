/// The protocols whose conformers a resolution finds (``GroupResolver``):
/// each by its name alone, or qualified by the module that declares it.
struct ConformanceRoots: Sendable {
    /// Each protocol's name and the module that declares it.
    let modules: [String: String]

    /// The names, in a fixed order.
    var names: [String] { modules.keys.sorted() }

    /// DemoKitCore's protocols that make a type a group: `DemoGroup` and
    /// the value form that refines it.
    static let groups = ConformanceRoots(modules: ["DemoGroup": "DemoKitCore", "CaseDemoGroup": "DemoKitCore"])

    /// The protocols that make a type a demo, in DemoKitCore and
    /// DemoKitHeadless: the registry records what each such type is
    /// (`_DemoKind`), so that the catalog need not ask the runtime.
    static let demos = ConformanceRoots(modules: [
        "Demoable": "DemoKitCore", "TweakableDemo": "DemoKitCore", "CaseTweakableDemo": "DemoKitCore",
        "LiveDemo": "DemoKitCore", "InteractiveDemo": "DemoKitCore", "AnimatedDemo": "DemoKitCore",
        "TerminalComponentDemo": "DemoKitHeadless",
    ])

    /// Whether `path` names one of the protocols, alone or qualified by its
    /// module.
    func contains(_ path: [String]) -> Bool {
        switch path.count {
        case 1: modules[path[0]] != nil
        case 2: modules[path[1]] == path[0]
        default: false
        }
    }
}
