import DemoKitCore

/// Renders a golden case in its fixed context: the demo's own rendering,
/// without the runner's frame, at the variation's width (80 columns unless it
/// says otherwise), light, left to right, with 24-bit colour. The one
/// rendering is encoded twice: without escape sequences for the plain golden,
/// and with them for the golden that keeps styles.
///
/// A script golden is the story of the script played from a fresh demo
/// configured for the tweak (``ScriptPlayback/story(of:)``): every screen
/// rendered exactly as the still golden renders the start, each under its
/// step's header, in virtual time, so the same bytes come out on every run.
package enum GoldenRenderer {
    package struct Rendering: Sendable, Equatable {
        /// The plain golden's bytes.
        package var plain: [UInt8]
        /// The styles golden's bytes, or `nil` when the rendering has no style.
        package var styles: [UInt8]?
        /// Why a script's ending is wrong (``ScriptPlayback/outcomeFailure(of:frames:)``),
        /// or `nil`: such a golden fails, and is not recorded, whatever its text.
        package var outcomeFailure: String?
        /// The columns of the widest screen when that is more than the
        /// variation's width, or `nil` when every screen fits: the golden
        /// keeps such lines whole, a terminal of that width cuts them
        /// (``WidthOverflow``).
        package var overflowWidth: Int?

        package init(plain: [UInt8], styles: [UInt8]?, outcomeFailure: String?, overflowWidth: Int? = nil) {
            self.plain = plain
            self.styles = styles
            self.outcomeFailure = outcomeFailure
            self.overflowWidth = overflowWidth
        }
    }

    /// Renders `goldenCase`.
    ///
    /// - Parameters:
    ///   - goldenCase: The case.
    ///   - afterScreen: Called with each script screen's index (0 for the
    ///     start) once it is rendered; a render worker sends it to the
    ///     runner as a heartbeat, so that its time limit counts per step.
    /// - Throws: Whatever the demo throws.
    package static func render(
        _ goldenCase: GoldenCase, afterScreen: (Int) -> Void = { _ in }
    ) throws -> Rendering {
        let variation = goldenCase.variation
        let context = goldenCase.context
        let block: TextBlock
        let drawn: Int
        var outcomeFailure: String?
        if let script = goldenCase.script {
            let frames = try self.frames(
                of: goldenCase.demo, tweak: goldenCase.tweak, script: script, in: variation.context,
                afterScreen: afterScreen)
            block = ScriptPlayback.story(of: frames)
            // The screens, not the story's step headers, which are DemoKit's.
            drawn = frames.reduce(0) { max($0, columns(of: $1.screen, beyond: variation.context.width)) }
            outcomeFailure = ScriptPlayback.outcomeFailure(of: script, frames: frames)
        } else {
            let demo = try goldenCase.demo.makeDemoable(
                tweak: goldenCase.tweak, settings: goldenCase.probe?.settings ?? [])
            let screen = try screen(of: demo, in: context)
            drawn = columns(of: screen, beyond: context.width)
            block = stillGolden(of: demo, screen: screen)
        }
        return Rendering(
            plain: GoldenFile.canonical(block.encodedBytes(for: .none)),
            styles: variation.allowsColor && block.hasStyles
                ? GoldenFile.canonical(block.encodedBytes(for: .trueColor)) : nil,
            outcomeFailure: outcomeFailure,
            overflowWidth: drawn > context.width ? drawn : nil
        )
    }

    /// The columns of `screen`'s widest line when that is more than
    /// `width`, else at most `width`: measured only when a line has more
    /// UTF-8 bytes than `width`, since no line takes more columns than it
    /// has bytes (``DemoKitCore/DisplayWidth``: a character of two columns
    /// is three bytes or more, a control's picture takes one column). Most
    /// screens fit, and measuring every line of every golden cost a worker
    /// more than comparing the golden.
    static func columns(of screen: TextBlock, beyond width: Int) -> Int {
        let fits = screen.lines.allSatisfy { line in
            var bytes = 0
            for run in line.runs {
                bytes += run.text.utf8.count
                if bytes > width { return false }
            }
            return true
        }
        return fits ? 0 : screen.width
    }

    /// The line above a still golden's screen when the demo ran on the real
    /// clock (``DemoKitCore/DemoTiming/realTime``).
    package static let realTimeNote = "── ran in real time"

    /// A still golden's screen: a fresh demo configured for `tweak`, with
    /// `settings` applied (`stress`'s controls), rendered unframed and uncut
    /// in `context`. The catalog export shows demos through this, so what
    /// it shows is what goldens pin.
    ///
    /// - Throws: ``DemoKitCore/DemoControlError`` for a setting the demo
    ///   cannot take, and whatever the demo throws.
    package static func screen(
        of demo: CatalogDemo, tweak: CatalogTweak?, settings: [DemoControlSetting] = [], in context: RenderContext
    ) throws -> TextBlock {
        let demo = try demo.makeDemoable(tweak: tweak, settings: settings)
        return stillGolden(of: demo, screen: try screen(of: demo, in: context))
    }

    /// What a still golden holds of `screen`: the screen, under a line
    /// saying so when the demo ran on the real clock, as a script golden's
    /// headers do.
    private static func stillGolden(of demo: any Demoable, screen: TextBlock) -> TextBlock {
        demo.runsInRealTime ? TextBlock([StyledText(realTimeNote)] + screen.lines) : screen
    }

    /// A script golden's screens: `script` played from a fresh demo
    /// configured for `tweak`, in `context` and in virtual time, each
    /// screen rendered as a still golden's.
    ///
    /// - Parameters:
    ///   - everyScreen: When given, waits pass frame by frame
    ///     (``ScriptPlayback/play(_:with:frameByFrame:render:)``) and every
    ///     screen rendered on the way, the steps' and those in between, is
    ///     handed to it with its virtual time, in order: what a recording of
    ///     the script shows.
    /// - Throws: Whatever the demo throws.
    package static func frames(
        of demo: CatalogDemo, tweak: CatalogTweak?, script: DemoScript, in context: RenderContext,
        afterScreen: (Int) -> Void = { _ in }, everyScreen: ((Duration, TextBlock) -> Void)? = nil
    ) throws -> [ScriptFrame] {
        let player = LivePlayer(demo: demo.makeDemoable(tweak: tweak), context: context)
        var index = 0
        return try ScriptPlayback.play(script, with: player, frameByFrame: everyScreen != nil) {
            let block = try screen(of: $0.demo, in: $0.context)
            everyScreen?($0.time, block)
            afterScreen(index)
            index += 1
            return block
        }
    }

    /// One screen as a golden shows it: the demo's own rendering, unframed
    /// and uncut, in `context`.
    ///
    /// A still screen (a context without a player's session) is rendered
    /// in a session of its own, so that a stream component starts a run of
    /// its own and the run ends with the screen. Without one, DemoKit keeps
    /// the run for the demo's value, and a later still screen of an equal
    /// value continues it: on the real clock (``DemoKitCore/DemoTiming/realTime``)
    /// the window is resized in place, and the run has gone on meanwhile,
    /// so the screen at time zero showed wherever the run had got to.
    private static func screen(of demo: any Demoable, in context: RenderContext) throws -> TextBlock {
        guard context.session == nil else { return try demo.render(in: context) }
        var own = context
        own.session = LiveSession()
        return try demo.render(in: own)
    }
}
