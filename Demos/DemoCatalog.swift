import DemoKitCore

/// The groups of this package's catalog.
public enum DemoCatalog {
    public static var groups: [any DemoGroup.Type] { [Components.self] }
}
