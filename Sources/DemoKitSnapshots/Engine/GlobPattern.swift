/// A shell-style pattern: `*` matches any run of characters, `?` any one
/// character, everything else itself. Matched against whole identifiers.
///
/// Written in a filter, a character after `\` loses its special meaning
/// (``SnapshotFilter``); an escaped `@` then matches an `@` inside an
/// identifier but never the `@` that starts a variation suffix.
struct GlobPattern: Sendable, Hashable {
    enum Element: Sendable, Hashable {
        /// This character (an unescaped `@` also matches the variation's).
        case character(Character)
        /// `\@`: an `@` that is part of an identifier.
        case identifierAt
        /// An `@` that starts the variation, never one inside an identifier:
        /// how a pattern that names one golden (`=`) reads an unescaped `@`.
        case variationAt
        /// `?`.
        case anyCharacter
        /// `*`.
        case anyRun
    }

    let elements: [Element]

    init(elements: [Element]) {
        self.elements = elements
    }

    /// This pattern with each unescaped `@` matching the variation's alone.
    var variationAtsOnly: GlobPattern {
        GlobPattern(elements: elements.map { $0 == .character("@") ? .variationAt : $0 })
    }

    /// A pattern from plain text, where `*` and `?` are wildcards.
    init(_ text: some StringProtocol) {
        elements = text.map { character in
            switch character {
            case "*": .anyRun
            case "?": .anyCharacter
            default: .character(character)
            }
        }
    }

    /// Whether the pattern matches all of `text`.
    ///
    /// - Parameters:
    ///   - variationSeparator: The index, in characters, of the `@` that
    ///     joins an identifier and its variation suffix, if `text` is that.
    func matches(_ text: some StringProtocol, variationSeparator: Int? = nil) -> Bool {
        let text = Array(text)
        var p = 0
        var t = 0
        var star: Int?
        var resume = 0
        while t < text.count {
            if p < elements.count, elements[p] != .anyRun, matches(elements[p], text[t], isSeparator: t == variationSeparator) {
                p += 1
                t += 1
            } else if p < elements.count, elements[p] == .anyRun {
                star = p
                resume = t
                p += 1
            } else if let star {
                p = star + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < elements.count, elements[p] == .anyRun { p += 1 }
        return p == elements.count
    }

    private func matches(_ element: Element, _ character: Character, isSeparator: Bool) -> Bool {
        switch element {
        case .character(let wanted): wanted == character
        case .identifierAt: character == "@" && !isSeparator
        case .variationAt: character == "@" && isSeparator
        case .anyCharacter: true
        case .anyRun: false
        }
    }
}
