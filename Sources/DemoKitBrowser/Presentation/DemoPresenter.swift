import DemoKitCore
import DemoKitSnapshots

/// Shows a demo as the runner does, in `open` and in the browser: a framed
/// demo inside a rounded box titled with its title (and its tweak's, when it
/// has several), any other cut to the width.
///
/// Goldens record what a demo renders, without this frame.
package enum DemoPresenter {
    /// Columns a frame takes: two edges and a space of padding on each side.
    package static let frameWidth = 4

    /// Renders `demo`, configured for `tweak` with `controls` set over it
    /// (`CatalogDemo.makeDemoable(tweak:settings:)`, as `open --set`
    /// does), as the runner shows it.
    ///
    /// - Parameters:
    ///   - demo: The demo to show.
    ///   - tweak: The tweak, or `nil` for the first.
    ///   - controls: Controls set over the tweak's values.
    ///   - context: The whole space available, frame included.
    ///   - overflowed: Called when the demo draws wider than the width it
    ///     was given (less the frame's, for a framed demo), with that width
    ///     and the widest line's, before the lines are cut.
    /// - Returns: The rendering, no wider than `context.width`.
    /// - Throws: `DemoControlError` for a control the demo does not take,
    ///   and what the demo's `render(in:)` throws.
    package static func render(
        _ demo: CatalogDemo, tweak: CatalogTweak?, controls: [DemoControlSetting] = [], in context: RenderContext,
        overflowed: (_ width: Int, _ drawn: Int) -> Void = { _, _ in }
    ) throws -> TextBlock {
        try render(
            demo, showing: demo.makeDemoable(tweak: tweak, settings: controls), tweak: tweak, in: context,
            overflowed: overflowed)
    }

    /// Renders a live demo in its current state, at its player's size and
    /// virtual time, as the runner shows it.
    ///
    /// - Parameters:
    ///   - player: The player holding the demo's state and context.
    ///   - demo: The demo, for its presentation and title.
    ///   - tweak: The tweak it was configured for.
    ///   - overflowed: Called when the demo draws wider than its width; see
    ///     ``render(_:tweak:controls:in:overflowed:)``.
    /// - Returns: The rendering, no wider than the player's width.
    /// - Throws: What the demo's `render(in:)` throws.
    package static func render(
        _ player: LivePlayer, of demo: CatalogDemo, tweak: CatalogTweak?,
        overflowed: (_ width: Int, _ drawn: Int) -> Void = { _, _ in }
    ) throws -> TextBlock {
        try render(demo, showing: player.demo, tweak: tweak, in: player.context, overflowed: overflowed)
    }

    /// Renders `demoable`, an instance of `demo` in some state (a live
    /// demo after keys and time), as the runner shows `demo`.
    ///
    /// - Parameters:
    ///   - demo: The catalog's demo: its title and presentation.
    ///   - demoable: The instance to render, configured for `tweak`.
    ///   - tweak: The tweak, for the frame's title.
    ///   - context: The whole space available, frame included.
    ///   - overflowed: Called when the demo draws wider than its width; see
    ///     ``render(_:tweak:controls:in:overflowed:)``.
    /// - Returns: The rendering, no wider than `context.width`.
    /// - Throws: What the demo's `render(in:)` throws.
    package static func render(
        _ demo: CatalogDemo, showing demoable: any Demoable, tweak: CatalogTweak?, in context: RenderContext,
        overflowed: (_ width: Int, _ drawn: Int) -> Void = { _, _ in }
    ) throws -> TextBlock {
        // A demo wider than its room is cut rather than left to the terminal,
        // which would wrap it and break the frame and every line below; the
        // caller hears of it, since a golden keeps what this cuts.
        func measured(_ block: TextBlock, _ width: Int) -> TextBlock {
            let drawn = block.width
            if drawn > width { overflowed(width, drawn) }
            return block.truncated(to: width)
        }
        switch demo.presentation {
        case .inline, .fullScreen:
            return try measured(demoable.render(in: context), context.width)
        case .framed:
            let inner = context.with(width: max(1, context.width - frameWidth))
            var title = StyledText(demo.title).bold()
            if let tweak, demo.tweaks.count > 1 {
                title += StyledText(" · " + tweak.title)
            }
            // The frame spans the whole width, as a window would, whatever
            // the demo's own width; an empty screen (a stream component
            // that has written nothing yet) gets a blank line, so the frame
            // keeps its width and title rather than closing up to `╭──╮`.
            let drawn = try measured(demoable.render(in: inner), inner.width)
            return (drawn.lines.isEmpty ? TextBlock([StyledText()]) : drawn)
                .aligned(.leading, width: inner.width, in: context)
                .bordered(.rounded, title: title, in: context)
        }
    }
}
