/// One row of the browser's sidebar: a group heading or a demo.
package enum SidebarRow: Sendable, Hashable {
    /// The heading of the group at this index of the catalog.
    case group(Int)
    /// A demo, which can be selected.
    case demo(DemoPosition)

    /// The demo on this row, or `nil` for a heading.
    package var demo: DemoPosition? {
        if case .demo(let position) = self { return position }
        return nil
    }
}
