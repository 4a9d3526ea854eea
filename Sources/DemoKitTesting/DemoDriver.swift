import DemoKitCore

/// Drives a live demo in a unit test, without files: presses keys, types,
/// pastes, lets virtual time pass, resizes, and shows the screen and the
/// outcome at any point.
///
/// It runs the same engine as the browser, `open --keys` and script goldens
/// (`LivePlayer`), and renders as goldens do: the demo's own rendering,
/// without the runner's frame. Time is virtual and starts at zero, so an
/// assertion on a spinner at 1.2 s holds on every machine. A still demo
/// can be driven too: input and time change nothing.
///
/// Your demos are internal to their target, so a test that makes one
/// imports the demo target with `@testable import MyDemos`.
///
/// <!-- not compiled: drives the reader's own demo -->
/// ```swift
/// // Swift Testing
/// @Test func singleChoice_downThenEnter_choosesTheSecondOption() throws {
///     var driver = DemoDriver(SingleChoiceDemo())
///     driver.press(.down)
///     #expect(try driver.text.contains("❯ Banana"))
///     driver.press(.enter)
///     #expect(driver.outcome == .value("Banana"))
/// }
///
/// // XCTest
/// func testSpinner_after3Seconds_isDone() throws {
///     var driver = try DemoDriver(ProgressStepDemo(), tweak: "success")
///     driver.wait(.seconds(3))
///     XCTAssertEqual(try driver.text, "✔ Built")
/// }
/// ```
public struct DemoDriver {
    private var player: LivePlayer

    /// Drives `demo` as it is given, configured or not.
    ///
    /// - Parameters:
    ///   - demo: The demo in its starting state.
    ///   - context: The context to render in: width, colour, appearance and
    ///     the start time. Defaults to the golden context without colour:
    ///     80 columns, light, left to right, at time zero.
    public init(_ demo: any Demoable, context: RenderContext = RenderContext()) {
        player = LivePlayer(demo: demo, context: context)
    }

    /// Drives `demo` configured for the tweak with this identifier, as the
    /// runner and goldens configure it.
    ///
    /// <!-- not compiled: drives the reader's own demo -->
    /// ```swift
    /// var driver = try DemoDriver(SingleChoiceDemo(), tweak: "filter")
    /// ```
    ///
    /// - Parameters:
    ///   - demo: The demo, before any configuration.
    ///   - tweak: The tweak's identifier, exactly.
    ///   - context: The context to render in; see ``init(_:context:)``.
    /// - Throws: ``DemoDriverError`` naming the demo's tweaks when none has
    ///   this identifier.
    public init(_ demo: any TweakableDemo, tweak: String, context: RenderContext = RenderContext())
        throws(DemoDriverError)
    {
        let identifiers = (0..<max(0, demo.numberOfTweaks)).map { demo.tweak(for: $0).identifier }
        guard let index = identifiers.firstIndex(of: tweak) else {
            throw DemoDriverError(
                "no tweak '\(tweak)' in \(demo.identifier); tweaks: "
                    + (identifiers.isEmpty ? "none" : identifiers.joined(separator: ", ")))
        }
        try self.init(demo, tweakAt: index, context: context)
    }

    /// Drives `demo` configured for the tweak at `index` (0 for the first).
    ///
    /// - Parameters:
    ///   - demo: The demo, before any configuration.
    ///   - index: The tweak's index, from 0.
    ///   - context: The context to render in; see ``init(_:context:)``.
    /// - Throws: ``DemoDriverError`` when the demo has no tweak at `index`.
    public init(_ demo: any TweakableDemo, tweakAt index: Int, context: RenderContext = RenderContext())
        throws(DemoDriverError)
    {
        guard (0..<max(0, demo.numberOfTweaks)).contains(index) else {
            throw DemoDriverError(
                "no tweak at index \(index) in \(demo.identifier); it has \(max(0, demo.numberOfTweaks)) (0 is the first)")
        }
        var configured = demo
        configured.configure(forTweakAt: index)
        self.init(configured, context: context)
    }

    // MARK: - Controls

    /// Sets one of the demo's controls (`Demoable.controls`) from its
    /// value as `open --set` takes it, on the demo in its current state:
    /// the time and the size stay.
    ///
    /// <!-- not compiled: drives the reader's own demo -->
    /// ```swift
    /// var driver = try DemoDriver(ButtonsDemo(), tweak: "red")
    /// try driver.set("label", to: "Publish")
    /// #expect(try driver.text.contains("Publish"))
    /// ```
    ///
    /// - Parameters:
    ///   - control: The control's name.
    ///   - value: Its value: text as is, an integer, `true` or `false`, a
    ///     choice's case name, or a colour (`red`, `208`, `#1E90FF`).
    /// - Throws: ``DemoDriverError`` naming the control, its type and the
    ///   values it accepts, or the demo's controls when it has none of this
    ///   name.
    public mutating func set(_ control: String, to value: String) throws(DemoDriverError) {
        do {
            player = LivePlayer(demo: try player.demo.settingControl(control, to: value), context: player.context)
        } catch {
            throw DemoDriverError(error.description)
        }
    }

    // MARK: - Input and time

    /// Presses keys, one after another.
    ///
    /// <!-- not compiled: a line of a test -->
    /// ```swift
    /// driver.press(.down, .down, .enter)
    /// ```
    public mutating func press(_ keys: KeyPress...) {
        for key in keys { player.perform(.press(key)) }
    }

