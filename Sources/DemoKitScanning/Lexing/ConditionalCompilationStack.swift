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
        /// Whether a branch so far checks the compiler or language version,
        /// which makes the branches that are not taken unparsed.
        var checksVersion: Bool
    }

    private var blocks: [Block] = []

    /// Whether code at this point is compiled in at least some builds.
    var isActive: Bool { blocks.last?.isActive ?? true }

    /// Whether a lexical error here may be valid Swift: the compiler does not
    /// parse a branch it skips after a `swift(…)`, `compiler(…)` or
    /// `_compiler_version(…)` check, so that code for a newer compiler can
    /// use syntax an older one cannot read. The scanner does not know the
    /// version, so it assumes that every branch from such a check on may be
    /// the skipped one.
    var allowsSyntaxErrors: Bool { blocks.contains { $0.checksVersion } }

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
            isActive: isParentActive && value != .alwaysFalse,
            checksVersion: Self.checksVersion(condition)
        ))
    }

    /// Moves to an `#elseif` branch; returns `false` if no `#if` is open.
    mutating func openElseIf(_ condition: String) -> Bool {
        guard var block = blocks.popLast() else { return false }
        let value = ConditionEvaluator.evaluate(condition)
        block.checksVersion = block.checksVersion || Self.checksVersion(condition)
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

    /// Whether `condition` calls `swift`, `compiler` or `_compiler_version`.
    static func checksVersion(_ condition: String) -> Bool {
        guard condition.utf8.contains(UInt8(ascii: "(")) else { return false }
        var word: [UInt8] = []
        var previousWord: [UInt8] = []
        for byte in condition.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                word.append(byte)
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                if !word.isEmpty { previousWord = word }
                word = []
            default:
                let name = word.isEmpty ? previousWord : word
                if byte == UInt8(ascii: "("),
                   name.elementsEqual("swift".utf8) || name.elementsEqual("compiler".utf8)
                    || name.elementsEqual("_compiler_version".utf8) {
                    return true
                }
                word = []
                previousWord = []
            }
        }
        return false
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
