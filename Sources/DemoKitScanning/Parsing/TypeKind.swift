/// The keyword a type was declared with.
enum TypeKind: String, Sendable {
    case `struct`
    case `enum`
    case `class`
    case actor
    case `protocol`
}
