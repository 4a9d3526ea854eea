/// A `typealias` declared outside code, with the names on its right-hand side:
/// one for `typealias Group = DemoGroup`, two for `DemoGroup & Sendable`.
struct TypealiasDeclaration: Sendable {
    var name: String
    /// ``NameHash`` of `name`.
    var nameHash: UInt64
    /// The type or extended type it is nested in, as an index in its file's
    /// ``FileDeclarations/scopes``.
    var parentScope: Int
    /// Where name lookup leaves the chain of enclosing scopes for the top
    /// level (see ``ScopeFrame/lookupLimit``).
    var lookupLimit: Int?
    var aliasedTypes: [InheritedType]
    var file: Int
    var line: Int
}
