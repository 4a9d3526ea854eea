import DemoKitCore
import DemoKitSnapshots

/// A registry of fixture groups, as the discovery plugin generates one for a
/// target, so that the tests use the documented registry form of the
/// assertions; the fixtures' goldens live where each test says.
enum FixtureRegistry<Group: DemoGroup>: DiscoveredDemos {
    static var groups: [any DemoGroup.Type] { [Group.self] }
    static var sourceDirectory: String { "" }
    static var discoveryWarnings: [String] { [] }

    /// The filter that selects one demo of the group, whatever its
    /// identifiers hold.
    static func demo(_ identifier: String) -> String {
        SnapshotFilter.exactPattern([Group.groupIdentifier, identifier])
    }
}

/// A registry of two fixture groups.
enum FixturePairRegistry<First: DemoGroup, Second: DemoGroup>: DiscoveredDemos {
    static var groups: [any DemoGroup.Type] { [First.self, Second.self] }
    static var sourceDirectory: String { "" }
    static var discoveryWarnings: [String] { [] }
}
