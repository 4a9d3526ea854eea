import DemoKitCore

/// A project name typed and checked against rules, with a default, and as a
/// CI log reads it (one line, the same rules).
struct TextInputDemo: InteractiveDemo, CaseTweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case validated
        case withDefault
        case nonInteractive
    }

    static let rules: [TextRule] = [.notEmpty, .maximumLength(20), .identifierCharacters, .startsWithLetter]

    /// The prompt's words, as a team would try them (`--set prompt=…`).
    var title = "Project name"
    var prompt = "How would you like to name your project?"
    var description = "It names the generated Xcode project and its folder."
    /// The name an empty answer takes, none when empty; the `withDefault`
    /// tweak sets `MyApp` (`--set default=Weather`).
    var defaultValue = "" {
        didSet { startOver() }
    }

    var controls: [DemoControl] {
        [
            .text("title", \Self.title), .text("prompt", \Self.prompt), .text("description", \Self.description),
            .text("default", \Self.defaultValue),
        ]
    }

    /// A new tweak starts the demo over in it.
    var tweak = Tweaks.validated {
        didSet { defaultValue = tweak == .validated ? "" : "MyApp" }
    }
    private var model = TextInputModel(rules: rules)
    private var line = LinePromptModel()

    private mutating func startOver() {
        model = TextInputModel(rules: Self.rules, defaultValue: defaultValue.isEmpty ? nil : defaultValue)
        line = LinePromptModel()
    }

    var accessibilityWaivers: [AccessibilityWaiver] {
        [
            AccessibilityWaiver(
                .useOfColor, tweak: Tweaks.validated.identifier, script: "editInTheMiddle",
                reason: "← moves the text cursor, drawn as the inverted character under it as a terminal draws its "
                    + "own block cursor; a mark beside it would insert a character into the text being edited.")
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
        case .validated:
            return [
                DemoScript("typeName", steps: [.type("Weather"), .press(.enter)], expecting: .value("Weather")),
                DemoScript(
                    "fixErrors",
                    steps: [
                        .press(.enter), .type("1 app"), .press(.enter), .press(.home), .press(.delete), .press(.delete),
                        .press(.end), .press(.backspace), .press(.backspace), .press(.backspace), .type("App"), .press(.enter),
                    ],
                    expecting: .value("App")),
                DemoScript(
                    "editInTheMiddle", steps: [.type("Wether"), .press(.left), .press(.left), .press(.left), .press(.left), .type("a"), .press(.enter)],
                    expecting: .value("Weather")),
                DemoScript("pasteTooLong", steps: [.paste("AVeryLongProjectNameIndeed"), .press(.enter)]),
                DemoScript("cancel", steps: [.type("We"), .press(.control("c"))], expecting: .cancelled),
            ]
        case .withDefault:
            return [
                DemoScript("acceptDefault", steps: [.press(.enter)], expecting: .value("MyApp")),
                DemoScript("tabThenEdit", steps: [.press(.tab), .type("Pro"), .press(.enter)], expecting: .value("MyAppPro")),
            ]
        case .nonInteractive:
            return [
                DemoScript("answerLines", steps: [.type("my app"), .press(.enter), .type("Weather"), .press(.enter)], expecting: .value("Weather")),
                DemoScript("emptyTakesDefault", steps: [.press(.enter)], expecting: .value("MyApp")),
            ]
        }
    }

    func render(in context: RenderContext) throws -> TextBlock {
        guard tweak == .nonInteractive else {
            return TextInputView(title: title, prompt: prompt, description: description, model: model)
                .render(in: context)
        }
        let layout = PromptLayout(context: context)
        var intro = layout.marked(StyledText("?").foreground(layout.palette.accent), StyledText("\(title): \(prompt)"))
        if let defaultValue = model.defaultValue {
            intro += layout.paragraph(StyledText("An empty line uses \(defaultValue).").foreground(layout.palette.secondaryText), indent: 2)
        }
        return LinePromptView(intro: intro, label: "Name:", title: title, model: line).render(in: layout)
    }
}
