extension TextTable {
    /// The table laid out for the context's width.
    ///
    /// - Parameter context: Supplies the width, direction and palette.
    /// - Returns: A block exactly `context.width` columns wide when a column
    ///   is flexible, and never wider.
    ///
    /// <!-- not compiled: a demo's method, shown alone -->
    /// ```swift
    /// func render(in context: RenderContext) throws -> TextBlock {
    ///     table.render(in: context)
    /// }
    /// ```
    public func render(in context: RenderContext) -> TextBlock {
        render(width: context.width, in: context)
    }

    /// The table laid out for `width` columns.
    ///
    /// - Parameters:
    ///   - width: The most columns the table may take, rules included.
    ///   - context: Supplies the direction and palette.
    /// - Returns: A block no wider than `width`; every line has the same
    ///   width.
    public func render(width: Int, in context: RenderContext) -> TextBlock {
        guard !columns.isEmpty else { return .empty }
        let widths = columnWidths(forTotal: width)
        let order = context.isRightToLeft ? Array(columns.indices.reversed()) : Array(columns.indices)
        let frame = TextStyle(foreground: context.palette.border)
        func rule(_ left: Character, _ fill: Character, _ junction: Character, _ right: Character) -> StyledText {
            var line = StyledText(String(left), style: frame)
            for (position, column) in order.enumerated() {
                if position > 0 { line.append(StyledText(String(junction), style: frame)) }
                line.append(StyledText.repeating(String(fill), count: widths[column] + 2, style: frame))
            }
            line.append(StyledText(String(right), style: frame))
            return line
        }

        var lines: [StyledText] = []
        let hasHeader = columns.contains { !$0.title.isEmpty }
        if let border {
            lines.append(rule(border.topLeft, border.horizontal, border.topJunction, border.topRight))
            if hasHeader {
                lines += rowLines(columns.map { $0.title.bold() }, widths, order, context)
                lines.append(rule(border.leftJunction, border.horizontal, border.cross, border.rightJunction))
            }
            for (index, row) in rows.enumerated() {
                if index > 0, rowSeparators {
                    lines.append(rule(border.leftJunction, border.horizontal, border.cross, border.rightJunction))
                }
                lines += rowLines(row, widths, order, context)
            }
            lines.append(rule(border.bottomLeft, border.horizontal, border.bottomJunction, border.bottomRight))
        } else {
            if hasHeader {
                lines += rowLines(columns.map { $0.title.bold() }, widths, order, context)
                if let headerRule {
                    let gap = StyledText(String.spaces(columnSpacing))
                    let parts = order.map { StyledText.repeating(String(headerRule), count: widths[$0], style: frame) }
                    lines.append(parts.dropFirst().reduce(parts[0]) { $0 + gap + $1 })
                }
            }
            for row in rows { lines += rowLines(row, widths, order, context) }
        }
        let block = TextBlock(lines)
        guard block.width > width else { return block }
        // The last resort when even one column of text per column does not
        // fit: cut every line, then pad the cut lines back to one width.
        return block.truncated(to: width).aligned(.leading, in: context.with(direction: .leftToRight))
    }

    /// The lines of one row: every cell wrapped or truncated to its column,
    /// padded to the row's height, and joined with rules or spacing.
    private func rowLines(
        _ cells: [StyledText], _ widths: [Int], _ order: [Int], _ context: RenderContext
    ) -> [StyledText] {
        var cellLines: [[StyledText]] = []
        for column in columns.indices {
            let cell = column < cells.count ? cells[column] : StyledText()
            let width = widths[column]
            switch columns[column].overflow {
            case .wrap:
                cellLines.append(cell.wrapped(to: width))
            case .truncate:
                cellLines.append(TextBlock(cell.wrapped(to: Int.max)).truncated(to: width).lines)
            }
        }
        let height = cellLines.reduce(1) { max($0, $1.count) }
        let frame = TextStyle(foreground: context.palette.border)
        let gap = StyledText(String.spaces(columnSpacing))
        var lines: [StyledText] = []
        for row in 0..<height {
            var line = StyledText()
            if let border { line.append(StyledText(String(border.vertical), style: frame) + " ") }
            for (position, column) in order.enumerated() {
                if position > 0 {
                    if let border {
                        line.append(" " + StyledText(String(border.vertical), style: frame) + " ")
                    } else {
                        line.append(gap)
                    }
                }
                let text = row < cellLines[column].count ? cellLines[column][row] : StyledText()
                line.append(text.padded(
                    to: widths[column], alignment: columns[column].alignment, direction: context.direction))
            }
            if let border { line.append(" " + StyledText(String(border.vertical), style: frame)) }
            lines.append(line)
        }
        return lines
    }

    /// The text width of each column, in column order, for a table `total`
    /// columns wide.
    ///
    /// Fixed columns get their width. Flexible columns share what remains in
    /// proportion to their weights; a column whose share is below its
    /// minimum gets the minimum and the rest is shared again; columns left
    /// over after rounding go one each to the columns that lost the most to
    /// it, leftmost first. If the columns do not fit, the widest is narrowed
    /// one column at a time, down to one.
    func columnWidths(forTotal total: Int) -> [Int] {
        let count = columns.count
        let rules = border == nil ? columnSpacing * (count - 1) : (count + 1) + 2 * count
        let available = total - rules
        var widths = Array(repeating: 0, count: count)
        var flexible: [Int] = []
        for (index, column) in columns.enumerated() {
            switch column.width {
            case .fixed(let width): widths[index] = max(1, width)
            case .flexible: flexible.append(index)
            }
        }
        var remaining = available - widths.reduce(0, +)
        while !flexible.isEmpty {
            let weights = flexible.map { index -> Int in
                guard case .flexible(_, let weight) = columns[index].width else { return 0 }
                return max(0, weight)
            }
            let totalWeight = weights.reduce(0, +)
            let shareRoom = max(0, remaining)
            let shares = weights.map { weight -> (whole: Int, remainder: Int) in
                guard totalWeight > 0 else { return (shareRoom / weights.count, 0) }
                return (shareRoom * weight / totalWeight, shareRoom * weight % totalWeight)
            }
            let tooSmall = flexible.indices.filter { shares[$0].whole < minimum(of: flexible[$0]) }
            if !tooSmall.isEmpty {
                for position in tooSmall {
                    widths[flexible[position]] = minimum(of: flexible[position])
                    remaining -= widths[flexible[position]]
                }
                flexible = flexible.enumerated().filter { !tooSmall.contains($0.offset) }.map(\.element)
                continue
            }
            for (position, index) in flexible.enumerated() { widths[index] = shares[position].whole }
            var leftOver = shareRoom - shares.reduce(0) { $0 + $1.whole }
            let byRemainder = flexible.indices.sorted {
                (shares[$0].remainder, $1) > (shares[$1].remainder, $0)
            }
            for position in byRemainder where leftOver > 0 {
                widths[flexible[position]] += 1
                leftOver -= 1
            }
            break
        }
        while widths.reduce(0, +) > max(available, count) {
            var widest = 0
            for index in widths.indices where widths[index] >= widths[widest] { widest = index }
            guard widths[widest] > 1 else { break }
            widths[widest] -= 1
        }
        return widths
    }

    private func minimum(of column: Int) -> Int {
        guard case .flexible(let minimum, _) = columns[column].width else { return 1 }
        return max(1, minimum)
    }
}
