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
    package struct Rendering {
        /// The plain golden's bytes.
        package var plain: [UInt8]
        /// The styles golden's bytes, or `nil` when the rendering has no style.
        package var styles: [UInt8]?
        /// Why a script's ending is wrong (``ScriptPlayback/outcomeFailure(of:frames:)``),
        /// or `nil`: such a golden fails, and is not recorded, whatever its text.
        package var outcomeFailure: String?
    }

    package static func render(_ goldenCase: GoldenCase) throws -> Rendering {
        let demo = goldenCase.demo.makeDemoable(tweak: goldenCase.tweak)
        let variation = goldenCase.variation
        let block: TextBlock
        var outcomeFailure: String?
        if let script = goldenCase.script {
            let player = LivePlayer(demo: demo, context: variation.context)
            let frames = try ScriptPlayback.play(script, with: player) { try screen(of: $0.demo, in: $0.context) }
            block = ScriptPlayback.story(of: frames)
            outcomeFailure = ScriptPlayback.outcomeFailure(of: script, frames: frames)
        } else {
            block = try screen(of: demo, in: variation.context)
        }
        return Rendering(
            plain: GoldenFile.canonical(block.encoded(for: .none)),
            styles: variation.allowsColor && block.hasStyles
                ? GoldenFile.canonical(block.encoded(for: .trueColor)) : nil,
            outcomeFailure: outcomeFailure
        )
    }

    /// One screen as a golden shows it: the demo's own rendering, unframed
    /// and uncut, in `context`.
    private static func screen(of demo: any Demoable, in context: RenderContext) throws -> TextBlock {
        try demo.render(in: context)
    }
}
