import DemoKitCore

extension SnapshotLocation {
    /// The generated registry that lists `groups`: that of the first group
    /// the DemoKitDiscovery plugin named its registry for
    /// (``DemoGroup/_demoRegistry``), or `nil` when none is (groups written
    /// by hand, classes, groups of a target without the plugin).
    ///
    /// A list of groups given without its registry (`DemoRunner.main(groups:)`,
    /// `assertDemoSnapshots(of: Components.self)`) then finds the goldens of
    /// its target where the registry's form finds them: a requirement with a
    /// default, read without a cast (a type's first cast scans the binary's
    /// conformance records).
    package static func registry(of groups: [any DemoGroup.Type]) -> (any DiscoveredDemos.Type)? {
        for group in groups {
            if let registry = group._demoRegistry { return registry }
        }
        return nil
    }
}
