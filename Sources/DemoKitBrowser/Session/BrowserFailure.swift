/// Why the browser or its supervisor cannot go on (the terminal cannot be
/// put in raw mode, the launch file cannot be written), in words for the
/// person; `browse` reports it as an `error:` line with exit status 1.
package struct BrowserFailure: Error, Equatable, CustomStringConvertible {
    /// What went wrong, naming what failed.
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    /// A failure saying `message`.
    package static func failure(_ message: String) -> BrowserFailure {
        BrowserFailure(message)
    }

    package var description: String { message }
}
