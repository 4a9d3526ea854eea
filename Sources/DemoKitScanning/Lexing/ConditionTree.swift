/// The `#if` branches of a file, each with the conditions it adds and the index
/// of the branch it is nested in, so that a deeply nested `#if` costs one entry
/// rather than a copy of every enclosing condition.
///
/// Index `0` is code outside any undecided `#if`.
struct ConditionTree: Sendable {
    static let none = 0

    private var conjuncts: [[String]] = [[]]
    private var parents: [Int] = [-1]

    /// Adds a branch that adds `conditions` to those of `parent`.
    mutating func add(_ conditions: [String], in parent: Int) -> Int {
        conjuncts.append(conditions)
        parents.append(parent)
        return conjuncts.count - 1
    }

    /// The conditions, outermost first, all of which hold in `branch`.
    func conditions(of branch: Int) -> [String] {
        var lists: [[String]] = []
        var current = branch
        while current > Self.none {
            lists.append(conjuncts[current])
            current = parents[current]
        }
        return lists.reversed().flatMap { $0 }
    }
}
