import DemoKitCore
import Testing

@testable import DemoKitDemos

@Suite struct SelectableTableModelTests {
    static let rows = (1...12).map { ["row \($0)", "\($0)"] }

    @Test func pages_coverEveryRow() {
        let model = SelectableTableModel(columns: ["Name", "N"], rows: Self.rows, pageSize: 5)
        #expect(model.pageCount == 3)
        #expect(model.visibleRows == 0..<5)
        #expect(SelectableTableModel(columns: [], rows: [], pageSize: 5).pageCount == 1)
        #expect(SelectableTableModel(columns: [], rows: Self.rows, pageSize: 4).pageCount == 3)
    }

    @Test func movingStopsAtTheFirstAndLastRow_andCrossesPages() {
        var model = SelectableTableModel(columns: ["Name", "N"], rows: Self.rows, pageSize: 5)
        model.handle(keys(.up))
        #expect(model.highlighted == 0)
        model.handle(typed("jjjjj"))
        #expect(model.highlighted == 5)
        #expect(model.page == 1)
        #expect(model.visibleRows == 5..<10)
        model.handle(keys(.end, .down))
        #expect(model.highlighted == 11)
        #expect(model.visibleRows == 10..<12, "the last page is short")
        model.handle(typed("k"))
        #expect(model.highlighted == 10)
    }

    @Test func paging_keepsThePlaceOnThePage_orTheLastRow() {
        var model = SelectableTableModel(columns: ["Name", "N"], rows: Self.rows, pageSize: 5)
        model.handle(keys(.down, .down, .down, .pageDown))
        #expect(model.highlighted == 8)
        model.handle(keys(.right))
        #expect(model.highlighted == 11, "row 14 does not exist: the last row")
        model.handle(keys(.pageDown))
        #expect(model.highlighted == 11, "no page after the last")
        model.handle(keys(.left))
        #expect(model.highlighted == 6)
        model.handle(keys(.pageUp, .pageUp))
        #expect(model.highlighted == 1)
        model.handle(typed("l"))
        #expect(model.highlighted == 6)
    }

    @Test func enterChoosesTheRow_escapeCancels() {
        var model = SelectableTableModel(columns: ["Name", "N"], rows: Self.rows, pageSize: 5)
        model.handle(keys(.pageDown, .down, .enter, .down))
        #expect(model.outcome == .value("row 7"))
        #expect(model.chosenRow == 6)
        var cancelled = SelectableTableModel(columns: ["Name", "N"], rows: Self.rows, pageSize: 5)
        cancelled.handle(keys(.control("c")))
        #expect(cancelled.outcome == .cancelled)
        #expect(cancelled.chosenRow == nil)
    }

    @Test func lineAnswers_takeARowNumber() {
        let model = SelectableTableModel(columns: ["Name", "N"], rows: Self.rows, pageSize: 5)
        #expect(model.answer(line: "12") == .accepted(.value("row 12")))
        #expect(model.answer(line: "13") == .rejected("Type a row number from 1 to 12."))
    }
}
