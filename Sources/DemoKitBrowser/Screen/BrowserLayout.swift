import DemoKitCore
import DemoKitSnapshots
import DemoKitTerminal
/// Where the sidebar, the demo pane and the status lines go on a screen of a
/// given size.
///
/// At 80 columns or more the sidebar sits beside the demo; narrower, it sits
/// above it. The demo view gives the demo every row but one.
package struct BrowserLayout: Sendable, Hashable {
    package enum Arrangement: Sendable, Hashable {
        case sideBySide
        case stacked
        case demoOnly
        /// Smaller than ``BrowserLayout/minimumSize``: only a notice fits.
        case tooSmall
    }

    package var arrangement: Arrangement
    /// The sidebar, including the filter line when there is one.
    package var sidebar: ScreenRect?
    /// The demo pane.
    package var pane: ScreenRect
    /// The line with the demo, the tweak and the render settings.
    package var statusRow: Int?
    /// The line of key hints and messages.
    package var keysRow: Int?

    /// The narrowest terminal the sidebar is shown beside the demo in.
    package static let sideBySideColumns = 80
    /// The fewest rows the demo gets below the sidebar before the key hints
    /// and then the sidebar give way.
    package static let minimumStackedPaneRows = 2
    /// The smallest screen the browser draws more than a notice on.
    package static let minimumSize = TerminalSize(columns: 24, rows: 5)

    /// Lays out a screen.
    ///
    /// - Parameters:
    ///   - size: The terminal's size.
    ///   - view: The catalog, or one demo on the whole screen.
    ///   - sidebarContentWidth: The widest sidebar entry, in columns.
    ///   - sidebarRowCount: The sidebar's rows when nothing is filtered out,
    ///     which bounds its height when it sits above the demo.
    package init(size: TerminalSize, view: BrowserView, sidebarContentWidth: Int, sidebarRowCount: Int) {
        let columns = size.columns
        let rows = size.rows
        guard columns >= Self.minimumSize.columns, rows >= Self.minimumSize.rows else {
            arrangement = .tooSmall
            sidebar = nil
            pane = ScreenRect(x: 0, y: 0, width: columns, height: rows)
            statusRow = nil
            keysRow = nil
            return
        }
        if view == .demo {
            arrangement = .demoOnly
            sidebar = nil
            pane = ScreenRect(x: 0, y: 0, width: columns, height: rows - 1)
            statusRow = rows - 1
            keysRow = nil
            return
        }
        statusRow = rows - 2
        keysRow = rows - 1
        let bodyHeight = rows - 2
        if columns >= Self.sideBySideColumns {
            arrangement = .sideBySide
            let width = min(max(sidebarContentWidth + 4, 18), min(36, columns / 3))
            sidebar = ScreenRect(x: 0, y: 0, width: width, height: bodyHeight)
            // One column for the divider and one of margin.
            pane = ScreenRect(x: width + 2, y: 0, width: columns - width - 2, height: bodyHeight)
        } else {
            arrangement = .stacked
            // A short terminal gives the demo rows first: the key hints go,
            // then the sidebar shrinks to its filter line and one row, then
            // it goes too.
            var body = bodyHeight
            var height = min(sidebarRowCount + 1, max(3, body / 3))
            if body - height - 1 < Self.minimumStackedPaneRows {
                keysRow = nil
                statusRow = rows - 1
                body = rows - 1
            }
            if body - height - 1 < Self.minimumStackedPaneRows {
                height = min(height, 2)
            }
            guard body - height - 1 >= Self.minimumStackedPaneRows else {
                sidebar = nil
                pane = ScreenRect(x: 0, y: 0, width: columns, height: body)
                return
            }
            sidebar = ScreenRect(x: 0, y: 0, width: columns, height: height)
            // One row for the divider.
            pane = ScreenRect(x: 0, y: height + 1, width: columns, height: body - height - 1)
        }
    }
}
