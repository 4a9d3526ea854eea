import DemoKitCore
import DemoKitSnapshots

extension BrowserScreen {
    /// The status line: the demo and tweak on the left, then the script
    /// step shown, or a live demo's pause and outcome; the render settings
    /// on the right (in the demo view, the keys to go back and tweak; while
    /// the demo has the keys, the one key that gives them back). Given a
    /// `message` (a layout without a line of key hints), the message takes
    /// the left side instead. Nothing on the left is cut to keep a key hint
    /// on the right: the hint shortens, then goes.
    static func statusLine(
        _ state: BrowserState, scriptFrame: ScriptFrame? = nil, message: BrowserMessage? = nil
    ) -> StyledText {
        let columns = state.size.columns
        var left = StyledText(" ", style: BrowserChrome.statusBar)
        if let message {
            left += StyledText((message.isWarning ? "! " : "") + message.text, style: BrowserChrome.statusTitle)
        } else {
            left += placeStatus(state, scriptFrame: scriptFrame)
        }

        // The demo and tweak come first; the right side shortens, then goes,
        // when the terminal is narrow.
        let candidates: [String]
        if state.isFocused, state.live?.player.outcome != nil {
            candidates = ["demo ended · Esc back to the catalog ", "Esc back "]
        } else if state.isFocused {
            candidates = ["keys go to the demo · Ctrl-] back to the catalog ", "Ctrl-] back "]
        } else if state.view == .demo, state.script != nil {
            candidates = [". next step  , previous  Esc leave script ", ". , step  Esc leaves ", "Esc leaves "]
        } else if state.view == .demo, state.live?.isInteractive == true {
            let tweak = hasTweaks(state) ? "←→ tweak  " : ""
            candidates = ["Enter use  Esc back  \(tweak)? keys  q quit ", "Enter use  Esc back "]
        } else if state.view == .demo {
            let tweak = hasTweaks(state) ? "←→ tweak  t tweaks  " : ""
            candidates = ["Esc back  \(tweak)? keys  q quit ", "Esc back  ? keys "]
        } else {
            let pane = state.layout.pane.width
            let rendered = state.widthPreset.width(inPane: pane)
            let width = state.widthPreset == .fit ? "fit \(pane)" : "\(rendered) cols"
            let clipped = rendered > pane ? " (clipped)" : ""
            let direction = state.settings.direction == .rightToLeft ? "RTL" : "LTR"
            candidates = [
                "width \(width)\(clipped) · \(state.settings.appearance.rawValue) · \(direction) ",
                "\(width) · \(state.settings.appearance.rawValue) · \(direction) ",
            ]
        }
        let build = buildCandidates(state)
        let choices = build ?? candidates
        // A key hint gives way to what the left side says (a demo's outcome,
        // a script's step, a message such as an error): the hint shortens,
        // then goes, and the left is cut only by the edge of the screen.
        // Beside the catalog's fixed facts (width, appearance, direction)
        // or a build's status, a live demo's status, however long, and a
        // message beyond a few words give way instead.
        let rightIsHint = build == nil && (state.isFocused || state.view == .demo)
        let leftNeeds = rightIsHint
            ? left.displayWidth + 1
            : message == nil
            ? placeStatus(state, scriptFrame: scriptFrame, withLiveStatus: false).displayWidth
                + (controlsStatus(state).map { $0.displayWidth + 2 } ?? 0) + 1
            : min(left.displayWidth, 24)
        let right = choices.first { leftNeeds + 2 + $0.displayWidth <= columns } ?? ""
        let shownLeft = left.truncated(to: columns - right.displayWidth).padded(to: columns - right.displayWidth)
        return (shownLeft + StyledText(right)).styled { $0.attributes.insert(.inverse) }
    }

    /// The demo, tweak and what a live demo is doing, for the status line.
    ///
    /// - Parameter withLiveStatus: Whether to add what a live demo is doing
    ///   (its pause, its outcome) and the filter: the part that is cut first.
    private static func placeStatus(
        _ state: BrowserState, scriptFrame: ScriptFrame?, withLiveStatus: Bool = true
    ) -> StyledText {
        var status = StyledText()
        if let demo = state.selectedDemo {
            let group = state.catalog.groups.first { $0.identifier == demo.groupIdentifier }?.title
            let place = (group.map { $0 + " › " } ?? "") + demo.title
            status += StyledText(place, style: BrowserChrome.statusTitle)
            // A script's step needs the room more than the demo's number.
            if state.view == .catalog, state.script == nil, let ordinal = state.selectedOrdinal {
                status += StyledText("  \(ordinal)/\(state.visibleDemoCount)", style: BrowserChrome.statusBar)
            }
            if let tweak = state.selectedTweak {
                status += StyledText(
                    "  tweak: \(tweak.title) (\(tweak.number)/\(demo.tweaks.count))", style: BrowserChrome.statusBar)
            }
        } else {
            status += StyledText("No demo", style: BrowserChrome.statusTitle)
        }
        // A script's step is what the person is reading: it is not cut first.
        guard withLiveStatus || state.script != nil else { return status }
        if let live = liveStatus(state, scriptFrame: scriptFrame) {
            status += StyledText("  " + live, style: BrowserChrome.statusBar)
        }
        // After what the demo did: a long value is cut before an outcome.
        if let controls = controlsStatus(state) {
            status += StyledText("  " + controls, style: BrowserChrome.statusBar)
        }
        if state.view == .catalog, !state.filter.isEmpty, !state.sidebar.isEditingFilter {
            status += StyledText("  filter: \(state.filter)", style: BrowserChrome.statusBar)
        }
        return status
    }

