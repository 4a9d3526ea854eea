import DemoKitCore
import DemoKitSnapshots

/// The styles of the browser's own parts: sidebar, divider, status line.
///
/// They use the 16 ANSI colours and attributes, so that they follow the
/// terminal's theme whatever appearance the demo is rendered in.
enum BrowserChrome {
    static let heading = TextStyle(attributes: .bold)
    static let selected = TextStyle(attributes: [.inverse, .bold])
    static let secondary = TextStyle(foreground: .brightBlack)
    static let divider = TextStyle(foreground: .brightBlack)
    static let statusBar = TextStyle(attributes: .inverse)
    static let statusTitle = TextStyle(attributes: [.inverse, .bold])
    static let key = TextStyle(attributes: .bold)
    static let hint = TextStyle(foreground: .brightBlack)
    static let warning = TextStyle(foreground: .yellow, attributes: .bold)
    static let error = TextStyle(foreground: .red, attributes: .bold)
    static let errorDetail = TextStyle(foreground: .red)
    static let filter = TextStyle(foreground: .cyan, attributes: .bold)

    /// Key hints: `↑↓ demo  Enter open`, keys bold, meanings dim. Hints
    /// are dropped from the end until the rest fit in `width` columns.
    static func hints(_ pairs: [(key: String, meaning: String)], fitting width: Int) -> StyledText {
        var shown = pairs[...]
        while !shown.isEmpty {
            let length = shown.reduce(0) { $0 + $1.key.displayWidth + 1 + $1.meaning.displayWidth + 2 } - 2
            if length <= width { break }
            shown = shown.dropLast()
        }
        var line = StyledText()
        for (index, pair) in shown.enumerated() {
            if index > 0 { line += StyledText("  ") }
            line += StyledText(pair.key, style: key) + StyledText(" " + pair.meaning, style: hint)
        }
        return line
    }
}
