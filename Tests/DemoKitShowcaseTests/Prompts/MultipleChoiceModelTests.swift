import DemoKitCore
import Testing

@testable import DemoKitDemos

@Suite struct MultipleChoiceModelTests {
    static let options = ["App", "AppTests", "Core", "CoreTests", "Widgets"]
    static let maximum = MultipleChoiceModel.Limit(count: 2, message: "Up to 2.")
    static let minimum = MultipleChoiceModel.Limit(count: 1, message: "At least 1.")

    @Test func spaceToggles_andEnterReturnsTheSelectionInListOrder() {
        var model = MultipleChoiceModel(options: Self.options)
        model.handle(keys(.end, .character(" "), .home, .character(" "), .down, .character(" "), .character(" ")))
        #expect(model.selected == [0, 4])
        model.handle(keys(.enter))
        #expect(model.outcome == .values(["App", "Widgets"]))
    }

    @Test func cursorWrapsAround() {
        var model = MultipleChoiceModel(options: Self.options)
        model.handle(keys(.up))
        #expect(model.cursor == 4)
        model.handle(keys(.tab))
        #expect(model.cursor == 0)
        model.handle(typed("jjk"))
        #expect(model.cursor == 1)
    }

    @Test func maximum_refusesAnotherOption_andShowsItsMessageUntilTheNextChange() {
        var model = MultipleChoiceModel(options: Self.options, maximum: Self.maximum)
        model.handle(keys(.character(" "), .down, .character(" "), .down, .character(" ")))
        #expect(model.selected == [0, 1])
        #expect(model.error == "Up to 2.")
        model.handle(keys(.up, .character(" ")))
        #expect(model.selected == [0])
        #expect(model.error == nil)
        model.handle(keys(.down, .character(" "), .enter))
        #expect(model.outcome == .values(["App", "Core"]))
    }

    @Test func minimum_refusesToConfirm() {
        var model = MultipleChoiceModel(options: Self.options, minimum: Self.minimum)
        model.handle(keys(.enter))
        #expect(model.outcome == nil)
        #expect(model.error == "At least 1.")
        model.handle(keys(.character(" ")))
        #expect(model.error == nil)
        model.handle(keys(.enter))
        #expect(model.outcome == .values(["App"]))
    }

    @Test func withoutMinimum_anEmptySelectionIsAnAnswer() {
        var model = MultipleChoiceModel(options: Self.options)
        model.handle(keys(.enter))
        #expect(model.outcome == .values([]))
    }

    @Test func escapeCancels_keepingNothing() {
        var model = MultipleChoiceModel(options: Self.options)
        model.handle(keys(.character(" "), .escape, .enter))
        #expect(model.outcome == .cancelled)
    }

    @Test func lineAnswers_checkNumbersAndLimits() {
        let model = MultipleChoiceModel(options: Self.options, maximum: Self.maximum, minimum: Self.minimum)
        #expect(model.answer(line: "3, 1") == .accepted(.values(["App", "Core"])))
        #expect(model.answer(line: "1 1") == .accepted(.values(["App"])))
        #expect(model.answer(line: "1 2 3") == .rejected("Up to 2."))
        #expect(model.answer(line: "") == .rejected("At least 1."))
        #expect(model.answer(line: "6") == .rejected("'6' is not an option; type numbers from 1 to 5."))
        #expect(model.answer(line: "a") == .rejected("'a' is not an option; type numbers from 1 to 5."))
    }
}
