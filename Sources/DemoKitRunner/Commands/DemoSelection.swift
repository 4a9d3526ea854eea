import DemoKitCore
import DemoKitSnapshots

/// A demo and tweak chosen by address and `--tweak`, or restored from the
/// preferences by identifier, with a one-line notice when the remembered one
/// has gone.
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

    /// Chooses what to show.
    ///
    /// - Parameters:
    ///   - address: `GROUP/DEMO` as typed, or `nil` to reopen the last demo.
    ///   - tweak: `--tweak` as typed, or `nil` for the first (or, when
    ///     reopening, the remembered) tweak.
    ///   - remembered: The last demo from the preferences.
    /// - Throws: A usage error for an unknown or ambiguous address or tweak,
    ///   or when there is nothing to reopen.
    package static func resolve(
        address: String?, tweak: String?, remembered: Preferences.DemoReference?,
        catalog: Catalog, environment: RunnerEnvironment
    ) throws(RunnerError) -> DemoSelection {
        if let address {
            let demo: CatalogDemo
            do { demo = try catalog.demo(at: address) } catch { throw .usage(error.description) }
            return DemoSelection(demo: demo, tweak: try pickTweak(tweak, of: demo))
        }
        guard let remembered else {
            let example = catalog.firstDemo.map { " e.g. '\(environment.commandName) open \($0.address)'" } ?? ""
            throw .usage("no demo to reopen yet; name one,\(example) (see '\(environment.commandName) list')")
        }
        guard let demo = catalog.demo(exactly: remembered.group, remembered.demo) else {
            guard let first = catalog.firstDemo else {
                throw .failure("the catalog has no demos")
            }
            environment.warn(
                "the last demo, \(remembered.address), no longer exists; opening \(first.address)")
            return DemoSelection(demo: first, tweak: try pickTweak(tweak, of: first))
        }
        if tweak != nil || demo.tweaks.isEmpty {
            return DemoSelection(demo: demo, tweak: try pickTweak(tweak, of: demo))
        }
        if let rememberedTweak = remembered.tweak {
            if let match = demo.tweaks.first(where: { $0.identifier == rememberedTweak }) {
                return DemoSelection(demo: demo, tweak: match)
            }
            environment.warn(
                "the last tweak of \(demo.address), '\(rememberedTweak)', no longer exists; "
                    + "showing '\(demo.tweaks[0].identifier)'")
        }
        return DemoSelection(demo: demo, tweak: demo.tweaks.first)
    }

    private static func pickTweak(_ typed: String?, of demo: CatalogDemo) throws(RunnerError) -> CatalogTweak? {
        guard let typed else { return demo.tweaks.first }
        do { return try demo.tweak(matching: typed) } catch { throw .usage(error.description) }
    }
}
