import DemoKitCore

/// How the browser renders demos: the terminal's colours, the reader's
/// settings, and the appearance, direction and width the keys change.
package struct BrowserRenderSettings: Sendable {
    /// The colours the terminal shows.
    package let colorSupport: ColorSupport
    /// Light or dark, toggled with `d`.
    package internal(set) var appearance: Appearance
    /// Left-to-right or right-to-left, toggled with `r`.
    package internal(set) var direction: LayoutDirection
    /// Whether demos render their accessible look
    /// (`RenderContext.screenReader`), as `browse --screen-reader` asks
    /// (`NO_COLOR` takes away colour only).
    package let screenReader: Bool
    /// Whether animations are told the reader asked for reduced motion
    /// (always, for a screen reader).
    package let reduceMotion: Bool
    /// The index in ``WidthPreset/all`` of the width the demo is rendered at.
    package private(set) var widthPresetIndex: Int

    init(
        colorSupport: ColorSupport, appearance: Appearance, direction: LayoutDirection, screenReader: Bool,
        reduceMotion: Bool, widthPreset: WidthPreset
    ) {
        self.colorSupport = colorSupport
        self.appearance = appearance
        self.direction = direction
        self.screenReader = screenReader
        self.reduceMotion = reduceMotion || screenReader
        widthPresetIndex = WidthPreset.all.firstIndex(of: widthPreset) ?? 0
    }

    /// The width preset in use.
    package var widthPreset: WidthPreset { WidthPreset.all[widthPresetIndex] }

    /// Moves `delta` presets on, wrapping around.
    mutating func stepWidth(by delta: Int) {
        let count = WidthPreset.all.count
        widthPresetIndex = ((widthPresetIndex + delta) % count + count) % count
    }

    /// The context a demo renders in, for a pane of this size.
    func renderContext(paneWidth: Int, height: Int?) -> RenderContext {
        RenderContext(
            width: widthPreset.width(inPane: paneWidth),
            height: height,
            colorSupport: colorSupport,
            appearance: appearance,
            direction: direction,
            reduceMotion: reduceMotion,
            screenReader: screenReader)
    }
}
