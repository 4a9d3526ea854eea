import DemoKitCore

/// A ``WhatsNew`` laid out as text: the title, the features with their
/// icons, then the secondary action above the primary button.
///
/// Wide contexts centre the content at ``WhatsNewLayout/maximumContentWidth``
/// and indent the features; narrow ones use every column. In a right-to-left
/// context icons move to the right of their text and text aligns right.
///
/// ```swift
/// WhatsNewSheet(whatsNew: whatsNew).render(in: context)
/// ```
struct WhatsNewSheet {
    var whatsNew: WhatsNew
    var layout: WhatsNewLayout

    init(whatsNew: WhatsNew, layout: WhatsNewLayout = WhatsNewLayout()) {
        self.whatsNew = whatsNew
        self.layout = layout
    }

    func render(in context: RenderContext) -> TextBlock {
        let isCompact = context.width < layout.compactWidth
        let width = min(context.width, max(1, layout.maximumContentWidth))
        var sections = [
            TextBlock.wrapping(StyledText(whatsNew.title).bold(), width: width)
                .aligned(.center, width: width, in: context)
        ]
        if !whatsNew.features.isEmpty {
            sections.append(features(width: width, isCompact: isCompact, in: context))
        }
        sections.append(actions(width: width, in: context))
        let sheet = TextBlock.vertical(sections, spacing: 1)
        // Centring is the same in both directions, so the sheet needs no mirroring here.
        return TextBlock.vertical([TextBlock(StyledText()), sheet])
            .aligned(.center, width: context.width, in: context)
    }

    private func features(width: Int, isCompact: Bool, in context: RenderContext) -> TextBlock {
        let indent = isCompact ? 0 : 2
        let gap = isCompact ? 1 : 2
        let iconWidth = whatsNew.features.reduce(1) { max($0, DisplayWidth.columns(of: $1.icon.symbol)) }
        let textWidth = max(1, width - indent - iconWidth - gap)
        let palette = context.palette
        let rows = whatsNew.features.map { feature in
            let icon = StyledText(
                feature.icon.symbol,
                style: TextStyle(foreground: feature.icon.color ?? palette.accent, attributes: .bold))
            let text = TextBlock.vertical([
                TextBlock.wrapping(StyledText(feature.title).bold(), width: textWidth),
                TextBlock.wrapping(StyledText(feature.subtitle).foreground(palette.secondaryText), width: textWidth),
            ])
            return TextBlock.horizontal(
                [
                    TextBlock(icon.padded(to: iconWidth, alignment: .center)),
                    text.aligned(.leading, width: textWidth, in: context),
                ],
                spacing: gap, in: context)
        }
        return TextBlock.vertical(rows, spacing: layout.featureSpacing)
            .padding(leading: indent, in: context)
            .aligned(.leading, width: width, in: context)
    }

    private func actions(width: Int, in context: RenderContext) -> TextBlock {
        let palette = context.palette
        var blocks: [TextBlock] = []
        if let secondary = whatsNew.secondaryAction {
            var title = secondary.title
            if case .openURL = secondary.action { title += " ↗" }
            let line = StyledText(title).foreground(secondary.foregroundColor ?? palette.accent)
            blocks.append(TextBlock(line.truncated(to: width)).aligned(.center, width: width, in: context))
        }
        let fill = whatsNew.primaryAction.backgroundColor ?? palette.accent
        let labelWidth = max(1, width - 4)
        let label = StyledText(" " + whatsNew.primaryAction.title + " ")
            .truncated(to: labelWidth)
            .padded(to: labelWidth, alignment: .center)
            .styled { $0 = TextStyle(foreground: palette.onAccent, background: fill, attributes: .bold) }
        blocks.append(TextBlock(label).bordered(.rounded, color: fill, in: context))
        return TextBlock.vertical(blocks)
    }
}
