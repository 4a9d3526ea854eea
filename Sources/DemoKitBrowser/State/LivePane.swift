import DemoKitCore
import DemoKitSnapshots

/// The selected demo when it is live (interactive, animated, or with
/// scripts): the one ``LivePlayer`` that holds its state and virtual time
/// while the browser shows it.
///
/// The browser makes one when a live demo is selected or its tweak changes,
/// and drops it when another demo is selected, so a demo starts afresh each
/// time it is chosen. Virtual time runs from the browser's monotonic clock
/// (``BrowserState/tick(now:)``) unless paused; the demo never reads a clock.
package struct LivePane {
    /// The demo shown.
    package let position: DemoPosition
    /// Its tweak's index, or `nil` for a demo without tweaks.
    package let tweak: Int?
    /// The controls set over its tweak's values.
    package let controls: [DemoControlSetting]
    /// The demo in its current state, and its virtual time.
    package internal(set) var player: LivePlayer
    /// The demo's scripts, as its tweak declares them.
    package let scripts: [DemoScript]
    /// Whether virtual time stands still (`p`; `.` steps a frame).
    package internal(set) var isPaused = false
    /// Changes whenever the demo may have changed other than by time (an
    /// input handed to it, a restart), so that a rendering of an earlier
    /// state is never shown again.
    package internal(set) var revision: Int

    /// A pane for `demoable` if it is live, else `nil`.
    ///
    /// - Parameters:
    ///   - demoable: A fresh instance configured for its tweak.
    ///   - position: Where the demo is in the catalog.
    ///   - tweak: The tweak's index.
    ///   - controls: The controls set on it.
    ///   - context: The context it starts in; its time is zero.
    ///   - revision: A number no earlier pane of this browser had.
    init?(
        _ demoable: any Demoable, position: DemoPosition, tweak: Int?, controls: [DemoControlSetting],
        context: RenderContext, revision: Int
    ) {
        guard let live = demoable as? any LiveDemo else { return nil }
        self.position = position
        self.tweak = tweak
        self.controls = controls
        scripts = live.scripts
        player = LivePlayer(demo: demoable, context: context.with(time: .zero))
        self.revision = revision
    }

    /// Whether the demo takes keys.
    package var isInteractive: Bool { player.isInteractive }

    /// Whether the demo changes with time.
    package var isAnimated: Bool { player.isAnimated }
}
