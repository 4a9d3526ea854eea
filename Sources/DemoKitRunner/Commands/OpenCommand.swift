import DemoKitCore
import DemoKitSnapshots

/// `demo-runner open GROUP/DEMO`: renders one demo, configured for a tweak,
/// to standard output, and remembers it; with no address, reopens the last.
package struct OpenCommand: RunnerCommand {
    package static let spec = CommandSpec(
        name: "open",
        abstract: "Render a demo, configured for a tweak, to standard output.",
        discussion: """
            Without an address, reopens the last demo and tweak. Identifiers match exactly,
            then ignoring case, then by a unique prefix; a tweak may also be given by its
            number as 'list' shows it.
            """,
        arguments: [
            ArgumentSpec("group/demo", help: "The demo to open, e.g. Components/buttons.", isOptional: true)
        ],
        options: [
            OptionSpec("tweak", value: "id", help: "The tweak's identifier or 1-based number."),
        ] + RenderOptions.specs + [PreferencesStore.optionSpec]
    )

    let request: DemoRequest

    package init(arguments: ParsedArguments, environment: RunnerEnvironment) throws(RunnerError) {
        request = try DemoRequest(arguments: arguments)
    }

    package func run(catalog: Catalog, environment: RunnerEnvironment) throws(RunnerError) {
        environment.repeatDiscoveryWarnings()
        let store = request.preferencesStore(in: environment)
        let (preferences, warning, canSave) = store.load()
        if let warning { environment.warn(warning) }

        let resolution = DemoSelection.resolve(
            address: request.address, tweak: request.tweak, remembered: preferences.lastDemo,
            catalog: catalog, commandName: environment.commandName)
        for notice in resolution.notices { environment.warn(notice) }
        let selection = try resolution.selection()

        let height = selection.demo.presentation == .fullScreen ? environment.terminalSize?.rows : nil
        let context = request.render.context(in: environment, height: height)
        let block: TextBlock
        do {
            block = try DemoPresenter.render(selection.demo, tweak: selection.tweak, in: context)
        } catch {
            throw .failure("\(selection.description) failed to render: \(error)")
        }
        environment.writeRendered(block.encoded(for: context.colorSupport) + "\n")

        var updated = preferences
        updated.lastDemo = selection.reference
        if canSave, updated != preferences, let warning = store.save(updated) {
            environment.warn(warning)
        }
    }
}
