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
            the identifiers to pass to 'open': GROUP/DEMO and --tweak ID.
            """,
        options: [
            OptionSpec("json", help: "Print JSON for scripts (schema in README.md)."),
            OptionSpec(
                "filter", value: "text",
                help: "Show only groups, demos and tweaks whose identifier or title\ncontains this text (ignoring case)."),
        ]
    )

    let json: Bool
    let filter: String?

    package init(arguments: ParsedArguments, environment: RunnerEnvironment) throws(RunnerError) {
        json = arguments.has("json")
        filter = arguments.value("filter")
    }

    package func run(catalog: Catalog, environment: RunnerEnvironment) throws(RunnerError) {
        environment.repeatDiscoveryWarnings()
        let listing = CatalogListing(catalog: catalog, filter: filter)
        if json {
            environment.write(listing.json())
        } else if listing.groups.isEmpty {
            let reason = filter.map { "No group, demo or tweak matches '\($0.oneLineForTerminal)'." } ?? "The catalog is empty."
            environment.write(reason + "\n")
        } else {
            environment.write(listing.tree())
        }
    }
}
