/// A problem that stops the lexer from reading part of a file, such as a string
/// literal that never ends.
struct LexicalError: Sendable, Equatable {
    var line: Int
    /// The 1-based column, in UTF-8 bytes, where it starts, when known.
    var column: Int?
    var message: String

    init(line: Int, column: Int? = nil, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}
