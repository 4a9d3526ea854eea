import DemoKitSnapshots

/// The browser's sidebar as a value: the filter, the rows it leaves, where
/// they are scrolled, and the text each demo is filtered on.
package struct BrowserSidebar: Sendable {
    /// What the sidebar is filtered by; empty shows every demo.
    package internal(set) var filter = ""
    /// Whether keys are being typed into the filter.
    package internal(set) var isEditingFilter = false
    /// Headings of groups with a visible demo, and the demos that match the
    /// filter.
    package private(set) var rows: [SidebarRow] = []
    /// The first row shown.
    package internal(set) var top = 0
    /// The row of each visible demo.
    private var rowIndexByDemo: [DemoPosition: Int] = [:]
    /// The 1-based number of each visible demo among the visible demos.
    private var ordinalByDemo: [DemoPosition: Int] = [:]
    /// Lower-cased text each demo is filtered on, by group then demo.
    private let searchText: [[String]]
    /// The widest title, so that the sidebar keeps its width while filtering.
    package let contentWidth: Int
    /// Rows with no filter.
    package let unfilteredRowCount: Int
    /// The number of demos in the catalog.
    package let totalDemoCount: Int

    /// The sidebar of `catalog`, unfiltered.
    init(catalog: Catalog) {
        searchText = catalog.groups.map { group in
            group.demos.map { demo in
                [demo.title, demo.identifier, demo.address, group.title].joined(separator: "\n").lowercased()
            }
        }
        let widest = catalog.groups.flatMap { group in
            [group.title.displayWidth + 4] + group.demos.map { $0.title.displayWidth + 2 }
        }.max()
        contentWidth = widest ?? 10
        unfilteredRowCount = catalog.groups.reduce(0) { $0 + 1 + $1.demos.count }
        totalDemoCount = catalog.groups.reduce(0) { $0 + $1.demos.count }
        rebuildRows()
    }

    /// The row of a demo, when the filter shows it.
    func row(of position: DemoPosition) -> Int? { rowIndexByDemo[position] }

    /// A demo's 1-based number among the visible demos.
    func ordinal(of position: DemoPosition) -> Int? { ordinalByDemo[position] }

    /// The number of demos the filter shows.
    var visibleDemoCount: Int { ordinalByDemo.count }

    /// Rebuilds the rows for the current filter: a group's heading is shown
    /// when at least one of its demos is.
    mutating func rebuildRows() {
        let needle = filter.lowercased()
        var rows: [SidebarRow] = []
        var rowIndexByDemo: [DemoPosition: Int] = [:]
        var ordinalByDemo: [DemoPosition: Int] = [:]
        for (groupIndex, demos) in searchText.enumerated() {
            var headingAdded = false
            for (demoIndex, text) in demos.enumerated() {
                if !needle.isEmpty, !text.contains(needle) { continue }
                if !headingAdded {
                    rows.append(.group(groupIndex))
                    headingAdded = true
                }
                let position = DemoPosition(group: groupIndex, demo: demoIndex)
                rowIndexByDemo[position] = rows.count
                ordinalByDemo[position] = ordinalByDemo.count + 1
                rows.append(.demo(position))
            }
            if needle.isEmpty, !headingAdded { rows.append(.group(groupIndex)) }
        }
        self.rows = rows
        self.rowIndexByDemo = rowIndexByDemo
        self.ordinalByDemo = ordinalByDemo
    }
}
