/// The `#if` blocks open at a point of a file: whether code there is compiled
/// in some build, and under which conditions.
///
/// Branches whose condition is always false (`#if false`, `#if 0`, the `#else`
/// of `#if true`) are inactive: the scanner ignores what they declare. Branches
/// decided by the build stay active, and their condition is carried into the
/// generated registry so that it names a group only where the group exists.
struct ConditionalCompilationStack: Sendable {
    private struct Block: Sendable {
        var isParentActive: Bool
        /// Whether an earlier branch is always taken, so later ones never are.
        var isBranchTaken: Bool
        /// Negations of the earlier branches' build-decided conditions.
        var earlierNegations: [String]
        var conjuncts: [String]
        var isActive: Bool
    }

    private var blocks: [Block] = []

    /// Whether code at this point is compiled in at least some builds.
    var isActive: Bool { blocks.last?.isActive ?? true }

    /// The number of open `#if` blocks.
    var depth: Int { blocks.count }

    /// The conditions the innermost block's current branch adds to those of
    /// the blocks around it.
    var innermostConjuncts: [String] { blocks.last?.conjuncts ?? [] }

    mutating func openIf(_ condition: String) {
        let value = ConditionEvaluator.evaluate(condition)
        let isParentActive = isActive
        let undecided = value == .decidedByBuild
        blocks.append(Block(
            isParentActive: isParentActive,
            isBranchTaken: value == .alwaysTrue,
            earlierNegations: undecided ? [Self.negation(of: condition)] : [],
            conjuncts: undecided ? [Self.conjunct(condition)] : [],
            isActive: isParentActive && value != .alwaysFalse
        ))
    }

    /// Moves to an `#elseif` branch; returns `false` if no `#if` is open.
    mutating func openElseIf(_ condition: String) -> Bool {
        guard var block = blocks.popLast() else { return false }
        let value = ConditionEvaluator.evaluate(condition)
        if block.isBranchTaken {
            block.isActive = false
            block.conjuncts = []
        } else {
            let undecided = value == .decidedByBuild
            block.isActive = block.isParentActive && value != .alwaysFalse
            block.conjuncts = block.earlierNegations + (undecided ? [Self.conjunct(condition)] : [])
            block.isBranchTaken = value == .alwaysTrue
            if undecided { block.earlierNegations.append(Self.negation(of: condition)) }
        }
        blocks.append(block)
        return true
    }

    /// Moves to the `#else` branch; returns `false` if no `#if` is open.
    mutating func openElse() -> Bool {
        guard var block = blocks.popLast() else { return false }
        block.isActive = block.isParentActive && !block.isBranchTaken
        block.conjuncts = block.isActive ? block.earlierNegations : []
        block.isBranchTaken = true
        blocks.append(block)
        return true
    }

    /// Closes the innermost block; returns `false` if no `#if` is open.
    mutating func close() -> Bool {
        blocks.popLast() != nil
    }

    private static func isSimple(_ condition: String) -> Bool {
        !condition.contains("&&") && !condition.contains("||") && !condition.hasPrefix("!")
    }

    private static func conjunct(_ condition: String) -> String {
        condition.contains("||") ? "(\(condition))" : condition
    }

    private static func negation(of condition: String) -> String {
        isSimple(condition) ? "!\(condition)" : "!(\(condition))"
    }
}
