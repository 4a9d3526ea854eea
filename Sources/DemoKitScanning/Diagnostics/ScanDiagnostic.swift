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
        return "\(location): \(severity.rawValue): \(message)"
    }
}
