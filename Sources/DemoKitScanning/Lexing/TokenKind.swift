/// What a ``Token`` is, as far as finding type declarations goes.
///
/// Outside declaration headers the lexer keeps only the kinds that matter for
/// scopes and access (`{`, `}`, type keywords, `private`, declaration keywords);
/// inside a header it keeps every token up to the body's `{`.
enum TokenKind: UInt8, Sendable {
    case identifier
    case keywordStruct
    case keywordEnum
    case keywordClass
    case keywordActor
    case keywordProtocol
    case keywordExtension
    /// `private` or `fileprivate`.
    case privateModifier
    /// A keyword that starts any other declaration (`func`, `var`, `let`,
    /// `init`, `typealias`, `import`, …): it ends the reach of a preceding
    /// `private`.
    case declarationKeyword
    /// `typealias`: a declaration keyword whose right-hand side is kept, since
    /// an alias of `DemoGroup` passes the conformance on.
    case keywordTypealias
    case keywordWhere
    /// A whole `@available(…)` attribute written before a declaration.
    case availabilityAttribute
    case leftBrace
    case rightBrace
    case leftParenthesis
    case rightParenthesis
    case leftBracket
    case rightBracket
    case leftAngle
    case rightAngle
    /// `->`, kept apart so that its `>` does not close a generic clause.
    case arrow
    case colon
    case comma
    case period
    case atSign
    case ampersand
    case semicolon
    /// Any other operator character, literal or punctuation inside a header.
    case other

    /// Whether the token starts a type or extension declaration.
    var isTypeKeyword: Bool {
        switch self {
        case .keywordStruct, .keywordEnum, .keywordClass, .keywordActor,
             .keywordProtocol, .keywordExtension:
            return true
        default:
            return false
        }
    }
}
