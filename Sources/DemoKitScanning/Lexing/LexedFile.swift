/// The tokens of one source file and the `#if` conditions they are under.
struct LexedFile: Sendable {
    var tokens: [Token]
    /// For each condition index a token can carry, the conditions that all hold
    /// where it is compiled. Index `0` is the empty list.
    var conditions: [[String]]
    var errors: [LexicalError]
}
