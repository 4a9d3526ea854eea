/// A demo group the generated registry lists, by the name that refers to it
/// from the top level of its module (`Components`, `Outer.Inner`); also a
/// demo type whose kind it records (``ScanResult/demoTypes``).
package struct DiscoveredGroup: Sendable, Equatable {
    package var name: String
    /// The `#if` conditions it is compiled under: it exists where every
    /// condition of at least one list holds. Empty when it always exists.
    package var conditions: [[String]]
    /// The `#available` checks a reference to it needs, one per `@available`
    /// attribute, each without its `*`: `["macOS 14, iOS 17"]`.
    package var availability: [String]
    /// Whether the registry's file declares the group's conformance to
    /// `_demoRegistry`: a struct or enum declared in the module, so
    /// that the conformance is neither retroactive nor repeated by a
    /// subclass.
    package var isMember: Bool

    package init(name: String, conditions: [[String]] = [], availability: [String] = [], isMember: Bool = false) {
        self.name = name
        self.conditions = conditions
        self.availability = availability
        self.isMember = isMember
    }
}
