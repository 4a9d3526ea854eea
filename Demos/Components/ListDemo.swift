import DemoKitCore

/// A selectable list with a cursor and marks.
struct ListDemo: CaseTweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case plain
        case selected
        case checklist
        case longItems
    }

    var tweak = Tweaks.plain

    func render(in context: RenderContext) throws -> TextBlock {
        let palette = context.palette
        let items = tweak == .longItems
            ? [
                "Render every demo in every tweak at the width it is given",
                "Record goldens on purpose, never by accident on a CI machine",
                "Keep the terminal usable whatever a demo throws",
            ]
            : ["Buttons", "Badges", "Progress bar", "Callout"]
        // Right to left, the marks sit on the right and the cursor points
        // the other way, as a mirrored list in a Persian UI does.
        let cursor = context.isRightToLeft ? "‹" : "›"
        var rows: [TextBlock] = []
        for (index, item) in items.enumerated() {
            let marker: StyledText
            var text = StyledText(item)
            switch tweak {
            case .plain, .longItems:
                marker = StyledText("•", style: TextStyle(foreground: palette.secondaryText))
            case .selected:
                let isSelected = index == 1
                marker = isSelected ? StyledText(cursor, style: TextStyle(foreground: palette.accent, attributes: .bold)) : " "
                if isSelected { text = text.foreground(palette.accent).bold() }
            case .checklist:
                let done = index < 2
                marker = done ? StyledText("✓", style: TextStyle(foreground: palette.success)) : StyledText("○", style: TextStyle(foreground: palette.secondaryText))
                if done { text = text.foreground(palette.secondaryText) }
            }
            let wrapped = TextBlock(text.wrapped(to: max(1, context.width - 2)))
            rows.append(TextBlock.horizontal([TextBlock(marker), wrapped], spacing: 1, in: context))
        }
        // The marker and its space take two columns, more than a width of 1.
        return TextBlock.vertical(rows).aligned(.leading, width: context.width, in: context).truncated(to: context.width)
    }
}
