import DemoKitCore

/// A table of packages: fixed and flexible columns, wrapping and truncated
/// cells, with and without a grid.
struct TableDemo: CaseTweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case bordered
        case plain
        case rowSeparators
        case ascii
        case longCells
    }

    var tweak = Tweaks.bordered

    func render(in context: RenderContext) throws -> TextBlock {
        let palette = context.palette
        let status = { (text: String, color: TextColor) in StyledText(text, style: TextStyle(foreground: color)) }
        var rows: [[StyledText]] = [
            ["swift-argument-parser", "Straightforward, type-safe argument parsing", status("1.8.2", palette.success)],
            ["swift-collections", "Commonly used data structures", status("1.6.0", palette.success)],
            ["swift-snapshot-testing", "Delightful snapshot testing", status("1.19.7", palette.warning)],
        ]
        if tweak == .longCells {
            rows.append([
                "a-package-with-a-remarkably-long-name",
                "A description long enough to wrap over several lines of its column at most widths.",
                status("0.0.1-beta.42", palette.danger),
            ])
        }
        if context.width < Self.narrowWidth {
            return narrowLayout(rows, in: context)
        }
        let columns: [TextTable.Column] = [
            .init(StyledText("Package").bold(), width: .flexible(minimum: 8, weight: 2), overflow: .truncate),
            .init(StyledText("Description").bold(), width: .flexible(minimum: 8, weight: 3)),
            .init(StyledText("Version").bold(), width: .fixed(8), alignment: .trailing, overflow: .truncate),
        ]
        let border: BorderStyle? =
            switch tweak {
            case .plain: nil
            case .ascii: .ascii
            default: .rounded
            }
        let table = TextTable(
            columns: columns, rows: rows, border: border, rowSeparators: tweak == .rowSeparators)
        return table.render(in: context)
    }

    /// Below this width three columns are too cramped to read, so each row
    /// becomes a small record instead.
    static let narrowWidth = 40

    private func narrowLayout(_ rows: [[StyledText]], in context: RenderContext) -> TextBlock {
        let records = rows.map { cells in
            TextBlock.vertical([
                TextBlock(cells[0].bold().truncated(to: context.width)),
                TextBlock.wrapping(cells[1], width: context.width),
                TextBlock(cells[2].truncated(to: context.width)),
            ]).aligned(.leading, in: context)
        }
        return TextBlock.vertical(records, spacing: 1)
    }
}
