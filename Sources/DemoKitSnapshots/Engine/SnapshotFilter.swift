import DemoKitCore

/// Which goldens a run checks, from `--filter PATTERN`.
///
/// A pattern without `/` matches any one identifier: the group's, the demo's,
/// the tweak's or the script's (`--filter red` checks every tweak named
/// `red`, `--filter chooseSecond` every script so named). A pattern
/// with `/` is a path of identifiers from the group down, and checks
/// everything under it: `Components`, `Components/buttons`,
/// `Components/buttons/red` (its still goldens and its scripts'), `*/*/red`.
/// `*` and `?` are wildcards; a last part may name a script and a variation
/// too, as the key does (`buttons/red@dark`, `singleChoice/filter+chooseSecond`,
/// `singleChoice/filter+chooseSecond@dark`). Several patterns are
/// separated by commas and a golden is checked when any of them matches;
/// spaces around each are ignored.
///
/// A pattern that starts with `=` names one golden and nothing under it:
/// `=Prompts/collapsibleStep` is that demo's still golden, not its scripts'
/// or its other variations'; `=Prompts/collapsibleStep+runToEnd@dark` one
/// script golden in one variation. Its parts are the golden's key, whole.
///
/// A backslash makes the next character plain: `\*`, `\?`, `\,`, `\/`,
/// `\\`, `\=`, `\ ` (a space that is kept) and `\@` (an `@` in an
/// identifier, never a variation's). `\u{202E}` is the character with that
/// code point, so that an invisible one can be typed and printed. The
/// commands a failure prints use the exact form (``GoldenCase/filterPattern``,
/// ``exactPattern(_:)``), so they select that one golden whatever its
/// identifiers hold.
package struct SnapshotFilter: Sendable, CustomStringConvertible {
    /// One pattern: its parts, and whether it names one golden alone (`=`).
    private struct Pattern: Sendable {
        var parts: [GlobPattern]
        var isExact: Bool
    }

    private let patterns: [Pattern]
    /// The filter as typed, with invisible characters made visible, for
    /// messages.
    package let description: String

    /// Parses `--filter`, or the `filter:` of a test helper.
    ///
    /// - Parameters:
    ///   - text: The patterns.
    ///   - option: How messages name where the patterns were given.
    /// - Throws: A usage message for an empty pattern or a bad escape.
    package init(_ text: String, option: String = "'--filter'") throws(SnapshotSetupError) {
        let shown = TerminalSafeText.oneLine(text)
        let usage = SnapshotSetupError(
            "invalid value '\(shown)' for \(option): write identifiers separated by '/', "
                + "e.g. 'Components/buttons' or 'red', several separated by ','")
        var patterns: [Pattern] = []
        for piece in try Self.tokens(text, shown: shown, option: option).split(separator: .comma, omittingEmptySubsequences: false) {
            var piece = piece[...]
            while piece.first == .scalar(" ") { piece.removeFirst() }
            while piece.last == .scalar(" ") { piece.removeLast() }
            let isExact = piece.first == .scalar("=")
            if isExact { piece.removeFirst() }
            let parts = piece.split(separator: .slash, omittingEmptySubsequences: false)
            guard !piece.isEmpty, !parts.contains(where: \.isEmpty) else { throw usage }
            patterns.append(Pattern(parts: parts.map(Self.pattern), isExact: isExact))
        }
        self.patterns = patterns
        description = shown
    }

    /// Whether the golden of `goldenCase` is checked.
    ///
    /// The last identifier of a case's key may carry its script and its
    /// variation (`filter+chooseSecond@dark`); a pattern's last part may
    /// name the identifier alone (everything under it), with the variation,
    /// with the script (all its variations), or with both. A pattern
    /// without `/` matches the script's identifier too.
    package func matches(_ goldenCase: GoldenCase) -> Bool {
        var components = [goldenCase.demo.groupIdentifier, goldenCase.demo.identifier]
        if let tweak = goldenCase.tweak { components.append(tweak.identifier) }
        let suffix = goldenCase.variation.suffix
        let last = components[components.count - 1]
        let script = goldenCase.script?.identifier
        // The longer forms of the last identifier, each with the index of
        // the `@` that starts the variation, if it has one.
        var forms: [(text: String, separator: Int?)] = []
        if !suffix.isEmpty { forms.append((last + "@" + suffix, last.count)) }
        if let script {
            let joined = last + "+" + script
            forms.append((joined, nil))
            if !suffix.isEmpty { forms.append((joined + "@" + suffix, joined.count)) }
        }
        func matchesLast(_ part: GlobPattern) -> Bool {
            forms.contains { part.matches($0.text, variationSeparator: $0.separator) }
        }
        return patterns.contains { pattern in
            let parts = pattern.parts
            if pattern.isExact {
                // The whole key: every identifier, and the last one with the
                // case's script and variation, no more and no less.
                guard parts.count == components.count else { return false }
                var whole = last
                if let script { whole += "+" + script }
                let separator = suffix.isEmpty ? nil : whole.count
                if !suffix.isEmpty { whole += "@" + suffix }
                // An unescaped `@` starts the variation here, never matches
                // one inside an identifier: `=…/x@dark` is tweak `x` in the
                // dark variation, `=…/x\@dark` tweak `x@dark`.
                return zip(parts.dropLast(), components).allSatisfy { $0.matches($1) }
                    && parts[parts.count - 1].variationAtsOnly.matches(whole, variationSeparator: separator)
            }
            if parts.count == 1 {
                let part = parts[0]
                return components.contains { part.matches($0) } || script.map { part.matches($0) } == true
                    || matchesLast(part)
            }
            guard parts.count <= components.count else { return false }
            for (index, part) in parts.enumerated() {
                let isLast = index == components.count - 1
                if part.matches(components[index]) { continue }
                if isLast, matchesLast(part) { continue }
                return false
            }
            return true
        }
    }

    /// Whether the pinned media file at `path` (relative to the package
    /// root, `DemoScript.media`) is selected by its path, its folders and
    /// file name matched part by part as identifiers are: a pattern without
    /// `/` matches any one of them (`meter.svg`), one with `/` the path or a
    /// folder above it (`docs`, `docs/*.svg`), and one starting with `=` the
    /// whole path (`=docs/meter.svg`). `review` takes a pending media file
    /// so, as it takes it with its script's golden (``matches(_:)``): the
    /// path it lists selects it.
    package func matches(mediaPath path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        return patterns.contains { pattern in
            let parts = pattern.parts
            if pattern.isExact, parts.count != components.count { return false }
            if !pattern.isExact, parts.count == 1 { return components.contains { parts[0].matches($0) } }
            return parts.count <= components.count && zip(parts, components).allSatisfy { $0.matches($1) }
        }
    }

    /// The filter that selects exactly these identifiers, from the group
    /// down, whatever characters they hold: `Components/a\,b`,
    /// `Hostile/\u{202E}evil`. It holds no control or invisible character,
    /// and does not start with `-` or `=`.
    package static func exactPattern(_ identifiers: [String]) -> String {
        var pattern = ""
        for (index, identifier) in identifiers.enumerated() {
            if index > 0 { pattern += "/" }
            let scalars = Array(identifier.unicodeScalars)
            for (position, scalar) in scalars.enumerated() {
                let atEdge = position == 0 || position == scalars.count - 1
                if "\\*?,/@".unicodeScalars.contains(scalar) || (scalar == " " && atEdge)
                    || ((scalar == "-" || scalar == "=") && pattern.isEmpty)
                {
                    pattern += "\\" + String(scalar)
                } else if isHidden(scalar) {
                    pattern += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    pattern.unicodeScalars.append(scalar)
                }
            }
        }
        return pattern
    }

    /// Characters written as `\u{…}` in an exact pattern: those that do not
    /// show or that a terminal acts on, except the joiners and variation
    /// selectors that emoji and Persian words need.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200C, 0x200D, 0xFE0E, 0xFE0F: return false
        default: break
        }
        if TerminalSafeText.isActedOn(scalar) || scalar.properties.isDefaultIgnorableCodePoint { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            return true
        case .spaceSeparator:
            return scalar != " "
        default:
            return false
        }
    }

    // MARK: - Parsing

    private enum Token: Equatable {
        /// A character as typed (`escaped` false) or after `\`.
        case scalar(Unicode.Scalar, escaped: Bool = false)
        case comma, slash, anyCharacter, anyRun
    }

    private static func tokens(_ text: String, shown: String, option: String) throws(SnapshotSetupError) -> [Token] {
        var tokens: [Token] = []
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case ",": tokens.append(.comma)
            case "/": tokens.append(.slash)
            case "*": tokens.append(.anyRun)
            case "?": tokens.append(.anyCharacter)
            case "\\":
                guard let next = scalars.popFirst() else {
                    throw SnapshotSetupError(
                        "invalid value '\(shown)' for \(option): it ends with '\\'; "
                            + "write '\\\\' for a backslash in an identifier")
                }
                if next == "u", scalars.first == "{" {
                    scalars.removeFirst()
                    let hex = scalars.prefix { $0 != "}" }
                    guard hex.count < scalars.count, let value = UInt32(String(String.UnicodeScalarView(hex)), radix: 16),
                        let decoded = Unicode.Scalar(value)
                    else {
                        throw SnapshotSetupError(
                            "invalid value '\(shown)' for \(option): '\\u{…}' needs a hexadecimal code point "
                                + "and a closing '}', e.g. '\\u{202E}'")
                    }
                    scalars.removeFirst(hex.count + 1)
                    tokens.append(.scalar(decoded, escaped: true))
                } else {
                    tokens.append(.scalar(next, escaped: true))
                }
            default:
                tokens.append(.scalar(scalar))
            }
        }
        return tokens
    }

    /// One part's tokens as a pattern: runs of characters are split into
    /// grapheme clusters as an identifier is, so `e\u{301}` matches `é`.
    private static func pattern(_ tokens: ArraySlice<Token>) -> GlobPattern {
        var elements: [GlobPattern.Element] = []
        var run = String.UnicodeScalarView()
        func flush() {
            for character in String(run) { elements.append(.character(character)) }
            run = String.UnicodeScalarView()
        }
        for token in tokens {
            switch token {
            case .scalar("@", escaped: true):
                flush()
                elements.append(.identifierAt)
            case .scalar(let scalar, _):
                run.append(scalar)
            case .anyCharacter:
                flush()
                elements.append(.anyCharacter)
            case .anyRun:
                flush()
                elements.append(.anyRun)
            case .comma, .slash:
                break
            }
        }
        flush()
        return GlobPattern(elements: elements)
    }
}
