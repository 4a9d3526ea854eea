import DemoKitCore

/// A yes-or-no question with either default, and as a CI log reads it
/// (`[Y/n]`, an empty line for the default).
struct YesNoDemo: InteractiveDemo, CaseTweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case defaultYes
        case defaultNo
        case nonInteractive
    }

    /// The prompt's words, as a team would try them (`--set question=…`).
    var title = "Authentication"
    var question = "Would you like to authenticate?"
    var description = "Authentication is required to use some CLI features."

    var controls: [DemoControl] {
        [.text("title", \Self.title), .text("question", \Self.question), .text("description", \Self.description)]
    }

    /// A new tweak starts the demo over in it.
    var tweak = Tweaks.defaultYes {
        didSet {
            model = YesNoModel(defaultAnswer: tweak != .defaultNo)
            line = LinePromptModel()
        }
    }
    private var model = YesNoModel(defaultAnswer: true)
    private var line = LinePromptModel()

    var outcome: DemoOutcome? { tweak == .nonInteractive ? line.outcome : model.outcome }

    mutating func handle(_ input: DemoInput, at time: Duration) {
        guard tweak == .nonInteractive else { return model.handle(input) }
        let model = self.model
        line.handle(input) { model.answer(line: $0) }
    }

    var scripts: [DemoScript] {
        let defaultAnswer = tweak == .defaultNo ? "no" : "yes"
        let other = tweak == .defaultNo ? "yes" : "no"
        switch tweak {
        case .defaultYes, .defaultNo:
            return [
                DemoScript("acceptDefault", steps: [.press(.enter)], expecting: .value(defaultAnswer)),
                DemoScript("switchAnswer", steps: [.press(.right), .press(.enter)], expecting: .value(other)),
                DemoScript("switchTwice", steps: [.press(.tab), .press(.backTab), .press(.enter)], expecting: .value(defaultAnswer)),
                DemoScript("pressN", steps: [.type("n")], expecting: .value("no")),
                DemoScript("cancel", steps: [.press(.escape)], expecting: .cancelled),
            ]
        case .nonInteractive:
            return [
                DemoScript("answerLines", steps: [.type("maybe"), .press(.enter), .type("No"), .press(.enter)], expecting: .value("no")),
                DemoScript("emptyTakesDefault", steps: [.press(.enter)], expecting: .value("yes")),
            ]
        }
    }

    func render(in context: RenderContext) throws -> TextBlock {
        guard tweak == .nonInteractive else {
            return YesNoView(title: title, question: question, description: description, model: model)
                .render(in: context)
        }
        let layout = PromptLayout(context: context)
        let intro = layout.marked(StyledText("?").foreground(layout.palette.accent), StyledText("\(title): \(question)"))
        let label = model.defaultAnswer ? "[Y/n]:" : "[y/N]:"
        return LinePromptView(intro: intro, label: label, title: title, model: line).render(in: layout)
    }
}
