/// One entry of an inheritance clause, as the dotted name it was written with:
/// `DemoGroup`, or `DemoKitCore.DemoGroup`. Generic arguments and attributes
/// are dropped.
///
/// The name is kept as one string, which for most names fits in a string's
/// inline storage: every type of a module has some of these, and an array of
/// words for each would cost allocations that only groups need.
struct InheritedType: Sendable, Equatable {
    /// The dotted name.
    var name: String
    /// The last word of the name, the one that names the declaration.
    var lastWord: String
    /// ``NameHash`` of `lastWord`.
    var lastWordHash: UInt64
    var line: Int

    /// The words of the name: `["DemoKitCore", "DemoGroup"]`.
    var path: [String] {
        guard name.utf8.contains(0x2E) else { return [name] }
        return name.utf8.split(separator: 0x2E).map { String(decoding: $0, as: UTF8.self) }
    }
}
