import DemoKitCore

/// A still demo with controls, for the benchmark of a control changed in
/// the browser's `c` panel.
enum ControlsGroup: String, CaseIterable, DemoGroup, DemoGroupItem {
    case card

    static func demoable(for index: Int) -> any Demoable { SyntheticCard() }
}

/// A card of 30 rows whose label and row count are controls: every change
/// redraws most of a framed demo.
struct SyntheticCard: Demoable {
    var label = "Deploy"
    var rows = 20

    var controls: [DemoControl] { [.text("label", \Self.label), .integer("rows", \Self.rows, in: 1...30)] }

    func render(in context: RenderContext) throws -> TextBlock {
        let palette = context.palette
        var lines = [StyledText(label, style: TextStyle(foreground: palette.accent, attributes: .bold))]
        for index in 0..<rows {
            lines.append(StyledText("\(label) · row \(index + 1) of \(rows)").truncated(to: context.width))
        }
        return TextBlock(lines)
    }
}
