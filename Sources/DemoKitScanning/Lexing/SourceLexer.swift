#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// Splits the UTF-8 bytes of a Swift source file into the tokens that the
/// declaration parser needs, skipping comments, string and regex literals, and
/// code under an always-false `#if`.
///
/// Outside declaration headers it keeps only braces, type keywords, `private`,
/// `fileprivate` and other declaration keywords; after a type keyword or
/// `typealias` it keeps every token up to the next `{`, `}` or `;`. That keeps the token list short
/// and the lexer fast, including in a debug build.
///
/// ```swift
/// let file = source.withUnsafeBufferPointer { bytes in
///     SourceLexer.lex(bytes, byteClasses: ByteClassTable())
/// }
/// ```
struct SourceLexer {
    private let base: UnsafePointer<UInt8>
    private let count: Int
    private let classes: UnsafePointer<UInt8>
    private var index = 0
    private var line = 1
    private var isInHeader = false
    private var tokens: [Token] = []
    private var conditional = ConditionalCompilationStack()
    /// `conditional.isActive`, kept at hand for every token.
    private var isActive = true
    private var conditions = ConditionTree()
    /// The condition index of each open `#if` block's current branch.
    private var branches: [Int] = []
    private var conditionIndex = ConditionTree.none
    private var openIfLines: [Int] = []
    private var errors: [LexicalError] = []

    private init(base: UnsafePointer<UInt8>, count: Int, classes: UnsafePointer<UInt8>) {
        self.base = base
        self.count = count
        self.classes = classes
    }

    /// Lexes one file.
    ///
    /// - Parameters:
    ///   - source: The file's bytes, in UTF-8.
    ///   - byteClasses: The identifier table, shared between files.
    /// - Returns: The tokens, the `#if` conditions they refer to, and any error.
    static func lex(_ source: UnsafeBufferPointer<UInt8>, byteClasses: ByteClassTable) -> LexedFile {
        guard let base = source.baseAddress, !source.isEmpty else {
            return LexedFile(tokens: [], conditions: ConditionTree(), errors: [])
        }
        var lexer = SourceLexer(base: base, count: source.count, classes: byteClasses.classes)
        // About one kept token per 16 bytes in typical code: one allocation
        // instead of a series of regrowths.
        lexer.tokens.reserveCapacity(source.count / 16)
        lexer.run()
        return LexedFile(tokens: lexer.tokens, conditions: lexer.conditions, errors: lexer.errors)
    }

    // MARK: - Main loop

    private mutating func run() {
        if count > 1, base[0] == 0x23, base[1] == 0x21 { // "#!" script line
            skipLineComment()
        }
        // One clear error per file is enough, and what follows it is misread.
        while index < count, errors.isEmpty {
            let byte = base[index]
            let byteClass = classes[Int(byte)]
            if byteClass & ByteClassTable.identifierStart != 0 {
                lexIdentifier()
                continue
            }
            if byteClass & ByteClassTable.digit != 0 {
                let start = index
                skipIdentifierBytes()
                emitInHeader(.other, from: start)
                continue
            }
            switch byte {
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                index = Self.spacesEnd(in: base, count: count, from: index + 1)
            case 0x0A:
                line += 1
                // The next line's indentation, without a trip round the loop per space.
                index = Self.spacesEnd(in: base, count: count, from: index + 1)
            case 0x2F: // "/"
                lexSlash()
            case 0x22: // "\""
                let start = index
                skipString(hashes: 0)
                emitInHeader(.other, from: start)
            case 0x23: // "#"
                lexPound()
            case 0x60: // "`"
                lexBacktickIdentifier()
            case 0x40 where !isInHeader: // "@"
                lexAttributeOutsideHeader()
            case 0x7B: // "{"
                emit(.leftBrace, from: index, to: index + 1)
                isInHeader = false
                index += 1
            case 0x7D: // "}"
                emit(.rightBrace, from: index, to: index + 1)
                isInHeader = false
                index += 1
            case 0x3B: // ";"
                emitInHeader(.semicolon, from: index, to: index + 1)
                isInHeader = false
                index += 1
            default:
                if isInHeader {
                    lexPunctuation(byte)
                } else {
                    index += 1 // outside a header no operator character is kept
                }
            }
        }
        if errors.isEmpty, let unclosed = openIfLines.last {
            errors.append(LexicalError(line: unclosed, message: "'#if' without a matching '#endif'"))
        }
    }

