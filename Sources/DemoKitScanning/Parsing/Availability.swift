/// What one `@available(…)` attribute says about where a declaration can be
/// used, as far as the generated registry must guard a reference to it.
///
/// ```swift
/// Availability("@available(macOS 14, iOS 17, *)") // .introduced(["macOS 14", "iOS 17"])
/// Availability("@available(tvOS, unavailable)")   // .condition("!os(tvOS)")
/// Availability("@available(*, deprecated)")       // nil: a reference compiles
/// ```
enum Availability: Sendable, Hashable {
    /// `@available(macOS 14, *)` or `@available(macOS, introduced: 14)`: the
    /// platform versions of an `#available` check, without `*`.
    case introduced([String])
    /// `@available(*, unavailable)`: no reference compiles anywhere.
    case unavailableEverywhere
    /// A `#if` condition that holds where it can be used: `!os(tvOS)` for
    /// `@available(tvOS, unavailable)`, `swift(>=6)` for `@available(swift 6)`.
    case condition(String)
    /// `@available(macOS, obsoleted: 14)`: "macOS 14".
    case obsoleted(String)

    /// Reads the text of an attribute; `nil` when it does not restrict where
    /// the declaration can be used (`deprecated`, `message:`, `renamed:`) or
    /// names no platform this can guard.
    init?(_ attribute: String) {
        guard let open = attribute.firstIndex(of: "("), attribute.hasSuffix(")") else { return nil }
        let inner = attribute[attribute.index(after: open)..<attribute.index(before: attribute.endIndex)]
        let arguments = Self.split(inner)
        guard let first = arguments.first else { return nil }
        let rest = arguments.dropFirst()
        if first == "*" {
            guard rest.contains("unavailable") else { return nil }
            self = .unavailableEverywhere
            return
        }
        if first.contains(" ") { // shorthand: `macOS 14, iOS 17.2, *` or `swift 5.9`
            if first.hasPrefix("swift ") {
                self = .condition("swift(>=\(first.dropFirst(6)))")
                return
            }
            let platforms = arguments.filter { $0 != "*" && Self.isCheckable(platform: $0) }
            guard !platforms.isEmpty else { return nil }
            self = .introduced(platforms)
            return
        }
        // Longhand: `macOS, introduced: 14`, `tvOS, unavailable`, `swift, obsoleted: 6`.
        func value(of label: String) -> String? {
            rest.first { $0.hasPrefix(label + ":") }.map {
                String($0.dropFirst(label.count + 1)).trimmingSpaces()
            }
        }
        if first == "swift" {
            if let version = value(of: "obsoleted") {
                self = .condition("swift(<\(version))")
            } else if let version = value(of: "introduced") {
                self = .condition("swift(>=\(version))")
            } else {
                return nil
            }
            return
        }
        guard Self.isCheckable(platform: first) else { return nil }
        if rest.contains("unavailable") {
            guard let condition = Self.condition(for: first) else { return nil }
            self = .condition("!\(condition)")
        } else if let version = value(of: "obsoleted") {
            self = .obsoleted("\(first) \(version)")
        } else if let version = value(of: "introduced") {
            self = .introduced(["\(first) \(version)"])
        } else {
            return nil
        }
    }

    /// Whether an `#available` check or a `#if` condition can name the
    /// platform: not an application-extension variant (`iOSApplicationExtension`),
    /// which concerns extension targets and not a demo runner.
    private static func isCheckable(platform: String) -> Bool {
        !platform.contains("ApplicationExtension")
    }

    /// The `#if` condition that holds on a platform of `@available`.
    private static func condition(for platform: String) -> String? {
        switch platform {
        case "macOS", "OSX": return "os(macOS)"
        case "iOS", "tvOS", "watchOS", "visionOS": return "os(\(platform))"
        case "macCatalyst": return "targetEnvironment(macCatalyst)"
        default: return nil
        }
    }

    /// The comma-separated arguments, trimmed, with commas inside string
    /// literals (`message: "a, b"`) kept.
    private static func split(_ text: Substring) -> [String] {
        var arguments: [String] = []
        var current = ""
        var isInString = false
        var previous: Character = " "
        for character in text {
            if character == "\"" && previous != "\\" { isInString.toggle() }
            if character == "," && !isInString {
                arguments.append(current.trimmingSpaces())
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        arguments.append(current.trimmingSpaces())
        return arguments.map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
