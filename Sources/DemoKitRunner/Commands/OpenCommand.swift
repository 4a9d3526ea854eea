import DemoKitBrowser
import DemoKitCore
import DemoKitSnapshots
import DemoKitTerminal

/// `demo-runner open GROUP/DEMO`: renders one demo, configured for a tweak,
/// to standard output, and remembers it; with no address, reopens the last.
///
/// A live demo can be rendered after keys (`--keys`), at a virtual time
/// (`--at`) or at the end of a script (`--script`), every step shown
/// (`--steps`), or run in the terminal (`--play`); all of them play it
/// through ``LivePlayer``, as goldens and the browser do.
package struct OpenCommand: RunnerCommand {
    package static let spec = CommandSpec(
        name: "open",
        abstract: "Render a demo, configured for a tweak, to standard output.",
        discussion: """
            Without an address, reopens the last demo and tweak. Identifiers match exactly,
            then ignoring case, then by a unique prefix; a tweak may also be given by its
            number as 'list' shows it.

            An interactive or animated demo renders its start screen; '--keys', '--at' and
            '--script' render it after keys, at a virtual time or at a script's end. Either
            way its outcome follows, if it has one ('outcome: value "Banana"'); a script that ends with
            another outcome than it expects exits 1. '--play' runs the demo in the terminal,
            below the command; Ctrl-C interrupts it (exit 130). Without a terminal, '--play'
            prints one frame: an animated demo's once it stops changing (at most 10 minutes
            of virtual time), or the start screen of a demo that only takes keys. A still
            demo takes none of these flags.

            A demo whose render, or one step of its script, runs longer than '--timeout'
            seconds of real time is stopped as 'snapshot' stops it (exit 1); one that
            crashes is reported in one line, its message and place read from the crash
            log as 'snapshot' reads a render worker's (exit 1).
            """,
        arguments: [
            ArgumentSpec("group/demo", help: "The demo to open, e.g. Components/buttons.", isOptional: true)
        ],
        options: Options.specs
    )

    /// `open`'s options, as the parser reads them.
    package struct Options: CommandOptions {
        /// `--tweak`.
        package var tweak: String?
        /// `--set`, each value in the order typed.
        package var controls: [String] = []
        /// `--keys`, `--at`, `--script`, `--steps`, `--play`.
        package var live = LiveOptions.Flags()
        /// `--width`, `--color`, `--appearance`, `--rtl`, `--screen-reader`, `--reduce-motion`.
        package var render = RenderOptions.Flags()
        /// `--timeout`.
        package var timeout: String?
        /// `--preferences`.
        package var preferences: String?

        package init() {}

        package static let all: [CommandOption<Options>] =
            [
                .value(\.tweak, "tweak", value: "id", help: "The tweak's identifier or 1-based number."),
                ControlOptions.option(\.controls),
            ]
            + LiveOptions.Flags.all.map { $0.lifted(into: \.live) }
            + RenderOptions.Flags.all.map { $0.lifted(into: \.render) }
            + [
                TimeLimitOption.option(\.timeout, stopping: "Stop a demo whose render, or one script step,"),
                PreferencesStore.option(\.preferences),
            ]
    }

    let request: DemoRequest
    let live: LiveOptions
    /// `--timeout`: the real time the demo's code may run, per render or step.
    let timeout: Double
    let controls: ControlOptions

    /// `open` shows one demo: it builds that demo alone, and the complete
    /// catalog only to say what is wrong with an address
    /// (``DemoSelection/resolve(address:tweak:remembered:catalog:commandName:)``).
    package static var needsCompleteCatalog: Bool { false }

    package init(options: Options, arguments: [String], environment: RunnerEnvironment) throws(RunnerError) {
        request = try DemoRequest(
            address: arguments.first, tweak: options.tweak, render: options.render, preferencesPath: options.preferences)
        live = try LiveOptions(options.live)
        timeout = try TimeLimitOption.seconds(options.timeout)
        controls = try ControlOptions(options.controls)
    }

    /// The time limit on `selection`'s code, which prints its message as
    /// every error of the runner is printed.
    private func timeLimit(
        for selection: DemoSelection, script: DemoScript?, environment: RunnerEnvironment
    ) -> RenderDeadline {
        RenderDeadline(seconds: timeout, subject: selection.description, script: script?.identifier) { message in
            environment.writeError("error: \(TerminalSafeText.lines(message))\n")
        }
    }

    package func run(catalog: Catalog, environment: RunnerEnvironment) throws(RunnerError) {
        let store = request.preferencesStore(in: environment)
        // The demo's code runs in a child, which prints all, so that a
        // crash is one line naming its place, not the runtime's report; but
        // a demo played in the terminal keeps the terminal in this process.
        let playsInTerminal = live.plays && environment.isInputTerminal && environment.isOutputTerminal
        if !playsInTerminal,
            try runInRenderProcess(
                subject: subject(catalog: catalog, preferences: store.load().preferences, environment: environment),
                environment: environment)
        {
            return
        }
        environment.repeatDiscoveryWarnings()
        let (preferences, warning, canSave) = store.load()
        if let warning { environment.warn(warning) }

        let resolution = DemoSelection.resolve(
            address: request.address, tweak: request.tweak, remembered: preferences.lastDemo,
            catalog: catalog, commandName: environment.commandName)
        for notice in resolution.notices { environment.warn(notice) }
        let selection = try resolution.selection()
        let remember = {
            var updated = preferences
            var reference = selection.reference
            // The browser's script stays remembered while the same demo and
            // tweak are opened; `open` itself steps through none.
            if let last = preferences.lastDemo, last.group == reference.group, last.demo == reference.demo,
                last.tweak == reference.tweak
            {
                reference.script = last.script
            }
            updated.lastDemo = reference
            if canSave, updated != preferences, let warning = store.save(updated) {
                environment.warn(warning)
            }
        }

        // A demo that calls `exit` while its code runs fails, naming it,
        // rather than ending `open` with its status and no screen.
        DemoExitGuard.start(selection.description)
        defer { DemoExitGuard.finish() }

        // A live demo's start screen is played as `--at 0` would play it,
        // so that a demo that has ended there (a prompt given one option)
        // says its outcome, as after '--keys', '--at' or '--script'.
        if live.isEmpty, !selection.demo.isLive {
            try renderStill(selection, environment: environment)
            remember()
            return
        }

        try selection.check(live)
        let script = try live.script.map { typed throws(RunnerError) in try selection.script(matching: typed) }
        let deadline = timeLimit(for: selection, script: script, environment: environment)
        // Building the demo runs its code too.
        deadline.arm()
        let made = Result { () throws(RunnerError) in try controls.makeDemoable(selection.demo, tweak: selection.tweak) }
        deadline.disarm()
        let demoable = try made.get()
        if live.plays {
            // Saved first: Ctrl-C ends the process where it is.
            remember()
            try play(demoable, selection: selection, deadline: deadline, environment: environment)
        } else {
            let failure = try playSteps(
                script, of: demoable, selection: selection, deadline: deadline, environment: environment)
            remember()
            if let failure { throw .failure(failure) }
        }
    }

    /// Prints a demo's still rendering, warning when it draws past the width.
    private func renderStill(_ selection: DemoSelection, environment: RunnerEnvironment) throws(RunnerError) {
        let height = selection.demo.presentation == .fullScreen ? environment.terminalSize?.rows : nil
        let context = request.render.context(in: environment, height: height)
        let block: TextBlock
        var overflow = Overflow()
        let deadline = timeLimit(for: selection, script: nil, environment: environment)
        deadline.arm()
        defer { deadline.disarm() }
        let demoable = try controls.makeDemoable(selection.demo, tweak: selection.tweak)
        do {
            block = try DemoPresenter.render(
                selection.demo, showing: demoable, tweak: selection.tweak, in: context, overflowed: { overflow.note(width: $0, drawn: $1) })
        } catch {
            throw .failure("\(selection.description) failed to render: \(error)")
        }
        overflow.warn(selection, environment: environment)
        environment.writeRendered(block.encoded(for: context.colorSupport) + "\n")
    }

    /// The demo as messages name it, or the address as typed when it names
    /// none.
    private func subject(catalog: Catalog, preferences: Preferences, environment: RunnerEnvironment) -> String {
        let resolution = DemoSelection.resolve(
            address: request.address, tweak: request.tweak, remembered: preferences.lastDemo,
            catalog: catalog, commandName: environment.commandName)
        return (try? resolution.selection())?.description ?? TerminalSafeText.oneLine(request.address ?? "the last demo")
    }

    /// Plays `--keys` and `--at`, or the script, and prints the final screen
    /// and the outcome, or (`--steps`) the story of every step.
    ///
    /// - Returns: Why the script ended with the wrong outcome, if it did.
    private func playSteps(
        _ script: DemoScript?, of demoable: any Demoable, selection: DemoSelection, deadline: RenderDeadline,
        environment: RunnerEnvironment
    ) throws(RunnerError) -> String? {
        let height = selection.demo.presentation == .fullScreen ? environment.terminalSize?.rows : nil
        let context = request.render.context(in: environment, height: height)
        let played = script ?? DemoScript("keys", steps: live.steps)
        let frames: [ScriptFrame]
        var overflow = Overflow()
        deadline.arm()
        defer { deadline.disarm() }
        do {
            frames = try ScriptPlayback.play(played, with: LivePlayer(demo: demoable, context: context)) { player in
                let block = try DemoPresenter.render(
                    player, of: selection.demo, tweak: selection.tweak, overflowed: { overflow.note(width: $0, drawn: $1) })
                deadline.screenRendered()
                return block
            }
        } catch {
            throw .failure("\(selection.description) failed to render: \(error)")
        }
        overflow.warn(selection, environment: environment)
        var block: TextBlock
        if live.showsSteps {
            block = ScriptPlayback.story(of: frames)
        } else {
            block = frames.last?.screen ?? .empty
            if let outcome = frames.last?.outcome {
                block = TextBlock(block.lines + [Self.outcomeLine(outcome)])
            }
        }
        environment.writeRendered(block.encoded(for: context.colorSupport) + "\n")
        return script.flatMap { ScriptPlayback.outcomeFailure(of: $0, frames: frames) }
    }

    /// Runs the demo live in a terminal, or prints its final frame when
    /// there is none to run it in.
    private func play(
        _ demoable: any Demoable, selection: DemoSelection, deadline: RenderDeadline, environment: RunnerEnvironment
    ) throws(RunnerError) {
        let render = { (player: LivePlayer) throws -> TextBlock in
            try DemoPresenter.render(player, of: selection.demo, tweak: selection.tweak)
        }
        let isFullScreen = selection.demo.presentation == .fullScreen
        guard environment.isInputTerminal, environment.isOutputTerminal, environment.variables["TERM"] != "dumb" else {
            let context = request.render.context(in: environment, height: isFullScreen ? environment.terminalSize?.rows : nil)
            deadline.arm()
            defer { deadline.disarm() }
            var player = LivePlayer(demo: demoable, context: context)
            // What the component prints without a terminal: an animation's
            // last frame, since time passes without keys too (a progress step
            // that could be cancelled still completes); for a demo that only
            // waits for keys, its start.
            if player.isAnimated { player.settle() }
            let block: TextBlock
            var overflow = Overflow()
            do {
                block = try DemoPresenter.render(
                    player, of: selection.demo, tweak: selection.tweak, overflowed: { overflow.note(width: $0, drawn: $1) })
            } catch {
                throw .failure("\(selection.description) failed to render: \(error)")
            }
            overflow.warn(selection, environment: environment)
            environment.writeRendered(block.encoded(for: context.colorSupport) + "\n")
            return
        }
        let terminal = RawTerminal(screen: .inline)
        let size = terminal.size
        let context = request.render.withReaderLook(
            RenderContext(
                width: request.render.width ?? size.columns,
                height: isFullScreen ? max(1, size.rows - 1) : nil,
                colorSupport: ColorSupport.detect(
                    mode: request.render.color, environment: environment.variables, isTerminal: true),
                appearance: request.render.appearance,
                direction: request.render.direction))
        var session = LivePlaySession(
            name: selection.description, player: LivePlayer(demo: demoable, context: context),
            colorSupport: context.colorSupport, terminal: terminal, fixedWidth: request.render.width, deadline: deadline,
            render: render)
        if let outcome = try session.run() {
            environment.writeRendered(TextBlock(Self.outcomeLine(outcome)).encoded(for: context.colorSupport) + "\n")
        }
    }

    /// The widest a demo drew beyond its width over the screens `open`
    /// printed, told once on standard error after them: the lines were cut
    /// with `…`, while the demo's golden keeps them whole.
    private struct Overflow {
        private var width = 0
        private var drawn = 0

        mutating func note(width: Int, drawn: Int) {
            self.width = width
            self.drawn = max(self.drawn, drawn)
        }

        func warn(_ selection: DemoSelection, environment: RunnerEnvironment) {
            guard let overflow = WidthOverflow(subject: selection.description, width: width, widest: drawn) else {
                return
            }
            let frame = selection.demo.presentation == .framed ? DemoPresenter.frameWidth : 0
            environment.warn(overflow.cutWarning(frame: frame))
        }
    }

    /// `outcome: value "Banana"`, dim: the line after the screen of a demo
    /// that has ended.
    static func outcomeLine(_ outcome: DemoOutcome) -> StyledText {
        StyledText("outcome: \(outcome)").dim()
    }
}
