/// A command line that `demokit-scanner` does not accept; it exits with 64
/// (`EX_USAGE`).
package struct ScannerUsageError: Error, Sendable, Equatable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String {
        "error: \(message)\nSee 'demokit-scanner --help' for more information."
    }
}
