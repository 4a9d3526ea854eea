/// Evaluates the condition of a `#if` or `#elseif` as far as it can be known
/// without a build: `false`, `0`, `true`, `1`, `!`, `&&`, `||` and
/// parentheses. Anything else (`DEBUG`, `os(Linux)`, …) is decided by the build.
///
/// ```swift
/// ConditionEvaluator.evaluate("false && os(Linux)") // .alwaysFalse
/// ConditionEvaluator.evaluate("DEBUG || true")      // .alwaysTrue
/// ```
struct ConditionEvaluator {
    private let bytes: [UInt8]
    private var index = 0

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The value of a condition; a condition it cannot parse is decided by the
    /// build, as the compiler will judge it.
    static func evaluate(_ text: String) -> ConditionValue {
        var evaluator = ConditionEvaluator(text)
        guard let value = evaluator.parseDisjunction() else { return .decidedByBuild }
        evaluator.skipSpaces()
        return evaluator.index == evaluator.bytes.count ? value : .decidedByBuild
    }

    private mutating func parseDisjunction() -> ConditionValue? {
        guard var value = parseConjunction() else { return nil }
        while consume("||") {
            guard let right = parseConjunction() else { return nil }
            value = value.or(right)
        }
        return value
    }

    private mutating func parseConjunction() -> ConditionValue? {
        guard var value = parseUnary() else { return nil }
        while consume("&&") {
            guard let right = parseUnary() else { return nil }
            value = value.and(right)
        }
        return value
    }

    private mutating func parseUnary() -> ConditionValue? {
        skipSpaces()
        if consume("!") {
            return parseUnary()?.negated
        }
        if consume("(") {
            guard let value = parseDisjunction(), consume(")") else { return nil }
            return value
        }
        return parseWord()
    }

    /// A word, with the arguments of a platform condition (`os(Linux)`,
    /// `compiler(>=6.0)`) if it has any.
    private mutating func parseWord() -> ConditionValue? {
        let start = index
        while index < bytes.count, Self.isWordByte(bytes[index]) {
            index += 1
        }
        guard index > start else { return nil }
        let word = String(decoding: bytes[start..<index], as: UTF8.self)
        skipSpaces()
        if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
            var depth = 0
            repeat {
                if bytes[index] == UInt8(ascii: "(") { depth += 1 }
                if bytes[index] == UInt8(ascii: ")") { depth -= 1 }
                index += 1
            } while depth > 0 && index < bytes.count
            return depth == 0 ? .decidedByBuild : nil
        }
        switch word {
        case "true", "1": return .alwaysTrue
        case "false", "0": return .alwaysFalse
        default: return .decidedByBuild
        }
    }

    /// Consumes `token` if it comes next, comparing bytes in place rather
    /// than allocating arrays for every attempt.
    private mutating func consume(_ token: StaticString) -> Bool {
        skipSpaces()
        let length = token.utf8CodeUnitCount
        guard bytes.count - index >= length else { return false }
        let expected = token.utf8Start
        var offset = 0
        while offset < length {
            if bytes[index + offset] != expected[offset] { return false }
            offset += 1
        }
        index += length
        return true
    }

    private mutating func skipSpaces() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 {
            index += 1
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."):
            return true
        default:
            return byte >= 0x80
        }
    }
}
