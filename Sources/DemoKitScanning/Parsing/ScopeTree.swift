/// Named scopes (types, and the types extensions name), each stored once with
/// the index of its parent, so that a deeply nested declaration costs one
/// entry rather than a copy of its whole path.
///
/// Index `0` is the top level. A name added twice in the same parent gets the
/// same index.
///
/// ```swift
/// var tree = ScopeTree()
/// let inner = tree.add("Inner", in: tree.add("Outer", in: ScopeTree.topLevel))
/// tree.fullName(of: inner) // "Outer.Inner"
/// ```
struct ScopeTree: Sendable {
    static let topLevel = 0

    private struct Key: Hashable, Sendable {
        var parent: Int
        var name: String
    }

    private var names: [String] = [""]
    private var parents: [Int] = [-1]
    private var indices: [Key: Int] = [:]

    /// The number of scopes, the top level included.
    var count: Int { names.count }

    /// The index of `name` in `parent`, added if needed.
    mutating func add(_ name: String, in parent: Int) -> Int {
        let key = Key(parent: parent, name: name)
        if let index = indices[key] { return index }
        names.append(name)
        parents.append(parent)
        indices[key] = names.count - 1
        return names.count - 1
    }

    /// Adds `name` in `parent` as a new scope, even if it is there already:
    /// cheaper than ``add(_:in:)`` where merging is left to a later step, as
    /// the declaration parser leaves it to the resolver.
    mutating func append(_ name: String, in parent: Int) -> Int {
        names.append(name)
        parents.append(parent)
        return names.count - 1
    }

    /// The index of `name` in `parent`, if it was added with ``add(_:in:)``.
    func index(of name: String, in parent: Int) -> Int? {
        indices[Key(parent: parent, name: name)]
    }

    func name(of scope: Int) -> String { names[scope] }

    /// The enclosing scope, or `nil` for the top level.
    func parent(of scope: Int) -> Int? {
        parents[scope] >= 0 ? parents[scope] : nil
    }

    /// The dotted name from the top level; empty for the top level.
    func fullName(of scope: Int) -> String {
        if scope > Self.topLevel, parents[scope] == Self.topLevel { return names[scope] }
        var parts: [String] = []
        var current = scope
        while current > Self.topLevel {
            parts.append(names[current])
            current = parents[current]
        }
        return parts.reversed().joined(separator: ".")
    }
}
