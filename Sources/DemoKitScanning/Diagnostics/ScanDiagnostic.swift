/// A warning or error about a source file, printed in the compiler's format so
/// that SwiftPM and editors show it at its place:
/// `Demos/Secret.swift:3: warning: 'Secret' conforms to DemoGroup but is private, …`.
package struct ScanDiagnostic: Sendable, Equatable, CustomStringConvertible {
    package enum Severity: String, Sendable {
        case warning
        case error
    }

    package var path: String
    /// The 1-based line, or `nil` for a problem with the whole file.
    package var line: Int?
    /// The 1-based column, in UTF-8 bytes as the compiler counts it, when known.
    package var column: Int?
    package var severity: Severity
    package var message: String

    package init(path: String, line: Int?, column: Int? = nil, severity: Severity, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    package var description: String {
        var location = line.map { "\(path):\($0)" } ?? path
        if line != nil, let column { location += ":\(column)" }
        return Self.terminalSafe("\(location): \(severity.rawValue): \(message)")
    }

    /// `text` on one line, every scalar a terminal would act on, or that
    /// would hide, shown as DemoKitCore's `TerminalSafeText.oneLine(_:)`
    /// shows it in the runner's messages (`␛`, `⏎`, `⟨U+202E⟩`,
    /// `⟨U+200B⟩`): a file name or a name from the sources cannot drive the
    /// terminal a build log is printed on, nor split the diagnostic's line.
    ///
    /// A copy, because the scanner is a build tool that links nothing of
    /// DemoKit; `ScanDiagnosticSafetyTests` checks that it agrees with the core on
    /// every Unicode scalar.
    package static func terminalSafe(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { !(0x20...0x7E).contains($0.value) }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value == 0x0A {
                result.append("\u{23CE}")
            } else if value < 0x20 {
                result.append(Unicode.Scalar(0x2400 + value) ?? "?")
            } else if value == 0x7F {
                result.append("\u{2421}")
            } else if isActedOn(scalar) {
                let hex = String(value, radix: 16, uppercase: true)
                let code = "⟨U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "⟩"
                result.append(contentsOf: code.unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether a terminal would act on `scalar` or draw it as nothing: C1
    /// and bidi controls, line and paragraph separators, and the
    /// default-ignorable characters but for the joiners, variation selectors
    /// and tags that ordinary text uses (and, above, C0 and DEL).
    private static func isActedOn(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if (0x80...0x9F).contains(value) { return true }
        if value < 0xA0 { return false }
        switch value {
        case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x206F, 0xFFF9...0xFFFB: return true
        case 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0020...0xE007F, 0xE0100...0xE01EF: return false
        default: return scalar.properties.isDefaultIgnorableCodePoint
        }
    }
}
