/// A demo group that knows the registry listing it, so that a group given on
/// its own (`assertDemoSnapshots(of: Components.self)`,
/// `DemoRunner.main(groups:)`) finds its target's goldens exactly where the
/// registry's form finds them.
///
/// The DemoKitDiscovery plugin declares this conformance, in the registry's
/// file, for every struct and enum group declared in the target; write none
/// by hand. Classes, actors and types from other modules are left out (a
/// subclass would repeat its superclass's conformance, and a conformance of
/// another module's type would be retroactive): given alone, their goldens
/// default to `Demos/__Snapshots__` in the package root.
public protocol _DemoRegistryMember: DemoGroup {
    /// The generated `DemoRegistry` of the target that declares this group.
    static var _demoRegistry: any DiscoveredDemos.Type { get }
}
