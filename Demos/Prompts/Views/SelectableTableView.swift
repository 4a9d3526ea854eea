import DemoKitCore

/// The selectable table: the current page with the highlighted row marked,
/// the page and row numbers, the keys; collapsed once a row is chosen. The
/// CI log prints every row, numbered, and reads a row number.
struct SelectableTableView {
    var title: String
    var model: SelectableTableModel

    func render(in context: RenderContext) -> TextBlock {
        let layout = PromptLayout(context: context)
        if let outcome = model.outcome { return TextBlock(layout.answered(title: title, outcome: outcome)) }
        let palette = layout.palette
        var lines = layout.marked(StyledText("◉").foreground(palette.accent), StyledText(title).bold())
        let rows = model.visibleRows.map { index in
            let isHighlighted = index == model.highlighted
            let mark = isHighlighted ? StyledText("❯").foreground(palette.accent) : StyledText()
            return [mark] + cells(model.rows[index], highlighted: isHighlighted, palette)
        }
        lines += table(first: TextTable.Column(width: .fixed(1)), rows: rows, in: context).lines
        let position = "Page \(model.page + 1) of \(model.pageCount) • row \(model.highlighted + 1) of \(model.rows.count)"
        lines += layout.paragraph(StyledText(position).foreground(palette.secondaryText))
        lines += layout.paragraph(
            StyledText("↑/↓ move • ←/→ page • enter select • esc cancel").foreground(palette.secondaryText))
        return TextBlock(lines)
    }

    /// Every row, numbered: the table a CI log prints before asking.
    func fullTable(in context: RenderContext) -> TextBlock {
        let palette = context.palette
        let digits = String(model.rows.count).count
        let rows = model.rows.indices.map { index in
            [StyledText("\(index + 1)").foreground(palette.secondaryText)] + cells(model.rows[index], highlighted: false, palette)
        }
        return table(first: TextTable.Column("#", width: .fixed(digits), alignment: .trailing), rows: rows, in: context)
    }

    private func table(first: TextTable.Column, rows: [[StyledText]], in context: RenderContext) -> TextBlock {
        // The first column (the name) gets twice the share of the others.
        let columns = [first] + model.columns.enumerated().map { index, title in
            TextTable.Column(StyledText(title), width: .flexible(minimum: 1, weight: index == 0 ? 2 : 1), overflow: .truncate)
        }
        return TextTable(columns: columns, rows: rows, border: nil, columnSpacing: 1).render(width: context.width, in: context)
    }

    /// A row's cells; the status column coloured by what it says.
    private func cells(_ row: [String], highlighted: Bool, _ palette: Palette) -> [StyledText] {
        row.enumerated().map { column, text in
            var cell = StyledText(text)
            if column == row.count - 1 {
                switch text {
                case "Active": cell = cell.foreground(palette.success)
                case "Maintenance": cell = cell.foreground(palette.warning)
                case "Deprecated": cell = cell.foreground(palette.danger)
                default: break
                }
            }
            if highlighted { cell = (column == 0 ? cell.foreground(palette.accent) : cell).bold() }
            return cell
        }
    }
}
