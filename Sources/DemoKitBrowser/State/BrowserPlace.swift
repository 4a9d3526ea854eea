import DemoKitCore

/// Where a person is in the browser, by identifier: the demo, tweak,
/// script and step, the render settings and the scroll position.
///
/// A browser started again (after a demo crashed it, or on a new build)
/// opens at the place the last one reported, so the author's place is
/// never lost.
package struct BrowserPlace: Codable, Equatable, Sendable {
    package var group: String
    package var demo: String
    package var tweak: String?
    package var script: String?
    /// The script's step on screen, 0 before the first.
    package var step: Int?
    /// The width: 0 to fit the pane, else a number of columns.
    package var width: Int
    package var appearance: Appearance
    package var direction: LayoutDirection
    package var scroll: Int
    /// Whether the demo filled the screen (Enter) rather than the pane.
    package var isFullScreen: Bool
    /// The controls set on the demo, each `name=value`; `nil` when none is.
    package var controls: [String]?

    package init(
        group: String, demo: String, tweak: String? = nil, script: String? = nil, step: Int? = nil, width: Int = 0,
        appearance: Appearance = .light, direction: LayoutDirection = .leftToRight, scroll: Int = 0,
        isFullScreen: Bool = false, controls: [String]? = nil
    ) {
        self.group = group
        self.demo = demo
        self.tweak = tweak
        self.script = script
        self.step = step
        self.width = width
        self.appearance = appearance
        self.direction = direction
        self.scroll = scroll
        self.isFullScreen = isFullScreen
        self.controls = controls
    }

    /// The demo, tweak and control values, as a failure is recorded for
    /// them.
    package var demoKey: DemoFailure.Key {
        DemoFailure.Key(group: group, demo: demo, tweak: tweak, controls: controls)
    }

    /// `GROUP/DEMO`, with the tweak when there is one.
    package var description: String { "\(group)/\(demo)" + (tweak.map { " (tweak \($0))" } ?? "") }
}
