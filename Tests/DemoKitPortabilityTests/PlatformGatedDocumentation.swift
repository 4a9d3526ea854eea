import Foundation

/// Finds public API that exists under only some branches of an `#if
/// compiler(…)` or `#if os(…)` gate and that the documentation names.
///
/// The documentation is built and its examples type-checked by one
/// compiler on one platform: a DocC link to a symbol that another branch
/// leaves out breaks the DocC build there (warnings are errors), and an
/// example that calls it fails its type-check. Such an API is either
/// declared under every branch (the same symbol, so its documentation holds
/// under both) or left out of the README and the DocC articles.
enum PlatformGatedDocumentation {
    /// A file's path and text.
    typealias Source = (path: String, text: String)

    /// A public declaration: its DocC name (`f(a:_:)`, `Type`) and where.
    struct Declaration: Hashable {
        var symbol: String
        var path: String
        var line: Int
        /// The `#if compiler`/`#if os` branches it is under, outermost first
        /// (`compiler(>=6.3)@File.swift:1#0`); empty when it is under none.
        var branches: [String]
        var gate: String?
    }

    /// `path:line: …` for each documentation reference to a public symbol
    /// of `sources` declared only under some branches of a compiler or OS gate.
    static func findings(sources: [Source], documentation: [Source]) -> [String] {
        var declarations: [Declaration] = []
        var gates: [String: Gate] = [:]
        for source in sources {
            let read = publicDeclarations(in: source)
            declarations += read.declarations
            gates.merge(read.gates) { first, _ in first }
        }
        var everyBranch: [String: Set<[String]>] = [:]
        for declaration in declarations { everyBranch[declaration.symbol, default: []].insert(declaration.branches) }
        // A symbol declared outside every gate, or under each branch of its gate, exists either way.
        let gatedOnly = declarations.filter { declaration in
            guard let branches = everyBranch[declaration.symbol], !branches.contains([]) else { return false }
            return !coversEveryBranch(branches, gates: gates)
        }
        var bySymbol: [String: Declaration] = [:]
        for declaration in gatedOnly where bySymbol[declaration.symbol] == nil { bySymbol[declaration.symbol] = declaration }
        let bareNames = Set(declarations.filter { $0.branches.isEmpty }.map { baseName($0.symbol) })
        var findings: [String] = []
        for page in documentation {
            for (index, line) in page.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for symbol in links(in: String(line)) {
                    guard let declaration = bySymbol[symbol] else { continue }
                    findings.append(message(page.path, index + 1, "links ``\(symbol)``", declaration))
                }
            }
            for (line, code) in swiftExamples(in: page.text) {
                for declaration in bySymbol.values.sorted(by: { $0.symbol < $1.symbol }) {
                    let name = baseName(declaration.symbol)
                    // An overload declared outside the gate may be the one the example calls.
                    guard !bareNames.contains(name), mentions(code, name) else { continue }
                    findings.append(message(page.path, line, "has an example that uses \(name)", declaration))
                }
            }
        }
        return findings
    }

    private static func message(_ path: String, _ line: Int, _ what: String, _ declaration: Declaration) -> String {
        "\(path):\(line): \(what), which is declared only under '#if \(declaration.gate ?? "")' "
            + "(\(declaration.path):\(declaration.line)): under the other branch the documentation does not build. "
            + "Declare it under every branch, or leave it out of the documentation"
    }

    /// A gate's identity (`compiler(>=6.3)@File.swift:1`) and, once its
    /// `#endif` is read, its branches: how many, and whether one is `#else`.
    struct Gate {
        var count: Int
        var hasElse: Bool
    }

    /// Whether the declarations of one symbol, each under `branches`, are
    /// declared under every branch of the innermost gate: `#if`, each
    /// `#elseif` and an `#else`, which must be written.
    private static func coversEveryBranch(_ branches: Set<[String]>, gates: [String: Gate]) -> Bool {
        let innermost = Set(branches.compactMap { $0.last })
        let ids = Set(innermost.map { String($0[..<($0.lastIndex(of: "#") ?? $0.endIndex)]) })
        guard ids.count == 1, let id = ids.first, let gate = gates[id], gate.hasElse else { return false }
        return innermost == Set((0..<gate.count).map { "\(id)#\($0)" })
    }

    /// The public and open declarations of a file, with the compiler and OS
    /// gates around each, and the gates read.
    static func publicDeclarations(in source: Source) -> (declarations: [Declaration], gates: [String: Gate]) {
        struct Open {
            var id: String
            var condition: String
            var branch: Int
            var hasElse: Bool
            var isPlatformGate: Bool
        }
        var stack: [Open] = []
        var gates: [String: Gate] = [:]
        var result: [Declaration] = []
        let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, raw) in lines.enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#if ") {
                let condition = String(line.dropFirst(4))
                stack.append(Open(
                    id: "\(condition)@\(source.path):\(index + 1)", condition: condition, branch: 0, hasElse: false,
                    isPlatformGate: condition.contains("compiler(") || condition.contains("os(")))
                continue
            }
            if line.hasPrefix("#elseif ") || line == "#else" || line.hasPrefix("#else ") {
                if var top = stack.popLast() {
                    top.branch += 1
                    top.hasElse = !line.hasPrefix("#elseif")
                    stack.append(top)
                }
                continue
            }
            if line.hasPrefix("#endif") {
                if let top = stack.popLast() { gates[top.id] = Gate(count: top.branch + 1, hasElse: top.hasElse) }
                continue
            }
            guard let symbol = publicSymbol(lines: lines, at: index) else { continue }
            let open = stack.filter(\.isPlatformGate)
            result.append(Declaration(
                symbol: symbol, path: source.path, line: index + 1, branches: open.map { "\($0.id)#\($0.branch)" },
                gate: open.last.map(\.condition)))
        }
        return (result, gates)
    }

    /// `public`/`open` with the modifiers and attributes around it, the
    /// kind of declaration (1) and its name (2).
    private static let declaration: NSRegularExpression = {
        let modifiers = "nonisolated|static|final|mutating|override|convenience|required|indirect"
        let pattern = #"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*"#
            + "(?:(?:\(modifiers))\\s+)*(?:public|open)\\s+(?:(?:\(modifiers)|class)\\s+)*"
            + #"(func|var|let|struct|enum|class|protocol|actor|typealias|init|subscript)\b\s*([A-Za-z_][A-Za-z0-9_]*)?"#
        // A literal pattern: a failure here is a typo in this file.
        return try! NSRegularExpression(pattern: pattern)
    }()

    /// The DocC name of a public declaration starting on `lines[index]`:
    /// `name(label:_:)` for a function, its name otherwise.
    private static func publicSymbol(lines: [String], at index: Int) -> String? {
        let line = lines[index]
        let range = NSRange(line.startIndex..., in: line)
        guard let match = declaration.firstMatch(in: line, range: range),
            let kindRange = Range(match.range(at: 1), in: line)
        else { return nil }
        let kind = String(line[kindRange])
        let name = Range(match.range(at: 2), in: line).map { String(line[$0]) } ?? kind
        guard kind == "func" || kind == "init" || kind == "subscript" else { return name }
        // The parameter list, which may run over several lines: from the
        // first parenthesis after the name.
        let rest = lines[index...].prefix(40).joined(separator: "\n")
        let nameEnd = rest.index(rest.startIndex, offsetBy: line.distance(
            from: line.startIndex, to: Range(match.range, in: line)?.upperBound ?? line.startIndex))
        guard let open = rest[nameEnd...].firstIndex(of: "(") else { return name }
        var depth = 0
        var labels: [String] = []
        var current = ""
        var previous: Character = " "
        for character in rest[open...] {
            defer { previous = character }
            switch character {
            case "(", "[", "<":
                depth += 1
                if depth == 1 { continue }
            case ")", "]":
                depth -= 1
            case ">" where previous != "-":  // not an arrow
                depth -= 1
            default:
                break
            }
            if depth == 0 { break }
            if depth == 1 && character == "," {
                labels.append(label(of: current))
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { labels.append(label(of: current)) }
        return name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// `of` for `of group: T.Type`, `_` for `_ value: T`.
    private static func label(of parameter: String) -> String {
        let head = parameter.split(separator: ":", maxSplits: 1).first ?? ""
        let words = head.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
        return words.first.map(String.init) ?? "_"
    }

    /// The symbols of the DocC links on a line: ``verifyDemoSnapshots(of:)``,
    /// ``DemoKitTesting/Type/member-1a2b3``'s last component without its
    /// disambiguation.
    private static func links(in line: String) -> [String] {
        line.components(separatedBy: "``").enumerated().compactMap { index, part in
            guard index % 2 == 1, !part.isEmpty else { return nil }
            var last = part.split(separator: "/").last.map(String.init) ?? part
            if let dash = last.lastIndex(of: "-"), !last[dash...].contains(")") { last = String(last[..<dash]) }
            return last
        }
    }

    /// The ```swift blocks of a page: the line each starts on, and its code.
    private static func swiftExamples(in text: String) -> [(Int, String)] {
        var examples: [(Int, String)] = []
        var current: (Int, [String])?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed.hasPrefix("```swift") {
                current = (index + 1, [])
            } else if let open = current, trimmed.hasPrefix("```") {
                examples.append((open.0, open.1.joined(separator: "\n")))
                current = nil
            } else if current != nil {
                current?.1.append(String(line))
            }
        }
        return examples
    }

    private static func baseName(_ symbol: String) -> String {
        String(symbol.prefix { $0 != "(" })
    }

    /// Whether `code` uses `name` as a word.
    private static func mentions(_ code: String, _ name: String) -> Bool {
        var search = code.startIndex..<code.endIndex
        while let found = code.range(of: name, range: search) {
            let before = found.lowerBound == code.startIndex ? " " : code[code.index(before: found.lowerBound)]
            let after = found.upperBound == code.endIndex ? " " : code[found.upperBound]
            if !(before.isLetter || before.isNumber || before == "_") && !(after.isLetter || after.isNumber || after == "_") {
                return true
            }
            search = found.upperBound..<code.endIndex
        }
        return false
    }
}
