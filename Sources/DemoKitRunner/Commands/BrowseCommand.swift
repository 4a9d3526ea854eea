import DemoKitBrowser
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
            menu, where . and , step through a script; c opens the controls panel, where ←/→
            change a control and Enter types a text, rendered as 'open --set' does. The tweak shown is audited as 'audit'
            does (in every variation its goldens pin) once no key is waiting, and its demo marked
            with '!' in the sidebar when it has findings; a audits all of the demo (each tweak and
            script) and shows them. Starts on the last demo, tweak, script and controls, and remembers
            each change. Needs a terminal on standard input and output.
            A demo that crashes the browser or runs longer than DEMOKIT_BROWSER_TIME_LIMIT seconds
            (default 5) shows the error in its pane; the browser starts again at the same place.
            With --watch, a change to the package's Swift sources rebuilds the runner
            ('swift build --product NAME') while you browse, shows its progress and compiler
            errors, and opens the new build where you were. It watches with the system's file
            events; DEMOKIT_WATCH=poll reads the sources every 100 ms instead.
            """,
        arguments: [
            ArgumentSpec("group/demo", help: "The demo to start on. Defaults to the last one.", isOptional: true)
        ],
        options: Options.specs
    )

    /// `browse`'s options, as the parser reads them.
    package struct Options: CommandOptions {
        /// `--tweak`.
        package var tweak: String?
        /// `--color`, `--appearance`, `--rtl`, `--screen-reader`, `--reduce-motion` (the width is a key).
        package var render = RenderOptions.Flags()
        /// `--preferences`.
        package var preferences: String?
        /// `--watch`.
        package var watch = false
        /// `--no-audit`.
        package var noAudit = false

        package init() {}

        package static let all: [CommandOption<Options>] =
            [.value(\.tweak, "tweak", value: "id", help: "The tweak to start on: identifier or 1-based number.")]
            + RenderOptions.Flags.all.filter { $0.spec.name != "width" }.map { $0.lifted(into: \.render) } + [
                PreferencesStore.option(\.preferences),
                .flag(
                    \.watch, "watch", help: "Rebuild and reopen the catalog when the package's Swift sources change."),
                .flag(
                    \.noAudit, "no-audit",
                    help: "Do not render the tweak shown again, in its goldens' variations, to audit it while "
                        + "waiting for keys (demos on the real clock never are); 'a' still audits the demo."),
            ]
    }

    let request: DemoRequest
    /// `--watch`: rebuild on changes to the sources.
    let watches: Bool
    /// `--no-audit`: audit only on `a`.
    let auditsInBackground: Bool

    package init(options: Options, arguments: [String], environment: RunnerEnvironment) throws(RunnerError) {
        request = try DemoRequest(
            address: arguments.first, tweak: options.tweak, render: options.render, preferencesPath: options.preferences)
        watches = options.watch
        auditsInBackground = !options.noAudit
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
        if var launch = environment.browserLaunch {
            if launch.standby == true {
                // A new build's browser, started while the last one has the terminal.
                let channel = BrowserChannel(descriptor: TerminalSupervisor.channelDescriptor)
                guard let started = BrowserStandby.waitForStart(
                    channel: channel, messages: TerminalSupervisor.messageDescriptor)
                else { return }
                launch = started
            }
            try browse(catalog: catalog, environment: environment, launch: launch)
            return
        }
        guard environment.variables["DEMOKIT_BROWSER_SUPERVISOR"] != "0",
            let executable = BrowserSupervisor.currentExecutable()
        else {
            if watches {
                throw .usage(
                    "'--watch' runs the browser in a child process, and DEMOKIT_BROWSER_SUPERVISOR=0 "
                        + "or a runner that cannot find its own executable turned that off")
            }
            try browse(catalog: catalog, environment: environment, launch: nil)
            return
        }
        let build = watches ? try Self.buildSettings(executable: executable, environment: environment) : nil
        let seconds = environment.variables["DEMOKIT_BROWSER_TIME_LIMIT"]
            .flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil }
        let arguments = environment.arguments
        let supervisor = BrowserSupervisor(
            executable: executable,
            browseArguments: arguments.first == Self.spec.name ? arguments : [Self.spec.name] + arguments,
            environment: environment.variables,
            timeLimit: seconds.map { .milliseconds(Int64($0 * 1000)) } ?? BrowserSupervisor.defaultTimeLimit,
            build: build)
        let ending: BrowserSupervisor.Ending
        do {
            ending = try supervisor.run()
        } catch {
            throw .failure(error.message)
        }
        switch ending {
        case .exited(0):
            return
        case .exited(let status):
            // The browser printed why (`error: …`) on standard error, which
            // the supervisor has copied to the real one: end as it did,
            // without a second message.
            exit(status)
        case .signaled(let signal):
            TerminalSupervisor.exit(bySignal: signal)
        }
    }

    /// What `--watch` rebuilds: the package found as the snapshot folder is
    /// (from the runner's `main.swift`, else the current directory), the
    /// product named as the executable, in the configuration and scratch
    /// folder the executable was built in.
    ///
    /// - Throws: A usage error when no `Package.swift` is found.
    static func buildSettings(
        executable: String, environment: RunnerEnvironment
    ) throws(RunnerError) -> PackageBuild.Settings {
        var anchors: [URL] = []
        if let source = environment.sourceFilePath { anchors.append(URL(fileURLWithPath: source)) }
        anchors.append(environment.currentDirectory)
        guard let root = anchors.lazy.compactMap(SnapshotLocation.packageRoot(from:)).first else {
            throw .usage(
                "'--watch' rebuilds the runner from its package, and no Package.swift was found above "
                    + "the runner's sources or the current directory; run it from the package's folder")
        }
        let components = URL(fileURLWithPath: executable).standardizedFileURL.pathComponents
        let scratch = components.lastIndex(of: ".build").map { index in
            NSString.path(withComponents: Array(components[...index]))
        }
        let defaultScratch = root.appendingPathComponent(".build").standardizedFileURL.path
        return PackageBuild.Settings(
            root: root, product: URL(fileURLWithPath: executable).lastPathComponent,
            scratchPath: scratch == defaultScratch ? nil : scratch,
            configuration: components.contains("release") ? "release" : "debug")
    }

    /// Runs the browser in this process, supervised (`launch`) or not.
    private func browse(
        catalog: Catalog, environment: RunnerEnvironment, launch: BrowserLaunch?
    ) throws(RunnerError) {
        let store = request.preferencesStore(in: environment)
        let (preferences, warning, canSave) = store.load()
        let channel = launch.map { _ in BrowserChannel(descriptor: TerminalSupervisor.channelDescriptor) }
        let report: ((BrowserPlace) -> Void)? = channel.map { channel in { channel.send(.busy($0)) } }
        var state = try initialState(
            catalog: catalog, remembered: preferences.lastDemo,
            warnings: (launch?.notice.map { [$0] } ?? []) + environment.discoveryWarnings
                + (warning.map { [$0] } ?? []),
            environment: environment, launch: launch, demoCodeWillRun: report)
        if let place = launch?.place { state.restoreView(of: place) }
        var controller = BrowserController(
            state: state, preferences: preferences, store: canSave ? store : nil,
            auditsInBackground: auditsInBackground)
        if let channel { controller.report { channel.send($0) } }
        let clock = ContinuousClock()
        let origin = clock.now
        // A supervised browser keeps keys typed while the one before it
        // ended (the supervisor discarded those typed before the first),
        // and reads the supervisor's messages.
        let terminal = RawTerminal(
            flushesInput: launch == nil, messageInput: launch == nil ? -1 : TerminalSupervisor.messageDescriptor)
        var session = BrowserSession(controller: controller, terminal: terminal) { clock.now - origin }
        do {
            try session.run()
        } catch {
            throw .failure(error.message)
        }
    }

    /// The state to start in: the demo and tweak named on the command line,
    /// else the remembered ones, else the first demo. `warnings` and the
    /// notices of choosing, such as a remembered demo that has gone, go to
    /// the status line.
    ///
    /// - Parameters:
    ///   - launch: A supervised browser's launch: its place, when it has
    ///     one, wins over the command line and the preferences.
    ///   - demoCodeWillRun: See ``BrowserState/demoCodeWillRun``.
    /// - Throws: A usage error for an unknown demo or tweak on the command line.
    package func initialState(
        catalog: Catalog, remembered: Preferences.DemoReference?, warnings: [String],
        environment: RunnerEnvironment, launch: BrowserLaunch? = nil,
        demoCodeWillRun: ((BrowserPlace) -> Void)? = nil
    ) throws(RunnerError) -> BrowserState {
        let place = launch?.place
        let address = place == nil ? request.address : nil
        let remembered = place.map {
            Preferences.DemoReference(
                group: $0.group, demo: $0.demo, tweak: $0.tweak, script: $0.script, controls: $0.controls)
        } ?? remembered
        // The status line is one row: a warning of several lines (a path
        // with a line feed) is one message a line.
        var messages = warnings.flatMap { $0.split(separator: "\n").map(String.init) }
        var selection: DemoSelection?
        var script: String?
        var controls: [DemoControlSetting] = []
        if let first = catalog.firstDemo {
            let startsFresh = address == nil && remembered == nil
            let resolution = DemoSelection.resolve(
                address: startsFresh ? first.address : address, tweak: place == nil ? request.tweak : nil,
                remembered: remembered,
                catalog: catalog, commandName: environment.commandName)
            selection = try resolution.selection()
            // Shown as `open` prints them.
            messages += resolution.notices.map(\.oneLineForTerminal)
            if address == nil, let remembered, let selection {
                let (found, notice) = Self.rememberedScript(remembered, in: selection)
                script = found
                if selection.demo.groupIdentifier == remembered.group, selection.demo.identifier == remembered.demo {
                    controls = remembered.controlSettings
                }
                messages += notice.map { [$0.oneLineForTerminal] } ?? []
            }
        }
        return BrowserState(
            catalog: catalog,
            demo: selection?.demo,
            tweak: selection?.tweak,
            controls: controls,
            size: environment.terminalSize ?? TerminalSize(columns: 80, rows: 24),
            colorSupport: ColorSupport.detect(mode: request.render.color, environment: environment.variables, isTerminal: true),
            appearance: place?.appearance ?? request.render.appearance,
            direction: place?.direction ?? request.render.direction,
            screenReader: request.render.screenReader,
            reduceMotion: request.render.reduceMotion,
            widthPreset: place.map { WidthPreset(placeWidth: $0.width) } ?? .fit,
            messages: messages.map { BrowserMessage($0, isWarning: true) },
            script: script,
            failures: launch?.failures ?? [],
            demoCodeWillRun: demoCodeWillRun)
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
