/// Finds the type and extension declarations in a file's tokens, with their
/// inheritance clauses, the scopes they are nested in and their access.
///
/// It reads only what a declaration header can hold (modifiers, name, generic
/// clause, inheritance clause, `where` clause) and tracks `{ … }` nesting to
/// know whether a declaration is nested in a type or local to some code.
///
/// ```swift
/// let declarations = DeclarationParser.parse(lexed, source: bytes, file: 0)
/// ```
struct DeclarationParser {
    private let tokens: [Token]
    private let base: UnsafePointer<UInt8>
    private let file: Int
    private var declarations = FileDeclarations()
    private var scopes: [ScopeFrame] = []
    /// How many of `scopes` are code, kept so that a deeply nested type does
    /// not search them all.
    private var codeDepth = 0

    private init(_ lexed: LexedFile, base: UnsafePointer<UInt8>, file: Int) {
        tokens = lexed.tokens
        self.base = base
        self.file = file
        declarations.errors = lexed.errors
        declarations.conditions = lexed.conditions
    }

    /// Parses one lexed file.
    ///
    /// - Parameters:
    ///   - lexed: The file's tokens.
    ///   - source: The bytes the tokens point into.
    ///   - file: The index of the file, recorded in each declaration.
    /// - Returns: The file's type and extension declarations.
    static func parse(_ lexed: LexedFile, source: UnsafeBufferPointer<UInt8>, file: Int) -> FileDeclarations {
        guard let base = source.baseAddress, !lexed.tokens.isEmpty else {
            return FileDeclarations(conditions: lexed.conditions, errors: lexed.errors)
        }
        var parser = DeclarationParser(lexed, base: base, file: file)
        parser.run()
        return parser.declarations
    }

    // MARK: - Scopes