    // MARK: - Tokens

    private mutating func emit(_ kind: TokenKind, from start: Int, to end: Int) {
        guard isActive else { return }
        tokens.append(Token(kind: kind, start: start, end: end, line: line, condition: conditionIndex))
    }

    private mutating func emitInHeader(_ kind: TokenKind, from start: Int) {
        if isInHeader { emit(kind, from: start, to: index) }
    }

    private mutating func emitInHeader(_ kind: TokenKind, from start: Int, to end: Int) {
        if isInHeader { emit(kind, from: start, to: end) }
    }

    /// Where the run of spaces and tabs starting at `position` ends.
    private static func spacesEnd(in base: UnsafePointer<UInt8>, count: Int, from position: Int) -> Int {
        var end = position
        while end < count, base[end] == 0x20 || base[end] == 0x09 {
            end += 1
        }
        return end
    }

    private mutating func skipIdentifierBytes() {
        while index < count, classes[Int(base[index])] & ByteClassTable.identifierContinue != 0 {
            index += 1
        }
    }

    private mutating func lexIdentifier() {
        let start = index
        // A local end rather than `index`, so that the loop stays in registers.
        var end = start + 1
        while end < count, classes[Int(base[end])] & ByteClassTable.identifierContinue != 0 {
            end += 1
        }
        index = end
        // Every keyword is 3 to 15 lowercase ASCII letters.
        let length = end - start
        guard length >= 3, length <= 15, base[start] >= 0x61, base[start] <= 0x7A else {
            if isInHeader { emit(.identifier, from: start, to: end) }
            return
        }
        let isMember = start > 0 && base[start - 1] == 0x2E // "x.init", ".extension"
        let kind = isMember ? .identifier : Self.keywordKind(in: base, from: start, to: end)
        if kind.isTypeKeyword || kind == .keywordTypealias {
            emit(kind, from: start, to: index)
            if isActive { isInHeader = true }
        } else if isInHeader || kind == .privateModifier || kind == .declarationKeyword {
            emit(kind, from: start, to: index)
        }
    }

    /// Keeps `@available(…)` whole, as one token, since it may come before a
    /// type or an extension; skips any other attribute's `@`.
    private mutating func lexAttributeOutsideHeader() {
        let start = index
        index += 1
        guard count - index > 9, Self.matches("available", in: base, at: index) else { return }
        var position = index + 9
        while position < count, base[position] == 0x20 || base[position] == 0x09 { position += 1 }
        guard position < count, base[position] == 0x28 else { return }
        var depth = 0
        var newlines = 0
        while position < count {
            switch base[position] {
            case 0x28: depth += 1
            case 0x29: depth -= 1
            case 0x22: // a message: "…", which may hold parentheses
                position += 1
                while position < count, base[position] != 0x22, base[position] != 0x0A {
                    position += base[position] == 0x5C ? 2 : 1
                }
            case 0x0A: newlines += 1
            default: break
            }
            position += 1
            if depth == 0 { break }
        }
        guard depth == 0 else { return }
        emit(.availabilityAttribute, from: start, to: position)
        line += newlines
        index = position
    }

    private mutating func lexBacktickIdentifier() {
        let start = index
        index += 1
        while index < count, base[index] != 0x60, base[index] != 0x0A {
            index += 1
        }
        if index < count, base[index] == 0x60 { index += 1 }
        emitInHeader(.identifier, from: start)
    }

    private mutating func lexPunctuation(_ byte: UInt8) {
        let start = index
        index += 1
        guard isInHeader else { return }
        let kind: TokenKind
        switch byte {
        case 0x28: kind = .leftParenthesis
        case 0x29: kind = .rightParenthesis
        case 0x5B: kind = .leftBracket
        case 0x5D: kind = .rightBracket
        case 0x3C: kind = .leftAngle
        case 0x3E: kind = .rightAngle
        case 0x3A: kind = .colon
        case 0x2C: kind = .comma
        case 0x2E: kind = .period
        case 0x40: kind = .atSign
        case 0x26: kind = .ampersand
        case 0x2D where index < count && base[index] == 0x3E:
            index += 1
            kind = .arrow
        default: kind = .other
        }
        emit(kind, from: start, to: index)
    }

    // MARK: - Keywords

    // The helpers below are static and take the bytes as arguments: a method
    // call on `self` copies the whole lexer in a debug build.

