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

    /// `text` with every character a terminal would act on shown as a
    /// visible picture, as DemoKitCore's encoder shows it in demo text
    /// (`␛`, `␊`, `�`): a file name or a name from the sources cannot drive
    /// the terminal a build log is printed on, nor split the diagnostic's
    /// line. (The scanner does not link DemoKitCore, to stay small; the list
    /// is `ANSIEncoder.visibleStandIn(for:)`'s.)
    static func terminalSafe(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F: result.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
            case 0x7F: result.append("\u{2421}")
            case 0x2028: result.append("\u{2424}")
            case 0x2029: result.append("\u{00B6}")
            case 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x206F, 0xFFF9...0xFFFB:
                result.append("\u{FFFD}")
            default: result.append(scalar)
            }
        }
        return String(result)
    }
}
