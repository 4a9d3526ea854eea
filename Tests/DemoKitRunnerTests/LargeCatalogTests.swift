@testable import DemoKitRunner
import DemoKitCore
import DemoKitSnapshots
import Testing

/// A group of `count` numbered demos with three tweaks each; the demo at
/// `duplicateAt`, if any, repeats its neighbour's identifier.
protocol NumberedGroup: DemoGroup {
    static var count: Int { get }
    static var duplicateAt: Int? { get }
}

extension NumberedGroup {
    static var duplicateAt: Int? { nil }
    static var numberOfDemos: Int { count }
    static func demoGroupItem(for index: Int) -> any DemoGroupItem {
        NumberedItem(number: index == duplicateAt ? index - 1 : index)
    }
    static func demoable(for index: Int) -> any Demoable { ColorsDemo() }
}

struct NumberedItem: DemoGroupItem {
    let number: Int
    var groupItemTitle: String { "Item \(number)" }
    var groupItemIdentifier: String? { "item\(number)" }
}

enum LargeA: NumberedGroup { static let count = 150 }
enum LargeB: NumberedGroup { static let count = 150 }
enum LargeC: NumberedGroup { static let count = 120 }
enum LargeBroken: NumberedGroup {
    static let count = 100
    static let duplicateAt: Int? = 40
}
enum LargeBrokenToo: NumberedGroup {
    static let count = 100
    static let duplicateAt: Int? = 7
}

/// A catalog large enough to be built and listed on every core says and
/// lists exactly what one thread would.
@Suite struct LargeCatalogTests {
    @Test func groupMap_keepsTheGroupsOrder_onEveryCore() {
        let squares = GroupMap.map(40, demos: GroupMap.parallelDemos) { $0 * $0 }
        #expect(squares == (0..<40).map { $0 * $0 })
        #expect(GroupMap.map(3, demos: 1) { $0 } == [0, 1, 2])
    }

    @Test func largeCatalog_isBuiltAndListedAsByOneThread() throws {
        let groups: [any DemoGroup.Type] = [LargeA.self, LargeB.self, LargeC.self]
        let catalog = try Catalog(groups: groups)
        #expect(catalog.allDemos.count == 420)
        // One thread: each group alone is below the threshold.
        let oneByOne = try groups.flatMap { try Catalog(groups: [$0]).allDemos }
        #expect(catalog.allDemos.map(\.address) == oneByOne.map(\.address))
        let listing = try CatalogListing(catalog: catalog, filter: nil)
        var pieces = ""
        for group in groups {
            let alone = try CatalogListing(catalog: try Catalog(groups: [group]), filter: nil).tree()
            pieces += (pieces.isEmpty ? "" : "\n") + alone
        }
        // The tree aligns identifiers across every group: compare without the padding.
        func squeezed(_ text: String) -> [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            }
        }
        #expect(squeezed(listing.tree()) == squeezed(pieces))
        #expect(listing.groups.map(\.identifier) == ["LargeA", "LargeB", "LargeC"])
    }

    /// Built on several threads, the first problem in the groups' order is the one told.
    @Test func largeInvalidCatalog_tellsTheFirstProblemInOrder() {
        #expect(throws: CatalogError.duplicateDemo(identifier: "item39", group: "LargeBroken", first: "Item 39", second: "Item 39")) {
            try Catalog(groups: [LargeA.self, LargeBroken.self, LargeBrokenToo.self])
        }
        #expect(throws: CatalogError.duplicateDemo(identifier: "item6", group: "LargeBrokenToo", first: "Item 6", second: "Item 6")) {
            try Catalog(groups: [LargeA.self, LargeBrokenToo.self, LargeBroken.self])
        }
    }
}
