/// What one source file declares, and the errors met while reading it.
struct FileDeclarations: Sendable {
    var types: [TypeDeclaration] = []
    var extensions: [ExtensionDeclaration] = []
    var typealiases: [TypealiasDeclaration] = []
    var errors: [LexicalError] = []
}
