import DemoKitCore

extension SnapshotLocation {
    /// The generated registry that lists `groups`: that of the first group
    /// the DemoKitDiscovery plugin declared a member of its registry
    /// (`_DemoRegistryMember`), or `nil` when none is (groups written by hand,
    /// classes, groups of a target without the plugin).
    ///
    /// A list of groups given without its registry (`DemoRunner.main(groups:)`,
    /// `assertDemoSnapshots(of: Components.self)`) then finds the goldens of
    /// its target where the registry's form finds them. Only the groups up
    /// to the first member are cast, since each first cast of a type scans
    /// the binary's conformance records.
    package static func registry(of groups: [any DemoGroup.Type]) -> (any DiscoveredDemos.Type)? {
        for group in groups {
            if let member = group as? any _DemoRegistryMember.Type { return member._demoRegistry }
        }
        return nil
    }
}
