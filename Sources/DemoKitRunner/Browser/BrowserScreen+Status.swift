import DemoKitCore

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
        if !state.filter.isEmpty, !state.isEditingFilter {
            left += StyledText("  filter: \(state.filter)", style: BrowserChrome.statusBar)
        }

        let right: String
        if state.view == .demo {
            right = "Esc back  ←→ tweak  t tweaks  ? keys  q quit "
        } else {
            let pane = state.layout.pane.width
            let width = state.widthPreset == .fit ? "fit \(pane)" : "\(state.widthPreset.width(inPane: pane)) cols"
            let clipped = state.widthPreset.width(inPane: pane) > pane ? " (clipped)" : ""
            let direction = state.direction == .rightToLeft ? "RTL" : "LTR"
            right = "width \(width)\(clipped) · \(state.appearance.rawValue) · \(direction) "
        }
        let rightWidth = right.displayWidth
        let leftRoom = max(0, columns - rightWidth - 1)
        if leftRoom < 10 {
            return left.truncated(to: columns).padded(to: columns).styled { $0.attributes.insert(.inverse) }
        }
        let shownLeft = left.truncated(to: leftRoom).padded(to: columns - rightWidth)
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
                pairs = [
                    ("↑↓", "demo"), ("Enter", "open"), ("t", "tweaks"), ("←→", "tweak"), ("/", "filter"),
                    ("?", "keys"), ("q", "quit"), ("d", "dark"), ("r", "rtl"), ("w", "width"),
                ]
                if state.catalog.groups.count > 1 { pairs.append(("Tab", "group")) }
                if !state.filter.isEmpty { pairs.insert(("Esc", "clear filter"), at: 5) }
            }
        }
        return (StyledText(" ") + BrowserChrome.hints(pairs)).truncated(to: state.size.columns)
    }
}
