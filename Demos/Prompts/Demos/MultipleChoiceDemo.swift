import DemoKitCore

/// Targets chosen for a migration, with a maximum and a minimum, without a
/// maximum, and as a CI log reads them (numbers on one line).
struct MultipleChoiceDemo: InteractiveDemo, CaseTweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case maximumOfThree
        case unlimited
        case nonInteractive
    }

    static let allOptions = ["App", "AppTests", "Core", "CoreTests", "Widgets"]
    static let maximum = MultipleChoiceModel.Limit(count: 3, message: "You can select up to 3 targets.")
    static let minimum = MultipleChoiceModel.Limit(count: 1, message: "Select at least 1 target.")

    /// The prompt's words, as a team would try them (`--set question=…`).
    var title = "Migration"
    var question = "Which targets should move to Tuist?"
    /// How many of the targets it offers, from none (`--set options=0`).
    var optionCount = allOptions.count {
        didSet { startOver() }
    }
    var options: [String] { Array(Self.allOptions.prefix(optionCount)) }

    var controls: [DemoControl] {
        [
            .text("title", \Self.title), .text("question", \Self.question),
            .integer("options", \Self.optionCount, in: 0...Self.allOptions.count),
        ]
    }

    /// A new tweak starts the demo over in it.
    var tweak = Tweaks.maximumOfThree {
        didSet { startOver() }
    }
    private var model = MultipleChoiceModel(options: allOptions, maximum: maximum, minimum: minimum)
    private var line = LinePromptModel()

    private mutating func startOver() {
        model = MultipleChoiceModel(options: options, maximum: tweak == .unlimited ? nil : Self.maximum, minimum: Self.minimum)
        line = LinePromptModel()
    }

    var promptDescription: String {
        tweak == .unlimited ? "Choose any number of targets." : "You can select up to 3 targets."
    }

    var outcome: DemoOutcome? { tweak == .nonInteractive ? line.outcome : model.outcome }

    mutating func handle(_ input: DemoInput, at time: Duration) {
        guard tweak == .nonInteractive else { return model.handle(input) }
        let model = self.model
        line.handle(input) { model.answer(line: $0) }
    }

    var scripts: [DemoScript] {
        let space = ScriptStep.press(.character(" "))
        let chooseTwo = DemoScript(
            "chooseTwo", steps: [space, .press(.down), .press(.down), space, .press(.enter)], expecting: .values(["App", "Core"]))
        let confirmNone = DemoScript("confirmNone", steps: [.press(.enter), space, .press(.enter)], expecting: .values(["App"]))
        switch tweak {
        case .maximumOfThree:
            return [
                chooseTwo,
                DemoScript(
                    "overMaximum",
                    steps: [
                        space, .press(.down), space, .press(.down), space, .press(.down), space, .press(.up), space, .press(.down), space,
                        .press(.enter),
                    ],
                    expecting: .values(["App", "AppTests", "CoreTests"])),
                confirmNone,
                DemoScript("cancel", steps: [space, .press(.escape)], expecting: .cancelled),
            ]
        case .unlimited:
            return [
                chooseTwo,
                DemoScript(
                    "chooseAll", steps: [space, .press(.tab), space, .press(.tab), space, .press(.tab), space, .press(.tab), space, .press(.enter)],
                    expecting: .values(options)),
            ]
        case .nonInteractive:
            return [
                DemoScript(
                    "answerByNumbers",
                    steps: [.type("1 2 3 4"), .press(.enter), .press(.enter), .type("1, 3"), .press(.enter)],
                    expecting: .values(["App", "Core"])),
            ]
        }
    }

    func render(in context: RenderContext) throws -> TextBlock {
        guard tweak == .nonInteractive else {
            return MultipleChoiceView(title: title, question: question, description: promptDescription, model: model)
                .render(in: context)
        }
        let layout = PromptLayout(context: context)
        var intro = layout.marked(StyledText("?").foreground(layout.palette.accent), StyledText("\(title): \(question)"))
        intro += layout.paragraph(StyledText(promptDescription).foreground(layout.palette.secondaryText), indent: 2)
        for (index, option) in options.enumerated() {
            intro.append(layout.line(indent: 2, [StyledText("\(index + 1).").foreground(layout.palette.secondaryText), StyledText(option)]))
        }
        return LinePromptView(intro: intro, label: "Choose numbers:", title: title, model: line).render(in: layout)
    }
}
