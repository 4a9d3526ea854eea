import DemoKitCore
import DemoKitSnapshots

extension BrowserScreen {
    /// The sidebar's lines, `rect.height` of them: the filter line when
    /// filtering, then the visible group headings and demos.
    static func sidebar(_ state: BrowserState, in rect: ScreenRect) -> [StyledText] {
        var lines: [StyledText] = []
        let width = rect.width
        if state.showsFilterLine {
            let caret = state.sidebar.isEditingFilter ? "▏" : ""
            let count = " \(state.visibleDemoCount)/\(state.sidebar.totalDemoCount) "
            let text = StyledText("/ ", style: BrowserChrome.filter) + StyledText(state.filter + caret)
            let room = max(1, width - count.count)
            lines.append(text.truncated(to: room).padded(to: room) + StyledText(count, style: BrowserChrome.hint))
        }
        let listHeight = state.sidebarListHeight
        let end = min(state.rows.count, state.sidebar.top + listHeight)
        if state.sidebar.top < end {
            for row in state.sidebar.top..<end {
                lines.append(line(for: state.rows[row], state: state, width: width))
            }
        } else if state.showsFilterLine, listHeight > 0 {
            lines.append(StyledText("  No matches", style: BrowserChrome.secondary))
        }
        while lines.count < rect.height { lines.append(StyledText()) }
        return Array(lines.prefix(rect.height))
    }

    private static func line(for row: SidebarRow, state: BrowserState, width: Int) -> StyledText {
        switch row {
        case .group(let index):
            let group = state.catalog.groups[index]
            return StyledText(group.title, style: BrowserChrome.heading).truncated(to: width)
        case .demo(let position):
            let title = state.catalog.groups[position.group].demos[position.demo].title
            let isSelected = position == state.selection
            var line = StyledText((isSelected ? "› " : "  ") + title)
            // A demo that fails the accessibility audit: `!` in its last
            // column (`a` shows why).
            if state.audits.byDemo[position]?.fails == true, width >= 4 {
                line = line.truncated(to: width - 2).padded(to: width - 1)
                    + StyledText("!", style: BrowserChrome.warning)
            }
            guard isSelected else { return line.truncated(to: width) }
            return line.truncated(to: width).padded(to: width).styled { $0.attributes.formUnion(BrowserChrome.selected.attributes) }
        }
    }
}
