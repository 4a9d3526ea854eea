import Foundation
import DemoKitCore

extension String {
    /// The text made safe for a one-line message on a terminal: a newline
    /// becomes `⏎` and other control characters are shown as the encoder
    /// shows them in demo text (ESC → `␛`), so that typed input or a demo's
    /// error cannot split an `error:` line or drive the terminal.
    package var oneLineForTerminal: String {
        ANSIEncoder.escapingControlCharacters(replacingOccurrences(of: "\n", with: "⏎"))
    }
}
