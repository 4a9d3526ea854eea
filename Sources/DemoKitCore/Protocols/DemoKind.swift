/// What a demo type is, as the compiler sees it where the DemoKitDiscovery
/// plugin's registry names it: which of DemoKit's demo protocols it conforms
/// to, with the metatypes that make an instance of it one without a runtime
/// cast.
///
/// The registry lists one `.of(ButtonsDemo.self)` per demo type declared in
/// its target (``DiscoveredDemos/_demoKinds``); the overload the compiler
/// picks for the type records what it is. Write none by hand.
///
/// The catalog reads these instead of asking the runtime
/// (`demo as? any TweakableDemo`): the runtime's first answer for each type
/// and protocol scans every conformance record of the binary, a cost that a
/// catalog of a thousand demo types paid a thousand times at start-up.
public struct _DemoKind: @unchecked Sendable {
    // Metatypes are immutable values; the conformances they carry are the
    // ones the runner already calls from any thread (`render(in:)`).
    let type: any Demoable.Type
    let tweakable: (any TweakableDemo.Type)?
    let live: (any LiveDemo.Type)?
    let interactive: (any InteractiveDemo.Type)?
    let animated: (any AnimatedDemo.Type)?

    private init(
        _ type: any Demoable.Type, tweakable: (any TweakableDemo.Type)? = nil, live: (any LiveDemo.Type)? = nil,
        interactive: (any InteractiveDemo.Type)? = nil, animated: (any AnimatedDemo.Type)? = nil
    ) {
        self.type = type
        self.tweakable = tweakable
        self.live = live
        self.interactive = interactive
        self.animated = animated
    }

    /// Nothing, for a type that is not a demo: a name the plugin took for
    /// one costs nothing but its line.
    public static func of<T>(_ type: T.Type) -> _DemoKind? { nil }

    /// A still demo without tweaks.
    public static func of<D: Demoable>(_ type: D.Type) -> _DemoKind? { _DemoKind(type) }

    /// A still demo with tweaks.
    public static func of<D: TweakableDemo>(_ type: D.Type) -> _DemoKind? { _DemoKind(type, tweakable: type) }

    /// A live demo with scripts only.
    public static func of<D: LiveDemo>(_ type: D.Type) -> _DemoKind? { _DemoKind(type, live: type) }

    /// An interactive demo.
    public static func of<D: InteractiveDemo>(_ type: D.Type) -> _DemoKind? {
        _DemoKind(type, live: type, interactive: type)
    }

    /// An animated demo.
    public static func of<D: AnimatedDemo>(_ type: D.Type) -> _DemoKind? { _DemoKind(type, live: type, animated: type) }

    /// An interactive, animated demo.
    public static func of<D: InteractiveDemo & AnimatedDemo>(_ type: D.Type) -> _DemoKind? {
        _DemoKind(type, live: type, interactive: type, animated: type)
    }

    /// A live demo with scripts only, with tweaks.
    public static func of<D: TweakableDemo & LiveDemo>(_ type: D.Type) -> _DemoKind? {
        _DemoKind(type, tweakable: type, live: type)
    }

    /// An interactive demo with tweaks.
    public static func of<D: TweakableDemo & InteractiveDemo>(_ type: D.Type) -> _DemoKind? {
        _DemoKind(type, tweakable: type, live: type, interactive: type)
    }

    /// An animated demo with tweaks.
    public static func of<D: TweakableDemo & AnimatedDemo>(_ type: D.Type) -> _DemoKind? {
        _DemoKind(type, tweakable: type, live: type, animated: type)
    }

    /// An interactive, animated demo with tweaks.
    public static func of<D: TweakableDemo & InteractiveDemo & AnimatedDemo>(_ type: D.Type) -> _DemoKind? {
        _DemoKind(type, tweakable: type, live: type, interactive: type, animated: type)
    }
}
