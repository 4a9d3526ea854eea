import DemoKitCore

/// `open`'s flags for interactive and animated demos: `--keys`, `--at`,
/// `--script`, `--steps` and `--play`, read and checked against each other
/// before the catalog is.
package struct LiveOptions: Sendable, Equatable {
    /// `--keys`, read into steps.
    package var keys: [ScriptStep]?
    /// `--at`.
    package var time: Duration?
    /// `--script` as typed.
    package var script: String?
    /// `--steps`.
    package var showsSteps = false
    /// `--play`.
    package var plays = false

    /// The flags as the parser reads them; ``init(_:)`` checks them.
    package struct Flags: CommandOptions {
        /// `--keys`.
        package var keys: String?
        /// `--at`.
        package var at: String?
        /// `--script`.
        package var script: String?
        /// `--steps`.
        package var steps: Bool = false
        /// `--play`.
        package var play: Bool = false

        package init() {}

        package static let all: [CommandOption<Flags>] = [
            .value(
                \.keys, "keys", value: "keys",
                help: "Press these keys, then render: key names separated by spaces\n"
                    + "('down down enter'); quoted text is typed (\"'ban' enter\")."),
            .value(
                \.at, "at", value: "time",
                help: "Render at this virtual time, after any keys: 1.5s, 1500ms\nor 2 (seconds)."),
            .value(\.script, "script", value: "id", help: "Play the demo's script and render its final screen."),
            .flag(
                \.steps, "steps",
                help: "Print every step's screen of '--keys', '--at' or '--script',\n"
                    + "each under its step and virtual time, as a script's golden does."),
            .flag(
                \.play, "play",
                help: "Run the demo live in the terminal, in place: keys go to it; it\n"
                    + "ends with its outcome, when an animation stops, or on Ctrl-C.\n"
                    + "Without a terminal, print its final frame."),
        ]
    }

    /// No live flags: no options at all.
    package init() {}

    /// Reads the flags.
    ///
    /// - Throws: A usage error for keys or a time that cannot be read, and
    ///   for flags that do not go together.
    package init(_ flags: Flags) throws(RunnerError) {
        if let text = flags.keys {
            do {
                keys = try ScriptStep.parse(keys: text)
            } catch {
                throw .usage("invalid value for '--keys': \(error.description)")
            }
        }
        if let text = flags.at {
            guard let time = VirtualTimeArgument.parse(text) else {
                throw .usage(
                    "invalid value '\(text)' for '--at'; give a virtual time of zero or more: "
                        + VirtualTimeArgument.forms)
            }
            self.time = time
        }
        script = flags.script
        showsSteps = flags.steps
        plays = flags.play
        try checkCombination()
    }

    /// Whether any live flag was given.
    package var isEmpty: Bool { keys == nil && time == nil && script == nil && !showsSteps && !plays }

    /// The flags given, by name, for messages: `--keys`, `--at`, …
    package var given: [String] {
        var names: [String] = []
        if keys != nil { names.append("--keys") }
        if time != nil { names.append("--at") }
        if script != nil { names.append("--script") }
        if showsSteps { names.append("--steps") }
        if plays { names.append("--play") }
        return names
    }

    /// What `--keys` and `--at` ask for, as a script: the keys, pressed at
    /// virtual time zero, then a wait until the time.
    package var steps: [ScriptStep] {
        var steps = keys ?? []
        if let time, time > .zero { steps.append(.wait(time)) }
        return steps
    }

    private func checkCombination() throws(RunnerError) {
        if plays, let other = given.first(where: { $0 != "--play" }) {
            throw .usage("'--play' runs the demo live from its start; leave out '\(other)'")
        }
        if script != nil, keys != nil {
            throw .usage("'--script' and '--keys' cannot be combined; give the script, or the keys")
        }
        if script != nil, time != nil {
            throw .usage(
                "'--at' cannot be combined with '--script', whose steps set the time; "
                    + "leave out '--at', or use '--keys' with '--at'")
        }
        if showsSteps, keys == nil, time == nil, script == nil {
            throw .usage(
                "'--steps' prints the screens of '--keys', '--at' or '--script'; add one, e.g. '--keys \"down enter\"'")
        }
    }
}