    /// The controls set over the tweak's values, as `open --set` takes them
    /// (`label=Delete count=2`); `nil` when none is.
    static func controlsStatus(_ state: BrowserState) -> String? {
        let controls = state.selectedControls
        guard state.showsSelectedDemo, !controls.isEmpty else { return nil }
        return controls.map { TerminalSafeText.oneLine($0.argument) }.joined(separator: " ")
    }

    /// What the status line says of a live demo: the script step shown
    /// (`script countToThree · step 3/5: ↑ (t = 0 s)`), else whether time
    /// is paused and how the demo ended.
    static func liveStatus(_ state: BrowserState, scriptFrame: ScriptFrame?) -> String? {
        guard let live = state.live, state.showsSelectedDemo else { return nil }
        if let script = state.script {
            var text = "script \(script.identifier) · step \(script.step)/\(script.stepCount)"
            guard let frame = scriptFrame else { return text + ": cannot be played" }
            text += ": \(frame.step?.label ?? "start") (t = \(frame.time.secondsLabel))"
            if let outcome = frame.outcome { text += " · outcome: \(outcome)" }
            return text
        }
        var parts: [String] = []
        if live.isPaused { parts.append("paused at \(live.player.time.clockLabel)") }
        if let outcome = live.player.outcome { parts.append("outcome: \(outcome)") }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// Whether the selected demo has tweaks to step through: the tweak
    /// keys are hinted only then.
    private static func hasTweaks(_ state: BrowserState) -> Bool {
        (state.selectedDemo?.tweaks.count ?? 0) > 1
    }

    /// The line of key hints for what is open, or the current message.
    static func keysLine(_ state: BrowserState, scriptFrame: ScriptFrame? = nil) -> StyledText {
        if let message = state.message {
            let style = message.isWarning ? BrowserChrome.warning : BrowserChrome.key
            return StyledText(" " + (message.isWarning ? "! " : "") + message.text, style: style)
                .truncated(to: state.size.columns)
        }
        var pairs: [(key: String, meaning: String)]
        switch state.overlay {
        case .tweakMenu:
            pairs = [("↑↓", "choose"), ("Enter", "pick"), ("1-9", "pick by number"), ("Esc", "close")]
        case .scriptMenu:
            pairs = [("↑↓", "choose"), ("Enter", "play step by step"), ("1-9", "pick by number"), ("Esc", "close")]
        case .help:
            pairs = [("any key", "closes this help"), ("q", "quit")]
        case .audit:
            pairs = [("↑↓", "scroll"), ("PgUp PgDn", "page"), ("Esc a", "close"), ("q", "quit")]
        case .controls(_, draft: _?):
            pairs = [("type", "the text"), ("Backspace", "delete"), ("Ctrl-U", "clear"), ("Enter", "apply"), ("Esc", "cancel")]
        case .controls:
            pairs = [("↑↓", "choose"), ("←→", "change"), ("Enter", "edit text"), ("Esc c", "close"), ("q", "quit")]
        case nil:
            if state.sidebar.isEditingFilter {
                pairs = [
                    ("type", "to filter"), ("↑↓", "demo"), ("Enter", "keep filter"), ("Esc", "clear"),
                    ("Backspace", "delete"),
                ]
            } else if state.script != nil, state.showsSelectedDemo {
                pairs = [
                    (". n", "next step"), (", N", "previous step"), ("Esc", "leave script"), ("s", "scripts"),
                    ("←→", "tweak"), ("?", "keys"), ("q", "quit"),
                ]
                if !hasTweaks(state) { pairs.removeAll { $0.key == "←→" } }
                // The status line may have no room left for how it ends.
                if let outcome = scriptFrame?.outcome { pairs.insert(("outcome:", "\(outcome)"), at: 0) }
            } else {
                // Most important first: the last ones give way on a narrow terminal.
                let live = state.showsSelectedDemo ? state.live : nil
                let enter = live?.isInteractive != true ? "open" : live?.player.outcome == nil ? "use" : "use again"
                pairs = [
                    ("↑↓", "demo"), ("Enter", enter), ("t", "tweaks"),
                    ("←→", "tweak"), ("/", "filter"), ("?", "keys"), ("q", "quit"), ("d", "dark"), ("r", "rtl"),
                    ("w", "width"),
                ]
                if state.selectedDemo.map({ !$0.makeDemoable(tweak: state.selectedTweak).controls.isEmpty }) == true {
                    pairs.insert(("c", "controls"), at: pairs.firstIndex { $0.key == "/" } ?? pairs.count)
                }
                if state.catalog.groups.count > 1 { pairs.insert(("Tab", "group"), at: 5) }
                if !state.filter.isEmpty { pairs.insert(("Esc", "clear filter"), at: 5) }
                if let live {
                    if live.isAnimated, live.isPaused || live.player.nextFrame != nil { pairs.insert(("p", live.isPaused ? "play" : "pause"), at: 4) }
                    if !live.scripts.isEmpty { pairs.insert(("s", "scripts"), at: 4) }
                }
                // No tweak keys on a demo without tweaks to choose from.
                if !hasTweaks(state) { pairs.removeAll { $0.key == "←→" || $0.key == "t" } }
                // Findings come right after the demo's own keys; otherwise
                // the audit's key gives way first.
                if let audit = state.selectedAudit, audit.fails {
                    let index = (pairs.firstIndex { $0.key == "?" } ?? pairs.count)
                    pairs.insert(("a", audit.failure == nil ? audit.countLabel : "not audited"), at: index)
                } else {
                    pairs.append(("a", "a11y"))
                }
            }
        }
        return StyledText(" ") + BrowserChrome.hints(pairs, fitting: state.size.columns - 1)
    }
}
