import DemoKitCore

/// Short status labels, one colour per meaning.
struct BadgesDemo: CaseTweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case all
        case success
        case warning
        case danger
        case counts
    }

    var tweak = Tweaks.all

    /// The first badge's label in the `all` tweak (`--set label=BETA`).
    var label = "NEW"

    var controls: [DemoControl] { [.text("label", \Self.label)] }

    /// Without colour, badges are drawn in brackets; pin that look too.
    var snapshotVariations: [SnapshotVariation] { [.standard, .noColor] }

    func render(in context: RenderContext) throws -> TextBlock {
        let palette = context.palette
        let badges: [(String, TextColor)]
        switch tweak {
        case .all:
            badges = [
                (label, palette.accent), ("PASSED", palette.success),
                ("DEPRECATED", palette.warning), ("FAILED", palette.danger),
            ]
        case .success: badges = [("PASSED", palette.success), ("MERGED", palette.success)]
        case .warning: badges = [("DEPRECATED", palette.warning), ("SLOW", palette.warning)]
        case .danger: badges = [("FAILED", palette.danger), ("BLOCKED", palette.danger)]
        case .counts: badges = [("3 open", palette.accent), ("12 closed", palette.secondaryText), ("99+", palette.danger)]
        }
        let blocks = badges.map { text, color in
            // A badge wider than the line is cut, never drawn past it.
            TextBlock(badge(text, color: color, context: context).truncated(to: context.width))
        }
        // Wrap badges onto several rows when they do not fit side by side.
        var rows: [TextBlock] = []
        var row: [TextBlock] = []
        var rowWidth = 0
        for block in blocks {
            let needed = block.width + (row.isEmpty ? 0 : 1)
            if rowWidth + needed > context.width, !row.isEmpty {
                rows.append(TextBlock.horizontal(row, in: context))
                row = []
                rowWidth = 0
            }
            rowWidth += block.width + (row.isEmpty ? 0 : 1)
            row.append(block)
        }
        if !row.isEmpty { rows.append(TextBlock.horizontal(row, in: context)) }
        return TextBlock.vertical(rows)
    }

    private func badge(_ text: String, color: TextColor, context: RenderContext) -> StyledText {
        if context.allowsColor {
            return StyledText(" \(text) ", style: TextStyle(foreground: context.palette.onAccent, background: color, attributes: .bold))
        }
        return StyledText("[\(text)]", style: TextStyle(attributes: .bold))
    }
}
