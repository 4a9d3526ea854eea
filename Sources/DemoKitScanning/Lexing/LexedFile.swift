/// The tokens of one source file and the `#if` conditions they are under.
struct LexedFile: Sendable {
    var tokens: [Token]
    /// The `#if` branches that a token's condition index refers to.
    var conditions: ConditionTree
    var errors: [LexicalError]
}
