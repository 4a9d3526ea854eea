/// The escape sequences the classic components write, spelled out the way a
/// command-line tool did before it had a text model: constants and string
/// concatenation.
///
/// The colours are DemoKit's light palette written as 24-bit SGR, so that a
/// classic component's output, read by a terminal, carries exactly the
/// colours of the DemoKit component it is the twin of.
enum ClassicANSI {
    static let escape = "\u{1B}"
    static let csi = "\u{1B}["

    // MARK: Lines and the cursor

    /// A line break for a terminal that may be in raw mode. A prompt puts the
    /// terminal in raw mode, where the tty no longer turns `\n` into `\r\n`
    /// (output post-processing is off), so these components write both, as
    /// raw-mode programs do; with post-processing on the extra `\r` is
    /// harmless.
    static let newline = "\r\n"
    /// Carriage return: back to the first column of the line.
    static let lineStart = "\r"
    /// EL 0: erase from the cursor to the end of the line.
    static let eraseToLineEnd = "\u{1B}[K"
    /// EL 2: erase the whole line, the cursor staying where it is.
    static let eraseLine = "\u{1B}[2K"
    /// ED 0: erase from the cursor to the end of the screen.
    static let eraseBelow = "\u{1B}[J"
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"

    /// CUU: `rows` rows up, in the same column (`ESC[1A`).
    static func up(_ rows: Int) -> String { rows > 0 ? "\u{1B}[\(rows)A" : "" }

    /// CPL: to the first column, `rows` rows up (`ESC[nF`).
    static func previousLine(_ rows: Int) -> String { rows > 0 ? "\u{1B}[\(rows)F" : "" }

    // MARK: SGR

    static let bold = "1"
    /// DemoKit's `Palette.light`, as SGR parameters.
    static let accent = "38;2;0;99;209"
    static let secondaryText = "38;2;95;99;104"
    static let success = "38;2;26;116;49"
    static let warning = "38;2;154;91;0"
    static let danger = "38;2;197;34;31"
    static let border = "38;2;154;160;166"

    /// `text` between the SGR of `parameters` and a full reset, or `text`
    /// alone when colour is off or there is nothing to style.
    ///
    /// ```swift
    /// ClassicANSI.paint("✔", ClassicANSI.success, if: usesColor)  // "\u{1B}[38;2;26;116;49m✔\u{1B}[0m"
    /// ```
    static func paint(_ text: String, _ parameters: String..., if enabled: Bool) -> String {
        paint(text, parameters, if: enabled)
    }

    static func paint(_ text: String, _ parameters: [String], if enabled: Bool) -> String {
        guard enabled, !parameters.isEmpty, !text.isEmpty else { return text }
        return csi + parameters.joined(separator: ";") + "m" + text + csi + "0m"
    }
}
