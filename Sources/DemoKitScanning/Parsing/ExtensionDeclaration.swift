/// An `extension` declaration, with the conformances it adds.
struct ExtensionDeclaration: Sendable {
    /// The dotted name of the extended type; empty when it is not a plain name
    /// (`extension [Int]`, `extension Int?`).
    var extendedPath: [String]
    /// ``NameHash`` of the last word of `extendedPath`; 0 when it is empty.
    var nameHash: UInt64
    /// Whether the extended type is written with generic arguments
    /// (`extension Box<Int>`).
    var hasGenericArguments: Bool
    var isPrivate: Bool
    /// Its `@available` attributes.
    var availability: [Availability] = []
    var inheritedTypes: [InheritedType]
    var file: Int
    var line: Int
    /// The `#if` branch it is compiled in, as an index in its file's
    /// ``FileDeclarations/conditions``.
    var condition: Int
}
