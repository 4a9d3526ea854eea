import DemoKitCore
import DemoKitSnapshots

/// Keeps the last rendering of a demo, so that keys that do not change the
/// demo, its tweak or its context (opening a menu, typing a filter that still
/// matches) do not render it again.
///
/// A live demo's rendering is keyed by its virtual time (in the context) and
/// by the live pane's revision, which changes with every input and restart,
/// so a frame of an earlier state is never served. A script's screens are
/// played once, through the same presentation, and kept for stepping.
struct DemoRenderCache: Sendable {
    /// What the pane shows of a demo.
    enum Source: Hashable, Sendable {
        /// A still demo, or a fresh instance.
        case still
        /// A live demo in the state it reached by ``LivePane/revision``.
        case live(revision: Int)
        /// Step `step` of a script.
        case script(identifier: String, step: Int)
    }

    struct Key: Hashable, Sendable {
        var demo: DemoPosition
        var tweak: Int?
        var controls: [DemoControlSetting] = []
        var context: RenderContext
        var source: Source = .still
    }

    /// A rendering, or the description of the error the demo threw.
    enum Result: Sendable {
        case rendered(TextBlock)
        case failed(String)
    }

    /// A script's screens, or the description of the error a step threw.
    enum Playback: Sendable {
        case played([ScriptFrame])
        case failed(String)
    }

    private struct ScriptKey: Hashable, Sendable {
        var demo: DemoPosition
        var tweak: Int?
        var controls: [DemoControlSetting]
        var context: RenderContext
        var script: String
    }

    private var last: (key: Key, result: Result)?
    private var lastScript: (key: ScriptKey, playback: Playback)?

    /// A fresh instance of `demo`, configured for `tweak` with `controls`
    /// set over it, rendered.
    mutating func render(
        _ demo: CatalogDemo, at position: DemoPosition, tweak: CatalogTweak?, controls: [DemoControlSetting],
        in context: RenderContext
    ) -> Result {
        let key = Key(demo: position, tweak: tweak?.index, controls: controls, context: context)
        return cached(key) { try DemoPresenter.render(demo, tweak: tweak, controls: controls, in: context) }
    }

    /// The live demo in its current state, at its virtual time.
    ///
    /// - Parameter context: The pane's context; the time is the player's.
    mutating func render(
        _ demo: CatalogDemo, live pane: LivePane, tweak: CatalogTweak?, in context: RenderContext
    ) -> Result {
        let timed = pane.player.timed(context)
        let key = Key(
            demo: pane.position, tweak: tweak?.index, controls: pane.controls, context: timed,
            source: .live(revision: pane.revision))
        return cached(key) { try DemoPresenter.render(demo, showing: pane.player.demo, tweak: tweak, in: timed) }
    }

    /// Every screen of `script`, played from a fresh instance of `demo`
    /// (with `controls` set) at time zero by ``ScriptPlayback``, each
    /// rendered as the pane shows a demo.
    mutating func frames(
        of script: DemoScript, for demo: CatalogDemo, at position: DemoPosition, tweak: CatalogTweak?,
        controls: [DemoControlSetting], in context: RenderContext
    ) -> Playback {
        let key = ScriptKey(
            demo: position, tweak: tweak?.index, controls: controls, context: context, script: script.identifier)
        if let lastScript, lastScript.key == key { return lastScript.playback }
        let playback: Playback
        do {
            let player = LivePlayer(
                demo: try demo.makeDemoable(tweak: tweak, settings: controls), context: context.with(time: .zero))
            playback = .played(
                try ScriptPlayback.play(script, with: player) { player in
                    try DemoPresenter.render(demo, showing: player.demo, tweak: tweak, in: player.context)
                })
        } catch {
            playback = .failed(String(describing: error))
        }
        lastScript = (key, playback)
        return playback
    }

    private mutating func cached(_ key: Key, render: () throws -> TextBlock) -> Result {
        if let last, last.key == key { return last.result }
        let result: Result
        do {
            result = .rendered(try render())
        } catch {
            result = .failed(String(describing: error))
        }
        last = (key, result)
        return result
    }
}