    /// Presses keys named as on the command line and in scripts:
    /// `"down down enter"`, with quoted text typed (`"'ban' enter"`).
    ///
    /// - Parameter keys: Key names separated by spaces.
    /// - Throws: ``DemoDriverError`` naming an unknown key or an unclosed quote.
    public mutating func press(keys: String) throws(DemoDriverError) {
        let steps: [ScriptStep]
        do {
            steps = try ScriptStep.parse(keys: keys)
        } catch {
            throw DemoDriverError(error.description)
        }
        for step in steps { player.perform(step) }
    }

    /// Types text, one key press per character (a line feed is Enter, a tab
    /// is Tab), as `ScriptStep.type(_:)` does.
    public mutating func type(_ text: String) {
        player.perform(.type(text))
    }

    /// Pastes text at once, as a terminal's bracketed paste delivers it.
    public mutating func paste(_ text: String) {
        player.perform(.paste(text))
    }

    /// Lets `duration` of virtual time pass; nothing sleeps.
    public mutating func wait(_ duration: Duration) {
        player.perform(.wait(duration))
    }

    /// Changes the room the demo has.
    public mutating func resize(width: Int, height: Int? = nil) {
        player.perform(.resize(width: width, height: height))
    }

    /// Performs one script step.
    public mutating func perform(_ step: ScriptStep) {
        player.perform(step)
    }

    // MARK: - What the demo shows

    /// The demo in its current state.
    public var demo: any Demoable { player.demo }

    /// The virtual time since the demo started.
    public var time: Duration { player.time }

    /// The context the next rendering uses (its width after a resize, its time).
    public var context: RenderContext { player.context }

    /// How the interaction ended (`.value("Banana")`, `.cancelled`), or
    /// `nil` while it goes on or for a demo that takes no input.
    public var outcome: DemoOutcome? { player.outcome }

    /// The screen now: the demo's own rendering, with its styles.
    ///
    /// - Throws: What the demo's `render(in:)` throws.
    public var screen: TextBlock {
        get throws { try player.render() }
    }

    /// The screen now as plain text, lines joined by `\n`, without escape
    /// sequences.
    ///
    /// - Throws: What the demo's `render(in:)` throws.
    public var text: String {
        get throws { try player.render().plainText }
    }

    // MARK: - Scripts

    /// Plays `script` from the current state, screen by screen, and leaves
    /// the driver where the script ends. From a fresh driver, these are the
    /// screens of the script's golden.
    ///
    /// <!-- not compiled: drives the reader's own demo -->
    /// ```swift
    /// var driver = DemoDriver(YesNoDemo())
    /// let frames = try driver.play(DemoScript("no", steps: [.press(.right), .press(.enter)]))
    /// #expect(frames[1].text.contains("▸ No"))
    /// #expect(driver.outcome == .value("no"))
    /// ```
    ///
    /// - Parameter script: The steps; its expected outcome is not checked
    ///   here (compare ``outcome``, or see ``outcomeFailure(of:frames:)``).
    /// - Returns: The screen before any step, then one per step.
    /// - Throws: What the demo's `render(in:)` throws.
    @discardableResult
    public mutating func play(_ script: DemoScript) throws -> [DemoFrame] {
        let frames = try ScriptPlayback.play(script, with: player)
        for step in script.steps { player.perform(step) }
        return frames.map(DemoFrame.init)
    }

    /// Plays the demo's own script with this identifier; see ``play(_:)``.
    ///
    /// - Parameter identifier: The script's identifier, exactly.
    /// - Returns: The screen before any step, then one per step.
    /// - Throws: ``DemoDriverError`` naming the demo's scripts when none has
    ///   this identifier, or what the demo's `render(in:)` throws.
    @discardableResult
    public mutating func play(script identifier: String) throws -> [DemoFrame] {
        let scripts = (player.demo as? any LiveDemo)?.scripts ?? []
        guard let script = scripts.first(where: { $0.identifier == identifier }) else {
            throw DemoDriverError(
                "no script '\(identifier)' in \(player.demo.identifier); scripts: "
                    + (scripts.isEmpty ? "none" : scripts.map(\.identifier).joined(separator: ", ")))
        }
        return try play(script)
    }

    /// Why a played script's ending differs from what it expects, in the
    /// words a failing golden uses, or `nil` when it ends as expected (or
    /// expects nothing).
    ///
    /// <!-- not compiled: lines of a test -->
    /// ```swift
    /// let frames = try driver.play(script)
    /// #expect(DemoDriver.outcomeFailure(of: script, frames: frames) == nil)
    /// ```
    ///
    /// - Parameters:
    ///   - script: The script, with its expected outcome.
    ///   - frames: What ``play(_:)`` returned for it.
    /// - Returns: `script 'chooseSecond' ended with value "Apple"; expected
    ///   value "Banana"`, or `nil`.
    public static func outcomeFailure(of script: DemoScript, frames: [DemoFrame]) -> String? {
        ScriptPlayback.outcomeFailure(of: script, frames: frames.map(\.frame))
    }

    /// The story of `frames`, as a script's golden `.txt` file holds it
    /// (without its final newline): each screen under a header naming the
    /// step and the virtual time, and the outcome at the end.
    ///
    /// <!-- not compiled: lines of a test -->
    /// ```swift
    /// #expect(DemoDriver.story(of: try driver.play(script)) == """
    ///     ── 0. start  (t = 0 s)
    ///     ▸ Yes  No
    ///     …
    ///     """)
    /// ```
    public static func story(of frames: [DemoFrame]) -> String {
        ScriptPlayback.story(of: frames.map(\.frame)).plainText
    }
}
