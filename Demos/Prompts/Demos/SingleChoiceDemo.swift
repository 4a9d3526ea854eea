import DemoKitCore

/// A single choice among project templates, with and without a filter, and
/// as a CI log reads it (a number or a name per line).
struct SingleChoiceDemo: InteractiveDemo, CaseTweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case standard
        case typeToFilter
        case toggleableFilter
        case nonInteractive
    }

    static let allOptions = ["iOS app", "macOS app", "Command-line tool", "Swift package", "Framework", "App extension"]

    /// The prompt's words, as a team would try them (`--set question=…`).
    var title = "Template"
    var question = "Which template should the new project use?"
    var description = "You can add targets of other kinds later."
    /// How many of the templates it offers, from none (`--set options=0`).
    var optionCount = allOptions.count {
        didSet { startOver() }
    }
    var options: [String] { Array(Self.allOptions.prefix(optionCount)) }

    var controls: [DemoControl] {
        [
            .text("title", \Self.title), .text("question", \Self.question), .text("description", \Self.description),
            .integer("options", \Self.optionCount, in: 0...Self.allOptions.count),
        ]
    }

    /// A new tweak starts the demo over in it.
    var tweak = Tweaks.standard {
        didSet { startOver() }
    }
    private var model = SingleChoiceModel(options: allOptions)
    private var line = LinePromptModel()

    private mutating func startOver() {
        let mode: SingleChoiceModel.FilterMode =
            switch tweak {
            case .typeToFilter: .enabled
            case .toggleableFilter: .toggleable
            case .standard, .nonInteractive: .disabled
            }
        model = SingleChoiceModel(options: options, filterMode: mode)
        line = LinePromptModel()
    }

    var outcome: DemoOutcome? { tweak == .nonInteractive ? line.outcome : model.outcome }

    mutating func handle(_ input: DemoInput, at time: Duration) {
        guard tweak == .nonInteractive else { return model.handle(input) }
        let model = self.model
        line.handle(input) { model.answer(line: $0) }
    }

    var scripts: [DemoScript] {
        let chooseSecond = DemoScript("chooseSecond", steps: [.press(.down), .press(.enter)], expecting: .value("macOS app"))
        let cancel = DemoScript("cancel", steps: [.press(.down), .press(.escape)], expecting: .cancelled)
        switch tweak {
        case .standard:
            return [
                chooseSecond,
                DemoScript("wrapAround", steps: [.press(.up), .press(.enter)], expecting: .value("App extension")),
                DemoScript("vimKeys", steps: [.type("jjk"), .press(.enter)], expecting: .value("macOS app")),
                cancel,
            ]
        case .typeToFilter:
            return [
                chooseSecond,
                DemoScript("filterThenChoose", steps: [.type("app"), .press(.down), .press(.enter)], expecting: .value("macOS app")),
                DemoScript(
                    "noMatch",
                    steps: [.type("xyz"), .press(.enter), .press(.backspace), .press(.backspace), .press(.backspace), .press(.enter)],
                    expecting: .value("iOS app")),
                cancel,
            ]
        case .toggleableFilter:
            return [
                chooseSecond,
                DemoScript("slashFilters", steps: [.type("/tool"), .press(.enter)], expecting: .value("Command-line tool")),
                DemoScript(
                    "escapeLeavesFilter", steps: [.type("/sw"), .press(.escape), .press(.down), .press(.enter)],
                    expecting: .value("macOS app")),
            ]
        case .nonInteractive:
            return [
                DemoScript("answerByNumber", steps: [.type("7"), .press(.enter), .type("2"), .press(.enter)], expecting: .value("macOS app")),
                DemoScript("answerByName", steps: [.type("swift package"), .press(.enter)], expecting: .value("Swift package")),
            ]
        }
    }

    func render(in context: RenderContext) throws -> TextBlock {
        guard tweak == .nonInteractive else {
            return SingleChoiceView(title: title, question: question, description: description, model: model)
                .render(in: context)
        }
        let layout = PromptLayout(context: context)
        var intro = layout.marked(StyledText("?").foreground(layout.palette.accent), StyledText("\(title): \(question)"))
        for (index, option) in options.enumerated() {
            intro.append(layout.line(indent: 2, [StyledText("\(index + 1).").foreground(layout.palette.secondaryText), StyledText(option)]))
        }
        return LinePromptView(intro: intro, label: "Choose 1-\(options.count):", title: title, model: line).render(in: layout)
    }
}
