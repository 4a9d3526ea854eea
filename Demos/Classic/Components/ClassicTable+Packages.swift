extension ClassicTable {
    /// The table of `Components/table`: three packages (four with
    /// `longCells`), their description wrapping and their version coloured
    /// by how current it is.
    static func packages(longCells: Bool = false) -> ClassicTable {
        var rows: [[Cell]] = [
            ["swift-argument-parser", "Straightforward, type-safe argument parsing", Cell("1.8.2", color: ClassicANSI.success)],
            ["swift-collections", "Commonly used data structures", Cell("1.6.0", color: ClassicANSI.success)],
            ["swift-snapshot-testing", "Delightful snapshot testing", Cell("1.19.7", color: ClassicANSI.warning)],
        ]
        if longCells {
            rows.append([
                "a-package-with-a-remarkably-long-name",
                "A description long enough to wrap over several lines of its column at most widths.",
                Cell("0.0.1-beta.42", color: ClassicANSI.danger),
            ])
        }
        return ClassicTable(
            columns: [
                Column(title: "Package", width: .share(minimum: 8, weight: 2), truncates: true),
                Column(title: "Description", width: .share(minimum: 8, weight: 3)),
                Column(title: "Version", width: .fixed(8), alignsRight: true, truncates: true),
            ],
            rows: rows)
    }
}
