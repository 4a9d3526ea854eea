import DemoKitCore

/// Targets chosen for a migration, with a maximum and a minimum, without a
/// maximum, and as a CI log reads them (numbers on one line).
struct MultipleChoiceDemo: InteractiveDemo, CaseTweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case maximumOfThree
        case unlimited
        case nonInteractive
    }

    static let title = "Migration"
    static let question = "Which targets should move to Tuist?"
    static let options = ["App", "AppTests", "Core", "CoreTests", "Widgets"]
    static let maximum = MultipleChoiceModel.Limit(count: 3, message: "You can select up to 3 targets.")
    static let minimum = MultipleChoiceModel.Limit(count: 1, message: "Select at least 1 target.")

    /// A new tweak starts the demo over in it.
    var tweak = Tweaks.maximumOfThree {
        didSet {
            model = MultipleChoiceModel(options: Self.options, maximum: tweak == .unlimited ? nil : Self.maximum, minimum: Self.minimum)
            line = LinePromptModel()
        }
    }
    private var model = MultipleChoiceModel(options: options, maximum: maximum, minimum: minimum)
    private var line = LinePromptModel()

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
                    expecting: .values(Self.options)),
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
            return MultipleChoiceView(title: Self.title, question: Self.question, description: promptDescription, model: model)
                .render(in: context)
        }
        let layout = PromptLayout(context: context)
        var intro = layout.marked(StyledText("?").foreground(layout.palette.accent), StyledText("\(Self.title): \(Self.question)"))
        intro += layout.paragraph(StyledText(promptDescription).foreground(layout.palette.secondaryText), indent: 2)
        for (index, option) in Self.options.enumerated() {
            intro.append(layout.line(indent: 2, [StyledText("\(index + 1).").foreground(layout.palette.secondaryText), StyledText(option)]))
        }
        return LinePromptView(intro: intro, label: "Choose numbers:", title: Self.title, model: line).render(in: layout)
    }
}