    private mutating func run() {
        var index = 0
        var pendingPrivate: String?
        var pendingAvailability: [Availability] = []
        // A function's or an accessor's `@available`, for the code of its
        // body: a type declared there is as available as the function.
        var pendingCodeAvailability: [Availability] = []
        var pendingBody: ScopeFrame?
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .privateModifier:
                pendingPrivate = text(of: token)
            case .availabilityAttribute:
                if let availability = Availability(text(of: token)) { pendingAvailability.append(availability) }
            case .declarationKeyword:
                pendingCodeAvailability = pendingAvailability
                pendingPrivate = nil
                pendingAvailability = []
            case .semicolon:
                pendingCodeAvailability = []
                pendingPrivate = nil
                pendingAvailability = []
            case .keywordTypealias:
                parseTypealias(at: index)
                pendingPrivate = nil
                pendingAvailability = []
            case .leftBrace:
                if let body = pendingBody {
                    scopes.append(body)
                } else {
                    // Code inherits what it is in, so the innermost frame always says it.
                    let outer = scopes.last
                    scopes.append(ScopeFrame(
                        kind: .code, scope: outer?.scope ?? ScopeTree.topLevel,
                        privateScope: outer?.privateScope, genericScope: outer?.genericScope,
                        lookupLimit: outer?.lookupLimit,
                        availability: (outer?.availability ?? []) + pendingCodeAvailability
                    ))
                }
                pendingCodeAvailability = []
                if scopes.last?.kind == .code { codeDepth += 1 }
                pendingBody = nil
                pendingPrivate = nil
                pendingAvailability = []
            case .rightBrace:
                if scopes.popLast()?.kind == .code { codeDepth -= 1 }
                pendingCodeAvailability = []
                pendingPrivate = nil
                pendingAvailability = []
            case .keywordStruct, .keywordEnum, .keywordClass, .keywordActor, .keywordProtocol, .keywordExtension:
                pendingCodeAvailability = []
                let header = token.kind == .keywordExtension
                    ? parseExtensionHeader(at: index, privateModifier: pendingPrivate, availability: pendingAvailability)
                    : parseTypeHeader(at: index, privateModifier: pendingPrivate, availability: pendingAvailability)
                pendingPrivate = nil
                pendingAvailability = []
                if let (body, bodyIndex) = header {
                    pendingBody = body
                    index = bodyIndex
                    continue
                }
            default:
                break
            }
            index += 1
        }
    }

    // MARK: - Headers

    /// Parses `struct Name<…>: A, B where … {` at `index`; returns the scope
    /// its body opens and the index of the body's `{`.
    private mutating func parseTypeHeader(
        at index: Int, privateModifier: String?, availability: [Availability]
    ) -> (ScopeFrame, Int)? {
        let keyword = tokens[index]
        var position = index + 1
        guard position < tokens.count, tokens[position].kind == .identifier else { return nil }
        let name = text(of: tokens[position])
        let nameHash = hash(of: tokens[position])
        // `actor` is also a plain word: `guard let actor else { … }`, `for actor in …`.
        if keyword.kind == .keywordActor, ["else", "in", "is", "as"].contains(name) { return nil }
        position += 1
        var hasGenericParameters = false
        if kind(at: position) == .leftAngle {
            guard let end = skipBalanced(from: position) else { return nil }
            hasGenericParameters = keyword.kind != .keywordProtocol // primary associated types
            position = end
        }
        guard let (inherited, bodyIndex) = parseClauses(from: position) else { return nil }

        let typeKind: TypeKind
        switch keyword.kind {
        case .keywordStruct: typeKind = .struct
        case .keywordEnum: typeKind = .enum
        case .keywordClass: typeKind = .class
        case .keywordActor: typeKind = .actor
        default: typeKind = .protocol
        }
        let isLocal = codeDepth > 0
        let parentScope = isLocal ? ScopeTree.topLevel : scopes.last?.scope ?? ScopeTree.topLevel
        let genericScope = scopes.last?.genericScope
        let declaration = TypeDeclaration(
            kind: typeKind,
            name: name,
            nameHash: nameHash,
            parentScope: parentScope,
            privateModifier: privateModifier,
            privateScope: scopes.last?.privateScope,
            hasGenericParameters: hasGenericParameters,
            genericScope: genericScope,
            isLocal: isLocal,
            lookupLimit: isLocal ? nil : scopes.last?.lookupLimit,
            availability: (scopes.last?.availability ?? []) + availability,
            inheritedTypes: inherited,
            file: file,
            line: keyword.line,
            condition: keyword.condition
        )
        declarations.types.append(declaration)
        let scope = isLocal ? ScopeTree.topLevel : declarations.scopes.append(name, in: parentScope)
        let body = ScopeFrame(
            kind: isLocal ? .code : .type,
            scope: scope,
            privateScope: privateModifier.map { "'\(declarations.scopes.fullName(of: scope))', which is \($0)" }
                ?? declaration.privateScope,
            genericScope: hasGenericParameters ? declarations.scopes.fullName(of: scope) : genericScope,
            lookupLimit: isLocal ? nil : scopes.last?.lookupLimit,
            availability: declaration.availability
        )
        return (body, bodyIndex)
    }

    /// Parses `extension Outer.Name: A, B where … {` at `index`.
    private mutating func parseExtensionHeader(
        at index: Int, privateModifier: String?, availability: [Availability]
    ) -> (ScopeFrame, Int)? {
        let keyword = tokens[index]
        var position = index + 1
        var path: [String] = []
        var nameHash: UInt64 = 0
        var hasGenericArguments = false
        if kind(at: position) == .identifier {
            while true {
                path.append(text(of: tokens[position]))
                nameHash = hash(of: tokens[position])
                position += 1
                if kind(at: position) == .leftAngle {
                    guard let end = skipBalanced(from: position) else { return nil }
                    hasGenericArguments = true
                    position = end
                }
                guard kind(at: position) == .period, kind(at: position + 1) == .identifier else { break }
                position += 1
            }
        } else {
            // `extension [Int]`, `extension Int?`: not a name the registry can use.
            while let current = kind(at: position), current != .colon, current != .keywordWhere,
                  current != .leftBrace {
                guard let end = skipBalanced(from: position) else { return nil }
                position = end
            }
        }
        guard let (inherited, bodyIndex) = parseClauses(from: position) else { return nil }
        declarations.extensions.append(ExtensionDeclaration(
            extendedPath: path,
            nameHash: nameHash,
            hasGenericArguments: hasGenericArguments,
            isPrivate: privateModifier != nil,
            availability: availability,
            inheritedTypes: inherited,
            file: file,
            line: keyword.line,
            condition: keyword.condition
        ))
        let isLocal = codeDepth > 0
        var scope = ScopeTree.topLevel
        if !isLocal {
            for name in path { scope = declarations.scopes.append(name, in: scope) }
        }
        let body = ScopeFrame(
            kind: isLocal ? .code : .extension,
            scope: scope,
            privateScope: privateModifier.map { "a \($0) extension of '\(path.joined(separator: "."))'" },
            genericScope: hasGenericArguments || path.isEmpty ? path.joined(separator: ".") : nil,
            lookupLimit: isLocal ? nil : scope,
            availability: availability
        )
        return (body, bodyIndex)
    }

    /// Records `typealias Name<…> = A & B.C` at `index`, unless it is local to
    /// some code. The main loop reads its tokens again, which is harmless.
    private mutating func parseTypealias(at index: Int) {
        guard codeDepth == 0 else { return }
        var position = index + 1
        guard kind(at: position) == .identifier else { return }
        let name = text(of: tokens[position])
        let nameHash = hash(of: tokens[position])
        position += 1
        if kind(at: position) == .leftAngle {
            guard let end = skipBalanced(from: position) else { return }
            position = end
        }
        guard kind(at: position) == .other, text(of: tokens[position]) == "=" else { return }
        position += 1
        // Dotted names joined by `&`; the next word without a `.` or `&`
        // before it starts another declaration.
        var end = position
        var expectsName = true
        scan: while let current = kind(at: end) {
            switch current {
            case .identifier where expectsName:
                if text(of: tokens[end]) != "any" { expectsName = false }
                end += 1
            case .period where !expectsName, .ampersand where !expectsName:
                expectsName = true
                end += 1
            case .leftAngle where !expectsName:
                guard let after = skipBalanced(from: end) else { break scan }
                end = after
            default:
                break scan
            }
        }
        declarations.typealiases.append(TypealiasDeclaration(
            name: name,
            nameHash: nameHash,
            parentScope: scopes.last?.scope ?? ScopeTree.topLevel,
            lookupLimit: scopes.last?.lookupLimit,
            aliasedTypes: inheritedTypes(in: position..<end),
            file: file,
            line: tokens[index].line
        ))
    }

    /// Parses an optional inheritance clause and an optional `where` clause up
    /// to the body's `{`; returns the inherited types and the index of `{`.
    private func parseClauses(from start: Int) -> ([InheritedType], Int)? {
        var position = start
        var inherited: [InheritedType] = []
        if kind(at: position) == .colon {
            position += 1
            var entryStart = position
            while let current = kind(at: position), current != .keywordWhere, current != .leftBrace {
                if current == .comma {
                    appendInheritedTypes(in: entryStart..<position, to: &inherited)
                    entryStart = position + 1
                    position += 1
                    continue
                }
                guard let end = skipBalanced(from: position) else { return nil }
                position = end
            }
            appendInheritedTypes(in: entryStart..<position, to: &inherited)
        }
        if kind(at: position) == .keywordWhere {
            while let current = kind(at: position), current != .leftBrace {
                guard let end = skipBalanced(from: position) else { return nil }
                position = end
            }
        }
        guard kind(at: position) == .leftBrace else { return nil }
        return (inherited, position)
    }

    /// The dotted names in one inheritance entry: one for `DemoGroup`, two for
    /// `A & B`, none for `~Copyable`'s attributes. Attributes such as
    /// `@retroactive` and `@unchecked` are skipped.
    private func inheritedTypes(in range: Range<Int>) -> [InheritedType] {
        var result: [InheritedType] = []
        appendInheritedTypes(in: range, to: &result)
        return result
    }

    private func appendInheritedTypes(in range: Range<Int>, to result: inout [InheritedType]) {
        var name = ""
        var lastWord = ""
        var lastWordHash: UInt64 = 0
        var line = 0
        var position = range.lowerBound
        var expectsMember = false
        func finishPath() {
            if !name.isEmpty {
                result.append(InheritedType(name: name, lastWord: lastWord, lastWordHash: lastWordHash, line: line))
            }
            name = ""
        }
        while position < range.upperBound {
            let token = tokens[position]
            switch token.kind {
            case .identifier:
                if !expectsMember {
                    finishPath()
                    line = token.line
                }
                lastWord = text(of: token)
                lastWordHash = hash(of: token)
                if name.isEmpty {
                    name = lastWord
                } else {
                    name += "." + lastWord
                }
                expectsMember = false
                position += 1
            case .period:
                expectsMember = !name.isEmpty
                position += 1
            case .atSign:
                // An attribute: its name and an argument list written right after it.
                position += 1
                if kind(at: position) == .identifier {
                    let nameEnd = tokens[position].end
                    position += 1
                    if kind(at: position) == .leftParenthesis, tokens[position].start == nameEnd {
                        position = skipBalanced(from: position) ?? range.upperBound
                    }
                }
                expectsMember = false
            case .leftAngle, .leftParenthesis, .leftBracket:
                position = min(skipBalanced(from: position) ?? range.upperBound, range.upperBound)
                expectsMember = false
            default:
                finishPath()
                expectsMember = false
                position += 1
            }
        }
        finishPath()
    }

    // MARK: - Token helpers

    private func kind(at position: Int) -> TokenKind? {
        position < tokens.count ? tokens[position].kind : nil
    }

    /// The index after the token at `start`, or after its matching closer when
    /// it opens `<`, `(` or `[`. Returns `nil` at a token that cannot be in a
    /// header (an unmatched closer, `}`, `;`), which means that what looked
    /// like a header was not one.
    private func skipBalanced(from start: Int) -> Int? {
        var depth = 0
        var position = start
        repeat {
            guard position < tokens.count else { return nil }
            switch tokens[position].kind {
            case .leftAngle, .leftParenthesis, .leftBracket:
                depth += 1
            case .rightAngle, .rightParenthesis, .rightBracket:
                depth -= 1
                if depth < 0 { return nil }
            case .rightBrace, .semicolon:
                return nil
            case .leftBrace:
                if depth > 0 { return nil }
            default:
                break
            }
            position += 1
        } while depth > 0
        return position
    }

    private func hash(of token: Token) -> UInt64 {
        NameHash.of(UnsafeBufferPointer(start: base + token.start, count: token.end - token.start))
    }

    private func text(of token: Token) -> String {
        String(decoding: UnsafeBufferPointer(start: base + token.start, count: token.end - token.start), as: UTF8.self)
    }
}
