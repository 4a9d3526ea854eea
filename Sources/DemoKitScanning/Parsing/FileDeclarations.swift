/// What one source file declares, and the errors met while reading it.
struct FileDeclarations: Sendable {
    var types: [TypeDeclaration] = []
    var extensions: [ExtensionDeclaration] = []
    var typealiases: [TypealiasDeclaration] = []
    /// The scopes that declarations' `parentScope` refer to.
    var scopes = ScopeTree()
    /// The `#if` branches that declarations' `condition` refer to.
    var conditions = ConditionTree()
    var errors: [LexicalError] = []
}
