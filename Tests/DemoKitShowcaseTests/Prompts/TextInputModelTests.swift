import DemoKitCore
import Testing

@testable import DemoKitDemos

@Suite struct TextInputModelTests {
    static let rules: [TextRule] = [.notEmpty, .maximumLength(10), .identifierCharacters, .startsWithLetter]

    @Test func entry_editsAtTheCursor() {
        var entry = TextEntry()
        for input in typed("Wether") + keys(.left, .left, .left, .left) + typed("a") { _ = entry.edit(with: input) }
        #expect(entry.text == "Weather")
        #expect(entry.cursor == 3)
        _ = entry.edit(with: .key(.backspace))
        _ = entry.edit(with: .key(.delete))
        #expect(entry.text == "Weher")
        #expect(entry.cursor == 2)
        _ = entry.edit(with: .key(.home))
        let deletedBackward = entry.deleteBackward()
        #expect(!deletedBackward, "nothing before the start")
        _ = entry.edit(with: .key(.end))
        let deletedForward = entry.deleteForward()
        #expect(!deletedForward, "nothing after the end")
        _ = entry.edit(with: .key(.right))
        #expect(entry.cursor == 5, "→ stops at the end")
        _ = entry.edit(with: .paste("\u{1B}[31m\n!"))
        #expect(entry.text == "Weher[31m!", "control characters and line breaks are dropped")
        _ = entry.edit(with: .key(.control("u")))
        #expect(entry.text.isEmpty && entry.cursor == 0)
        let editedByEnter = entry.edit(with: .key(.enter))
        #expect(!editedByEnter)
    }

    @Test func rules_nameWhatIsWrong() {
        #expect(TextRule.notEmpty.error(for: "  ") == "The name cannot be empty.")
        #expect(TextRule.notEmpty.error(for: "a") == nil)
        #expect(TextRule.maximumLength(3).error(for: "abcd") == "Use at most 3 characters (this has 4).")
        #expect(TextRule.maximumLength(3).error(for: "abc") == nil)
        #expect(TextRule.identifierCharacters.error(for: "my app") == "Use only letters, digits, - and _ (not spaces).")
        #expect(TextRule.identifierCharacters.error(for: "café") == "Use only letters, digits, - and _ (not 'é').")
        #expect(TextRule.identifierCharacters.error(for: "My-App_2") == nil)
        #expect(TextRule.startsWithLetter.error(for: "2App") == "Start with a letter.")
        #expect(TextRule.startsWithLetter.error(for: "") == nil)
    }

    @Test func enter_showsEveryBrokenRule_untilTheNextEdit() {
        var model = TextInputModel(rules: Self.rules)
        model.handle(keys(.enter))
        #expect(model.errors == ["The name cannot be empty."])
        model.handle(typed("1 app"))
        #expect(model.errors.isEmpty)
        model.handle(keys(.enter))
        #expect(model.errors == ["Use only letters, digits, - and _ (not spaces).", "Start with a letter."])
        #expect(model.outcome == nil)
        model.handle(keys(.left))
        #expect(!model.errors.isEmpty, "moving the cursor changes no text")
        model.handle(keys(.home, .delete, .delete))
        #expect(model.entry.text == "app")
        model.handle(keys(.enter))
        #expect(model.outcome == .value("app"))
    }

    @Test func default_isTakenByEnterOnAnEmptyLine_andFilledByTab() {
        var model = TextInputModel(rules: Self.rules, defaultValue: "MyApp")
        #expect(model.submission == "MyApp")
        model.handle(keys(.tab))
        #expect(model.entry.text == "MyApp")
        model.handle(typed("Pro") + keys(.tab))
        #expect(model.entry.text == "MyAppPro", "Tab fills only an empty line")
        model.handle(keys(.enter))
        #expect(model.outcome == .value("MyAppPro"))

        var plain = TextInputModel(rules: Self.rules, defaultValue: "MyApp")
        plain.handle(keys(.enter))
        #expect(plain.outcome == .value("MyApp"))
    }

    @Test func ctrlC_cancels() {
        var model = TextInputModel(rules: Self.rules)
        model.handle(typed("We") + keys(.control("c")) + typed("x"))
        #expect(model.outcome == .cancelled)
        #expect(model.entry.text == "We")
    }

    @Test func lineAnswers_useTheSameRules() {
        let model = TextInputModel(rules: Self.rules, defaultValue: "MyApp")
        #expect(model.answer(line: "Weather") == .accepted(.value("Weather")))
        #expect(model.answer(line: "") == .accepted(.value("MyApp")))
        #expect(model.answer(line: "AVeryLongName") == .rejected("Use at most 10 characters (this has 13)."))
    }
}
