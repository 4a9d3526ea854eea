import DemoKitCore

extension CatalogDemo {
    /// The scripts of the demo in `tweak` (the first tweak when `nil`), read
    /// from a fresh instance configured for it, and checked.
    ///
    /// A demo may give each tweak its own scripts (a type-to-filter script
    /// only where filtering is on), so they are asked of the configured
    /// demo. They are read only here, never when the catalog is built: a
    /// catalog of thousands of demos starts without making a single script.
    ///
    /// ```swift
    /// let demo = try catalog.demo(at: "Prompts/singleChoice")
    /// for script in try demo.scripts(for: try demo.tweak(matching: "filter")) {
    ///     print(script.identifier, script.title)
    /// }
    /// ```
    ///
    /// - Parameter tweak: The tweak, or `nil` for the first.
    /// - Returns: The scripts, in the demo's order; none for a demo that is
    ///   not a ``LiveDemo``.
    /// - Throws: ``CatalogError`` when a script's identifier is empty or
    ///   holds `/` or a control character (the rule for tweaks), or two
    ///   scripts share one.
    package func scripts(for tweak: CatalogTweak?) throws(CatalogError) -> [DemoScript] {
        guard isLive, let live = kinds.live(makeDemoable(tweak: tweak)) else { return [] }
        let scripts = live.scripts
        guard !scripts.isEmpty else { return scripts }
        let owner = {
            let tweak = tweak ?? tweaks.first
            return "\(address)" + (tweak.map { " tweak '\($0.identifier)'" } ?? "")
        }
        var seen: [String: Int] = [:]
        for (index, script) in scripts.enumerated() {
            try CatalogGroup.validate(script.identifier, kind: "script", owner: owner())
            if let other = seen.updateValue(index, forKey: script.identifier) {
                throw CatalogError.duplicateScript(
                    identifier: script.identifier, owner: owner(), first: scripts[other].title, second: script.title)
            }
        }
        return scripts
    }

    /// Every script of the demo across its tweaks, each identifier once, in
    /// the order first met (tweak by tweak): what `list` shows.
    ///
    /// - Returns: The scripts; a script two tweaks share is the first
    ///   tweak's.
    /// - Throws: ``CatalogError`` as ``scripts(for:)`` does.
    package func allScripts() throws(CatalogError) -> [DemoScript] {
        guard isLive else { return [] }
        let tweaks: [CatalogTweak?] = tweaks.isEmpty ? [nil] : tweaks
        var all: [DemoScript] = []
        var seen: Set<String> = []
        for tweak in tweaks {
            for script in try scripts(for: tweak) where seen.insert(script.identifier).inserted {
                all.append(script)
            }
        }
        return all
    }
}
