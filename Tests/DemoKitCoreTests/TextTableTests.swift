import Testing

@testable import DemoKitCore

@Suite struct TextTableTests {
    static let sample = TextTable(
        columns: [
            .init("Name", width: .fixed(8)),
            .init("Description", width: .flexible(minimum: 6, weight: 2)),
            .init("Size", width: .flexible(minimum: 4), alignment: .trailing, overflow: .truncate),
        ],
        rows: [
            ["buttons", "Primary, secondary and destructive buttons", "3 KB"],
            ["日本語", "幅の広い文字も揃います", "12 KB"],
        ])

    @Test func flexibleColumns_shareTheRemainingWidthByWeight() {
        // 40 columns minus 4 rules and 6 spaces of padding = 30; 8 fixed; 22 shared 2:1.
        #expect(Self.sample.columnWidths(forTotal: 40) == [8, 15, 7])
        // 23 shared 2:1 is 15⅓ and 7⅔; the column that lost most to rounding gets the spare column.
        #expect(Self.sample.columnWidths(forTotal: 41) == [8, 15, 8])
    }

    @Test func flexibleColumns_neverGoBelowTheirMinimum() {
        #expect(Self.sample.columnWidths(forTotal: 30) == [8, 8, 4])
        #expect(Self.sample.columnWidths(forTotal: 28) == [8, 6, 4])
    }

    @Test func columnsThatDoNotFit_areNarrowedWidestFirst() {
        // Minimums need 18 of the 10 columns left: the widest (rightmost on a tie) gives way.
        #expect(Self.sample.columnWidths(forTotal: 20) == [4, 3, 3])
    }

    @Test func render_drawsAGridWithAHeader() {
        let table = TextTable(
            columns: [.init("Key", width: .fixed(3)), .init("Value")],
            rows: [["a", "one"], ["b", "two"]])
        let expected = """
            ┌─────┬───────┐
            │ Key │ Value │
            ├─────┼───────┤
            │ a   │ one   │
            │ b   │ two   │
            └─────┴───────┘
            """
        #expect(table.render(width: 15, in: RenderContext()).plainText == expected)
    }

    @Test func render_mirrorsColumnsRightToLeft() {
        let table = TextTable(
            columns: [.init("نام", width: .fixed(4)), .init("مقدار", width: .fixed(6))],
            rows: [["یک", "۱"]], border: nil)
        let block = table.render(width: 40, in: RenderContext(direction: .rightToLeft))
        #expect(block.lines.map(\.plainText) == [" مقدار   نام", "──────  ────", "     ۱    یک"])
    }

    @Test func render_withoutABorder_separatesColumnsWithSpaces() {
        let table = TextTable(
            columns: [.init("A", width: .fixed(2)), .init("B", width: .fixed(3))],
            rows: [["x", "yyyy"]], border: nil, headerRule: nil)
        #expect(table.render(width: 20, in: RenderContext()).plainText == "A   B\nx   yyy\n    y")
    }

    @Test func render_rowSeparators_splitBodyRows() {
        let table = TextTable(columns: [.init(width: .fixed(1))], rows: [["a"], ["b"]], rowSeparators: true)
        #expect(table.render(width: 10, in: RenderContext()).plainText == "┌───┐\n│ a │\n├───┤\n│ b │\n└───┘")
    }

    @Test func render_staysWithinTheWidth_andEveryLineIsEquallyWide() {
        for seed in UInt64(1)...200 {
            var generator = TextGenerator(seed: seed)
            let columnCount = generator.int(in: 1...5)
            let columns = (0..<columnCount).map { _ -> TextTable.Column in
                let width: TextTable.ColumnWidth =
                    generator.random.next() % 3 == 0
                    ? .fixed(generator.int(in: 1...12))
                    : .flexible(minimum: generator.int(in: 1...8), weight: generator.int(in: 0...3))
                return TextTable.Column(
                    generator.styledText(pieces: generator.int(in: 0...3)), width: width,
                    alignment: HorizontalAlignment.allCases[generator.int(in: 0...2)],
                    overflow: generator.random.next() % 2 == 0 ? .wrap : .truncate)
            }
            let rows = (0..<generator.int(in: 0...4)).map { _ in
                (0..<columnCount).map { _ in generator.styledText(pieces: generator.int(in: 0...12)) }
            }
            let border: BorderStyle? = generator.random.next() % 4 == 0 ? nil : .rounded
            let table = TextTable(columns: columns, rows: rows, border: border, rowSeparators: seed % 2 == 0)
            let width = generator.int(in: 20...200)
            let direction: LayoutDirection = seed % 3 == 0 ? .rightToLeft : .leftToRight
            let block = table.render(width: width, in: RenderContext(direction: direction))
            let widths = Set(block.lines.map(\.displayWidth))
            #expect(widths.count <= 1 && (widths.first ?? 0) <= width, "seed \(seed) width \(width): \(widths)")
            if widths.count > 1 || (widths.first ?? 0) > width { return }
        }
    }
}
