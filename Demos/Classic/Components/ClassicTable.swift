/// A table printed the old way: column widths worked out by hand, cells
/// padded with spaces, the grid in box-drawing characters, and colour as raw
/// SGR around the header (bold), the rules and some cells.
///
/// Its twin is DemoKit's `Components/table` (`TableDemo`, drawn by
/// `TextTable`) at 40 columns and wider: the same widths, wrapping,
/// truncation and colours. The twin's tweaks are these options, on the rows
/// of ``packages(longCells:)``: `bordered` is the default, `plain` is
/// `border: .none`, `rowSeparators` is `rowSeparators: true`, `ascii` is
/// `border: .ascii`, `longCells` is `packages(longCells: true)`.
///
/// ```swift
/// var table = ClassicTable.packages()
/// table.border = .ascii
/// var output = ""
/// table.print(to: &output)
/// ```
struct ClassicTable: Sendable, Hashable {
    enum Border: Sendable, Hashable {
        /// `╭─┬─╮ │ ├─┼─┤ ╰─┴─╯`
        case rounded
        /// `+-+ |`, for logs without box-drawing characters.
        case ascii
        /// No grid: columns two spaces apart and a rule under the header.
        case none
    }

    /// How wide a column's text is.
    enum Width: Sendable, Hashable {
        case fixed(Int)
        /// A share, by weight, of what the fixed columns and the rules leave.
        case share(minimum: Int, weight: Int)
    }

    struct Column: Sendable, Hashable {
        var title: String
        var width: Width
        var alignsRight = false
        /// Cut a long cell with `…` instead of wrapping it.
        var truncates = false
    }

    /// A cell's text and its colour (SGR parameters), if any.
    struct Cell: Sendable, Hashable, ExpressibleByStringLiteral {
        var text: String
        var color: String?

        init(_ text: String, color: String? = nil) {
            self.text = text
            self.color = color
        }

        init(stringLiteral text: String) { self.init(text) }
    }

    var columns: [Column]
    var rows: [[Cell]]
    var border = Border.rounded
    /// Rules between the body rows (with a grid only).
    var rowSeparators = false
    /// Write SGR colours, or plain text.
    var usesColor = true
    /// The terminal's width in columns: the table's width.
    var width = 80

    /// Prints the table, one line at a time.
    ///
    /// - Parameter output: Where the lines go.
    func print(to output: inout some TextOutputStream) {
        guard !columns.isEmpty else { return }
        let widths = columnWidths()
        let frame = [ClassicANSI.border]
        let (corners, horizontal, vertical): ([[Character]], Character, Character) =
            switch border {
            case .rounded: ([["╭", "┬", "╮"], ["├", "┼", "┤"], ["╰", "┴", "╯"]], "─", "│")
            case .ascii: ([["+", "+", "+"], ["+", "+", "+"], ["+", "+", "+"]], "-", "|")
            case .none: ([], "─", " ")
            }
        func emit(_ line: ClassicLine) {
            output.write(line.rendered(usesColor: usesColor) + ClassicANSI.newline)
        }
        func rule(_ kind: Int) {
            let parts = widths.map { String(repeating: horizontal, count: $0 + 2) }
            let (left, junction, right) = (corners[kind][0], corners[kind][1], corners[kind][2])
            emit(ClassicLine(String(left) + parts.joined(separator: String(junction)) + String(right), style: frame))
        }
        func row(_ cells: [Cell], bold: Bool) {
            let cellLines: [[ClassicLine]] = columns.indices.map { column in
                let cell = column < cells.count ? cells[column] : Cell("")
                var style = bold ? [ClassicANSI.bold] : []
                if let color = cell.color { style.append(color) }
                var text = ClassicLine()
                text.append(cell.text, style)
                return columns[column].truncates ? [text.truncated(to: widths[column])] : text.wrapped(to: widths[column])
            }
            for index in 0..<cellLines.map(\.count).reduce(1, max) {
                var line = border == .none ? ClassicLine() : ClassicLine(String(vertical), style: frame) + ClassicLine(" ")
                for column in columns.indices {
                    if column > 0 {
                        line.append(border == .none ? ClassicLine("  ") : ClassicLine(" ") + ClassicLine(String(vertical), style: frame) + ClassicLine(" "))
                    }
                    let text = index < cellLines[column].count ? cellLines[column][index] : ClassicLine()
                    let padding = ClassicLine(String(repeating: " ", count: max(0, widths[column] - text.width)))
                    line.append(columns[column].alignsRight ? padding + text : text + padding)
                }
                if border != .none { line.append(ClassicLine(" ") + ClassicLine(String(vertical), style: frame)) }
                emit(line)
            }
        }

        if border == .none {
            row(columns.map { Cell($0.title) }, bold: true)
            let rules = widths.map { ClassicLine(String(repeating: horizontal, count: $0), style: frame) }
            emit(rules.dropFirst().reduce(rules[0]) { $0 + ClassicLine("  ") + $1 })
            for cells in rows { row(cells, bold: false) }
            return
        }
        rule(0)
        row(columns.map { Cell($0.title) }, bold: true)
        rule(1)
        for (index, cells) in rows.enumerated() {
            if index > 0, rowSeparators { rule(1) }
            row(cells, bold: false)
        }
        rule(2)
    }

    /// The text width of each column: fixed columns get theirs; the others
    /// share the rest by weight (rounded down, the columns left over going
    /// to the largest remainders, leftmost first), a column below its
    /// minimum taking the minimum; then the widest column narrows, one at a
    /// time, until the table fits.
    func columnWidths() -> [Int] {
        let count = columns.count
        let rules = border == .none ? 2 * (count - 1) : (count + 1) + 2 * count
        let available = width - rules
        var widths = columns.map { column -> Int in
            guard case .fixed(let width) = column.width else { return 0 }
            return max(1, width)
        }
        var shared = columns.indices.filter { if case .share = columns[$0].width { true } else { false } }
        var remaining = available - widths.reduce(0, +)
        func minimum(_ index: Int) -> Int {
            guard case .share(let minimum, _) = columns[index].width else { return 1 }
            return max(1, minimum)
        }
        while !shared.isEmpty {
            let weights = shared.map { index -> Int in
                guard case .share(_, let weight) = columns[index].width else { return 0 }
                return max(0, weight)
            }
            let totalWeight = weights.reduce(0, +)
            let room = max(0, remaining)
            let shares = weights.map { weight in
                totalWeight > 0 ? (room * weight / totalWeight, room * weight % totalWeight) : (room / weights.count, 0)
            }
            let tooSmall = shared.indices.filter { shares[$0].0 < minimum(shared[$0]) }
            if !tooSmall.isEmpty {
                for position in tooSmall {
                    widths[shared[position]] = minimum(shared[position])
                    remaining -= widths[shared[position]]
                }
                shared = shared.enumerated().filter { !tooSmall.contains($0.offset) }.map(\.element)
                continue
            }
            for (position, index) in shared.enumerated() { widths[index] = shares[position].0 }
            var leftOver = room - shares.reduce(0) { $0 + $1.0 }
            for position in shared.indices.sorted(by: { (shares[$0].1, $1) > (shares[$1].1, $0) }) where leftOver > 0 {
                widths[shared[position]] += 1
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
}
