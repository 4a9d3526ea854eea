/// A `typealias` declared outside code, with the names on its right-hand side:
/// one for `typealias Group = DemoGroup`, two for `DemoGroup & Sendable`.
struct TypealiasDeclaration: Sendable {
    var name: String
    /// The names of the types and extensions it is nested in, outermost first.
    var parentPath: [String]
    var aliasedTypes: [InheritedType]
    var file: Int
    var line: Int

    /// The name that refers to it from the top level of its module.
    var fullName: String {
        parentPath.isEmpty ? name : (parentPath + [name]).joined(separator: ".")
    }
}
