/// A snapshot run that cannot start: a bad record mode, two goldens that
/// would share a file, a snapshot directory that cannot be found or made.
///
/// The message names the input and the fix.
package struct SnapshotSetupError: Error, Equatable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
