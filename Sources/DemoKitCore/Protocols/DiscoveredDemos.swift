/// The demo groups of a target as the DemoKitDiscovery plugin found them,
/// with where the target lives and what the plugin had to leave out: the
/// `DemoRegistry` it generates conforms to this protocol.
///
/// Hand it to the runner and to the test helpers rather than its `groups`
/// alone, so that both find the target's goldens the same way and the
/// runner can repeat the plugin's warnings:
///
/// <!-- not compiled: two lines from two targets -->
/// ```swift
/// DemoRunner.main(registry: DemoRegistry.self)          // main.swift
/// assertDemoSnapshots(of: DemoRegistry.self)            // a test
/// ```
public protocol DiscoveredDemos {
    /// The groups found in the target, sorted by name.
    static var groups: [any DemoGroup.Type] { get }

    /// The folder of the target's sources, as an absolute path; empty when
    /// it is not known. Goldens default to the target's own `__Snapshots__`
    /// folder if it has one, else to `__Snapshots__/TARGET` beside it.
    static var sourceDirectory: String { get }

    /// The executable product that runs the catalog, when the target is an
    /// executable target (`swift run MyDemos review` in a failing test's
    /// message); empty otherwise. Defaults to empty.
    static var runnerName: String { get }

    /// The plugin's warnings about types that conform to `DemoGroup` but
    /// that the registry cannot name (private, generic, declared in a
    /// function, unavailable), in the compiler's format.
    static var discoveryWarnings: [String] { get }

    /// What each demo type declared in the target is (``_DemoKind``), as
    /// the compiler sees it where the registry names it, so that the catalog
    /// need not ask the runtime. Defaults to none; the plugin writes it.
    static var _demoKinds: [_DemoKind?] { get }
}

extension DiscoveredDemos {
    public static var runnerName: String { "" }

    public static var _demoKinds: [_DemoKind?] { [] }
}
