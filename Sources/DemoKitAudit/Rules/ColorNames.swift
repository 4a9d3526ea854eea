import DemoKitCore

/// Words for colours in findings: `yellow`, `256-colour 244`, `#9AA0A6`.
enum ColorNames {
    static let ansi = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
        "bright black", "bright red", "bright green", "bright yellow", "bright blue", "bright magenta",
        "bright cyan", "bright white",
    ]

    /// `yellow`, `256-colour 244`, `#9AA0A6`, or `default` for `nil`.
    static func name(_ color: TextColor?, defaultName: String) -> String {
        guard let color else { return defaultName }
        switch color.kind {
        case .ansi(let index): return ansi[Int(index)]
        case .indexed(let index) where index < 16: return ansi[Int(index)]
        case .indexed(let index): return "256-colour \(index)"
        case .rgb(let red, let green, let blue): return RGB(red, green, blue).description
        }
    }

    /// Whether a theme decides how `color` looks: the default colour or one
    /// of the 16 named colours.
    static func isThemed(_ color: TextColor?) -> Bool {
        guard let color else { return true }
        switch color.kind {
        case .ansi: return true
        case .indexed(let index): return index < 16
        case .rgb: return false
        }
    }
}
