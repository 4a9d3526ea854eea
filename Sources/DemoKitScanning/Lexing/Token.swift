/// One significant token of a Swift source file: its kind, where its bytes are
/// and the line and compilation condition it is under.
struct Token: Sendable {
    var kind: TokenKind
    /// Offset of the first byte in the file.
    var start: Int
    /// Offset just past the last byte.
    var end: Int
    /// 1-based line of the first byte.
    var line: Int
    /// Index into ``LexedFile/conditions`` of the `#if` branch the token is in;
    /// ``ConditionTree/none`` outside any undecided `#if`.
    var condition: Int
}
