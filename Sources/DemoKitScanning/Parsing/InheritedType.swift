/// One entry of an inheritance clause, as the dotted name it was written with:
/// `["DemoGroup"]` for `DemoGroup`, `["DemoKitCore", "DemoGroup"]` for
/// `DemoKitCore.DemoGroup`. Generic arguments and attributes are dropped.
struct InheritedType: Sendable, Equatable {
    var path: [String]
    var line: Int
}