    private static func matches(_ keyword: StaticString, in base: UnsafePointer<UInt8>, at start: Int) -> Bool {
        let length = keyword.utf8CodeUnitCount
        let bytes = keyword.utf8Start
        var offset = 0
        while offset < length {
            if base[start + offset] != bytes[offset] { return false }
            offset += 1
        }
        return true
    }

    /// The kind of the identifier in `start..<end`: a keyword the parser cares
    /// about, or a plain identifier. Dispatches on length and first byte so
    /// that most identifiers cost two comparisons.
    private static func keywordKind(in base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> TokenKind {
        let first = base[start]
        switch end - start {
        case 3:
            if first == 0x6C, matches("let", in: base, at: start) { return .declarationKeyword }
            if first == 0x76, matches("var", in: base, at: start) { return .declarationKeyword }
        case 4:
            if first == 0x65, matches("enum", in: base, at: start) { return .keywordEnum }
            if first == 0x66, matches("func", in: base, at: start) { return .declarationKeyword }
            if first == 0x69, matches("init", in: base, at: start) { return .declarationKeyword }
            if first == 0x63, matches("case", in: base, at: start) { return .declarationKeyword }
        case 5:
            if first == 0x63, matches("class", in: base, at: start) { return .keywordClass }
            if first == 0x61, matches("actor", in: base, at: start) { return .keywordActor }
            if first == 0x77, matches("where", in: base, at: start) { return .keywordWhere }
            if first == 0x6D, matches("macro", in: base, at: start) { return .declarationKeyword }
        case 6:
            if first == 0x73, matches("struct", in: base, at: start) { return .keywordStruct }
            if first == 0x64, matches("deinit", in: base, at: start) { return .declarationKeyword }
            if first == 0x69, matches("import", in: base, at: start) { return .declarationKeyword }
        case 7:
            if first == 0x70, matches("private", in: base, at: start) { return .privateModifier }
        case 8:
            if first == 0x70, matches("protocol", in: base, at: start) { return .keywordProtocol }
            if first == 0x6F, matches("operator", in: base, at: start) { return .declarationKeyword }
        case 9:
            if first == 0x65, matches("extension", in: base, at: start) { return .keywordExtension }
            if first == 0x73, matches("subscript", in: base, at: start) { return .declarationKeyword }
            if first == 0x74, matches("typealias", in: base, at: start) { return .keywordTypealias }
        case 11:
            if first == 0x66, matches("fileprivate", in: base, at: start) { return .privateModifier }
        case 14:
            if first == 0x61, matches("associatedtype", in: base, at: start) { return .declarationKeyword }
        case 15:
            if first == 0x70, matches("precedencegroup", in: base, at: start) { return .declarationKeyword }
        default:
            break
        }
        return .identifier
    }

    // MARK: - Comments and regex literals

    private mutating func lexSlash() {
        let next: UInt8 = index + 1 < count ? base[index + 1] : 0
        if next == 0x2F {
            skipLineComment()
        } else if next == 0x2A {
            skipBlockComment()
        } else if let end = Self.regexLiteralEnd(in: base, count: count, at: index) {
            let start = index
            index = end
            emitInHeader(.other, from: start)
        } else {
            emitInHeader(.other, from: index, to: index + 1)
            index += 1
        }
    }

    private mutating func skipLineComment() {
        guard index < count else { return }
        if let newline = memchr(base + index, 0x0A, count - index) {
            index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(newline))
        } else {
            index = count
        }
    }

    private mutating func skipBlockComment() {
        let start = index
        let startLine = line
        var depth = 0
        while index < count {
            let byte = base[index]
            if byte == 0x2F, index + 1 < count, base[index + 1] == 0x2A {
                depth += 1
                index += 2
            } else if byte == 0x2A, index + 1 < count, base[index + 1] == 0x2F {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                if byte == 0x0A { line += 1 }
                index += 1
            }
        }
        report(from: start, line: startLine, LexicalError(
            line: startLine, column: column(of: start),
            message: "unterminated '/*' comment; close it with '*/'"
        ))
    }

