/// Where a demo is in the catalog: the index of its group and its index in
/// the group's demos (sorted by title).
package struct DemoPosition: Sendable, Hashable, Comparable {
    package var group: Int
    package var demo: Int

    package init(group: Int, demo: Int) {
        self.group = group
        self.demo = demo
    }

    package static func < (lhs: DemoPosition, rhs: DemoPosition) -> Bool {
        (lhs.group, lhs.demo) < (rhs.group, rhs.demo)
    }
}
