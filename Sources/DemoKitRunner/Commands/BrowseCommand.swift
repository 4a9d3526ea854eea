import DemoKitCore
import DemoKitSnapshots
import Foundation
import DemoKitTerminal

/// `demo-runner browse` (and `demo-runner` alone, in a terminal): the
/// interactive catalog, the terminal counterpart of the DemoKit-iOS app.
package struct BrowseCommand: RunnerCommand {
    package static let spec = CommandSpec(
        name: "browse",
        abstract: "Browse the catalog full screen (what 'demo-runner' alone does in a terminal).",
        discussion: """
            A sidebar of groups and demos, the selected demo beside it and a status line.
            Arrows or j/k move, Enter opens a demo on the whole screen, t opens the tweak menu,
            ←/→ step through tweaks, / filters, d toggles dark, r right-to-left, w the width,
            ? shows every key, q or Ctrl-C quits. Enter gives an interactive demo the keys
            until Ctrl-]; p pauses an animated demo and . steps a frame; s opens the script
            menu, where . and , step through a script. Starts on the last demo, tweak and
            script, and remembers each change. Needs a terminal on standard input and output.
            """,
        arguments: [
            ArgumentSpec("group/demo", help: "The demo to start on. Defaults to the last one.", isOptional: true)
        ],
        options: [
            OptionSpec("tweak", value: "id", help: "The tweak to start on: identifier or 1-based number.")
        ] + RenderOptions.specs.filter { $0.name != "width" } + [PreferencesStore.optionSpec]
    )

    let request: DemoRequest

    package init(arguments: ParsedArguments, environment: RunnerEnvironment) throws(RunnerError) {
        request = try DemoRequest(arguments: arguments)
    }

    package func run(catalog: Catalog, environment: RunnerEnvironment) throws(RunnerError) {
        guard environment.isInputTerminal, environment.isOutputTerminal else {
            let name = environment.commandName
            throw .usage(
                "'browse' needs a terminal on standard input and output; "
                    + "use '\(name) list' and '\(name) open GROUP/DEMO' in scripts and pipes")
        }
        if environment.variables["TERM"] == "dumb" {
            let name = environment.commandName
            throw .usage(
                "'browse' needs a terminal that can move the cursor, and TERM is 'dumb'; "
                    + "use '\(name) list' and '\(name) open GROUP/DEMO' instead")
        }
        let store = request.preferencesStore(in: environment)
        let (preferences, warning, canSave) = store.load()
        let state = try initialState(
            catalog: catalog, remembered: preferences.lastDemo,
            warnings: environment.discoveryWarnings + (warning.map { [$0] } ?? []),
            environment: environment)
        let controller = BrowserController(state: state, preferences: preferences, store: canSave ? store : nil)
        let clock = ContinuousClock()
        let origin = clock.now
        var session = BrowserSession(controller: controller, terminal: RawTerminal()) { clock.now - origin }
        try session.run()
    }

    /// The state to start in: the demo and tweak named on the command line,
    /// else the remembered ones, else the first demo. `warnings` and the
    /// notices of choosing, such as a remembered demo that has gone, go to
    /// the status line.
    ///
    /// - Throws: A usage error for an unknown demo or tweak on the command line.
    package func initialState(
        catalog: Catalog, remembered: Preferences.DemoReference?, warnings: [String],
        environment: RunnerEnvironment
    ) throws(RunnerError) -> BrowserState {
        // The status line is one row: a warning of several lines (a path
        // with a line feed) is one message a line.
        var messages = warnings.flatMap { $0.split(separator: "\n").map(String.init) }
        var selection: DemoSelection?
        var script: String?
        if let first = catalog.firstDemo {
            let startsFresh = request.address == nil && remembered == nil
            let resolution = DemoSelection.resolve(
                address: startsFresh ? first.address : request.address, tweak: request.tweak, remembered: remembered,
                catalog: catalog, commandName: environment.commandName)
            selection = try resolution.selection()
            // Shown as `open` prints them.
            messages += resolution.notices.map(\.oneLineForTerminal)
            if request.address == nil, let remembered, let selection {
                let (found, notice) = Self.rememberedScript(remembered, in: selection)
                script = found
                messages += notice.map { [$0.oneLineForTerminal] } ?? []
            }
        }
        return BrowserState(
            catalog: catalog,
            selection: selection,
            size: environment.terminalSize ?? TerminalSize(columns: 80, rows: 24),
            colorSupport: ColorSupport.detect(mode: request.render.color, environment: environment.variables, isTerminal: true),
            appearance: request.render.appearance,
            direction: request.render.direction,
            messages: messages.map { BrowserMessage($0, isWarning: true) },
            script: script)
    }

    /// The remembered script, when the browser reopens the remembered demo
    /// and the demo (in the tweak chosen) still has it; else a notice that
    /// it has gone.
    static func rememberedScript(
        _ remembered: Preferences.DemoReference, in selection: DemoSelection
    ) -> (script: String?, notice: String?) {
        guard let identifier = remembered.script, selection.demo.groupIdentifier == remembered.group,
            selection.demo.identifier == remembered.demo
        else { return (nil, nil) }
        let demoable = selection.demo.makeDemoable(tweak: selection.tweak)
        let scripts = (demoable as? any LiveDemo)?.scripts ?? []
        guard scripts.contains(where: { $0.identifier == identifier }) else {
            return (nil, "the last script of \(selection.description), '\(identifier)', no longer exists; showing the demo")
        }
        return (identifier, nil)
    }
}
