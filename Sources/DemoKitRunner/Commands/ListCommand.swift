import DemoKitCore
import DemoKitSnapshots
import Foundation

/// `demo-runner list`: the catalog as a tree, or as JSON for scripts.
package struct ListCommand: RunnerCommand {
    package static let spec = CommandSpec(
        name: "list",
        abstract: "List groups, demos and tweaks with their identifiers.",
        discussion: """
            Prints a tree of groups, their demos (sorted by title) and each demo's tweaks, with
            the identifiers to pass to 'open': GROUP/DEMO and --tweak ID. Interactive and
            animated demos are marked, and their scripts listed (▶, --script ID).
            """,
        options: Options.specs
    )

    /// `list`'s options, as the parser reads them.
    package struct Options: CommandOptions {
        /// `--json`.
        package var json: Bool = false
        /// `--filter`.
        package var filter: String?

        package init() {}

        package static let all: [CommandOption<Options>] = [
            .flag(\.json, "json", help: "Print JSON for scripts (schema: the DemoKitRunner documentation)."),
            .value(
                \.filter, "filter", value: "text",
                help: "Show only groups, demos, tweaks and scripts whose identifier or\ntitle contains this text (ignoring case)."),
        ]
    }

    let json: Bool
    let filter: String?

    package init(options: Options, arguments: [String], environment: RunnerEnvironment) throws(RunnerError) {
        json = options.json
        filter = options.filter
    }

    package func run(catalog: Catalog, environment: RunnerEnvironment) throws(RunnerError) {
        environment.repeatDiscoveryWarnings()
        let listing: CatalogListing
        do {
            listing = try CatalogListing(catalog: catalog, filter: filter)
        } catch {
            throw .failure("invalid catalog: \(error.description)")
        }
        if json {
            environment.write(listing.json())
        } else if listing.groups.isEmpty {
            let reason = filter.map { "No group, demo, tweak or script matches '\($0.oneLineForTerminal)'." } ?? "The catalog is empty."
            environment.write(reason + "\n")
        } else {
            // The tree's titles and identifiers are made safe as its rows are built.
            let rows = listing.treeRows()
            for part in CatalogListing.bytes(of: rows) { environment.writeMadeSafe(part) }
            environment.outlive(rows)
        }
        environment.outlive(listing)
    }
}
