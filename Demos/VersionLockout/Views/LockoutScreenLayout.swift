import DemoKitCore

/// The look the built-in lockout screens share: a symbol and a title in the
/// status colour, a wrapped message, a button, a quieter second action and a
/// footnote, centred in a column at most ``maximumWidth`` wide.
///
/// The footnote is the update link: it stays on one line, cut with an
/// ellipsis when too long, because a link broken across lines reads as two
/// and cannot be copied whole.
struct LockoutScreenLayout {
    var symbol: String
    var color: TextColor
    var title: String
    var message: String
    var primaryAction: String?
    var secondaryAction: String?
    var footnote: String?

    /// The widest the column grows. 56 columns.
    static let maximumWidth = 56

    func render(in context: RenderContext) -> TextBlock {
        let palette = context.palette
        let width = min(context.width, Self.maximumWidth)
        var blocks = [
            TextBlock(StyledText(symbol, style: TextStyle(foreground: color, attributes: .bold))),
            TextBlock.wrapping(StyledText(title, style: TextStyle(foreground: color, attributes: .bold)), width: width),
            TextBlock.wrapping(StyledText(message), width: width),
        ]
        var actions: [TextBlock] = []
        if let primaryAction {
            let style = TextStyle(foreground: palette.onAccent, background: color, attributes: .bold)
            let label = StyledText(" " + primaryAction + " ", style: style).truncated(to: max(1, width - 4))
            actions.append(TextBlock(label).bordered(.heavy, color: color, in: context))
        }
        if let secondaryAction {
            actions.append(TextBlock(StyledText(secondaryAction).foreground(palette.accent).truncated(to: width)))
        }
        if !actions.isEmpty { blocks.append(TextBlock.vertical(actions)) }
        if let footnote {
            blocks.append(TextBlock(StyledText(footnote).foreground(palette.secondaryText).truncated(to: width)))
        }
        // Every line is centred, which reads the same in both directions.
        let column = TextBlock.vertical(blocks.map { $0.aligned(.center, width: width, in: context) }, spacing: 1)
        return TextBlock.vertical([TextBlock(StyledText()), column, TextBlock(StyledText())])
            .aligned(.center, width: context.width, in: context)
    }
}
