import DemoKitCore

/// What every case of one demo shares: the demo, its folder, the variations
/// its goldens are rendered in and the scripts of each tweak. Held once, so
/// that a case is a reference, a location and a path, and a plan of
/// thousands of cases stays small and cheap to copy.
final class GoldenDemo: Sendable {
    let demo: CatalogDemo
    /// `Components/buttons`, sanitised.
    let path: String
    /// The variations, each suffix once.
    let variations: [SnapshotVariation]
    /// How many of the demo's tweaks have goldens, from the first: one (no
    /// tweak) for a demo without tweaks, the first alone when its
    /// `shouldSnapshotTweaks` is `false`.
    let tweakCount: Int
    /// The scripts of each tweak with goldens, by its index (`[0]` for a
    /// demo without tweaks); empty for a demo that is not live.
    let scripts: [[DemoScript]]
    /// The tweaks' identifiers as path components, by index (`[""]` for a
    /// demo without tweaks), and the scripts' the same way.
    let tweakComponents: [String]
    let scriptComponents: [[String]]

    /// The demo's share of the plan, or `nil` when it has no golden (it
    /// opts out, or has no variation).
    ///
    /// - Parameter willReadScripts: Called with the demo's folder once it is
    ///   known to have goldens, before its scripts are read: the plan claims
    ///   the folder there, so that a clash is reported before anything a
    ///   script says.
    /// - Throws: ``SnapshotSetupError`` when a live demo's scripts cannot be
    ///   read (an invalid or repeated identifier), or what `willReadScripts`
    ///   throws.
    init?(
        demo: CatalogDemo, groupFolder: String,
        willReadScripts: (String) throws(SnapshotSetupError) -> Void = { _ in }
    ) throws(SnapshotSetupError) {
        guard demo.shouldSnapshotTest else { return nil }
        var seen: Set<String> = []
        variations = demo.makeDemoable().snapshotVariations.filter { seen.insert($0.suffix).inserted }
        if variations.isEmpty { return nil }
        self.demo = demo
        path = groupFolder + "/" + PathSanitizer.component(for: demo.identifier)
        tweakCount = demo.tweaks.isEmpty || !demo.shouldSnapshotTweaks ? 1 : demo.tweaks.count
        tweakComponents = demo.tweaks.isEmpty
            ? [""] : demo.tweaks.prefix(tweakCount).map { PathSanitizer.component(for: $0.identifier) }
        try willReadScripts(path)
        // Asked once per demo, not per tweak: each asks a fresh instance and
        // a dynamic cast, which a catalog of thousands of tweaks feels.
        // Scripts are read here, not when the catalog is built, and only
        // from live demos.
        if demo.isLive {
            var scripts: [[DemoScript]] = []
            for slot in 0..<tweakCount {
                do {
                    scripts.append(try demo.scripts(for: demo.tweaks.isEmpty ? nil : demo.tweaks[slot]))
                } catch {
                    throw SnapshotSetupError(TerminalSafeText.oneLine(error.description))
                }
            }
            self.scripts = scripts
            scriptComponents = scripts.map { $0.map { PathSanitizer.component(for: $0.identifier) } }
        } else {
            scripts = []
            scriptComponents = []
        }
    }

    /// The tweak at `index`, or `nil` for -1 (a demo without tweaks).
    func tweak(at index: Int) -> CatalogTweak? {
        index < 0 ? nil : demo.tweaks[index]
    }

    /// The scripts of the tweak at `index` (-1 for none).
    func scripts(ofTweakAt index: Int) -> [DemoScript] {
        scripts.isEmpty ? [] : scripts[max(0, index)]
    }
}
