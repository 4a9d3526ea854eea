import DemoKitCore

/// A table whose rows are chosen one at a time, shown a page at a time.
///
/// ↑/↓ (k/j) move the highlight one row, stopping at the first and last;
/// PgUp/PgDn (←/→, h/l) go to the previous or next page, keeping the
/// highlight's place on the page where the page has that row; Home/End
/// go to the first and last row; Enter chooses the highlighted row;
/// Escape or Ctrl-C cancel.
struct SelectableTableModel: Sendable, Hashable {
    let columns: [String]
    let rows: [[String]]
    let pageSize: Int
    /// The highlighted row's index in ``rows``.
    private(set) var highlighted = 0
    /// The chosen row's first cell, `.cancelled`, or `nil` while open.
    private(set) var outcome: DemoOutcome?
    /// The chosen row's index, once chosen.
    private(set) var chosenRow: Int?

    init(columns: [String], rows: [[String]], pageSize: Int) {
        self.columns = columns
        self.rows = rows
        self.pageSize = max(1, pageSize)
    }

    /// The page the highlight is on, from 0.
    var page: Int { highlighted / pageSize }

    /// How many pages the rows fill (at least one).
    var pageCount: Int { max(1, (rows.count + pageSize - 1) / pageSize) }

    /// The indices of the rows on the current page.
    var visibleRows: Range<Int> {
        let start = page * pageSize
        return start..<min(rows.count, start + pageSize)
    }

    mutating func handle(_ input: DemoInput) {
        guard outcome == nil, !rows.isEmpty else { return }
        if input.isCancel {
            outcome = .cancelled
            return
        }
        switch input {
        case .key(.up), .key(.character("k")): highlighted = max(0, highlighted - 1)
        case .key(.down), .key(.character("j")): highlighted = min(rows.count - 1, highlighted + 1)
        case .key(.pageDown), .key(.right), .key(.character("l")): turn(by: 1)
        case .key(.pageUp), .key(.left), .key(.character("h")): turn(by: -1)
        case .key(.home): highlighted = 0
        case .key(.end): highlighted = rows.count - 1
        case .key(.enter): choose(highlighted)
        default: break
        }
    }

    /// Goes to the next or previous page, staying on the first or last.
    private mutating func turn(by pages: Int) {
        let target = min(max(0, page + pages), pageCount - 1)
        guard target != page else { return }
        let offset = highlighted % pageSize
        highlighted = min(rows.count - 1, target * pageSize + offset)
    }

    private mutating func choose(_ index: Int) {
        chosenRow = index
        outcome = .value(rows[index].first ?? "\(index + 1)")
    }

    /// Reads a line typed at the non-interactive prompt: a row number.
    func answer(line: String) -> LineAnswer {
        guard let number = Int(line.trimmingSpaces()), rows.indices.contains(number - 1) else {
            return .rejected("Type a row number from 1 to \(rows.count).")
        }
        return .accepted(.value(rows[number - 1].first ?? "\(number)"))
    }

}
