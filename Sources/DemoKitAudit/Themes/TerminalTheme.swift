import DemoKitCore

/// A terminal's colour theme: its default foreground and background and the
/// RGB values it gives the 16 named ANSI colours.
///
/// The 16 colours mean different RGB values in different terminals, so the
/// contrast rule checks a named colour in every built-in theme of the
/// rendering's appearance (``builtIn``) and names the themes it fails in.
package struct TerminalTheme: Sendable, Hashable {
    /// `xterm`, `Windows Terminal Campbell`.
    package var name: String
    /// Whether the theme is light (dark text) or dark.
    package var appearance: Appearance
    /// The default text colour.
    package var foreground: RGB
    /// The default background.
    package var background: RGB
    /// ANSI colours 0–15: black, red, green, yellow, blue, magenta, cyan,
    /// white, then their bright forms.
    package var ansi: [RGB]
    /// Where the values come from: the file and its repository.
    package var source: String

    package init(
        name: String, appearance: Appearance, foreground: UInt32, background: UInt32, ansi: [UInt32], source: String
    ) {
        precondition(ansi.count == 16, "a theme gives the 16 ANSI colours")
        self.name = name
        self.appearance = appearance
        self.foreground = RGB(hex: foreground)
        self.background = RGB(hex: background)
        self.ansi = ansi.map { RGB(hex: $0) }
        self.source = source
    }

    /// The RGB value `color` shows as in this theme; `nil` for the default
    /// colour (`fallback` then decides). 256-colour entries past 15 and
    /// 24-bit colours are the same in every theme.
    package func rgb(_ color: TextColor) -> RGB {
        switch color.kind {
        case .ansi(let index): return ansi[Int(index)]
        case .indexed(let index) where index < 16: return ansi[Int(index)]
        case .indexed, .rgb:
            let (red, green, blue) = color.rgbComponents
            return RGB(red, green, blue)
        }
    }

    /// The built-in themes of `appearance`.
    package static func builtIn(_ appearance: Appearance) -> [TerminalTheme] {
        appearance == .light ? light : dark
    }

    /// Every built-in theme, light ones first.
    package static var builtIn: [TerminalTheme] { light + dark }
}
