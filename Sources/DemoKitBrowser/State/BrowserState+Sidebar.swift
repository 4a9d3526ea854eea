extension BrowserState {
    /// Applies a new filter, moving the selection to the first match when
    /// the selected demo no longer matches.
    mutating func setFilter(_ text: String) {
        sidebar.filter = text
        sidebar.rebuildRows()
        if selectedRow == nil, let first = rows.lazy.compactMap(\.demo).first {
            select(first)
        }
        sidebar.top = 0
    }

    /// Selects a demo, showing its top.
    mutating func select(_ position: DemoPosition) {
        guard position != selection else { return }
        selection = position
        demoPane.top = 0
    }

    /// Moves the selection `delta` demos down (or up, when negative), stopping
    /// at the first and last.
    mutating func moveSelection(by delta: Int) {
        guard let current = selectedRow else {
            if let first = rows.lazy.compactMap(\.demo).first { select(first) }
            return
        }
        let step = delta < 0 ? -1 : 1
        var index = current
        for _ in 0..<abs(delta) {
            var next = index + step
            while rows.indices.contains(next), rows[next].demo == nil { next += step }
            guard rows.indices.contains(next) else { break }
            index = next
        }
        if let demo = rows[index].demo { select(demo) }
    }

    /// Selects the first (or last) visible demo.
    mutating func selectEdge(last: Bool) {
        let demos = rows.lazy.compactMap(\.demo)
        if let target = last ? demos.last : demos.first { select(target) }
    }

    /// Selects the first demo of the next (or previous) group, wrapping
    /// around.
    mutating func jumpGroup(forward: Bool) {
        let starts: [Int] = rows.indices.filter { index in
            guard case .group = rows[index] else { return false }
            return rows.indices.contains(index + 1) && rows[index + 1].demo != nil
        }
        guard !starts.isEmpty else { return }
        let current = selectedRow ?? -1
        let currentGroup = starts.lastIndex { $0 < current }
        let target: Int
        if forward {
            target = starts.first { $0 > current } ?? starts[0]
        } else if let currentGroup {
            target = starts[(currentGroup + starts.count - 1) % starts.count]
        } else {
            target = starts[starts.count - 1]
        }
        if let demo = rows[target + 1].demo { select(demo) }
    }

    /// Scrolls the sidebar so the selected row, and the heading just above
    /// a group's first demo, are in view.
    mutating func ensureSelectionVisible() {
        let height = sidebarListHeight
        guard height > 0 else {
            sidebar.top = 0
            return
        }
        if let row = selectedRow {
            let top = row > 0 && rows[row - 1].demo == nil ? row - 1 : row
            if top < sidebar.top { sidebar.top = top }
            if row >= sidebar.top + height { sidebar.top = row - height + 1 }
        }
        sidebar.top = min(max(0, sidebar.top), max(0, rows.count - height))
    }
}
