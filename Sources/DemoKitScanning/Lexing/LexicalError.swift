/// A problem that stops the lexer from reading part of a file, such as a string
/// literal that never ends.
struct LexicalError: Sendable, Equatable {
    var line: Int
    var message: String
}