    /// Where a bare `/regex/` literal that starts at `index` ends, if one does.
    ///
    /// Follows Swift's rules (SE-0354): the `/` must stand where an expression
    /// starts, must not be followed by a space, a tab, `)`, `,` or `]` (as in
    /// `map(/)` or `reduce(1, /)`), and the literal must close on the same
    /// line without an unbalanced `)` outside a character class. When in
    /// doubt the `/` is an operator: a missed regex only risks a false match
    /// inside it, while a false one swallows real code.
    private static func regexLiteralEnd(in base: UnsafePointer<UInt8>, count: Int, at index: Int) -> Int? {
        guard index + 1 < count else { return nil }
        switch base[index + 1] {
        case 0x20, 0x09, 0x0A, 0x0D, 0x29, 0x2C, 0x5D: // space, tab, newline, ")", ",", "]"
            return nil
        default:
            break
        }
        var previous = index - 1
        while previous >= 0, base[previous] == 0x20 || base[previous] == 0x09
            || base[previous] == 0x0A || base[previous] == 0x0D {
            previous -= 1
        }
        if previous >= 0 {
            switch base[previous] {
            case 0x28, 0x5B, 0x7B, 0x2C, 0x3D, 0x3A, 0x3B, 0x26, 0x7C, 0x5E, 0x7E,
                 0x2B, 0x2D, 0x2A, 0x25, 0x3C, 0x3E, 0x3F: // ( [ { , = : ; & | ^ ~ + - * % < > ?
                break
            default:
                guard endsWithExpressionKeyword(in: base, at: previous) else { return nil }
            }
        }
        var end = index + 1
        var groupDepth = 0
        var classDepth = 0
        while end < count {
            switch base[end] {
            case 0x0A:
                return nil
            case 0x5C: // "\"
                end += 2
                continue
            case 0x5B: // "["
                classDepth += 1
            case 0x5D where classDepth > 0: // "]"
                classDepth -= 1
            case 0x28 where classDepth == 0: // "("
                groupDepth += 1
            case 0x29 where classDepth == 0: // ")"
                if groupDepth == 0 { return nil }
                groupDepth -= 1
            case 0x2F where classDepth == 0: // "/"
                return end + 1
            default:
                break
            }
            end += 1
        }
        return nil
    }

    /// Whether the word that ends at `end` is a keyword after which an
    /// expression starts (`return /x/`, `case /x/`), rather than a value
    /// (`count / 2`).
    private static func endsWithExpressionKeyword(in base: UnsafePointer<UInt8>, at end: Int) -> Bool {
        var start = end
        while start > 0, base[start - 1] >= 0x61, base[start - 1] <= 0x7A { start -= 1 }
        if start > 0, base[start - 1] == 0x2E { return false } // `x.return`
        switch end - start + 1 {
        case 2: return matches("in", in: base, at: start) || matches("if", in: base, at: start)
        case 3: return matches("try", in: base, at: start)
        case 4: return matches("case", in: base, at: start)
        case 5: return matches("await", in: base, at: start) || matches("throw", in: base, at: start)
            || matches("guard", in: base, at: start) || matches("where", in: base, at: start)
            || matches("while", in: base, at: start)
        case 6: return matches("return", in: base, at: start)
        default: return false
        }
    }

    // MARK: - String literals

