/// A `{ … }` the declaration parser is inside: the body of a type or an
/// extension, or code (a function, closure, accessor, …).
struct ScopeFrame: Sendable {
    enum Kind: Sendable {
        case type
        case `extension`
        case code
    }

    var kind: Kind
    /// For a type or an extension, its index in the file's ``ScopeTree``.
    var scope: Int
    /// How to name the innermost `private` or `fileprivate` scope this frame
    /// is or is in, for a warning: "'Outer', which is private".
    var privateScope: String?
    /// The name of the innermost generic type this frame is or is in, or of an
    /// extension with generic arguments; empty for an extension of a type
    /// without a plain name (`extension [Int]`).
    var genericScope: String?
    /// In an extension's body, or in a type nested in one, the extended
    /// type's scope: name lookup climbs the scopes up to it, then goes to the
    /// top level, skipping the types the extended type is nested in.
    var lookupLimit: Int? = nil
    /// The `@available` attributes of this type or extension and of those it
    /// is nested in.
    var availability: [Availability] = []
}
