/// A `struct`, `enum`, `class`, `actor` or `protocol` declaration, with what
/// decides whether the generated registry can name it.
struct TypeDeclaration: Sendable {
    var kind: TypeKind
    var name: String
    /// ``NameHash`` of `name`.
    var nameHash: UInt64
    /// The type or extended type it is nested in, as an index in its file's
    /// ``FileDeclarations/scopes``; ``ScopeTree/topLevel`` for a local type.
    var parentScope: Int
    /// `private` or `fileprivate`, if it was declared so.
    var privateModifier: String?
    /// The innermost `private` or `fileprivate` type or extension of its file
    /// that it is nested in, described for a warning.
    var privateScope: String?
    var hasGenericParameters: Bool
    /// The innermost generic type of its file it is nested in, or extension
    /// with generic arguments (`extension Box<Int>`); empty in an extension of
    /// a type without a plain name (`extension [Int]`).
    var genericScope: String?
    /// Declared inside a function, closure, accessor or other code.
    var isLocal: Bool
    /// Where name lookup from its inheritance clause leaves the chain of
    /// enclosing scopes for the top level (see ``ScopeFrame/lookupLimit``).
    var lookupLimit: Int?
    /// Its `@available` attributes and those of the types and extension it
    /// is nested in, in this file.
    var availability: [Availability] = []
    var inheritedTypes: [InheritedType]
    var file: Int
    var line: Int
    /// The `#if` branch it is compiled in, as an index in its file's
    /// ``FileDeclarations/conditions``.
    var condition: Int
}