    /// Skips the string literal whose opening `"` is at `index`, with `hashes`
    /// `#` before it for a raw string; interpolations may hold strings,
    /// comments and parentheses of their own.
    private mutating func skipString(hashes: Int) {
        let start = index - hashes
        let startLine = line
        // `"""` opens a multi-line literal, except in a raw string that a
        // quote and its delimiter close on the same line: `#"""#` is a
        // one-character string, as the compiler's lexer decides.
        let isMultiline = index + 2 < count && base[index + 1] == 0x22 && base[index + 2] == 0x22
            && !(hashes > 0 && Self.closesOnLine(in: base, count: count, from: index + 2, hashes: hashes))
        index += isMultiline ? 3 : 1
        while index < count {
            let byte = base[index]
            if byte == 0x5C { // "\"
                var escapeEnd = index + 1
                var escapeHashes = 0
                while escapeHashes < hashes, escapeEnd < count, base[escapeEnd] == 0x23 {
                    escapeHashes += 1
                    escapeEnd += 1
                }
                guard escapeHashes == hashes, escapeEnd < count else {
                    index += 1
                    continue
                }
                if base[escapeEnd] == 0x28 { // "\(" interpolation
                    index = escapeEnd + 1
                    skipInterpolation(allowsNewlines: isMultiline)
                    if !errors.isEmpty { return }
                    continue
                }
                if base[escapeEnd] == 0x0A || base[escapeEnd] == 0x0D {
                    // The line break is the next byte's business.
                    index = escapeEnd
                    continue
                }
                index = escapeEnd + 1
                continue
            }
            if byte == 0x22 {
                if isMultiline {
                    if index + 2 < count, base[index + 1] == 0x22, base[index + 2] == 0x22,
                       Self.hashesFollow(in: base, count: count, at: index + 3, hashes: hashes) {
                        index += 3 + hashes
                        return
                    }
                } else if Self.hashesFollow(in: base, count: count, at: index + 1, hashes: hashes) {
                    index += 1 + hashes
                    return
                }
                index += 1
                continue
            }
            if byte == 0x0A || byte == 0x0D {
                if !isMultiline { break } // a single-line literal ends at the line's end
                if byte == 0x0A { line += 1 }
            }
            index += 1
        }
        let closer = (isMultiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
        report(from: start, line: startLine, LexicalError(
            line: startLine, column: column(of: start),
            message: "unterminated string literal; close it with '\(closer)'"
        ))
    }

    /// Whether a `"` followed by `hashes` `#` closes a raw string on the
    /// line, from `position` to the line's end.
    private static func closesOnLine(
        in base: UnsafePointer<UInt8>, count: Int, from position: Int, hashes: Int
    ) -> Bool {
        var current = position
        while current < count, base[current] != 0x0A, base[current] != 0x0D {
            if base[current] == 0x22, hashesFollow(in: base, count: count, at: current + 1, hashes: hashes) {
                return true
            }
            current += 1
        }
        return false
    }

    private static func hashesFollow(
        in base: UnsafePointer<UInt8>, count: Int, at position: Int, hashes: Int
    ) -> Bool {
        guard hashes > 0 else { return true }
        guard position + hashes <= count else { return false }
        var offset = 0
        while offset < hashes {
            if base[position + offset] != 0x23 { return false }
            offset += 1
        }
        return true
    }

    /// Skips an interpolation's expression, from just after `\(` to just after
    /// its closing `)`.
    ///
    /// In a single-line literal the expression cannot span lines, nor hold a
    /// `//` comment: it stops there, and the literal is then unterminated, as
    /// the compiler finds it.
    private mutating func skipInterpolation(allowsNewlines: Bool) {
        var depth = 1
        while index < count, errors.isEmpty {
            let byte = base[index]
            switch byte {
            case 0x28:
                depth += 1
                index += 1
            case 0x29:
                depth -= 1
                index += 1
                if depth == 0 { return }
            case 0x22:
                skipString(hashes: 0)
            case 0x23:
                var hashes = 0
                while index + hashes < count, base[index + hashes] == 0x23 { hashes += 1 }
                if index + hashes < count, base[index + hashes] == 0x22 {
                    index += hashes
                    skipString(hashes: hashes)
                } else {
                    index += hashes
                }
            case 0x2F where index + 1 < count && base[index + 1] == 0x2F:
                guard allowsNewlines else { return }
                skipLineComment()
            case 0x2F where index + 1 < count && base[index + 1] == 0x2A:
                skipBlockComment()
            case 0x0A, 0x0D:
                guard allowsNewlines else { return }
                if byte == 0x0A { line += 1 }
                index += 1
            default:
                index += 1
            }
        }
    }

    // MARK: - "#": raw strings, extended regex literals and directives

    private mutating func lexPound() {
        let start = index
        var hashes = 0
        while index + hashes < count, base[index + hashes] == 0x23 { hashes += 1 }
        let after = index + hashes
        if after < count, base[after] == 0x22 {
            index = after
            skipString(hashes: hashes)
            emitInHeader(.other, from: start)
            return
        }
        if after < count, base[after] == 0x2F {
            skipExtendedRegex(hashes: hashes)
            emitInHeader(.other, from: start)
            return
        }
        index = after
        guard hashes == 1, index < count,
              classes[Int(base[index])] & ByteClassTable.identifierStart != 0
        else {
            emitInHeader(.other, from: start)
            return
        }
        let wordStart = index
        skipIdentifierBytes()
        switch index - wordStart {
        case 2 where Self.matches("if", in: base, at: wordStart):
            openIfLines.append(line)
            conditional.openIf(readCondition())
            enterBranch()
        case 6 where Self.matches("elseif", in: base, at: wordStart):
            if conditional.openElseIf(readCondition()) {
                branches.removeLast()
                enterBranch()
            } else {
                errors.append(LexicalError(line: line, message: "'#elseif' without a matching '#if'"))
            }
        case 4 where Self.matches("else", in: base, at: wordStart):
            if conditional.openElse() {
                branches.removeLast()
                enterBranch()
            } else {
                errors.append(LexicalError(line: line, message: "'#else' without a matching '#if'"))
            }
        case 5 where Self.matches("endif", in: base, at: wordStart):
            if conditional.close() {
                openIfLines.removeLast()
                branches.removeLast()
                isActive = conditional.isActive
                conditionIndex = branches.last ?? ConditionTree.none
            } else {
                errors.append(LexicalError(line: line, message: "'#endif' without a matching '#if'"))
            }
        default:
            emitInHeader(.other, from: start) // #selector, #Preview, #available, …
        }
    }

    /// Reads a directive's condition, up to the end of the line or a comment.
    private mutating func readCondition() -> String {
        let start = index
        while index < count {
            let byte = base[index]
            if byte == 0x0A { break }
            if byte == 0x2F, index + 1 < count, base[index + 1] == 0x2F || base[index + 1] == 0x2A {
                break
            }
            index += 1
        }
        var end = index
        var first = start
        while first < end, base[first] == 0x20 || base[first] == 0x09 { first += 1 }
        while end > first, base[end - 1] == 0x20 || base[end - 1] == 0x09 || base[end - 1] == 0x0D {
            end -= 1
        }
        return String(decoding: UnsafeBufferPointer(start: base + first, count: end - first), as: UTF8.self)
    }

    /// Records the branch just opened in the innermost `#if` block, which
    /// refers to its parent's conditions rather than copying them.
    private mutating func enterBranch() {
        isActive = conditional.isActive
        let parent = branches.last ?? ConditionTree.none
        let conjuncts = conditional.innermostConjuncts
        conditionIndex = conjuncts.isEmpty ? parent : conditions.add(conjuncts, in: parent)
        branches.append(conditionIndex)
    }

    /// Skips `#/…/#`. As in the compiler, it spans lines only when nothing
    /// but spaces follows the opening `#/` on its line; otherwise it ends at
    /// the line's end, unterminated.
    private mutating func skipExtendedRegex(hashes: Int) {
        let start = index
        let startLine = line
        index += hashes + 1
        var afterOpening = index
        while afterOpening < count, base[afterOpening] == 0x20 || base[afterOpening] == 0x09 {
            afterOpening += 1
        }
        let isMultiline = afterOpening == count || base[afterOpening] == 0x0A || base[afterOpening] == 0x0D
        while index < count {
            let byte = base[index]
            if byte == 0x5C, index + 1 < count, base[index + 1] != 0x0A, base[index + 1] != 0x0D {
                index += 2
                continue
            }
            if byte == 0x2F, Self.hashesFollow(in: base, count: count, at: index + 1, hashes: hashes) {
                index += 1 + hashes
                return
            }
            if byte == 0x0A || byte == 0x0D {
                if !isMultiline { break }
                if byte == 0x0A { line += 1 }
            }
            index += 1
        }
        report(from: start, line: startLine, LexicalError(
            line: startLine, column: column(of: start),
            message: "unterminated regex literal; close it with '/\(String(repeating: "#", count: hashes))'"
        ))
    }

    /// Records an error in a literal or comment that starts at `start`,
    /// unless it is in code the compiler may not parse (see
    /// ``ConditionalCompilationStack/allowsSyntaxErrors``).
    ///
    /// Lexing goes on from the end of the line where the literal or comment
    /// started, so that one running to the end of the file does not hide the
    /// `#endif` of the block.
    private mutating func report(from start: Int, line startLine: Int, _ error: LexicalError) {
        guard conditional.allowsSyntaxErrors else {
            errors.append(error)
            return
        }
        index = start
        line = startLine
        while index < count, base[index] != 0x0A { index += 1 }
    }

    /// The 1-based column of the byte at `offset`, counted in bytes as the
    /// compiler does; only asked for an error, so walking back is fine.
    private func column(of offset: Int) -> Int {
        var lineStart = offset
        while lineStart > 0, base[lineStart - 1] != 0x0A { lineStart -= 1 }
        return offset - lineStart + 1
    }
}
