import DemoKitCore
import DemoKitSnapshots
import DemoKitTerminal

/// Composes the browser's screen from its state: the sidebar, the demo
/// rendered at the space it has, the open panel and the status lines.
///
/// Composition is pure but for a cache of the last rendering, so a screen is
/// a value a test can compare:
///
/// <!-- not compiled: a line of a test -->
/// ```swift
/// var screen = BrowserScreen()
/// let frame = screen.compose(state)
/// #expect(frame.plainLines[0].contains("Components"))
/// ```
///
/// Only the selected demo is rendered and only the visible sidebar rows are
/// built, so a catalog of thousands of demos composes as fast as a small one.
package struct BrowserScreen: Sendable {
    private var cache = DemoRenderCache()
    private var paneCache: (key: PaneKey, lines: [StyledText], limit: Int, pageRows: Int)?
    private var widestCache: (key: DemoRenderCache.Key, width: Int)?

    /// What the demo pane's lines depend on.
    private struct PaneKey: Hashable {
        var render: DemoRenderCache.Key
        var scroll: Int
        var rect: ScreenRect
    }

    package init() {}

    /// The screen for `state`.
    package mutating func compose(_ state: BrowserState) -> BrowserFrame {
        let size = state.size
        let layout = state.layout
        var lines = Array(repeating: StyledText(), count: size.rows)
        guard layout.arrangement != .tooSmall else {
            return BrowserFrame(lines: Self.tooSmall(size), demoScrollLimit: 0)
        }

        let playback = scriptPlayback(state, in: layout.pane)
        let (pane, scrollLimit, pageRows) = demoPane(state, in: layout.pane, script: playback)
        switch layout.arrangement {
        case .sideBySide:
            if let sidebar = layout.sidebar {
                let list = Self.sidebar(state, in: sidebar)
                let divider = StyledText("│", style: BrowserChrome.divider)
                for row in sidebar.rows {
                    let left = list[row - sidebar.y].padded(to: sidebar.width)
                    lines[row] = left + divider + StyledText(" ") + pane[row - layout.pane.y]
                }
            }
        case .stacked:
            if let sidebar = layout.sidebar {
                let list = Self.sidebar(state, in: sidebar)
                for row in sidebar.rows { lines[row] = list[row - sidebar.y] }
                lines[sidebar.y + sidebar.height] = StyledText.repeating(
                    "─", count: size.columns, style: BrowserChrome.divider)
            }
            for row in layout.pane.rows { lines[row] = pane[row - layout.pane.y] }
        case .demoOnly, .tooSmall:
            for row in layout.pane.rows { lines[row] = pane[row - layout.pane.y] }
        }

        switch state.overlay {
        case .tweakMenu(let cursor):
            Self.drawTweakMenu(state, cursor: cursor, over: layout.pane, on: &lines)
        case .scriptMenu(let cursor):
            Self.drawScriptMenu(state, cursor: cursor, over: layout.pane, on: &lines)
        case .audit(let top):
            Self.drawAudit(state, top: top, over: layout.pane, on: &lines)
        case .controls(let cursor, let draft):
            Self.drawControls(state, cursor: cursor, draft: draft, over: layout.pane, on: &lines)
        case .help:
            // The help covers all but the line that says how to close it.
            let body = ScreenRect(x: 0, y: 0, width: size.columns, height: layout.keysRow ?? size.rows)
            Self.drawHelp(state, over: body, on: &lines)
        case nil:
            break
        }

        if case .failed(let errors) = state.build, state.overlay != .help {
            Self.drawBuildErrors(errors, over: layout.pane, on: &lines)
        }
        if let row = layout.statusRow {
            // Without a line of key hints (the demo on its own, a short
            // terminal), a message takes the status line's left side until
            // the next key, beside the way back: a restart after a crash or
            // a rebuild is never told to no one.
            lines[row] = Self.statusLine(
                state, scriptFrame: playback?.frame, message: layout.keysRow == nil ? state.message : nil)
        }
        if let row = layout.keysRow { lines[row] = Self.keysLine(state, scriptFrame: playback?.frame) }
        return BrowserFrame(lines: lines, demoScrollLimit: scrollLimit, demoPageRows: pageRows)
    }

    /// The script step on screen: its frame, or why the script could not
    /// be played; `nil` when no script is shown.
    private mutating func scriptPlayback(
        _ state: BrowserState, in rect: ScreenRect
    ) -> (frame: ScriptFrame?, failure: String?)? {
        guard let position = state.script, let pane = state.live, let demo = state.selectedDemo,
            pane.scripts.indices.contains(position.index), state.showsSelectedDemo
        else { return nil }
        let context = state.renderContext(paneWidth: rect.width, paneHeight: rect.height)
        let playback = cache.frames(
            of: pane.scripts[position.index], for: demo, at: pane.position, tweak: state.selectedTweak,
            controls: state.selectedControls, in: context)
        switch playback {
        case .played(let frames):
            return (frames.isEmpty ? nil : frames[min(position.step, frames.count - 1)], nil)
        case .failed(let description):
            return (nil, description)
        }
    }

    /// The demo pane's lines, exactly `rect.height` of them and each
    /// `rect.width` columns wide, how far the demo can scroll and how many
    /// of its lines the pane shows (a page).
    private mutating func demoPane(
        _ state: BrowserState, in rect: ScreenRect, script: (frame: ScriptFrame?, failure: String?)?
    ) -> ([StyledText], Int, Int) {
        let blank = StyledText(String(repeating: " ", count: rect.width))
        var lines = Array(repeating: blank, count: rect.height)
        guard rect.height > 0, rect.width > 0 else { return (lines, 0, 0) }

        guard let position = state.selection, let demo = state.selectedDemo,
            state.selectedRow != nil || state.view == .demo
        else {
            let wrapped = StyledText(Self.noDemoNotice(state), style: BrowserChrome.secondary).wrapped(to: rect.width)
            for (index, line) in wrapped.prefix(rect.height).enumerated() { lines[index] = line }
            return (lines, 0, 0)
        }

        var context = state.renderContext(paneWidth: rect.width, paneHeight: rect.height)
        let source: DemoRenderCache.Source
        if script != nil, let shown = state.script {
            source = .script(identifier: shown.identifier, step: shown.step)
        } else if let pane = state.live {
            context = context.with(time: pane.player.time)
            source = .live(revision: pane.revision)
        } else {
            source = .still
        }
        let renderKey = DemoRenderCache.Key(
            demo: position, tweak: state.selectedTweak?.index, controls: state.selectedControls, context: context,
            source: source)
        let paneKey = PaneKey(render: renderKey, scroll: state.demoPane.top, rect: rect)
        if let cached = paneCache, cached.key == paneKey { return (cached.lines, cached.limit, cached.pageRows) }

        let content = paneContent(state, demo: demo, at: position, in: context, script: script, width: rect.width)
        let (limit, shown) = draw(
            content, key: renderKey, context: context, scroll: state.demoPane.top, in: rect, on: &lines)
        paneCache = (paneKey, lines, limit, shown)
        return (lines, limit, shown)
    }

    /// What the pane says when no demo is shown: an empty catalog, or a
    /// filter that matches nothing.
    private static func noDemoNotice(_ state: BrowserState) -> String {
        state.sidebar.totalDemoCount == 0
            ? "The catalog has no demos yet. Add a DemoGroup and list it in the runner."
            : "No demo matches '\(state.filter)'. Backspace edits the filter; Esc clears it."
    }

    /// The lines of the demo shown: its rendering (a script's step, the
    /// live demo, or the still one), the failure that stopped an earlier
    /// browser, or why it failed to render.
    private mutating func paneContent(
        _ state: BrowserState, demo: CatalogDemo, at position: DemoPosition, in context: RenderContext,
        script: (frame: ScriptFrame?, failure: String?)?, width: Int
    ) -> [StyledText] {
        let result: DemoRenderCache.Result
        if let failure = state.selectedFailure {
            result = .failed(failure.summary)
        } else if let script {
            result = script.frame.map { .rendered($0.screen) } ?? .failed(script.failure ?? "the script has no screens")
        } else if let pane = state.live {
            result = cache.render(demo, live: pane, tweak: state.selectedTweak, in: context)
        } else {
            result = cache.render(
                demo, at: position, tweak: state.selectedTweak, controls: state.selectedControls, in: context)
        }
        var content: [StyledText]
        switch result {
        case .rendered(let block):
            content = block.lines
        case .failed where state.selectedFailure != nil:
            content = state.selectedFailure.map { Self.failureLines($0, width: width) } ?? []
        case .failed(let description):
            let title = demo.address + (state.selectedTweak.map { " (tweak \($0.identifier))" } ?? "")
            content = [StyledText("! \(title) failed to render:", style: BrowserChrome.error), StyledText()]
            content += StyledText(description, style: BrowserChrome.errorDetail).wrapped(to: width)
            content += [
                StyledText(),
                StyledText("The browser keeps running: pick another demo or tweak.", style: BrowserChrome.secondary),
            ]
        }
        return content
    }

    /// Draws the part of `content` scrolled to into `lines`, with a hint
    /// where there is more above or below.
    ///
    /// - Returns: How far the content can scroll, and how many of its
    ///   lines the pane shows.
    private mutating func draw(
        _ content: [StyledText], key renderKey: DemoRenderCache.Key, context: RenderContext, scroll requested: Int,
        in rect: ScreenRect, on lines: inout [StyledText]
    ) -> (limit: Int, shown: Int) {
        // Hints take the first and last rows when there is more above or
        // below, so they count as rows the content does not get.
        let limit = content.count > rect.height ? content.count - max(1, rect.height - 1) : 0
        let scroll = min(requested, limit)
        let top = scroll > 0 ? 1 : 0
        var shown = min(content.count - scroll, rect.height - top)
        let hasMoreBelow = content.count - scroll > shown
        if hasMoreBelow { shown = max(0, shown - 1) }
        let visible = content[scroll..<(scroll + shown)]
        // Right to left, the rendering sits at the pane's right edge, as an
        // app laid out right to left would place it. The inset comes from
        // the widest line of the whole rendering, so scrolling does not move
        // it sideways.
        let blockWidth = context.isRightToLeft ? widestLine(of: content, key: renderKey) : 0
        let inset = max(0, rect.width - blockWidth)
        let room = rect.width - (context.isRightToLeft ? inset : 0)
        let indent = StyledText(String(repeating: " ", count: context.isRightToLeft ? inset : 0))
        for (index, line) in visible.enumerated() {
            // A rendering wider than the pane (the `w` widths) is cut at
            // the pane's trailing edge, its left in LTR and its right in
            // RTL, without an ellipsis: it is a window onto a wider screen.
            let shown: StyledText
            if context.isRightToLeft, blockWidth > room {
                shown = line.padded(to: blockWidth).columns((blockWidth - room)..<blockWidth)
            } else {
                shown = line.columns(0..<room)
            }
            lines[top + index] = (indent + shown).padded(to: rect.width)
        }
        if top > 0 {
            lines[0] = StyledText("↑ \(scroll) more above · PgUp", style: BrowserChrome.hint).padded(to: rect.width)
        }
        let below = content.count - scroll - shown
        if hasMoreBelow, rect.height > 1 {
            lines[rect.height - 1] = StyledText("↓ \(below) more below · PgDn", style: BrowserChrome.hint)
                .padded(to: rect.width)
        }
        return (limit, shown)
    }

    /// The widest line of a rendering, measured once per rendering:
    /// measuring is most of the cost of a line.
    private mutating func widestLine(of content: [StyledText], key: DemoRenderCache.Key) -> Int {
        if let cached = widestCache, cached.key == key { return cached.width }
        let width = content.reduce(0) { max($0, $1.displayWidth) }
        widestCache = (key, width)
        return width
    }

    private static func tooSmall(_ size: TerminalSize) -> [StyledText] {
        let text = ["Terminal too small", "(\(size), need \(BrowserLayout.minimumSize))", "q quits"]
        var lines = Array(repeating: StyledText(), count: size.rows)
        for (index, line) in text.prefix(size.rows).enumerated() {
            lines[index] = StyledText(line).truncated(to: size.columns, ellipsis: "")
        }
        return lines
    }
}
