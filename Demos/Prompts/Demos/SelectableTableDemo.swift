import DemoKitCore

/// Swift packages in a table, a page at a time, one row chosen with the
/// keys; and as a CI log reads it (every row printed, a row number typed).
struct SelectableTableDemo: InteractiveDemo, CaseTweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case pagesOfFive
        case pagesOfThree
        case nonInteractive
    }

    static let columns = ["Name", "Version", "Status"]
    static let rows = [
        ["Alamofire", "5.9.1", "Active"], ["Kingfisher", "7.12.0", "Active"], ["SnapKit", "5.7.1", "Active"],
        ["RxSwift", "6.7.1", "Maintenance"], ["Moya", "15.0.3", "Maintenance"], ["Realm", "10.50.0", "Deprecated"],
        ["Nuke", "12.8.0", "Active"], ["SwiftyJSON", "5.0.2", "Deprecated"], ["Quick", "7.6.2", "Active"],
        ["Nimble", "13.6.0", "Active"], ["Lottie", "4.4.3", "Active"], ["Swinject", "2.9.1", "Maintenance"],
    ]

    /// The table's title (`--set title=…`).
    var title = "Packages"
    /// How many of the packages it lists, from none (`--set rows=0`).
    var rowCount = rows.count {
        didSet { startOver() }
    }
    var shownRows: [[String]] { Array(Self.rows.prefix(rowCount)) }

    var controls: [DemoControl] {
        [.text("title", \Self.title), .integer("rows", \Self.rowCount, in: 0...Self.rows.count)]
    }

    /// A new tweak starts the demo over in it.
    var tweak = Tweaks.pagesOfFive {
        didSet { startOver() }
    }
    private var model = SelectableTableModel(columns: columns, rows: rows, pageSize: 5)
    private var line = LinePromptModel()

    private mutating func startOver() {
        model = SelectableTableModel(columns: Self.columns, rows: shownRows, pageSize: tweak == .pagesOfThree ? 3 : 5)
        line = LinePromptModel()
    }

    var accessibilityWaivers: [AccessibilityWaiver] {
        [
            AccessibilityWaiver(
                .useOfColor, tweak: Tweaks.nonInteractive.identifier,
                reason: "Row 16 is the prompt's answer line ('Row 1-12:'), bold as every prompt's input line, right "
                    + "under the rows numbered 10 to 12, whose numbers start in its column; it is not a row of the "
                    + "table and marks no state.")
        ]
    }

    var outcome: DemoOutcome? { tweak == .nonInteractive ? line.outcome : model.outcome }

    mutating func handle(_ input: DemoInput, at time: Duration) {
        guard tweak == .nonInteractive else { return model.handle(input) }
        let model = self.model
        line.handle(input) { model.answer(line: $0) }
    }

    var scripts: [DemoScript] {
        switch tweak {
        case .pagesOfFive, .pagesOfThree:
            let secondPage = tweak == .pagesOfThree ? "Moya" : "Nuke"
            return [
                DemoScript("chooseOnSecondPage", steps: [.press(.pageDown), .press(.down), .press(.enter)], expecting: .value(secondPage)),
                DemoScript(
                    "walkAcrossPages", steps: [.type("jjjjj"), .press(.end), .press(.down), .press(.pageUp), .press(.enter)],
                    expecting: .value(tweak == .pagesOfThree ? "Quick" : "Nuke")),
                DemoScript("stopAtTheTop", steps: [.press(.up), .press(.pageUp), .press(.enter)], expecting: .value("Alamofire")),
                DemoScript("cancel", steps: [.press(.pageDown), .press(.escape)], expecting: .cancelled),
            ]
        case .nonInteractive:
            return [DemoScript("answerLines", steps: [.type("13"), .press(.enter), .type("7"), .press(.enter)], expecting: .value("Nuke"))]
        }
    }

    func render(in context: RenderContext) throws -> TextBlock {
        let view = SelectableTableView(title: title, model: model)
        guard tweak == .nonInteractive else { return view.render(in: context) }
        let layout = PromptLayout(context: context)
        let intro = layout.marked(StyledText("?").foreground(layout.palette.accent), StyledText("\(title): which package?"))
            + view.fullTable(in: context).lines
        return LinePromptView(intro: intro, label: "Row 1-\(shownRows.count):", title: title, model: line).render(in: layout)
    }
}
