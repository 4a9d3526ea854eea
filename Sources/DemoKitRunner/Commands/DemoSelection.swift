import DemoKitBrowser
import DemoKitCore
import DemoKitSnapshots

/// A demo and tweak chosen by address and `--tweak`, or restored from the
/// preferences by identifier.
package struct DemoSelection: Sendable {
    package var demo: CatalogDemo
    package var tweak: CatalogTweak?

    /// What to remember: the demo and tweak by identifier.
    package var reference: Preferences.DemoReference {
        Preferences.DemoReference(
            group: demo.groupIdentifier, demo: demo.identifier, tweak: tweak?.identifier)
    }

    /// `Components/buttons (tweak red)`, for messages.
    package var description: String {
        demo.address + (tweak.map { " (tweak \($0.identifier))" } ?? "")
    }

    /// The outcome of choosing, and the notices met on the way to it.
    package struct Resolution: Sendable {
        /// The selection, or why there is none.
        package var result: Result<DemoSelection, RunnerError>
        /// What the person should know, such as a remembered demo that has
        /// gone, without a `warning: ` prefix; given even when choosing then
        /// fails. `open` prints each as a warning, the browser shows them in
        /// its status line.
        package var notices: [String] = []

        /// The selection.
        ///
        /// - Throws: Why there is none.
        package func selection() throws(RunnerError) -> DemoSelection { try result.get() }
    }

    /// Chooses what to show. Prints nothing: what the person should hear of
    /// comes back in the resolution.
    ///
    /// - Parameters:
    ///   - address: `GROUP/DEMO` as typed, or `nil` to reopen the last demo.
    ///   - tweak: `--tweak` as typed, or `nil` for the first (or, when
    ///     reopening, the remembered) tweak.
    ///   - remembered: The last demo from the preferences.
    ///   - catalog: The demos to choose from.
    ///   - commandName: The runner's name, for the example in an error.
    /// - Returns: The selection, or a usage error for an unknown or ambiguous
    ///   address or tweak, or when there is nothing to reopen; with a notice
    ///   when the remembered demo or tweak has gone and another is chosen.
    package static func resolve(
        address: String?, tweak: String?, remembered: Preferences.DemoReference?,
        catalog: Catalog, commandName: String
    ) -> Resolution {
        var notices: [String] = []
        let result = Result { () throws(RunnerError) in
            try choose(
                address: address, tweak: tweak, remembered: remembered, catalog: catalog,
                commandName: commandName, notices: &notices)
        }
        return Resolution(result: result, notices: notices)
    }

    private static func choose(
        address: String?, tweak: String?, remembered: Preferences.DemoReference?,
        catalog onDemand: Catalog, commandName: String, notices: inout [String]
    ) throws(RunnerError) -> DemoSelection {
        if let selection = direct(address: address, tweak: tweak, remembered: remembered, catalog: onDemand) {
            return selection
        }
        let catalog: Catalog
        do {
            catalog = try onDemand.complete()
        } catch {
            throw .failure("invalid catalog: \(error.description)")
        }
        if let address {
            let demo: CatalogDemo
            do { demo = try catalog.demo(at: address) } catch { throw .usage(error.description) }
            return DemoSelection(demo: demo, tweak: try pickTweak(tweak, of: demo))
        }
        guard let remembered else {
            let example = catalog.firstDemo.map { " e.g. '\(commandName) open \($0.address)'" } ?? ""
            throw .usage("no demo to reopen yet; name one,\(example) (see '\(commandName) list')")
        }
        guard let demo = catalog.demo(exactly: remembered.group, remembered.demo) else {
            guard let first = catalog.firstDemo else {
                throw .failure("the catalog has no demos")
            }
            // Said even when `--tweak` then fails: it explains the demo the error names.
            notices.append("the last demo, \(remembered.address), no longer exists; opening \(first.address)")
            return DemoSelection(demo: first, tweak: try pickTweak(tweak, of: first))
        }
        if tweak != nil || demo.tweaks.isEmpty {
            return DemoSelection(demo: demo, tweak: try pickTweak(tweak, of: demo))
        }
        if let rememberedTweak = remembered.tweak {
            if let match = demo.tweaks.first(where: { $0.identifier == rememberedTweak }) {
                return DemoSelection(demo: demo, tweak: match)
            }
            notices.append(
                "the last tweak of \(demo.address), '\(rememberedTweak)', no longer exists; "
                    + "showing '\(demo.tweaks[0].identifier)'")
        }
        return DemoSelection(demo: demo, tweak: demo.tweaks.first)
    }

    /// The selection found in a catalog made on demand by building the one
    /// demo it names, when nothing needs saying: `nil` for an address, a
    /// tweak or a remembered demo that the complete catalog must explain
    /// (an error, a suggestion, a notice), and for a complete catalog.
    private static func direct(
        address: String?, tweak: String?, remembered: Preferences.DemoReference?, catalog: Catalog
    ) -> DemoSelection? {
        guard !catalog.isComplete else { return nil }
        let demo: CatalogDemo?
        if let address {
            demo = catalog.directDemo(at: address)
        } else if let remembered {
            demo = catalog.directDemo(exactly: remembered.group, remembered.demo)
        } else {
            demo = nil
        }
        guard let demo else { return nil }
        if let tweak {
            return (try? demo.tweak(matching: tweak)).map { DemoSelection(demo: demo, tweak: $0) }
        }
        // A remembered tweak that has gone is a notice: the complete path says it.
        guard address == nil, let rememberedTweak = remembered?.tweak, !demo.tweaks.isEmpty else {
            return DemoSelection(demo: demo, tweak: demo.tweaks.first)
        }
        return demo.tweaks.first { $0.identifier == rememberedTweak }.map { DemoSelection(demo: demo, tweak: $0) }
    }

    private static func pickTweak(_ typed: String?, of demo: CatalogDemo) throws(RunnerError) -> CatalogTweak? {
        guard let typed else { return demo.tweaks.first }
        do { return try demo.tweak(matching: typed) } catch { throw .usage(error.description) }
    }
}
