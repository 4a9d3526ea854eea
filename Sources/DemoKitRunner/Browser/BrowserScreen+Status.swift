import DemoKitCore
import DemoKitSnapshots

extension BrowserScreen {
    /// The status line: the demo and tweak on the left, the render settings
    /// on the right (in the demo view, the keys to go back and tweak).
    static func statusLine(_ state: BrowserState) -> StyledText {
        let columns = state.size.columns
        var left = StyledText(" ", style: BrowserChrome.statusBar)
        if let demo = state.selectedDemo {
            let group = state.catalog.groups.first { $0.identifier == demo.groupIdentifier }?.title
            let place = (group.map { $0 + " › " } ?? "") + demo.title
            left += StyledText(place, style: BrowserChrome.statusTitle)
            if state.view == .catalog, let ordinal = state.selectedOrdinal {
                left += StyledText("  \(ordinal)/\(state.visibleDemoCount)", style: BrowserChrome.statusBar)
            }
            if let tweak = state.selectedTweak {
                left += StyledText(
                    "  tweak: \(tweak.title) (\(tweak.number)/\(demo.tweaks.count))", style: BrowserChrome.statusBar)
            }
        } else {
            left += StyledText("No demo", style: BrowserChrome.statusTitle)
        }
        if state.view == .catalog, !state.filter.isEmpty, !state.isEditingFilter {
            left += StyledText("  filter: \(state.filter)", style: BrowserChrome.statusBar)
        }

        // The demo and tweak come first; the right side shortens, then goes,
        // when the terminal is narrow.
        let candidates: [String]
        if state.view == .demo {
            candidates = ["Esc back  ←→ tweak  t tweaks  ? keys  q quit ", "Esc back  ? keys "]
        } else {
            let pane = state.layout.pane.width
            let rendered = state.widthPreset.width(inPane: pane)
            let width = state.widthPreset == .fit ? "fit \(pane)" : "\(rendered) cols"
            let clipped = rendered > pane ? " (clipped)" : ""
            let direction = state.direction == .rightToLeft ? "RTL" : "LTR"
            candidates = [
                "width \(width)\(clipped) · \(state.appearance.rawValue) · \(direction) ",
                "\(width) · \(state.appearance.rawValue) · \(direction) ",
            ]
        }
        let right = candidates.first { left.displayWidth + 2 + $0.displayWidth <= columns } ?? ""
        let shownLeft = left.truncated(to: columns - right.displayWidth).padded(to: columns - right.displayWidth)
        return (shownLeft + StyledText(right)).styled { $0.attributes.insert(.inverse) }
    }

    /// The line of key hints for what is open, or the current message.
    static func keysLine(_ state: BrowserState) -> StyledText {
        if let message = state.message {
            let style = message.isWarning ? BrowserChrome.warning : BrowserChrome.key
            return StyledText(" " + (message.isWarning ? "! " : "") + message.text, style: style)
                .truncated(to: state.size.columns)
        }
        var pairs: [(key: String, meaning: String)]
        switch state.overlay {
        case .tweakMenu:
            pairs = [("↑↓", "choose"), ("Enter", "pick"), ("1-9", "pick by number"), ("Esc", "close")]
        case .help:
            pairs = [("any key", "closes this help"), ("q", "quit")]
        case nil:
            if state.isEditingFilter {
                pairs = [
                    ("type", "to filter"), ("↑↓", "demo"), ("Enter", "keep filter"), ("Esc", "clear"),
                    ("Backspace", "delete"),
                ]
            } else {
                // Most important first: the last ones give way on a narrow terminal.
                pairs = [
                    ("↑↓", "demo"), ("Enter", "open"), ("t", "tweaks"), ("←→", "tweak"), ("/", "filter"),
                    ("?", "keys"), ("q", "quit"), ("d", "dark"), ("r", "rtl"), ("w", "width"),
                ]
                if state.catalog.groups.count > 1 { pairs.insert(("Tab", "group"), at: 5) }
                if !state.filter.isEmpty { pairs.insert(("Esc", "clear filter"), at: 5) }
            }
        }
        return StyledText(" ") + BrowserChrome.hints(pairs, fitting: state.size.columns - 1)
    }
}
