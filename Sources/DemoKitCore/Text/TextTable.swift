/// Rows of styled cells laid out in columns that have a fixed width or share
/// the width that remains.
///
/// Cells wrap (or are truncated, per column) to their column's width, rows
/// grow to their tallest cell, and the table is never wider than the width
/// it is rendered for. With a ``BorderStyle`` the table is drawn as a grid;
/// without one, columns are separated by spaces and the header by a rule.
/// In a right-to-left context the columns are laid out from right to left
/// and cells keep to the right.
///
/// <!-- not compiled: the body of a demo's render -->
/// ```swift
/// let table = TextTable(
///     columns: [
///         .init("Name", width: .fixed(12)),
///         .init("Description", width: .flexible(minimum: 10, weight: 2)),
///         .init("Size", width: .flexible(minimum: 4), alignment: .trailing, overflow: .truncate),
///     ],
///     rows: [
///         ["buttons", "Primary, secondary and destructive buttons", "3 KB"],
///         ["badges", "Small status labels", "1 KB"],
///     ],
///     border: .rounded)
/// return table.render(in: context)
/// ```
public struct TextTable: Sendable, Hashable {
    /// How wide a column is.
    public enum ColumnWidth: Sendable, Hashable {
        /// Exactly this many columns of text.
        case fixed(Int)
        /// A share of the width left after fixed columns, spacing and rules,
        /// in proportion to `weight`, and never less than `minimum`.
        case flexible(minimum: Int = 1, weight: Int = 1)
    }

    /// What happens to a cell wider than its column.
    public enum CellOverflow: Sendable, Hashable {
        /// The cell wraps onto more lines and the row grows.
        case wrap
        /// Each line of the cell is cut, with an ellipsis.
        case truncate
    }

    /// A column: its header, width, alignment and overflow.
    public struct Column: Sendable, Hashable {
        /// The header; a table whose titles are all empty has no header row.
        public var title: StyledText
        /// Fixed, or a share of the remaining width.
        public var width: ColumnWidth
        /// Where text sits in its cell; mirrored right to left.
        public var alignment: HorizontalAlignment
        /// Whether a cell too wide for the column wraps or is cut.
        public var overflow: CellOverflow

        /// A column.
        ///
        /// - Parameters:
        ///   - title: The header. Defaults to none.
        ///   - width: Defaults to an equal share of the remaining width.
        ///   - alignment: Defaults to ``HorizontalAlignment/leading``.
        ///   - overflow: Defaults to ``CellOverflow/wrap``.
        public init(
            _ title: StyledText = StyledText(),
            width: ColumnWidth = .flexible(),
            alignment: HorizontalAlignment = .leading,
            overflow: CellOverflow = .wrap
        ) {
            self.title = title
            self.width = width
            self.alignment = alignment
            self.overflow = overflow
        }
    }

    /// The columns, in reading order.
    public var columns: [Column]
    /// The body, one array of cells per row in column order. Missing cells
    /// are empty; extra cells are ignored.
    public var rows: [[StyledText]]
    /// The grid's characters, or `nil` for a table without rules around and
    /// between its cells.
    public var border: BorderStyle?
    /// Whether rules separate the body rows (bordered tables only).
    public var rowSeparators: Bool
    /// Blank columns between cells of a table without a border.
    public var columnSpacing: Int
    /// The character of the rule under the header of a table without a
    /// border, or `nil` for none.
    public var headerRule: Character?

    /// A table.
    ///
    /// - Parameters:
    ///   - columns: The columns, in reading order.
    ///   - rows: The body rows, cells in column order.
    ///   - border: Defaults to ``BorderStyle/light``; `nil` draws no grid.
    ///   - rowSeparators: Defaults to `false`.
    ///   - columnSpacing: Defaults to 2; used without a border.
    ///   - headerRule: Defaults to `─`; used without a border.
    public init(
        columns: [Column],
        rows: [[StyledText]],
        border: BorderStyle? = .light,
        rowSeparators: Bool = false,
        columnSpacing: Int = 2,
        headerRule: Character? = "─"
    ) {
        self.columns = columns
        self.rows = rows
        self.border = border
        self.rowSeparators = rowSeparators
        self.columnSpacing = max(0, columnSpacing)
        self.headerRule = headerRule
    }
}
